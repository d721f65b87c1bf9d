# The public account of each Rivalry move, its dice and its outcome, the set-up and the
# text board. Each sentence's first letter is capitalised by the code and gets its full
# stop there.

rivalry-side-republic = the Republic
rivalry-side-kingdom = the Kingdom
rivalry-leader-republic = the President
rivalry-leader-kingdom = the King
rivalry-units = { $armies ->
    [0] { $cavalry ->
        [0] no unit
        [one] 1 cavalry
       *[other] { $cavalry } cavalry
    }
    [one] 1 army{ $cavalry ->
        [0] {""}
       *[other] {" "}and { $cavalry } cavalry
    }
   *[other] { $armies } armies{ $cavalry ->
        [0] {""}
       *[other] {" "}and { $cavalry } cavalry
    }
}
rivalry-unit-army = an army
rivalry-unit-cavalry = a cavalry
rivalry-city = { $name } ({ $site })
rivalry-card-foreign-aid = Foreign Aid ({ $n })
rivalry-card-new-recruits = New Recruits ({ $n })
rivalry-card-internal-improvement = Internal Improvement
rivalry-card-mutiny = Mutiny! ({ $n })
rivalry-card-revolt = Revolt!
rivalry-card-sabotage = Sabotage!
rivalry-card-scandal-republic = Scandal! (the President)
rivalry-card-scandal-kingdom = Scandal! (the Prime Minister)

# The sealed set-up.
rivalry-setup-sent = { $player } has sent their set-up; waiting for { $other }
rivalry-setup-revealed = both set-ups are revealed
rivalry-setup-of = { $player } ({ $side }): cities { $cities }, capital { $capital }; { $units }; the extra army on { $extra }
rivalry-setup-preview = your set-up: cities { $cities }, capital { $capital }; { $units }; the extra army on { $extra }. It stays sealed until both set-ups are in
rivalry-setup-sent-already = you have already sent your set-up: it stays sealed until both are in, and cannot be changed
rivalry-setup-over = the set-ups are over: the game has begun
rivalry-setup-not-over = not yet: the game begins once both set-ups are in
rivalry-setup-not-yours = you play { $side }: send that side's set-up
rivalry-setup-whose = say whose set-up it is: `republic cities …` or `kingdom cities …`
rivalry-setup-waiting = set-up: { $sent }
rivalry-setup-status-sent = { $player } has sent their set-up
rivalry-setup-status-waiting = { $player } has not sent their set-up yet
rivalry-setup-yours = Your set-up (sealed until both are in): { $setup }
rivalry-setup-ask = Send your set-up ({ $side }): four city sites of your nation, the capital among them, 25 units (at most 8 cavalry) and the extra army. A sound one to start from: { $setup }
rivalry-your-roll = The roll: { $first } and { $second }. Now: { $step }.
rivalry-nothing-hidden = Nothing is hidden in Rivalry once the set-ups are revealed: the board shows everything.

# A turn.
rivalry-turn-began = round { $round }: { $player } plays { $side }
rivalry-turn-lost = { $side } loses this turn
rivalry-sabotaged = Sabotage! covers this turn: { $side } recruits nothing
rivalry-surrendered = { $side } surrenders { $target }; its units go to { $to }
rivalry-rolled = { $side } rolls { $first } and { $second }
rivalry-reshuffled = the discards are shuffled into a new deck
rivalry-card-drawn = { $side } draws { $card }
rivalry-raised = { $side } raises { $unit } on { $tile }
rivalry-not-raised = the box holds no more: { $count } new units for { $side } are not raised
rivalry-city-built = { $side } builds a city at { $city }
rivalry-no-site = { $side } finds no site to build a city on
rivalry-mutinied = Mutiny!: { $side } loses { $unit } on { $tile }
rivalry-turn-to-lose = { $side } will lose { $pending ->
    [one] its next turn
   *[other] its next { $pending } turns
}
rivalry-sabotage-pending = { $side } will recruit nothing in { $pending ->
    [one] its next turn played
   *[other] its next { $pending } turns played
}
rivalry-moved = { $side } moves { $units } from { $from } to { $to }
rivalry-assault = { $side } assaults { $target } from { $from }: attack { $attack }, defence { $defence }; { $losses }
rivalry-loss = { $side } loses { $unit } on { $tile }
rivalry-no-loss = no loss
rivalry-advanced = { $side } advances { $units } from { $from } onto { $onto }
rivalry-city-captured = { $side } captures { $city } from { $from }
rivalry-escape-roll = { $leader } rolls { $die } to escape
rivalry-escaped = { $leader } escapes to { $city }, the interim capital
rivalry-leader-home = { $leader } is home again
rivalry-leader-caught = { $leader } is caught
rivalry-turn-ended = { $side } ends its turn

