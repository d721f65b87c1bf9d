# Die Wörter auf dem Bild von Magistrar. Farben der Magier, Stärken der Figuren und
# Richtungen der Leiste sind die aus moves-magistrar.

## Der hervorgehobene Zug
picture-magistrar-mage = { $name } ({ $mage })
picture-magistrar-last = Zuletzt: { $who } { $what }
picture-magistrar-preview-move = Zug von { $who }, falls bestätigt: { $what }
picture-magistrar-placed = setzte { $pawns }
picture-magistrar-place = setzen { $pawns }
picture-magistrar-pawn-placed = setzte eine Figur ({ $strength }) auf Stein { $rock }
picture-magistrar-steered = lenkte die Superenergie: { $spaces ->
    [one] 1 Feld
   *[other] { $spaces } Felder
} Richtung { $toward }
picture-magistrar-steered-rock = lenkte die Superenergie von Stein { $rock }: { $spaces ->
    [one] 1 Feld
   *[other] { $spaces } Felder
} Richtung { $toward }

## Was der Zug wertete
picture-magistrar-duel-won = Duell { $duel }: { $who } gewinnt { $won } zu { $lost } Begegnungen und den Duellmarker
picture-magistrar-duel-would-win = Duell { $duel }: { $who } würde { $won } zu { $lost } Begegnungen und den Duellmarker gewinnen
picture-magistrar-duel-tied = Duell { $duel } unentschieden { $white } zu { $black }: niemand nimmt den Duellmarker
picture-magistrar-game = Partie { $game }: { $result }
picture-magistrar-steer-then = Dann wählt { $who } die Richtung der Superenergie von Stein { $rock }: { $steps } Felder Richtung hell oder dunkel
picture-magistrar-golden-added = { $who } legt eine goldene Superenergie in den Beutel

## Wer am Zug ist
picture-magistrar-to-place = { $who } setzt die Figuren für Duell { $duel }
picture-magistrar-to-reply = { $who } antwortet auf jedem Stein
picture-magistrar-to-open = { $who } setzt eine Figur auf einen freien Stein
picture-magistrar-to-answer = { $who } antwortet auf Stein { $rock }
picture-magistrar-to-steer = { $who } wählt hell oder dunkel für die Superenergie von Stein { $rock }

## Wie eine Partie endete
picture-magistrar-game-won = { $who } gewinnt, { $won } zu { $lost } Honoris
picture-magistrar-game-markers = Gleichstand bei { $honoris } Honoris: { $who } gewinnt nach Duellmarkern, { $won } zu { $lost }
picture-magistrar-game-draw = Unentschieden, je { $honoris } Honoris und { $markers } Duellmarker
picture-magistrar-game-over = Spielende: { $result }
picture-magistrar-last-game = Letzte Partie: { $result }
picture-magistrar-match-won = Match vorbei: { $who } ist Großmagier, { $won } zu { $lost } Partien
picture-magistrar-match-drawn = Match vorbei: unentschieden, je { $wins } Partien
picture-magistrar-wins-game = { $who } gewinnt die Partie
picture-magistrar-wins-match = { $who } gewinnt das Match

## Die Überschriften des Bretts
picture-magistrar-duel-of = Duell { $duel } von { $duels }
picture-magistrar-grand-mage = Großmagier · Partie { $game } · Weiß { $white }, Schwarz { $black }
picture-magistrar-game-prefix = Partie { $game } · { $caption }
picture-magistrar-arena-if-confirmed = Duell { $duel } · falls bestätigt
picture-magistrar-arena-scored = Duell { $duel } · gewertet
picture-magistrar-arena-drawn = Duell { $duel } · Plättchen gezogen
picture-magistrar-arena-as-it-stood = Duell { $duel } · wie es stand
picture-magistrar-arena-in-play = Duell { $duel } · läuft
picture-magistrar-energy-track = Energieleiste

## Die Karten
picture-magistrar-honoris = { $honoris } Honoris
picture-magistrar-level = Stufe { $level } = { $honoris } · Duellmarker { $markers }×{ $each } = { $points }
picture-magistrar-level-light = hell { $n }
picture-magistrar-level-dark = dunkel { $n }
picture-magistrar-pawns = Figuren
picture-magistrar-bag = Beutel

## Die Legende
picture-magistrar-legend-light = Helle Energie: 1 Feld Richtung hell
picture-magistrar-legend-dark = Dunkle Energie: 1 Feld Richtung dunkel
picture-magistrar-legend-super = Superenergie: gewinnt, 2 Felder in eine Richtung
picture-magistrar-legend-golden = Goldene Super: 3 Felder, zählt doppelt
picture-magistrar-legend-pawns = Zauberfiguren: schwach, mittel, stark
picture-magistrar-legend-arrow = Wer die Begegnung gewinnt (=: niemand)
