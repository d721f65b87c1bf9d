# Opening a game: /<game> new, /suramun start, the lobby's buttons, and where a game can
# be played.

humans-need-a-server = Games against other players need a server channel: the lobby is posted there and the game gets a thread. Here, play against the AI with `vs_ai:True`, or solo against Suramun with `/suramun start`.
lobby-cancelled = Game #{ $table } was cancelled by its creator.
lobby-started-in = **{ $title }** (game #{ $table }) has started in { $place }.
lobby-started-soon = **{ $title }** (game #{ $table }) has started: its thread opens in a moment.
lobby-start-not-creator = Only the player who opened game #{ $table } can start it early.
lobby-start-not-a-lobby = Game #{ $table } has already started, or was cancelled.
lobby-elsewhere = Game #{ $table } is open: its lobby is in { $channel }, this server's games channel.
lobby-elsewhere-failed = I could not post in { $channel }, this server's games channel, so the game was not opened. A moderator can check my permissions there (View Channel, Send Messages, Create Public Threads) or change the channel with `/manawell settings`.
ai-started-here = **{ $title }** (game #{ $table }) against the AI has started here.
ai-started-in = **{ $title }** (game #{ $table }) against the AI has started in { $place }.
solo-no-dm = I can't post in this channel, and I could not open a DM with you: start the game in a DM with me, or in a server I am in.
solo-started = **{ $title }** (game #{ $table }): your game is in { $place }. Good luck!
moved-to-dm = **{ $title }** (game #{ $table }): I can't post in this channel, so your game is in our DM: { $link }. Good luck!
daily-in-dm = **{ $title }** (game #{ $table }): today's challenge is played in our DM, so that nobody sees your moves before the day is over (UTC): { $link }. Good luck!
missing-permissions = I can't run a game in this channel: I need the { $list } { $count ->
        [one] permission
       *[other] permissions
    } here. A server admin can give me { $count ->
        [one] it
       *[other] them
    } in the channel's settings; meanwhile, you can play in a DM with me.
list-and = { $init } and { $last }
# The permissions as Discord's settings name them.
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-attach-files = Attach Files
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads
permission-read-message-history = Read Message History
