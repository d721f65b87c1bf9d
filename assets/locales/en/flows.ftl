# The flows around a game: resigning, hints, take-backs, rematches, replays.

resign-question = Resign from **{ $title }**? The game goes on without you (or ends), and this cannot be undone.
resign-button = Resign
resign-keep-button = Keep playing
resign-kept = You keep playing game #{ $table }.
resign-done = You resigned from game #{ $table }.
hint-text = **Hint** for game #{ $table }: Hard would play **{ $notation }** ({ $words }): it wins { $percent }% of its { $playouts ->
        [one] playout
       *[other] { $playouts } playouts
    }, and { $ending }. Only you can see this.
hint-ahead = ends { $margin } VP ahead on average
hint-behind = ends { $margin } VP behind on average
takeback-nobody-yet = nobody yet
takeback-request = **{ $by }** asks to take back their last move in game #{ $table }. { $awaited }: accept or refuse? (Accepted: { $accepted }.) The request holds until the next move.
takeback-accept = Accept
takeback-refuse = Refuse
takeback-against-ai = Your last move in game #{ $table } was taken back, with the AI's answer: it is your turn again.
takeback-done = Game #{ $table }: the move was taken back, every player accepted. The board as it was is posted below.
takeback-refused = Game #{ $table }: { $by } refused the take-back; the move stands.
takeback-moved-on = This request no longer holds: game #{ $table } has moved on since it was asked.
# A result post's Rematch button; every rematch line begins with `rematch-line`.
rematch-line = **Rematch**
rematch-button = Rematch
rematch-button-count = Rematch ({ $accepted }/{ $of } in)
rematch-nobody = nobody
rematch-waiting = **Rematch**: in: { $accepted }; awaited: { $awaited }. It starts when every player is in.
rematch-you-are-in = You are in for a rematch of game #{ $table }. Waiting for: { $awaited }.
rematch-you-are-out = You are out of the rematch of game #{ $table }.
rematch-at-place = in { $place }
rematch-at-soon = its thread opens in a moment
rematch-started-line = **Rematch**: every player is in. Game #{ $table } has started, { $at }.
rematch-started = Game #{ $table } has started, { $at }. Good luck!
rematch-made-before-in = The rematch of game #{ $table } has started already: game #{ $rematch }, in { $place }.
rematch-made-before-soon = The rematch of game #{ $table } has started already: game #{ $rematch }: its thread opens in a moment.
# /replay: the public animation, and the asker's step-through.
replay-whole = **Replay of game #{ $table }** ({ $title }): the whole game, { $moves } moves, the last position held at the end.
replay-so-far = **Replay of game #{ $table }** ({ $title }): the game so far, { $moves } moves, the last position held at the end.
replay-frame-start = Game #{ $table }, the start: { $caption }
replay-frame = Game #{ $table }, move { $frame } of { $last }: { $caption }
replay-export = Game #{ $table }'s moves as text: `manawell local --replay { $file }` steps through them.
replay-start-caption = The start of the game.