# The end.
rivalry-won-leader-caught = { $player } ({ $side }) wins: the enemy's leader is caught
rivalry-won-interim-taken = { $player } ({ $side }) wins: the enemy's interim capital is taken
rivalry-won-round-limit = { $player } ({ $side }) wins at the round limit
rivalry-won-resigned = { $player } ({ $side }) wins: the other side capitulated
rivalry-draw-round-limit = the round limit is reached and the game is drawn

# Previews of a turn's move (the dice stay unrolled).
rivalry-preview = { $move }: a legal move; the dice are rolled when it is played

# The text board.
rivalry-board-round = Round { $round } of { $limit }: { $player } plays ({ $side }); { $step }
rivalry-board-over = The game is over.
rivalry-board-side = { $player } ({ $side }): { $units } on the board; cities { $cities }; capital { $capital }
rivalry-board-interim = interim capital { $city }
rivalry-board-lost = { $count } turns to lose
rivalry-board-sabotage = { $count } turns without recruits
rivalry-board-tiles = units: { $tiles }
rivalry-board-roll = roll { $first } and { $second }
rivalry-board-deck = { $left } cards in the deck; discards: { $discards }
rivalry-step-surrender = surrender or roll
rivalry-step-move = move units ({ $left } more may move) or end the moves
rivalry-step-reinforce = place { $left } new units at the capital
rivalry-step-build = choose the site of the new city
rivalry-step-mutiny = remove { $left } units (Mutiny!)
rivalry-step-battle = assault or end the battles
rivalry-step-advance = advance after the assault on { $target }
rivalry-step-recruit = recruit or end the turn
rivalry-step-over = the game is over

# The turn panel's questions and answers.
rivalry-ask-setup = Your set-up?
rivalry-ask-action = What now?
rivalry-ask-from = Move from?
rivalry-ask-to = To?
rivalry-ask-how-many = How many?
rivalry-ask-assault-from = Assault from?
rivalry-ask-target = Which target?
rivalry-ask-fight = One assault or fight it out?
rivalry-ask-onto = Advance onto?
rivalry-ask-recruit-at = Recruit at which city?
rivalry-ask-tile = On which tile?
rivalry-ask-kind = Army or cavalry?
rivalry-ask-build = Build the new city where?
rivalry-ask-mutiny = Mutiny!: remove from which tile?
rivalry-ask-surrender = Surrender what?
rivalry-ask-relocate = Relocate its units to?
rivalry-answer-suggested = the suggested set-up
rivalry-answer-roll = roll the dice
rivalry-answer-end-moves = end the moves
rivalry-answer-end-battles = end the battles
rivalry-answer-end-turn = end the turn
rivalry-answer-resign = capitulate
rivalry-answer-move = move
rivalry-answer-assault = assault
rivalry-answer-advance = advance
rivalry-answer-recruit = recruit
rivalry-answer-reinforce = place a new unit
rivalry-answer-build = build a city
rivalry-answer-mutiny = Mutiny!
rivalry-answer-surrender = surrender
rivalry-answer-once = one assault
rivalry-answer-fight-out = fight it out
rivalry-answer-army = army
rivalry-answer-cavalry = cavalry
rivalry-label-setup = set-up: { $setup }
rivalry-label-move = { $units } from { $from } to { $to }
rivalry-label-assault = assault { $target } from { $from }
rivalry-label-fight-out = fight it out against { $target } from { $from }
rivalry-label-advance = advance { $units } onto { $onto }
rivalry-label-recruit = recruit { $unit } at { $city } on { $tile }
rivalry-label-reinforce = { $unit } on { $tile }
rivalry-label-build = build a city at { $city }
rivalry-label-mutiny = remove { $unit } on { $tile }
rivalry-label-surrender = surrender { $target } to { $to }

# A preview of a move that throws no die.
rivalry-preview-plain = { $move }.

# A tile to pick in a step, with who stands on it: "D7 (yours: 2 armies; enemy: 1 cavalry)".
rivalry-tile-standing = { $tile } ({ $standing })
rivalry-tile-yours = yours: { $units }
rivalry-tile-enemy = enemy: { $units }
