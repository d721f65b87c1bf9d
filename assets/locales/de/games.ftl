# Die Antworten der Spielbefehle: /<spiel> spielen, brett, hand, verlauf,
# benachrichtigung, /partien.

no-game-here = In diesem Kanal läuft keine Partie: Nutze diesen Befehl im Thread einer Partie (siehe `/partien`).
several-games = Du spielst hier { $count } Partien: Wähle eine mit der Option `partie`.
    { $list }
game-your-turn = { $title } · du bist dran
game-title = { $title } (Partie #{ $table })
board-title = **{ $title }** (Partie #{ $table }).
board-to-play = **{ $title }** (Partie #{ $table }). { $player } ist am Zug.
board-to-play-all = **{ $title }** (Partie #{ $table }). { $players } sind am Zug, jeder für sich.
your-hand = Deine Hand: { $hand }
log-title = **{ $title }** (Partie #{ $table })
log-empty = Bisher ist noch nichts passiert.
log-whole-attached = Das ganze Protokoll ist angehängt.
you-played = Du hast **{ $notation }** gespielt.
played-account = Gespielt.
    { $account }
illegal-not-in-hand = Ungültiger Zug: { $tile } ist kein Plättchen in deiner Hand.
illegal-spot = Ungültiger Zug: { $tile } kann nicht auf { $cell } gelegt werden (ein Feld muss leer sein und an ein Plättchen grenzen).
illegal-facing = Ungültiger Zug: { $tile } auf { $cell } kann nicht so ausgerichtet werden.
notify-dm = Ich schicke dir auch eine DM, wenn du dran bist.
notify-thread = Ich erwähne dich nur im Thread der Partie.
