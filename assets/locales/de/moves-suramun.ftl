# Der Solomodus gegen Suramun: der Bericht eines Zuges, die Vorschau vor der Bestätigung,
# das Ergebnis und das Brett als Text. Die Felder sind die des Solo-Schlachtfelds (A1 bis
# D6); „Suramun“ ist ein Name, in jeder Sprache gleich. Der Code verbindet die Sätze mit
# „. “ und setzt den Schlusspunkt.

suramun-difficulty-beginner = Anfänger
suramun-difficulty-standard = Standard
suramun-difficulty-master = Meister

## Ein Zug
suramun-moved = Der Zauberer von { $who } zog auf { $cell }
suramun-moved-with-golem = Der Zauberer von { $who } zog mit einem Golem auf { $cell }
suramun-revealed = { $cell } wurde aufgedeckt: { $tile }
# Gefolgt von „, 1 vom Schild abgewehrt“ (rivality-destroyed), wenn es einen gibt.
suramun-summoned = Der Zauber von { $who } brachte { $golems } auf { $target }
suramun-spell-lost = Der Zauber von { $who } auf { $target } ging verloren ({ $why })
suramun-spell-lost-nobody = Ein Zauber auf { $target } ging verloren ({ $why })
suramun-spell-off = Der Zauber von { $who } verließ das Schlachtfeld und ging verloren
suramun-spell-off-nobody = Ein Zauber verließ das Schlachtfeld und ging verloren
suramun-golems-removed = { $golems } von { $who } von { $cell } zurückgeschickt (höchstens fünf je Plättchen)
suramun-held = { $cell } ist jetzt kontrolliert von { $who }
suramun-contested = { $cell } ist jetzt umkämpft
suramun-empty = { $cell } ist jetzt leer
suramun-order-asked = Dein Vorrat reicht nicht für alle Zauber von { $cell }: wähle ihre Reihenfolge

## Das Ende
suramun-over = Das Spiel ist vorbei: { $why }. { $result }
suramun-end-supply = { $who } hat keinen Golem mehr
suramun-end-no-move = der Zauberer von { $player } hat kein leeres Plättchen mehr, auf das er ziehen kann
suramun-end-tiles = es ist kein Plättchen mehr übrig
suramun-scores = Punkte ({ $difficulty }): { $player } { $score }, Suramun { $suramun }. { $verdict }
suramun-player-wins = { $player } gewinnt
suramun-wins = Suramun gewinnt
suramun-wins-tie = Suramun gewinnt: ein Gleichstand geht an ihn
suramun-resigned = { $player } hat aufgegeben: Suramun gewinnt
suramun-no-hand = Keine Hand im Solo: wähle, wohin dein Zauberer zieht.

## Ein Zug vor der Bestätigung (nur wohin die Zauberer ziehen, nie was ein Plättchen verbirgt)
suramun-preview-you-go = Du ziehst auf { $cell }
suramun-preview-you-go-with-golem = Du ziehst mit einem Golem auf { $cell }
suramun-preview-suramun-goes = Suramun wird auf { $cell } ziehen
suramun-preview-suramun-goes-with-golem = Suramun wird mit einem Golem auf { $cell } ziehen
suramun-preview-both = { $first }; { $second }
suramun-preview-turns-up = { $cell } wird aufgedeckt
suramun-preview-turn-up = { $first } und { $second } werden aufgedeckt
suramun-preview-yours-back = { $golems } von dir gehen von { $cell } zurück (höchstens fünf je Plättchen)
suramun-preview-his-back = { $golems } von Suramun gehen von { $cell } zurück (höchstens fünf je Plättchen)
suramun-preview-your-last-golem = Das ist dein letzter Golem: das Spiel endet dort
suramun-preview-his-last-golem = Das ist der letzte Golem von Suramun: das Spiel endet dort
suramun-preview-then-spells = Dann wirkt Suramun seine Zauber, und du deine, wenn du { $cell } noch kontrollierst

## Das Brett als Text (das Terminal); y, s und *S sind in jeder Sprache die Buchstaben des Bretts.
suramun-board-you = *du
suramun-board-mirror = (die Spiegellinie)
suramun-board-legend-1 = (#A7> = Plättchen #A7, Vorderseite nach Osten; ?? = verdeckt; y2 = 2 deiner Golems,
suramun-board-legend-2 = { " " }s2 = 2 von Suramun; *du / *S = die Zauberer)
suramun-board-supply = Golems im Vorrat: { $player } { $yours }, Suramun { $his }.
suramun-board-score = Punkte, wenn es jetzt endete ({ $difficulty }): { $player } { $score }, Suramun { $suramun }.

# Die Wertung einer beendeten Partie auf dem Textbrett.
suramun-board-final-score = Endwertung ({ $difficulty }): { $player } { $score }, Suramun { $suramun }.
