# Was eine Partie für alle sichtbar postet: ihre Lobby, ihre Züge und die DMs dazu.
# Spieler werden geduzt.

posts-duration = { $unit ->
    [day] { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }
    [hour] { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
    [minute] { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
   *[second] { $count ->
        [one] { $count } Sekunde
       *[other] { $count } Sekunden
    }
}
posts-per-move = { $duration } pro Zug
posts-no-time-limit = Keine Zeitbegrenzung pro Zug.
posts-time-per-move = Zeit pro Zug: { $duration }. Läuft sie ab, { $when_late ->
    [forfeit] verliert der Spieler am Zug die Partie
   *[ai] spielt die KI diesen Zug für ihn und die Partie geht weiter
}.
posts-lobby = **{ $title }** (Partie #{ $table }), eröffnet von { $creator }.
    Plätze besetzt ({ $seated_count }/{ $seats }): { $seated }
posts-nobody-yet = noch niemand
posts-invited = Eingeladen: { $invited }
posts-lobby-starts = Die Partie beginnt in einem eigenen Thread, sobald alle Plätze besetzt sind oder ihr Ersteller auf „Jetzt starten“ drückt (die KI übernimmt die freien Plätze).
posts-join = Beitreten
posts-leave = Verlassen
posts-start-now = Jetzt starten (Ersteller)
posts-cancel = Abbrechen (Ersteller)
posts-your-turn = { $player }, du bist am Zug.
posts-your-turn-due = { $player }, du bist am Zug: Die Zeit für diesen Zug läuft { $due } ab.
posts-take-my-turn = Meinen Zug machen
posts-no-games = Du bist in keiner Partie. Eröffne eine mit `/rivality { command-rivality-new }`, `/magistrar { command-magistrar-new }` oder `/aetherium { command-aetherium-new }`, oder spiel solo mit `/suramun { command-suramun-start }`.
posts-your-games = **Deine Partien**
posts-marker-your-turn = ▶ du bist am Zug
posts-marker-waiting = wartet
posts-paused = ⏸ pausiert: Ich kann in ihrem Kanal nicht posten
posts-time-runs-out = Zeit läuft { $due } ab
posts-and-more = …und { $count } weitere.
posts-dm-your-turn = Du bist am Zug in **{ $title }** (Partie #{ $table }): <#{ $place }>
posts-dm-lost-place = Ich kann{ $place } nicht mehr für **{ $title }** (Partie #{ $table }) posten: Der Kanal wurde gelöscht oder ich habe keinen Zugriff mehr. Die Partie ist pausiert, keine Uhr läuft. Sie geht von selbst weiter, sobald ich dort wieder posten kann (Kanal ansehen, Nachrichten senden, Nachrichten in Threads senden, Dateien anhängen).
posts-in-place = in <#{ $place }>
posts-dm-new-home = Discord lässt mich nicht mehr dort posten, wo **{ $title }** (Partie #{ $table }) gespielt wurde. Sie geht jetzt hier weiter: { $link }

# `/games`: eine Partie, deren gespeicherten Datensatz diese Version nicht lesen kann;
# `why` sagt, was nicht stimmt, in den Worten des Dienstes, für den Betreiber.
posts-game-damaged = ⚠ Partie #{ $table } kann nicht gelesen werden: { $why }; sag es dem Betreiber des Bots
