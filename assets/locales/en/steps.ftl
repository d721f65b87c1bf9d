# The turn panel's questions and answers, and the moves' short labels (buttons, lists,
# hints). The answers' keys are the notation's and are not here: they are the same in
# every language.

## Any game
steps-your-move = Your move
words-then = then

## Rivality and the solo mode
rivality-edge-left = left
rivality-edge-front = front
rivality-edge-right = right
rivality-label-place = { $tile } at { $cell }, facing { $facing }
rivality-label-spells = { $move } (spells { $order })
rivality-label-mulligan = Mulligan: new hand
rivality-label-remove = Remove a { $side } golem
suramun-label-enter = Enter at { $cell }
suramun-label-move = Move to { $cell }
suramun-label-move-spells = Move to { $cell } (spells { $order })
suramun-label-order = Cast the spells of { $cell }: { $order }

## Magistrar
magistrar-label-place = Pawns on rocks 1–6: { $pawns }
magistrar-label-pawn = A { $strength } pawn on rock { $rock }
magistrar-label-steer = Move toward { $way }
# What a rock holds, after its number in a question: " (your light against their super)".
magistrar-step-facing = { " " }(your { $yours } against their { $theirs })
magistrar-step-facing-pawn = { " " }(your { $yours } against their { $theirs }, their { $pawn } pawn)
magistrar-step-which-pawn = Rock { $rock }{ $facing }: which pawn?
magistrar-step-answer-with = Rock { $rock }{ $facing }: which pawn to answer with?
magistrar-step-which-rock = Which rock?
magistrar-step-rock = Rock { $rock }{ $facing }
magistrar-step-no-pawn = no pawn: your super energy
magistrar-step-steer-rock = Your super energy of rock { $rock }: which way does it move you?
magistrar-step-steer = Your super energy: which way does it move you?
magistrar-step-toward = toward { $way }

## Aetherium
aetherium-use-aether = the aether token
aetherium-use-block = a block on { $action }
aetherium-use-rise = rise-{ $element } on column { $column }
aetherium-use-fall = fall on the { $element } stone of column { $column }
aetherium-stones-fall = column { $column } down { $spaces }
aetherium-stones-twin = columns { $first } and { $second }
aetherium-stones-step-leap = { $step } steps, { $leap } leaps
aetherium-stones-one = column { $column }
aetherium-label-pass = Pass, spending the { $pawn } pawn
aetherium-label-wild = Wild pawn as { $element }
aetherium-label-action = { $action }, { $stones }
aetherium-label-turn = { $pawn }: { $action }
aetherium-label-token-first = First { $token }; { $pawn }: { $action }
aetherium-label-token-then = { $pawn }: { $action }; then { $token }
aetherium-step-column = column { $column } (on space { $space })
aetherium-step-pass = No action is possible, even with a token: which pawn do you spend?
aetherium-step-spend = the { $pawn } pawn
aetherium-step-which-pawn = Which pawn?
aetherium-step-wild-element = The wild pawn counts as which element?
aetherium-step-which-action = Which action space?
aetherium-step-falls = Which { $element } stone falls?
aetherium-step-how-far-down = How many spaces down?
aetherium-step-down = { $spaces } down
aetherium-step-twin-first = The first { $element } stone to rise { $up }?
aetherium-step-twin-second = The second { $element } stone to rise { $up }?
aetherium-step-steps = Which { $element } stone steps up { $up }?
aetherium-step-leaps = Which { $element } stone then leaps up { $up }?
aetherium-step-surges = Which { $element } stone surges up { $up }?
aetherium-step-gathers = Which { $element } stone gathers up { $up }?
aetherium-step-no-token = no power token
aetherium-step-token-before = before the action: { $token }
aetherium-step-token-after = after the action: { $token }
aetherium-step-token = A power token, before or after the action?
