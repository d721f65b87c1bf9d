# Why a solo move is refused, as the mover reads it. Cells are the solo battlefield's.

suramun-error-off-battlefield = { $cell } is not on the battlefield: columns A–D, rows 1–6
suramun-error-not-entered = your wizard must first enter the battlefield: enter through the bottom row: A1–D1
suramun-error-already-entered = your wizard has already entered: move it along your golems
suramun-error-not-an-entry-point = { $cell } is not an Entry Point: enter through the bottom row: A1–D1
suramun-error-already-there = your wizard already stands on { $cell }: move it to an empty tile
suramun-error-suramun-there = Suramun stands on { $cell }: end your move on an empty tile
suramun-error-holds-golems = { $cell } holds golems: end your move on an empty tile
suramun-error-not-connected = { $cell } is not connected to your golems: your wizard moves only across tiles holding at least one of your golems
suramun-error-order-on-face-down = { $cell } is face down: you choose the order of its spells once it is turned up, if your supply cannot cover them all
suramun-error-order-awaited = choose the order of { $cell }'s spells first, like `{ $example }`
suramun-error-no-order-awaited = there is no spell order to choose now: move your wizard

# Why typed text is not a solo move, after the text typed.
suramun-unreadable-cell = `{ $text }`: `{ $word }` is not a tile of the battlefield: columns A–D, rows 1–6, like B3
suramun-unreadable-edge = `{ $text }`: spell edges are left, front and right
suramun-unreadable-too-many-spells = `{ $text }`: a tile has at most 3 spells
suramun-unreadable-move = `{ $text }`: write `enter B1`, `move C2`, `move C2 right,front,left` or `order C5 left,front`
suramun-unreadable-tile-not-seen = `{ $text }`: no tile { $word } lies face up on the battlefield; a move names the cell a tile lies on: columns A–D, rows 1–6, like B3 (tiles are written #A7, cells B3)
