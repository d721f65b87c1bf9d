# What a game posts for everyone in its place: its lobby, its turns, and the DMs about it.

posts-duration = { $unit ->
    [day] { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
    [hour] { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
    [minute] { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
   *[second] { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
}
posts-per-move = { $duration } per move
posts-no-time-limit = No time limit per move.
posts-time-per-move = Time per move: { $duration }. When it runs out, { $when_late ->
    [forfeit] the player to move forfeits the game
   *[ai] the AI plays that move for them and the game goes on
}.
posts-lobby = **{ $title }** (game #{ $table }), opened by { $creator }.
    Seated ({ $seated_count }/{ $seats }): { $seated }
posts-nobody-yet = nobody yet
posts-invited = Invited: { $invited }
posts-lobby-starts = The game starts in its own thread as soon as every seat is taken, or when its creator presses Start now (the AI takes the empty seats).
posts-join = Join
posts-leave = Leave
posts-start-now = Start now (creator)
posts-cancel = Cancel (creator)
posts-your-turn = { $player }, your turn.
posts-your-turn-due = { $player }, your turn: the time for this move runs out { $due }.
posts-take-my-turn = Take my turn
posts-no-games = You are in no game. Open one with `/rivality new`, `/magistrar new` or `/aetherium new`, or play solo with `/suramun start`.
posts-your-games = **Your games**
posts-marker-your-turn = ▶ your turn
posts-marker-waiting = waiting
posts-paused = ⏸ paused: I cannot post in its channel
posts-time-runs-out = time runs out { $due }
posts-and-more = …and { $count } more.
posts-dm-your-turn = Your turn in **{ $title }** (game #{ $table }): <#{ $place }>
posts-dm-lost-place = I can no longer post{ $place } for **{ $title }** (game #{ $table }): the channel was deleted or I lost access to it. The game is paused and no clock runs. It resumes by itself once I can post there again (View Channel, Send Messages, Send Messages in Threads, Attach Files).
posts-in-place = in <#{ $place }>
posts-dm-new-home = Discord no longer lets me post where **{ $title }** (game #{ $table }) was played, so it now lives here: { $link }

# `/games`: a game whose saved record this version cannot read (a status it does not
# know…); `why` is what is wrong, in the service's words, for the operator.
posts-game-damaged = ⚠ game #{ $table } cannot be read: { $why }; tell the bot's operator
