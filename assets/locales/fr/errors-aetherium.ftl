# Pourquoi un tour d'Aetherium est refusé, tel que le lit le joueur. Un coup tapé
# (`fire surge B`) reste tel quel dans toutes les langues.

aetherium-error-pawn-used = ton pion { $pawn } est déjà utilisé pendant cette manche
aetherium-error-wrong-element = le pion { $pawn } ne déplace que les pierres { $pawn }, pas { $element }
aetherium-error-blocked = l'action { $action } est bloquée jusqu'à la fin de la manche
aetherium-error-no-such-column = il n'y a pas de colonne { $column } : les colonnes vont de A à D
aetherium-error-past-top = la pierre { $element } de la colonne { $column } dépasserait le sommet
aetherium-error-past-bottom = la pierre { $element } de la colonne { $column } passerait sous le bas
aetherium-error-no-distance = { $action } déplace une pierre d'au moins une case
aetherium-error-same-stone = { $action } déplace deux pierres différentes
aetherium-error-token-not-held = tu n'as pas de jeton { $token }
aetherium-error-already-blocked = l'action { $action } est déjà bloquée
aetherium-error-token-after-win = l'action a gagné aussitôt (le jeton Éther a atteint la dernière lune) : aucun jeton ne peut être utilisé après elle
aetherium-error-must-act = tu ne peux pas passer : une action est possible
aetherium-error-must-act-example = tu ne peux pas passer : une action est possible, par exemple `{ $example }`

# Pourquoi un texte tapé n'est pas un coup. Les mots de la notation restent tels qu'il faut les taper.
aetherium-unreadable-shape = écris un pion, une action et ses colonnes, comme `fire surge B`, `wild:water twin A C` ou `pass earth`
aetherium-unreadable-empty = un coup vide : { $shape }
aetherium-unreadable-pass = une passe nomme un pion inutilisé, comme `pass earth`
aetherium-unreadable-thens = au plus un `then`, pour un jeton : { $shape }
aetherium-unreadable-pawn = `{ $word }` n'est pas un pion : fire, water, earth, air ou wild
aetherium-unreadable-column = `{ $word }` n'est pas une colonne : A à D
aetherium-unreadable-element = `{ $word }` n'est pas un élément : fire, water, earth ou air
aetherium-unreadable-no-turn = il manque le tour : { $shape }
aetherium-unreadable-only-wild = seul le pion joker nomme un élément, comme `wild:fire` : pas `{ $word }`
aetherium-unreadable-wild-element = le pion joker nomme son élément, comme `wild:fire`
aetherium-unreadable-no-action = il manque une action après `{ $word }` : { $shape }
aetherium-unreadable-action = `{ $word }` n'est pas une action : fall, twin, step-leap, surge ou gather
aetherium-unreadable-spaces = `{ $word }` n'est pas un nombre de cases
aetherium-unreadable-takes-fall = { $action } prend une colonne et un nombre de cases, comme `fall B 2`
aetherium-unreadable-takes-twin = { $action } prend deux colonnes, comme `twin A C`
aetherium-unreadable-takes-step-leap = { $action } prend la colonne qui monte d'une case, puis celle qui bondit de trois, comme `step-leap A C`
aetherium-unreadable-takes-column = { $action } prend une colonne, comme `surge B`
aetherium-unreadable-no-token = il manque un jeton autour de `then`
aetherium-unreadable-token = `{ $word }` n'est pas un jeton de pouvoir : aether, block, fall ou rise-fire (rise-water, rise-earth, rise-air)
aetherium-unreadable-block = `{ $word }` n'est pas une action à bloquer : fall, twin, step-leap, surge ou gather
aetherium-unreadable-aether-takes = le jeton { $token } ne prend rien de plus : `aether`
aetherium-unreadable-block-takes = le jeton { $token } prend une action : `block twin`
aetherium-unreadable-rise-takes = le jeton { $token } prend une colonne : `rise-fire C`
aetherium-unreadable-fall-takes = le jeton { $token } prend un élément et une colonne : `fall water A`
