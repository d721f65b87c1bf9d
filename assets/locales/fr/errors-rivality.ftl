# Pourquoi un coup de Rivality est refusé (et l'ordre des Sorts d'un coup solo), tel que
# le lit le joueur. Les mots tapés (`remove salmon`) restent tels quels dans toutes les langues.

errors-game-over = la partie est finie
errors-bad-spell-order = l'ordre des Sorts doit nommer chaque Sort de { $tile } exactement une fois ({ $edges })
rivality-error-not-in-hand = { $tile } n'est pas dans ta main
rivality-error-spot-taken = { $cell } porte déjà une tuile
rivality-error-not-adjacent = { $cell } ne touche pas le champ de bataille : une tuile se pose à côté d'une autre tuile
rivality-error-mulligan-too-late = un mulligan n'est permis qu'avant ta première tuile
rivality-error-mulligan-taken = tu as déjà pris ton mulligan
rivality-error-mulligan-refused = pas de mulligan : une tuile de ta main peut invoquer un Golem sur le Puits de Mana
rivality-error-no-removal = il n'y a pas de retrait de Golem à choisir maintenant
rivality-error-not-tied = { $side } ne fait pas partie des camps à égalité en { $cell }
rivality-error-wrong-game = ce coup est celui du mode solo

# Pourquoi un texte tapé n'est pas un coup. Les mots de la notation restent tels qu'il faut les taper.
rivality-unreadable-empty = un coup vide : écris une tuile, une case et une orientation, comme `A7 M14 east`
rivality-unreadable-side = `{ $word }` n'est pas un camp : salmon, purple ou teal
rivality-unreadable-tile = `{ $word }` n'est pas une tuile : les tuiles sont W (le Puits de Mana), A1–A12 et B1–B12
rivality-unreadable-cell = `{ $word }` n'est pas une case : écris une lettre de colonne et un numéro de ligne, comme M13
rivality-unreadable-facing = `{ $word }` n'est pas une orientation : north, east, south ou west
rivality-unreadable-edge = `{ $word }` n'est pas un bord de sort : left, front ou right
rivality-unreadable-too-many-spells = une tuile a au plus trois sorts
rivality-unreadable-move = `{ $word }` n'est pas un coup : écris `A7 M14 east`, `mulligan` ou `remove teal`
