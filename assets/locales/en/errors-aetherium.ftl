# Why an Aetherium turn is refused, as the mover reads it. A typed move (`fire surge B`)
# stays as typed in every language.

aetherium-error-pawn-used = your { $pawn } pawn is already used this round
aetherium-error-wrong-element = the { $pawn } pawn moves { $pawn } stones only, not { $element }
aetherium-error-blocked = the { $action } action is blocked for the rest of the round
aetherium-error-no-such-column = there is no column { $column }: columns are A to D
aetherium-error-past-top = the { $element } stone of column { $column } would pass the top
aetherium-error-past-bottom = the { $element } stone of column { $column } would pass the bottom
aetherium-error-no-distance = { $action } moves a stone at least one space
aetherium-error-same-stone = { $action } moves two different stones
aetherium-error-token-not-held = you hold no { $token } token
aetherium-error-already-blocked = the { $action } action is already blocked
aetherium-error-token-after-win = the game was won by the action: no token may be used after it
aetherium-error-must-act = you cannot pass: an action is possible
aetherium-error-must-act-example = you cannot pass: an action is possible, for example `{ $example }`
