# Die Bretter als Text (Protokolle und Terminal) von Magistrar und Aetherium. Die Buchstaben
# der Spalten, die Zahlen und die Zeichen (`.`, `–`, `-`, `[·]`) sind in jeder Sprache gleich.

board-none = keine
board-to-act = { $player } ist am Zug.
board-over = Das Spiel ist vorbei.
# Eine Hand ohne Plättchen, in einer Zeile.
hand-none = keine

## Magistrar
magistrar-board-head = Magistrar, Duell { $duel } von { $duels }
magistrar-board-match = { " " }· Großmagier-Match, Partie { $game } (gewonnene Partien: { $white } { $white_won }, { $black } { $black_won })
magistrar-board-mage = { $mage }: Energie { $energy } (Stufe { $level }), { $markers ->
    [one] { $markers } Duellmarker
   *[other] { $markers } Duellmarker
}: jetzt { $honoris } Honoris
magistrar-board-rock = Stein
magistrar-board-tokens-of = Plättchen von { $player }
magistrar-board-pawns-of = Figuren von { $player }
magistrar-board-pawns-left = Übrige Figuren: { $pawns }
magistrar-board-bags = Plättchen in den Beuteln: { $bags }
magistrar-board-starts = { $player } beginnt dieses Duell.
magistrar-board-to-place = { $player } ist am Zug: eine Figur auf jeden eigenen Stein (`.` markiert einen noch leeren Stein, `–` einen Stein mit der eigenen Superenergie).
magistrar-board-to-open = { $player } ist am Zug: eine Figur auf einen freien Stein.
magistrar-board-to-answer = { $player } ist am Zug: eine Figur als Antwort auf Stein { $rock }.
magistrar-board-to-steer = { $player } ist am Zug: in welche Richtung die Superenergie von Stein { $rock } zieht (hell oder dunkel).

## Aetherium
aetherium-board-head = Aetherium, Runde { $round } von { $rounds } · { $player } hat sie begonnen
aetherium-board-track = Ätherleiste: { $second } { $cells } { $first } — der Marker steht auf { $at }
aetherium-board-stones = Steine (Feld 0 bis { $top }; { $top } ist die Spitze):
aetherium-board-mat = Machtmarker auf dem Brett: { $tokens }
aetherium-board-player = { $player } ({ $n ->
        [1] beginnt
       *[other] spielt als Zweiter
    }): Marker { $tokens }; übrige Figuren { $pawns }
aetherium-board-pouch = Beutel: { $pouch }
aetherium-board-pouch-empty = leer
aetherium-board-pouch-tokens = { $count } Marker ({ $kinds })
aetherium-board-spaces = Aktionsfelder (1 liegt der Leiste am nächsten), Figuren von unten nach oben:
aetherium-board-blocked = [gesperrt]
aetherium-board-passed = { $player } hat gepasst mit: { $pawns }
