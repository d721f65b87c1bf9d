# Wörter, die alle Teile von manawell verwenden.

language-name = Deutsch
    .short = de
moves-count = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}

# Die Beiträge des Tischdienstes: Erinnerungen und eine abgelaufene Zeit, für die die KI zog.
reminder-time-runs-out = Erinnerung: { $player }, du bist in Partie { $game } am Zug; die Zeit für diesen Zug läuft bald ab.
reminder-waiting = Erinnerung: { $player }, Partie { $game } wartet auf deinen Zug.
ran-out-of-time-ai-played = { $player } hat die Zeit überschritten; die KI hat für { $player } gezogen.
