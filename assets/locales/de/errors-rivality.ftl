# Warum ein Rivality-Zug abgelehnt wird (und die Zauberreihenfolge eines Solozugs), wie der
# Spieler es liest. Getippte Wörter (`remove salmon`) bleiben in jeder Sprache, wie sie sind.

errors-game-over = das Spiel ist vorbei
errors-bad-spell-order = die Zauberreihenfolge muss jeden Zauber von { $tile } genau einmal nennen ({ $edges })
rivality-error-not-in-hand = { $tile } ist nicht in deiner Hand
rivality-error-spot-taken = auf { $cell } liegt schon ein Plättchen
rivality-error-not-adjacent = { $cell } berührt das Schlachtfeld nicht: ein Plättchen wird neben ein anderes gelegt
rivality-error-mulligan-too-late = ein Mulligan ist nur vor deinem ersten Plättchen erlaubt
rivality-error-mulligan-taken = du hast deinen Mulligan schon genommen
rivality-error-mulligan-refused = kein Mulligan: ein Plättchen deiner Hand kann einen Golem auf die Manaquelle beschwören
rivality-error-no-removal = gerade ist keine Golem-Entfernung zu wählen
rivality-error-not-tied = { $side } gehört nicht zu den Seiten, die auf { $cell } gleichauf liegen
rivality-error-wrong-game = dieser Zug gehört zum Solomodus

# Warum ein getippter Text kein Zug ist. Die Wörter der Notation bleiben, wie man sie tippen muss.
rivality-unreadable-empty = ein leerer Zug: schreib ein Plättchen, ein Feld und eine Ausrichtung, etwa `A7 M14 east`
rivality-unreadable-side = `{ $word }` ist keine Seite: salmon, purple oder teal
rivality-unreadable-tile = `{ $word }` ist kein Plättchen: Plättchen sind W (die Manaquelle), A1–A12 und B1–B12
rivality-unreadable-cell = `{ $word }` ist kein Feld: schreib einen Spaltenbuchstaben und eine Zeilennummer, etwa M13
rivality-unreadable-facing = `{ $word }` ist keine Ausrichtung: north, east, south oder west
rivality-unreadable-edge = `{ $word }` ist keine Zauberkante: left, front oder right
rivality-unreadable-too-many-spells = ein Plättchen hat höchstens drei Zauber
rivality-unreadable-move = `{ $word }` ist kein Zug: schreib `A7 M14 east`, `mulligan` oder `remove teal`
