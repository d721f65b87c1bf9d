# Die Wörter auf dem Bild jedes Spiels (das Feld neben oder unter dem Brett).

picture-seat = Platz { $number }
picture-preview = Vorschau: nicht gespielt
picture-resigned = Spielende: { $who } hat aufgegeben
picture-ran-out-of-time = Spielende: { $who } hat die Zeit überschritten
picture-player = Spieler { $number }
picture-game-over = Spielende
picture-player-side = { $name } ({ $side })
picture-vp = { $score } SP
picture-in-hand = Hand: { $count }
picture-you = { $name } (du)
picture-in-supply = { $count ->
    [one] 1 Golem im Vorrat
   *[other] { $count } Golems im Vorrat
}
picture-in-stack = { $facts } · Stapel { $count }
picture-your-hand = Deine Hand
# Warum ein Bild nicht gezeichnet werden konnte (ein Fehler; das Terminal sagt es statt des Bildes).
picture-error-none = für dieses Spiel gibt es noch kein Bild
picture-error-size = ein Bild von { $width }×{ $height } Pixeln kann nicht gezeichnet werden
picture-error-font = die mitgelieferte Schrift konnte nicht gelesen werden
picture-error-encode = das Bild konnte nicht als PNG kodiert werden: { $why }
