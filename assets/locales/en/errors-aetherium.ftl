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
aetherium-error-token-after-win = the action won at once (the Aether token reached the last moon): no token may be used after it
aetherium-error-must-act = you cannot pass: an action is possible
aetherium-error-must-act-example = you cannot pass: an action is possible, for example `{ $example }`

# Why typed text is not a move. The notation's words stay as the player must type them.
aetherium-unreadable-shape = write a pawn, an action and its columns, like `fire surge B`, `wild:water twin A C` or `pass earth`
aetherium-unreadable-empty = an empty move: { $shape }
aetherium-unreadable-pass = a pass names one unused pawn, like `pass earth`
aetherium-unreadable-thens = at most one `then`, for one token: { $shape }
aetherium-unreadable-pawn = `{ $word }` is not a pawn: fire, water, earth, air or wild
aetherium-unreadable-column = `{ $word }` is not a column: A to D
aetherium-unreadable-element = `{ $word }` is not an element: fire, water, earth or air
aetherium-unreadable-no-turn = a turn is missing: { $shape }
aetherium-unreadable-only-wild = only the wild pawn names an element, like `wild:fire`: not `{ $word }`
aetherium-unreadable-wild-element = the wild pawn names its element, like `wild:fire`
aetherium-unreadable-no-action = an action is missing after `{ $word }`: { $shape }
aetherium-unreadable-action = `{ $word }` is not an action: fall, twin, step-leap, surge or gather
aetherium-unreadable-spaces = `{ $word }` is not a number of spaces
aetherium-unreadable-takes-fall = { $action } takes a column and a number of spaces, like `fall B 2`
aetherium-unreadable-takes-twin = { $action } takes two columns, like `twin A C`
aetherium-unreadable-takes-step-leap = { $action } takes the column stepping one, then the one leaping three, like `step-leap A C`
aetherium-unreadable-takes-column = { $action } takes one column, like `surge B`
aetherium-unreadable-no-token = a token is missing around `then`
aetherium-unreadable-token = `{ $word }` is not a power token: aether, block, fall or rise-fire (rise-water, rise-earth, rise-air)
aetherium-unreadable-block = `{ $word }` is not an action to block: fall, twin, step-leap, surge or gather
aetherium-unreadable-aether-takes = the { $token } token takes nothing more: `aether`
aetherium-unreadable-block-takes = the { $token } token takes an action: `block twin`
aetherium-unreadable-rise-takes = the { $token } token takes a column: `rise-fire C`
aetherium-unreadable-fall-takes = the { $token } token takes an element and a column: `fall water A`
