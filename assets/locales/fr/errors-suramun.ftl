# Pourquoi un coup solo est refusé, tel que le lit le joueur. Les cases sont celles du
# champ de bataille solo.

suramun-error-off-battlefield = { $cell } n'est pas sur le champ de bataille : colonnes A à D, rangées 1 à 6
suramun-error-not-entered = ton Magicien doit d'abord entrer sur le champ de bataille : entre par la rangée du bas, A1–D1
suramun-error-already-entered = ton Magicien est déjà entré : déplace-le le long de tes Golems
suramun-error-not-an-entry-point = { $cell } n'est pas un Point d'entrée : entre par la rangée du bas, A1–D1
suramun-error-already-there = ton Magicien est déjà en { $cell } : déplace-le sur une tuile vide
suramun-error-suramun-there = Suramun est en { $cell } : termine ton déplacement sur une tuile vide
suramun-error-holds-golems = { $cell } porte des Golems : termine ton déplacement sur une tuile vide
suramun-error-not-connected = { $cell } n'est pas reliée à tes Golems : ton Magicien ne passe que par des tuiles portant au moins un de tes Golems
suramun-error-order-on-face-down = { $cell } est face cachée : tu choisis l'ordre de ses Sorts une fois qu'elle est retournée, si ta réserve ne peut pas tous les couvrir
suramun-error-order-awaited = choisis d'abord l'ordre des Sorts de { $cell }, par exemple `{ $example }`
suramun-error-no-order-awaited = il n'y a pas d'ordre de Sorts à choisir maintenant : déplace ton Magicien

# Pourquoi un texte tapé n'est pas un coup solo, après le texte tapé.
suramun-unreadable-cell = `{ $text }` : `{ $word }` n'est pas une case du champ de bataille : colonnes A–D, lignes 1–6, comme B3
suramun-unreadable-edge = `{ $text }` : les bords de sort sont left, front et right
suramun-unreadable-too-many-spells = `{ $text }` : une tuile a au plus 3 sorts
suramun-unreadable-move = `{ $text }` : écris `enter B1`, `move C2`, `move C2 right,front,left` ou `order C5 left,front`
suramun-unreadable-tile-not-seen = `{ $text }` : aucune tuile { $word } n'est face visible sur le champ de bataille ; un coup nomme la case où se trouve une tuile : colonnes A–D, lignes 1–6, comme B3 (les tuiles s'écrivent #A7, les cases B3)
