# Pourquoi un coup de Rivality est refusé (et l'ordre des Sorts d'un coup solo), tel que
# le lit le joueur. Les mots tapés (`remove salmon`) restent tels quels dans toutes les langues.

errors-game-over = la partie est finie
errors-bad-spell-order = l'ordre des Sorts doit nommer chaque Sort de { $tile } exactement une fois ({ $edges })
rivality-error-not-in-hand = { $tile } n'est pas dans ta main
rivality-error-spot-taken = { $cell } porte déjà une tuile
rivality-error-not-adjacent = { $cell } ne touche pas le champ de bataille : une tuile se pose à côté d'une autre tuile
rivality-error-mulligan-too-late = un mulligan n'est permis qu'avant ta première tuile
rivality-error-mulligan-taken = tu as déjà pris ton mulligan
rivality-error-mulligan-refused = pas de mulligan : une tuile de ta main peut invoquer un Golem sur le Puits de Mana
rivality-error-no-removal = il n'y a pas de retrait de Golem à choisir maintenant
rivality-error-not-tied = { $side } ne fait pas partie des camps à égalité en { $cell }
rivality-error-wrong-game = ce coup est celui du mode solo
