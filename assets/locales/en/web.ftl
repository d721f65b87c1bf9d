# The web board (`src/frontends/web/`): a game's page, opened from its link.
web-moves = Moves
web-start = Start
web-first = First
web-back = Back
web-forward = Forward
web-last = Latest
web-version = Position { $n } of { $last }
web-to-move = To move: { $names }
web-due = due
web-over = The game is over.
web-not-started = This game has not started yet: it is waiting for players.
web-live = Live: a new move shows by itself.
web-your-view = Your own view (this link is yours alone and runs out within the hour)
web-board-alt = The board of { $title }
web-gone = There is nothing here.
web-open-board = Open the board
