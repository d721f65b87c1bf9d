# Words every part of manawell uses.

language-name = English
    .short = en
moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

# The table service's own posts: reminders and a deadline the AI answered.
reminder-time-runs-out = Reminder: { $player }, it is your turn in game { $game }; the time for this move runs out soon.
reminder-waiting = Reminder: { $player }, game { $game } is waiting for your move.
ran-out-of-time-ai-played = { $player } ran out of time; the AI played for them.
