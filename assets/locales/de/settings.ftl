# /manawell settings: die Vorgaben eines Servers für neue Partien und die Sprache seiner
# Beiträge.

settings-shown = Neue Partien auf diesem Server beginnen mit:
settings-saved = Gespeichert. Neue Partien auf diesem Server beginnen jetzt mit:
settings-text = • Zeit pro Zug: { $deadline }
    • Wenn sie abläuft: { $late }
    • Tipps: { $hints }
    • Gespielt wird in: { $place }
    • Öffentliche Beiträge auf: { $language }
    Wer eine Partie eröffnet, kann die ersten drei in `/<spiel> neu` noch anders wählen.
settings-no-deadline = kein Zeitlimit
settings-per-move = { $unit ->
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
} pro Zug
settings-late-forfeit = wer zu spät ist, verliert die Partie
settings-late-ai = die KI spielt den Zug
settings-hints-allowed = zwischen Spielern erlaubt
settings-hints-ai-only = nur gegen die KI
settings-place-channel = { $channel } (Lobbys und Partie-Threads landen dort)
settings-place-anywhere = der Kanal, in dem die Partie eröffnet wird
settings-language-discord = die Sprache des Servers auf Discord ({ $language })
not-a-moderator = Das können nur die Moderatoren des Servers (mit der Berechtigung „Server verwalten“).
