# A game's title (thread names, lists, posts) and the names the AI's seats get, in the
# table's language. Game names (Rivality, Magistrar, Aetherium) are the same everywhere.

title-rivality = Rivality, { $players } players
title-rivality-expert = Rivality, { $players } players, Expert rules
title-suramun = Rivality solo against Suramun, { $difficulty }
title-magistrar-grand-mage = Magistrar, Grand Mage match
title-aetherium-first = Aetherium, player { $n } starts
title-hints = { $title }, hints allowed
# "1 day per move", after the title.
title-per-move = { $duration } per move
title-numbered = { $title } (game #{ $table })
ai-seat = AI
ai-seat-numbered = AI { $n }
