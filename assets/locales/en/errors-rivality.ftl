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
