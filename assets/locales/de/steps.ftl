# Die Fragen und Antworten des Zugfensters und die kurzen Beschriftungen der Züge (Knöpfe,
# Listen, Tipps). Die Schlüssel der Antworten sind die der Notation und stehen nicht hier:
# sie sind in jeder Sprache gleich.

## Jedes Spiel
steps-your-move = Dein Zug
words-then = dann

## Rivality und der Solomodus
rivality-edge-left = links
rivality-edge-front = vorne
rivality-edge-right = rechts
rivality-label-place = { $tile } auf { $cell }, nach { $facing } gedreht
rivality-label-spells = { $move } (Zauber: { $order })
rivality-label-mulligan = Mulligan: neue Hand
rivality-label-remove = Einen Golem von { $side } entfernen
suramun-label-enter = Auf { $cell } eintreten
suramun-label-move = Auf { $cell } ziehen
suramun-label-move-spells = Auf { $cell } ziehen (Zauber: { $order })
suramun-label-order = Die Zauber von { $cell } wirken: { $order }

## Magistrar
magistrar-label-place = Figuren auf den Steinen 1–6: { $pawns }
magistrar-label-pawn = Eine Figur ({ $strength }) auf Stein { $rock }
magistrar-label-steer = Richtung { $way }
# Was ein Stein trägt, nach seiner Nummer in einer Frage: „ (du: hell, Gegner: Super)“.
magistrar-step-facing = { " " }(du: { $yours }, Gegner: { $theirs })
magistrar-step-facing-pawn = { " " }(du: { $yours }, Gegner: { $theirs }, seine Figur { $pawn })
magistrar-step-which-pawn = Stein { $rock }{ $facing }: welche Figur?
magistrar-step-answer-with = Stein { $rock }{ $facing }: mit welcher Figur antwortest du?
magistrar-step-which-rock = Welcher Stein?
magistrar-step-rock = Stein { $rock }{ $facing }
magistrar-step-no-pawn = keine Figur: deine Superenergie
magistrar-step-steer-rock = Deine Superenergie von Stein { $rock }: in welche Richtung zieht sie dich?
magistrar-step-steer = Deine Superenergie: in welche Richtung zieht sie dich?
magistrar-step-toward = Richtung { $way }

## Aetherium
aetherium-use-aether = der Äthermarker
aetherium-use-block = eine Sperre auf { $action }
aetherium-use-rise = Aufstieg-{ $element } auf Spalte { $column }
aetherium-use-fall = Fall des Steins { $element } in Spalte { $column }
aetherium-stones-fall = Spalte { $column }, { $spaces } nach unten
aetherium-stones-twin = Spalten { $first } und { $second }
aetherium-stones-step-leap = { $step } macht einen Schritt, { $leap } einen Sprung
aetherium-stones-one = Spalte { $column }
aetherium-label-pass = Passen, die Figur { $pawn } wird verbraucht
aetherium-label-wild = Joker als { $element }
aetherium-label-action = { $action }, { $stones }
aetherium-label-turn = { $pawn }: { $action }
aetherium-label-token-first = Zuerst { $token }; { $pawn }: { $action }
aetherium-label-token-then = { $pawn }: { $action }; danach { $token }
aetherium-step-column = Spalte { $column } (auf Feld { $space })
aetherium-step-pass = Keine Aktion ist möglich, auch nicht mit einem Marker: welche Figur verbrauchst du?
aetherium-step-spend = die Figur { $pawn }
aetherium-step-which-pawn = Welche Figur?
aetherium-step-wild-element = Als welches Element zählt der Joker?
aetherium-step-which-action = Welches Aktionsfeld?
aetherium-step-falls = Welcher Stein { $element } fällt?
aetherium-step-how-far-down = Wie viele Felder nach unten?
aetherium-step-down = { $spaces } nach unten
aetherium-step-twin-first = Der erste Stein { $element }, der um { $up } steigt?
aetherium-step-twin-second = Der zweite Stein { $element }, der um { $up } steigt?
aetherium-step-steps = Welcher Stein { $element } macht einen Schritt um { $up }?
aetherium-step-leaps = Welcher Stein { $element } springt danach um { $up }?
aetherium-step-surges = Welcher Stein { $element } schießt um { $up } hoch?
aetherium-step-gathers = Welcher Stein { $element } sammelt sich um { $up }?
aetherium-step-no-token = kein Machtmarker
aetherium-step-token-before = vor der Aktion: { $token }
aetherium-step-token-after = nach der Aktion: { $token }
aetherium-step-token = Ein Machtmarker, vor oder nach der Aktion?
