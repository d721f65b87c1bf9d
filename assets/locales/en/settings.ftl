# /manawell settings: a server's defaults for new games, and the language of its posts.

settings-shown = New games in this server start with:
settings-saved = Saved. New games in this server now start with:
settings-text = • Time per move: { $deadline }
    • When it runs out: { $late }
    • Hints: { $hints }
    • Games are played in: { $place }
    • Public posts in: { $language }
    A game's creator can still choose the first three otherwise in `/<game> new`.
settings-no-deadline = no deadline
settings-per-move = { $unit ->
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
} per move
settings-late-forfeit = the late player forfeits
settings-late-ai = the AI plays the late move
settings-hints-allowed = allowed between players
settings-hints-ai-only = only against the AI
settings-place-channel = { $channel } (lobbies and game threads go there)
settings-place-anywhere = the channel each game is opened in
settings-language-discord = the server's language on Discord ({ $language })
not-a-moderator = Only the server's moderators (with the Manage Server permission) can do that.
