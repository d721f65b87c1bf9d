# The game commands' own answers: /<game> play, board, hand, log, notify, /games.

no-game-here = There is no game in this channel: use this command in a game's thread (see `/games`).
several-games = You play { $count } games here: pick one with the `game` option.
    { $list }
game-your-turn = { $title } · your turn
game-title = { $title } (game #{ $table })
board-title = **{ $title }** (game #{ $table }).
board-to-play = **{ $title }** (game #{ $table }). { $player } is to play.
board-to-play-all = **{ $title }** (game #{ $table }). { $players } are to play, each in private.
your-hand = Your hand: { $hand }
log-title = **{ $title }** (game #{ $table })
log-empty = Nothing happened yet.
log-whole-attached = The whole log is attached.
you-played = You played **{ $notation }**.
played-account = Played.
    { $account }
illegal-not-in-hand = Illegal move: { $tile } is not a tile in your hand.
illegal-spot = Illegal move: { $tile } cannot be placed at { $cell } (a spot must be empty and next to a tile).
illegal-facing = Illegal move: { $tile } at { $cell } cannot face that way.
notify-dm = I will also DM you when it is your turn.
notify-thread = I will only mention you in the game's thread.
