# Why the desk said no: the private answer to a refused command or click.

refusal-unknown-game = I can't find game #{ $table }: it may have been cancelled. Use `/games` to see your games.
refusal-not-your-game = You are not playing in game #{ $table }.
refusal-not-your-turn = It is not your turn: { $whose } is to play.
refusal-moved-on = That button is from an earlier turn: the game has moved on. Use the latest "Take my turn" button, or the game's `play` command (`/rivalry play`, `/magistrar play`, …).
refusal-game-over = Game #{ $table } has ended.
refusal-not-started = Game #{ $table } has not started yet: it is waiting for players.
refusal-daily-not-over = Game #{ $table } plays today's daily challenge: its moves are its player's until the day is over (midnight UTC). Try `/suramun daily` yourself meanwhile.
refusal-replay-busy = Your previous replay is still being made: it is posted as soon as it is ready. Ask again after it.
refusal-not-a-lobby = Game #{ $table } is no longer open to join or leave.
refusal-table-full = Game #{ $table } is full.
refusal-already-seated = You already have a seat in game #{ $table }.
refusal-not-invited = Game #{ $table } is by invitation only.
refusal-not-the-creator = Only the player who opened game #{ $table } can cancel it.
refusal-started-meanwhile = Game #{ $table } has just started, every seat taken: its thread opens in a moment.
refusal-no-hint-in-solo = Hints are for Rivality tables: the AI does not play the solo mode against Suramun.
refusal-hints-off = Game #{ $table } is played without hints: between players, the AI's advice is engine help, allowed only when the game is opened with `hints: True`.
refusal-no-such-player = That player has no seat in game #{ $table }.
refusal-not-in-this-server = Game #{ $table } is not played in this server: its moderators decide.
refusal-no-takeback = No take-back in game #{ $table }: { $why }.
refusal-no-rematch = No rematch of game #{ $table }: { $why }.
refusal-bad-options = These options do not make a game: { $why }
refusal-illegal = Illegal move: { $why }
refusal-vacation = No change to your vacation: { $why }
refusal-no-ratings = No leaderboard: { $why }.
refusal-failed = Something went wrong on my side, sorry: nothing was changed. Please try again.
refusal-unknown-button = I don't recognise that button: it may come from an older version of the bot. Use `/games` to find your games and their current messages.
