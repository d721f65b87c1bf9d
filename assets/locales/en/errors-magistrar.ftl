# Why a Magistrar move is refused, as the mover reads it.

magistrar-error-must-place = { $player } must place all their spell pawns for the duel now
magistrar-error-must-open = { $player } must place one spell pawn on a free rock now
magistrar-error-must-answer = { $player } must answer the pawn just placed now
magistrar-error-must-steer = { $player } must choose light or dark for their super energy now
magistrar-error-missing-pawn = rock { $rock } needs a spell pawn
magistrar-error-pawn-on-super = rock { $rock } holds your own super energy: it takes no spell pawn
magistrar-error-no-such-rock = there is no rock { $rock }: the rocks are 1 to 6
magistrar-error-not-enough-pawns = you have { $have } { $strength } spell pawns left, not { $wanted }
magistrar-error-must-differ = at rock { $rock } your pawn may not match the starting player's { $strength }: you can still place a different strength there
magistrar-error-too-many-identical = { $identical } of your pawns match the starting player's, but your pawns left allow as few as { $fewest }: place different strengths wherever you can
magistrar-error-rock-taken = rock { $rock } already holds your pawn
magistrar-error-super-last = rock { $rock } faces a super energy: those encounters are played last
magistrar-error-not-facing-super = rock { $rock } does not face a super energy: the pawns left go opposite the other mage's super energies
magistrar-error-must-answer-at = you must answer at rock { $rock }

# Why typed text is not a move. The notation's letters stay as the player must type them.
magistrar-unreadable-empty = an empty move: write a placement like `sm.wmw`, a pawn like `3m`, or `light`/`dark`
magistrar-unreadable-placement = `{ $word }` is not a placement: write one letter per rock, rock 1 first (w, m, s, or . for none), like `sm.wmw`
magistrar-unreadable-strength-at = `{ $word }` at rock { $rock } is not a strength: w, m, s or .
magistrar-unreadable-move = `{ $word }` is not a move: a placement like `sm.wmw`, a pawn like `3m`, or `light`/`dark`
magistrar-unreadable-rock = `{ $word }` is not a rock: 1 to 6
magistrar-unreadable-strength = `{ $word }` is not a strength: w, m or s
