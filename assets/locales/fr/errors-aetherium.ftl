# Pourquoi un tour d'Aetherium est refusé, tel que le lit le joueur. Un coup tapé
# (`fire surge B`) reste tel quel dans toutes les langues.

aetherium-error-pawn-used = ton pion { $pawn } est déjà utilisé pendant cette manche
aetherium-error-wrong-element = le pion { $pawn } ne déplace que les pierres { $pawn }, pas { $element }
aetherium-error-blocked = l'action { $action } est bloquée jusqu'à la fin de la manche
aetherium-error-no-such-column = il n'y a pas de colonne { $column } : les colonnes vont de A à D
aetherium-error-past-top = la pierre { $element } de la colonne { $column } dépasserait le sommet
aetherium-error-past-bottom = la pierre { $element } de la colonne { $column } passerait sous le bas
aetherium-error-no-distance = { $action } déplace une pierre d'au moins une case
aetherium-error-same-stone = { $action } déplace deux pierres différentes
aetherium-error-token-not-held = tu n'as pas de jeton { $token }
aetherium-error-already-blocked = l'action { $action } est déjà bloquée
aetherium-error-token-after-win = l'action a gagné la partie : aucun jeton ne peut être utilisé après elle
aetherium-error-must-act = tu ne peux pas passer : une action est possible
aetherium-error-must-act-example = tu ne peux pas passer : une action est possible, par exemple `{ $example }`
