# The solo mode against Suramun: the account of a turn, the preview before it is
# confirmed, the result and the text board. Cells are the solo battlefield's (A1 to D6);
# "Suramun" is a name, the same in every language. Sentences are joined by the code with
# ". " and end with its full stop.

suramun-difficulty-beginner = beginner
suramun-difficulty-standard = standard
suramun-difficulty-master = master

## A turn
suramun-moved = { $who } moved to { $cell }
suramun-moved-with-golem = { $who } moved to { $cell } with a golem
suramun-revealed = { $cell } turned face up: { $tile }
# Followed by ", 1 destroyed by the shield" (rivality-destroyed) when there is one.
suramun-summoned = { $who }'s spell brought { $golems } to { $target }
suramun-spell-lost = { $who }'s spell to { $target } was lost ({ $why })
suramun-spell-lost-nobody = A spell to { $target } was lost ({ $why })
suramun-spell-off = { $who }'s spell went off the battlefield and was lost
suramun-spell-off-nobody = A spell went off the battlefield and was lost
suramun-golems-removed = { $golems } of { $who } sent back from { $cell } (five at most on a tile)
suramun-held = { $cell } is now held by { $who }
suramun-contested = { $cell } is now contested
suramun-empty = { $cell } is now empty
suramun-order-asked = Your supply cannot cover all the spells of { $cell }: choose their order

## The end
suramun-over = The game is over: { $why }. { $result }
suramun-end-supply = { $who } has no golem left
suramun-end-no-move = { $player }'s wizard has no empty tile to go to
suramun-end-tiles = no tile is left
suramun-scores = Scores ({ $difficulty }): { $player } { $score }, Suramun { $suramun }. { $verdict }
suramun-player-wins = { $player } wins
suramun-wins = Suramun wins
suramun-wins-tie = Suramun wins: a tie goes to him
suramun-resigned = { $player } resigned: Suramun wins
suramun-no-hand = No hand in solo: choose where your wizard goes.

## A move before it is confirmed (only where the wizards go, never what a tile hides)
suramun-preview-you-go = You go to { $cell }
suramun-preview-you-go-with-golem = You go to { $cell } with a golem
suramun-preview-suramun-goes = Suramun will go to { $cell }
suramun-preview-suramun-goes-with-golem = Suramun will go to { $cell } with a golem
suramun-preview-both = { $first }; { $second }
suramun-preview-turns-up = { $cell } turns face up
suramun-preview-turn-up = { $first } and { $second } turn face up
suramun-preview-yours-back = { $golems } of yours go back from { $cell } (five at most on a tile)
suramun-preview-his-back = { $golems } of Suramun's go back from { $cell } (five at most on a tile)
suramun-preview-your-last-golem = That is your last golem: the game ends there
suramun-preview-his-last-golem = That is Suramun's last golem: the game ends there
suramun-preview-then-spells = Then Suramun casts his spells, and you yours if you still hold { $cell }

## The board as text (the terminal); y, s and *S are the board's letters in every language.
suramun-board-you = *you
suramun-board-mirror = (the mirror line)
suramun-board-legend-1 = (#A7> = tile #A7, its front east; ?? = face down; y2 = 2 of your golems,
suramun-board-legend-2 = { " " }s2 = 2 of Suramun's; *you / *S = the wizards)
suramun-board-supply = Golems in supply: { $player } { $yours }, Suramun { $his }.
suramun-board-score = Score if it ended now ({ $difficulty }): { $player } { $score }, Suramun { $suramun }.

# A finished game's score on the text board.
suramun-board-final-score = Final score ({ $difficulty }): { $player } { $score }, Suramun { $suramun }.
