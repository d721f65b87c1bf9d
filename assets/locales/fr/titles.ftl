# Le titre d'une partie (noms des fils, listes, messages) et les noms des sièges de l'IA,
# dans la langue de la table. Les noms des jeux (Rivality, Magistrar, Aetherium) sont les
# mêmes partout.

title-rivality = Rivality, { $players } joueurs
title-rivality-expert = Rivality, { $players } joueurs, règles Expert
title-suramun = Rivality en solo contre Suramun, { $difficulty }
title-magistrar-grand-mage = Magistrar, match du Grand Mage
title-aetherium-first = Aetherium, le joueur { $n } commence
title-hints = { $title }, indices permis
# « 1 jour par coup », après le titre.
title-per-move = { $duration } par coup
title-numbered = { $title } (partie n° { $table })
ai-seat = IA
ai-seat-numbered = IA { $n }
