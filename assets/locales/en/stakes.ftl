# What a move puts at stake when it may lose the game at once, said with its preview
# (the move then asks for an explicit confirmation).

stake-rivalry-resign = This move resigns: your side capitulates and loses the game.
stake-rivalry-capital = This hands over your capital { $city }: your leader must flee, and a roll of 1 to { $caught } (a { $caught } in { $faces } chance) catches them and loses the game.
stake-rivalry-capital-alone = This hands over your capital { $city }, your last city: your leader has nowhere to flee and is caught; you lose the game.
stake-rivalry-interim = This hands over { $city }, your interim capital: your leader is caught and you lose the game.
stake-confirm = Type `yes` to play it anyway (anything else keeps it unplayed):

# A move typed on Discord that may lose the game at once: not played from one line.
stake-typed = { $stake } Not played: a move that may lose the game is played from the panel, where you see it previewed and press Confirm (`play` without a move), or with `resign`, which asks first.
