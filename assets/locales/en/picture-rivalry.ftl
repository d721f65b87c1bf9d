# Rivalry's map picture: the words drawn on it.

picture-rivalry-title = Rivalry
picture-rivalry-round = Round { $round } of { $limit }
picture-rivalry-preview = Preview: not played yet
picture-rivalry-mount-aedana = Mount Aedana
picture-rivalry-nation = { $side ->
    [republic] Republic
   *[kingdom] Kingdom
}
picture-rivalry-leader = { $side ->
    [republic] The President
   *[kingdom] The King
}
picture-rivalry-player = { $name } ({ $nation })
picture-rivalry-last = Last: { $player }
picture-rivalry-if-confirmed = { $player }, if confirmed: { $notation }
picture-rivalry-preview-of = { $player }, if confirmed:
picture-rivalry-turn-of = Turn of { $player }, round { $round }
picture-rivalry-dice-later = the dice are rolled once it is played
picture-rivalry-rolled = Rolled { $first } and { $second }: { $sum ->
    [7] a card
   *[other] up to { $sum } units may move
}
picture-rivalry-card = { $card ->
    [foreign-aid] Foreign Aid ({ $n })
    [new-recruits] New Recruits ({ $n })
    [internal-improvement] Internal Improvement
    [mutiny] Mutiny! ({ $n })
    [revolt] Revolt!
    [sabotage] Sabotage!
    [scandal-president] Scandal! (the President has resigned)
   *[scandal-prime-minister] Scandal! (the Prime Minister has resigned)
}
picture-rivalry-drew = { $nation } drew { $card }
picture-rivalry-reshuffled = The discards were shuffled into a new deck
picture-rivalry-moves = Moved: { $list }
picture-rivalry-assault = Assault { $from } → { $target }: { $rolls }
picture-rivalry-roll-pair = { $attack } against { $defence }
picture-rivalry-losses = { $attacker } lost { $attacker_lost }, { $defender } lost { $defender_lost }
picture-rivalry-captured = { $nation } took { $city }
picture-rivalry-surrendered = { $nation } surrendered { $target }
picture-rivalry-built = { $nation } built { $city }
picture-rivalry-no-site = No site to build a city on
picture-rivalry-raised = { $count ->
    [one] One new unit
   *[other] { $count } new units
}
picture-rivalry-not-raised = { $count ->
    [one] One new unit the box could not supply
   *[other] { $count } new units the box could not supply
}
picture-rivalry-mutinied = Mutiny!: { $count ->
    [one] one unit
   *[other] { $count } units
} removed
picture-rivalry-turn-lost = { $nation } lost its turn
picture-rivalry-sabotaged = Sabotage!: { $nation } recruits nothing this turn
picture-rivalry-turn-to-lose = { $nation } will lose its next turn ({ $pending } pending)
picture-rivalry-sabotage-pending = { $nation } will recruit nothing on its next turn ({ $pending } pending)
picture-rivalry-escaped = { $leader } escaped to { $city } (die { $die })
picture-rivalry-caught = { $leader } was caught
picture-rivalry-caught-die = { $leader } was caught (die { $die })
picture-rivalry-home = { $leader } is home again
picture-rivalry-to-play = { $player } to play: { $step }
picture-rivalry-step = { $step ->
    [surrender] surrender or roll
    [move] move up to { $left } more { $left ->
        [one] unit
       *[other] units
    }
    [reinforce] place { $left } new { $left ->
        [one] unit
       *[other] units
    } at the capital
    [build] choose the site of a new city
    [mutiny] remove { $left } more { $left ->
        [one] unit
       *[other] units
    }
    [battle] assault or end the battles
    [advance] advance after the assault
   *[recruit] recruit, one unit per city
}
picture-rivalry-won = Game over: { $player } wins. { $ending ->
    [leader-caught] The enemy leader was caught.
    [interim-capital-taken] The interim capital fell.
    [round-limit] Round 40 is over.
   *[resigned] The other side capitulated.
}
picture-rivalry-draw = Game over: a draw after round 40.
picture-rivalry-resigned = { $forfeit ->
    [yes] Game over: { $player } ran out of time.
   *[no] Game over: { $player } capitulated.
}
picture-rivalry-forces = { $cities ->
        [one] { $cities } city
       *[other] { $cities } cities
    } · { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } · { $cavalry } cavalry
picture-rivalry-leader-home = { $leader } at { $city }
picture-rivalry-leader-exile = { $leader } in exile at { $city }
picture-rivalry-leader-caught = { $leader } caught
picture-rivalry-lost-turns = Turns to lose: { $count }
picture-rivalry-sabotage = Turns without recruits: { $count }
picture-rivalry-deck = Orange deck: { $left } cards left, { $discards } discarded
picture-rivalry-last-card = last drawn: { $card }
picture-rivalry-legend-units = armies | cavalry
picture-rivalry-legend-capital = capital
picture-rivalry-legend-leader = leader
picture-rivalry-legend-move = move
picture-rivalry-legend-assault = assault: attack:defence dice
picture-rivalry-setup-title = Your set-up: { $nation }
picture-rivalry-setup-units = { $armies } armies · { $cavalry } cavalry on { $tiles } tiles
picture-rivalry-setup-capital = Capital: { $city }
picture-rivalry-waiting = Waiting for set-ups
picture-rivalry-setup-in = { $player }: set-up in
picture-rivalry-setup-awaited = { $player }: set-up awaited

## After round 40: what decided it
picture-rivalry-decided-leader = Decided by the leaders: one at home beats one in exile.
picture-rivalry-decided-cities = Both leaders at home: decided by cities, { $republic } to { $kingdom } (Republic to Kingdom).
picture-rivalry-decided-units = Leaders and cities even: decided by units on the board, { $republic } to { $kingdom } (Republic to Kingdom).
picture-rivalry-decided-nothing = Leaders, cities ({ $cities } each) and units ({ $units } each) all even.
