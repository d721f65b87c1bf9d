# The public account of each Aetherium move and its outcome. Each sentence's first letter
# is capitalised by the code and gets its full stop there.

aetherium-element-fire = fire
aetherium-element-water = water
aetherium-element-earth = earth
aetherium-element-air = air
aetherium-pawn-name-wild = wild
aetherium-action-fall = fall
aetherium-action-twin-rise = twin rise
aetherium-action-step-and-leap = step and leap
aetherium-action-surge = surge
aetherium-action-gather = gather
# A power token by its name ("the aether token"), and with its article ("an aether token").
aetherium-token-aether = aether
aetherium-token-block = block
aetherium-token-fall = fall
aetherium-token-rise = rise-{ $element }
aetherium-a-token-aether = an aether
aetherium-a-token-block = a block
aetherium-a-token-fall = a fall
aetherium-a-token-rise = a rise-{ $element }
aetherium-centre = the centre
aetherium-moon = { $player }'s moon { $n }
aetherium-pawn = { $element } pawn
aetherium-pawn-wild = wild pawn (as { $element })

aetherium-token-used = { $player } used { $token } token
aetherium-pawn-placed = { $player } put their { $pawn } on { $action }
aetherium-stone-rises = the { $element } stone of column { $column } rises from { $from } to { $to }
aetherium-stone-rises-top = the { $element } stone of column { $column } rises from { $from } to { $to } (the top)
aetherium-stone-falls = the { $element } stone of column { $column } falls from { $from } to { $to }
aetherium-token-taken = { $player } takes the { $token } token from { $space }
aetherium-aether-moved = the Aether token moves to { $to }
aetherium-aether-moved-top = the Aether token moves to { $to } (a stone reached the top)
aetherium-blocked = { $player } blocks { $action } for the rest of the round
aetherium-passed = { $player } can do no action and passes, spending their { $pawn } pawn
aetherium-round-ended = round { $round } ends: { $player } has more pawns on { $action }, the first space from the track where the counts differ
aetherium-round-ended-tied = round { $round } ends with every space tied: the step goes to { $player }, who played last
aetherium-token-drawn = { $token } token is drawn onto { $space }
aetherium-round-started = round { $round } begins, { $player } starts
aetherium-over = the game is over: { $verdict }
aetherium-refill = The empty marked spaces are then refilled from the pouch.
aetherium-wins-elements = { $player } wins: all four { $element } stones stand on the top
aetherium-wins-aether = { $player } wins: the Aether token reached their last moon
aetherium-wins-rounds = { $player } wins: after the last round the Aether token stands on their side
aetherium-wins-centre = { $player } wins: the Aether token never left the centre, and they played last.
