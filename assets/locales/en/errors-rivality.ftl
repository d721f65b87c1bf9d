# Why a Rivality move is refused (and a solo move's spell order), as the mover reads it.
# Typed words (`remove salmon`) stay as typed in every language.

errors-game-over = the game is over
errors-bad-spell-order = the spell order must name each of { $tile }'s spells exactly once ({ $edges })
rivality-error-not-in-hand = { $tile } is not in your hand
rivality-error-spot-taken = { $cell } already holds a tile
rivality-error-not-adjacent = { $cell } does not touch the battlefield: a tile must be placed next to another tile
rivality-error-mulligan-too-late = a mulligan is only allowed before your first tile
rivality-error-mulligan-taken = you have already taken your mulligan
rivality-error-mulligan-refused = no mulligan: a tile in your hand can summon a golem onto the Well of Mana
rivality-error-no-removal = there is no golem removal to choose right now
rivality-error-not-tied = { $side } is not one of the sides tied at { $cell }
rivality-error-wrong-game = this move belongs to the solo mode

# Why typed text is not a move. The notation's words stay as the player must type them.
rivality-unreadable-empty = an empty move: write a tile, a cell and a facing, like `A7 M14 east`
rivality-unreadable-side = `{ $word }` is not a side: salmon, purple or teal
rivality-unreadable-tile = `{ $word }` is not a tile: tiles are W (the Well of Mana), A1–A12 and B1–B12
rivality-unreadable-cell = `{ $word }` is not a cell: write a column letter and a row number, like M13
rivality-unreadable-facing = `{ $word }` is not a facing: north, east, south or west
rivality-unreadable-edge = `{ $word }` is not a spell edge: left, front or right
rivality-unreadable-too-many-spells = a tile has at most three spells
rivality-unreadable-move = `{ $word }` is not a move: write `A7 M14 east`, `mulligan` or `remove teal`
