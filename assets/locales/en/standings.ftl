# /profile, /leaderboard, /suramun leaderboard, /vacation, /moderate.

daily-title = **Daily challenge of { $day } (UTC)**
daily-empty = Nobody has finished today's challenge yet: `/suramun daily`.
daily-row = { $rank }. { $player } **{ $score }** points
record = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } ({ $parts })
record-wins = { $count ->
        [one] { $count } win
       *[other] { $count } wins
    }
record-shared-wins = { $count ->
        [one] { $count } shared win
       *[other] { $count } shared wins
    }
record-losses = { $count ->
        [one] { $count } loss
       *[other] { $count } losses
    }
profile-title = **Profile of { $player }**
profile-no-rating = No rating yet: ratings come from games between players played to the end.
profile-provisional = _?: provisional, until a few more games settle it._
profile-games = Games played to the end: { $finished }. Playing now: { $current }.
profile-favourite = Favourite game: { $game }.
leaderboard-none = No leaderboard yet: ratings come from games between players played to the end.
leaderboard-title-server = **Leaderboard: { $pool }, this server**
leaderboard-title-everywhere = **Leaderboard: { $pool }, everywhere**
leaderboard-empty = Nobody here has a rating in this game yet.
vacation-started = Enjoy your vacation: your clocks stop in every game until { $until }. { $days } day(s) left within these 30. `/vacation end` when you are back early.
vacation-ended = Welcome back: your clocks run again. { $days } day(s) of vacation left within these 30.
moderation-cancelled = Cancelled (game #{ $table }).
moderation-seat-given = Gave { $from }'s seat to { $to } (game #{ $table }).
