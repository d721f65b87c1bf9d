# Warum eine Zugrücknahme, eine Revanche, die Optionen einer Partie, ein Urlaub oder eine
# Rangliste abgelehnt wurde: das `why` der Ablehnungen (refusals.ftl).

reason-takeback-already-asked = eine Zugrücknahme wartet schon auf Antwort
reason-takeback-none-waiting = keine Zugrücknahme wartet auf Antwort
reason-takeback-own-request = auf deine eigene Bitte antworten die anderen Spieler
reason-takeback-time-up = die Zeit für den Zug ist abgelaufen
reason-takeback-played-by-ai = den letzten Zug hat die KI gespielt, als die Zeit ablief
reason-takeback-just-taken-back = dein letzter Zug wurde gerade schon zurückgenommen
reason-takeback-time-ran-out-since = seit deinem Zug ist die Zeit abgelaufen
reason-takeback-others-acted = seit deinem Zug hat ein anderer Spieler gehandelt
reason-takeback-no-move = du hast keinen Zug zum Zurücknehmen

reason-rematch-solo = eine Solopartie hat keine: Starte eine neue
reason-rematch-cancelled = sie wurde abgebrochen
reason-rematch-not-over = sie ist nicht vorbei: Eine Revanche gibt es, wenn sie endet

reason-options-unwritable = die Optionen der Partie konnten nicht gespeichert werden
reason-options-deadline-too-long = zu lang
reason-options-ai-and-invites = lade Spieler ein oder spiel gegen die KI, nicht beides
reason-options-difficulty = `{ $asked }` ist keine Schwierigkeit: beginner, standard oder master
reason-options-rivality-players = Rivality spielt man zu 2, 3 oder 4, nicht zu { $count }
reason-options-magistrar-mage-cards = Variante 1 (Magierkarten) ist nicht spielbar: die Regel nennt die Magier, aber die Texte ihrer Karten fehlen darin
reason-options-magistrar-duel-cards = Variante 2 (Duellkarten) ist nicht spielbar: die Regel zählt 15 Duellkarten, aber ihre Texte fehlen darin
reason-options-aetherium-first-seat = Aetherium hat zwei Spieler: Platz { $seat } kann nicht beginnen (0 oder 1)
reason-challenge-length = ein Aufgabencode hat 8 Buchstaben und Ziffern, nicht { $count }
reason-challenge-character = `{ $character }` kommt in keinem Aufgabencode vor: Er besteht aus Ziffern und Buchstaben (ohne U)
reason-challenge-mistyped = `{ $code }` ist kein gültiger Aufgabencode: Ein Zeichen ist vertippt
reason-challenge-seed-too-large = ein Aufgaben-Seed geht bis { $max }, nicht { $seed }
reason-challenge-bad-date = `{ $date }` ist kein Datum: Schreib es als JJJJ-MM-TT, etwa 2026-11-22

reason-vacation-too-long = du hast { $asked } Urlaubstag(e) verlangt, und { $left } sind frei: { $most } Tage in 30.
reason-vacation-already-on = du bist schon im Urlaub; beende ihn erst, um einen neuen zu nehmen.
reason-vacation-not-on = du bist nicht im Urlaub.

reason-ratings-nobody = noch hat niemand eine Wertung: Wertungen kommen aus Partien zwischen Spielern, die zu Ende gespielt wurden
reason-pool = { $game }, { $players } Spieler
reason-ratings-unknown = keine Wertungen für dieses Spiel; es gibt: { $known }

# Die Antworten des Frameworks selbst, wenn ein Befehl nicht so laufen kann, wie er kam.
shell-unreadable-option = Eine der Optionen konnte ich nicht lesen: Bitte wähl einen Wert aus der Liste.
shell-older-command = Die Optionen dieses Befehls konnte ich nicht lesen: Discord zeigt vielleicht noch eine ältere Version davon. Versuch es in einer Minute noch einmal.
shell-server-only = Dieser Befehl funktioniert in einem Serverkanal, nicht in DMs.
shell-unknown-command = Diesen Befehl kenne ich nicht mehr: Discord aktualisiert die Befehlsliste in Kürze.

# Was der Tischdienst selbst postet: den Beginn einer Partie, ihren Abbruch, eine Revanche.
service-game-starts = Partie { $table } beginnt: { $players }.
service-seat = { $name } (Platz { $seat })
service-plays-first = { $name } beginnt.
service-cancelled = Partie { $table } wurde abgebrochen.
service-cancelled-by-moderator = Partie { $table } wurde von einem Moderator abgebrochen.
service-seat-given = Ein Moderator hat den Platz von { $from } in Partie { $table } an { $to } gegeben.
service-opened = { $creator } hat Partie { $table } eröffnet: { $seats } Plätze frei.
service-rematch-of = Revanche von Partie { $table }.
service-joined = { $name } ist Partie { $table } beigetreten.
service-waiting = { $joined } Es fehlen noch { $left }.
service-left = { $name } hat Partie { $table } verlassen.
service-taken-back = Der letzte Zug von { $name } wurde auf eigenen Wunsch zurückgenommen{ $by ->
        [ai] , mit der Antwort der KI
       *[players] , angenommen von { $accepted }
    }. Die Partie steht wieder wie vor diesem Zug.
