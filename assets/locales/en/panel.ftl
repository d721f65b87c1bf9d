# The turn panel: what only the player to move sees.

panel-tile-label = { $tile } · { $kind ->
    [well-of-mana] Well of Mana
    [stone-circle] Stone circle
    [cottage] Cottage
   *[fortress] Fortress
} ({ $vp } VP)
panel-facing = { $facing ->
    [n] Front to the north ↑
    [e] Front to the east →
    [s] Front to the south ↓
   *[w] Front to the west ←
}
panel-order-default = Front, left, right (default)
panel-edge = { $edge ->
    [l] left
    [f] front
   *[r] right
}
panel-prompt-removal = Too many golems on a tile: choose whose golem goes back to their supply.
panel-prompt-tile = Your turn: choose the tile to place.
panel-paging = (page { $page }/{ $pages })
panel-prompt-wizard = Your turn: choose where your wizard goes{ $paging }.
panel-prompt-spot = Choose where to place it{ $paging }.
panel-prompt-facing = Choose which way its front faces.
panel-prompt-order = Your supply cannot cover every spell: choose their order.
panel-prompt-ready = Play **{ $notation }**?
panel-gone = This panel is out of date: open a new one with "Take my turn".
panel-menu-tile = Tile
panel-menu-spot = Spot
panel-menu-facing = Facing
panel-menu-order = Spell order
panel-mulligan = Mulligan: draw two new tiles
panel-remove = Remove a { $side } golem
panel-previous-spots = ◀ Previous spots
panel-more-spots = More spots ▶
panel-previous = ◀ Previous
panel-next = Next ▶
panel-back = Back
panel-confirm = Confirm
panel-change-menu = Change an answer…
panel-change-ask = Change your answer: **{ $question }**
panel-hand = Your hand: { $hand }
panel-failed = Something went wrong: open a new panel with "Take my turn".
panel-played = You played **{ $notation }**.
panel-saved = Your move **{ $notation }** is saved; the AI's answer and the board follow in a moment.
