# The public account of each Rivality move (and of the solo mode's, which speaks of the
# same tiles, golems and spells), its outcome and a resignation. Pieces are joined by the
# code with ": ", ", " and ". "; a sentence's first letter is capitalised by the code.

## Words
rivality-golems = { $count ->
    [one] { $count } golem
   *[other] { $count } golems
}
rivality-tile-well-of-mana = Well of Mana
rivality-tile-stone-circle = Stone circle
rivality-tile-cottage = Cottage
rivality-tile-fortress = Fortress
rivality-side-salmon = salmon
rivality-side-purple = purple
rivality-side-teal = teal
rivality-facing-north = north
rivality-facing-east = east
rivality-facing-south = south
rivality-facing-west = west
# Why a spell was lost, as the end of "the spell to M17 was lost (...)".
rivality-lost-no-tile = no tile there
rivality-lost-enemy-wizard = an enemy wizard stands there
rivality-lost-uncontrolled = its tile is no longer held
rivality-lost-supply-empty = no golem left in supply
# Joins the last two of a list: "Ann and Ben", "Ann (salmon) or Cat (teal)".
words-and = and
words-or = or

## A move
rivality-mulligan = { $player } took a mulligan and drew two new tiles
rivality-placed = { $player } placed { $tile } at { $cell } facing { $facing }
rivality-wizard-moved = the { $side } wizard moved to { $cell }
rivality-wizard-moved-with-golem = the { $side } wizard moved to { $cell } with a golem
rivality-revealed = { $cell } turned face up: { $tile }
rivality-summoned = { $golems } to { $target }
rivality-summoned-delayed = a delayed { $side } spell brought { $golems } to { $target }
rivality-destroyed = { $count ->
    [one] , { $count } destroyed by the shield
   *[other] , { $count } destroyed by the shields
}
rivality-spell-lost = the spell to { $target } was lost ({ $why })
rivality-spell-waits = a spell waits for a tile at { $target }
rivality-golems-removed = { $golems } of { $side } sent back to supply from { $cell } (five at most on a tile)
rivality-control-changed = { $cell } is now { $control }
rivality-held-by = held by { $side }
rivality-contested = contested
rivality-empty = empty
# `remove salmon` is typed as is, in every language.
rivality-removal-option = { $side } (`remove { $typed }`)
rivality-removal-choice = { $player } must choose whose golem goes back to supply from { $cell }: { $options }
rivality-removal-pending = { $player } must first choose whose golem goes back to supply from { $cell }
rivality-besieged = { $cell } is besieged and falls to { $side }
rivality-drew = { $player } drew a tile

## The end
rivality-over = The game is over, { $why }. { $result }
rivality-over-no-result = The game is over, { $why }
rivality-end-tiles = the last tile is played
rivality-end-supply = { $side } has no golem left in supply
rivality-end-no-move = the wizard has nowhere left to go
rivality-scores = Scores: { $scores }. { $verdict }
rivality-nobody-wins = nobody wins
# $count: how many players win together (a team of two).
rivality-wins = { $winner } { $count ->
    [one] wins
   *[other] win
}
rivality-wins-others-tied = { $winner } { $count ->
    [one] wins
   *[other] win
}: { $others } are tied on { $score }, and { $winner } { $count ->
    [one] holds
   *[other] hold
} the Well
rivality-wins-tie-well = { $winner } { $count ->
    [one] wins
   *[other] win
}: { $tie }; { $winner } { $count ->
    [one] holds
   *[other] hold
} the Well
rivality-tie-both = both { $score }
rivality-tie-all = tied on { $score }
rivality-share-well-elsewhere = { $winners } share the win: { $tie }, and the Well's holder is not among them
rivality-share-no-well = { $winners } share the win: { $tie }, and nobody holds the Well
rivality-resigned = { $player } resigned: { $winner } { $count ->
    [one] wins
   *[other] win
}
rivality-resigned-most = { $player } resigned: { $winner } wins, with the most VP of the others ({ $standing })
rivality-resigned-share = { $player } resigned: { $winners } share the win, tied on { $score } VP
moves-ran-out-of-time = { $player } ran out of time. { $account }

## A player's hand
rivality-hand-empty = Your hand is empty.
rivality-your-hand = Your hand:

## The board as text (the terminal); the letters are the notation's, in every language.
rivality-board-legend-1 = (^ > v < where the tile's front faces; { $letter }2 = 2 { $colour } golems; *{ $letter } = { $colour } wizard;
rivality-board-legend-2 = . = an open spot; W = the Well;
rivality-board-legend-3 = the sides: { $letters })
rivality-board-supply = Golems in supply: { $supplies }
rivality-board-hands = Tiles in hand: { $hands }; in the stacks: { $stacks }
rivality-board-score = Score if it ended now: { $scores }
rivality-board-you = You are { $side }.

## A tile in words (a hand, `tile A7`): "A7 Cottage 2VP, 1 shield: front 3 golems range 1"
rivality-tile-text = { $tile } { $kind } { $vp }VP
rivality-tile-shields = { $count ->
    [one] , { $count } shield
   *[other] , { $count } shields
}
rivality-tile-spells = : { $spells }
rivality-tile-spell = { $edge } { $golems } range { $range }
rivality-tile-spell-piercing = { $edge } { $golems } range { $range } (ignores shields)

# A finished game's score on the text board.
rivality-board-final-score = Final score: { $scores }
