# Warum der Tisch Nein gesagt hat: die private Antwort auf einen abgelehnten Befehl oder Klick.
# Spieler werden geduzt.

refusal-unknown-game = Ich finde Partie #{ $table } nicht: Vielleicht wurde sie abgebrochen. Mit `/{ command-games }` siehst du deine Partien.
refusal-not-your-game = Du spielst nicht in Partie #{ $table } mit.
refusal-not-your-turn = Du bist nicht am Zug: { $whose } ist dran.
refusal-moved-on = Dieser Knopf stammt aus einem früheren Zug: Die Partie ist inzwischen weiter. Nimm den neuesten Knopf „Meinen Zug machen“ oder den Befehl `{ command-rivality-play }` des Spiels (`/rivalry { command-rivality-play }`, `/magistrar { command-rivality-play }`, …).
refusal-game-over = Partie #{ $table } ist beendet.
refusal-not-started = Partie #{ $table } hat noch nicht begonnen: Sie wartet auf Spieler.
refusal-daily-not-over = Partie #{ $table } spielt die heutige Tagesaufgabe: Ihre Züge gehören ihrem Spieler, bis der Tag vorbei ist (Mitternacht UTC). Versuch dich derweil selbst an `/{ command-suramun } { command-suramun-daily }`.
refusal-replay-busy = Deine vorige Wiederholung wird noch erstellt: Sie erscheint, sobald sie fertig ist. Frag danach noch einmal.
refusal-not-a-lobby = Partie #{ $table } kann man nicht mehr beitreten oder verlassen.
refusal-table-full = Partie #{ $table } ist voll.
refusal-already-seated = Du hast schon einen Platz in Partie #{ $table }.
refusal-not-invited = Partie #{ $table } ist nur auf Einladung.
refusal-not-the-creator = Nur wer Partie #{ $table } eröffnet hat, kann sie abbrechen.
refusal-started-meanwhile = Partie #{ $table } hat gerade begonnen, alle Plätze sind besetzt: Ihr Thread öffnet sich gleich.
refusal-no-hint-in-solo = Tipps gibt es an Rivality-Tischen: Die KI spielt den Solomodus gegen Suramun nicht.
refusal-hints-off = Partie #{ $table } wird ohne Tipps gespielt: Zwischen Spielern ist der Rat der KI Fremdhilfe und nur erlaubt, wenn die Partie mit `hints: True` eröffnet wurde.
refusal-no-such-player = Dieser Spieler hat keinen Platz in Partie #{ $table }.
refusal-not-in-this-server = Partie #{ $table } wird nicht auf diesem Server gespielt: Darüber entscheiden die Moderatoren ihres Servers.
refusal-no-takeback = Keine Zugrücknahme in Partie #{ $table }: { $why }.
refusal-no-rematch = Keine Revanche für Partie #{ $table }: { $why }.
refusal-bad-options = Mit diesen Optionen lässt sich keine Partie anlegen: { $why }
refusal-illegal = Ungültiger Zug: { $why }
refusal-vacation = Keine Änderung an deinem Urlaub: { $why }
refusal-no-ratings = Keine Rangliste: { $why }.
refusal-failed = Bei mir ist etwas schiefgelaufen, sorry: Nichts wurde geändert. Bitte versuch es noch einmal.
refusal-unknown-button = Diesen Knopf kenne ich nicht: Vielleicht stammt er aus einer älteren Version des Bots. Mit `/{ command-games }` findest du deine Partien und ihre aktuellen Nachrichten.
