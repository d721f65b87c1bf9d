# Why a take-back, a rematch, a game's options, a vacation or a leaderboard was refused:
# the `why` of the refusals (refusals.ftl), worded from the service's typed reasons.

reason-takeback-already-asked = a take-back is already waiting for an answer
reason-takeback-none-waiting = no take-back is waiting for an answer
reason-takeback-own-request = the other players answer your own request
reason-takeback-time-up = the time for the move has run out
reason-takeback-played-by-ai = the last move was played by the AI when the time ran out
reason-takeback-just-taken-back = your last move was just taken back
reason-takeback-time-ran-out-since = the time ran out since your move
reason-takeback-others-acted = another player has acted since your move
reason-takeback-no-move = you have no move to take back

reason-rematch-solo = a solo game has none: start another one
reason-rematch-cancelled = it was cancelled
reason-rematch-not-over = it is not over: a rematch is offered once it ends

reason-options-unwritable = the game's options could not be saved
reason-options-deadline-too-long = too long
reason-options-ai-and-invites = invite players or play against the AI, not both
reason-options-difficulty = `{ $asked }` is not a difficulty: beginner, standard or master
reason-options-rivality-players = Rivality is played by 2, 3 or 4 players, not { $count }
reason-options-magistrar-mage-cards = variant 1 (mage cards) cannot be played: the rulebook names the mages but their cards' texts are not in it
reason-options-magistrar-duel-cards = variant 2 (duel cards) cannot be played: the rulebook counts 15 duel cards but their texts are not in it
reason-options-aetherium-first-seat = Aetherium has two players: seat { $seat } cannot start (0 or 1)
reason-challenge-length = a challenge code has 8 letters and digits, not { $count }
reason-challenge-character = `{ $character }` cannot appear in a challenge code: it is made of digits and letters (no U)
reason-challenge-mistyped = `{ $code }` is not a valid challenge code: a character is mistyped
reason-challenge-seed-too-large = a challenge seed goes up to { $max }, not { $seed }
reason-challenge-bad-date = `{ $date }` is not a date: write it as YYYY-MM-DD, like 2026-11-22

reason-vacation-too-long = you asked for { $asked } day(s) of vacation, and { $left } are left: { $most } days within any 30.
reason-vacation-already-on = you are on vacation already; end it first to take another.
reason-vacation-not-on = you are not on vacation.

reason-ratings-nobody = nobody has a rating yet: ratings come from games between players played to the end
reason-pool = { $game }, { $players } players
reason-ratings-unknown = no ratings for that game; there are: { $known }

# The framework's own answers, when a command cannot be run as it came.
shell-unreadable-option = I could not read one of the options: please pick a value from the list.
shell-older-command = I could not read this command's options: Discord may still show an older version of it. Try again in a minute.
shell-server-only = This command works in a server channel, not in DMs.
shell-unknown-command = I don't know this command any more: Discord will update the command list shortly.

# What the table service posts itself: a game's start, its cancellation, a rematch.
service-game-starts = Game { $table } starts: { $players }.
service-seat = { $name } (seat { $seat })
service-plays-first = { $name } plays first.
service-cancelled = Game { $table } was cancelled.
service-cancelled-by-moderator = Game { $table } was cancelled by a moderator.
service-seat-given = A moderator gave { $from }'s seat in game { $table } to { $to }.
service-opened = { $creator } opened game { $table }: { $seats } seats to fill.
service-rematch-of = Rematch of game { $table }.
service-joined = { $name } joined game { $table }.
service-waiting = { $joined } Waiting for { $left } more.
service-left = { $name } left game { $table }.
service-taken-back = { $name }'s last move was taken back at { $name }'s request{ $by ->
        [ai] , with the AI's answer
       *[players] , accepted by { $accepted }
    }. The game is back where it was before it.
