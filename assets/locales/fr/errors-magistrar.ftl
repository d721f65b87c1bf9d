# Pourquoi un coup de Magistrar est refusé, tel que le lit le joueur.

magistrar-error-must-place = { $player } doit d'abord poser tous ses pions de sort pour le duel
magistrar-error-must-open = { $player } doit d'abord poser un pion de sort sur une pierre libre
magistrar-error-must-answer = { $player } doit d'abord répondre au pion qui vient d'être posé
magistrar-error-must-steer = { $player } doit d'abord choisir clair ou sombre pour sa super énergie
magistrar-error-missing-pawn = la pierre { $rock } attend un pion de sort
magistrar-error-pawn-on-super = la pierre { $rock } porte ta propre super énergie : elle ne prend pas de pion de sort
magistrar-error-no-such-rock = il n'y a pas de pierre { $rock } : les pierres vont de 1 à 6
magistrar-error-not-enough-pawns = il te reste { $have } pions de sort { $strength }, pas { $wanted }
magistrar-error-must-differ = sur la pierre { $rock }, ton pion ne peut pas être { $strength } comme celui du premier joueur : tu peux encore y poser une autre force
magistrar-error-too-many-identical = { $identical } de tes pions sont identiques à ceux du premier joueur, mais tes pions restants permettent d'en avoir { $fewest } seulement : pose des forces différentes partout où tu le peux
magistrar-error-rock-taken = la pierre { $rock } porte déjà ton pion
magistrar-error-super-last = la pierre { $rock } fait face à une super énergie : ces rencontres se jouent en dernier
magistrar-error-not-facing-super = la pierre { $rock } ne fait pas face à une super énergie : les pions restants vont en face des super énergies de l'autre mage
magistrar-error-must-answer-at = tu dois répondre sur la pierre { $rock }

# Pourquoi un texte tapé n'est pas un coup. Les lettres de la notation restent telles qu'il faut les taper.
magistrar-unreadable-empty = un coup vide : écris une pose comme `sm.wmw`, un pion comme `3m`, ou `light`/`dark`
magistrar-unreadable-placement = `{ $word }` n'est pas une pose : écris une lettre par pierre, la pierre 1 d'abord (w, m, s, ou . pour aucun), comme `sm.wmw`
magistrar-unreadable-strength-at = `{ $word }` à la pierre { $rock } n'est pas une force : w, m, s ou .
magistrar-unreadable-move = `{ $word }` n'est pas un coup : une pose comme `sm.wmw`, un pion comme `3m`, ou `light`/`dark`
magistrar-unreadable-rock = `{ $word }` n'est pas une pierre : 1 à 6
magistrar-unreadable-strength = `{ $word }` n'est pas une force : w, m ou s
