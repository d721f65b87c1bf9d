# Les questions et réponses du panneau de tour, et les libellés courts des coups (boutons,
# listes, indices). Les clés des réponses sont celles de la notation et ne sont pas ici :
# elles sont les mêmes dans toutes les langues.

## Tous les jeux
steps-your-move = Ton coup
words-then = puis

## Rivality et le mode solo
rivality-edge-left = gauche
rivality-edge-front = avant
rivality-edge-right = droite
rivality-label-place = { $tile } en { $cell }, tournée vers { $facing }
rivality-label-spells = { $move } (Sorts : { $order })
rivality-label-mulligan = Mulligan : nouvelle main
rivality-label-remove = Retirer un Golem { $side }
suramun-label-enter = Entrer en { $cell }
suramun-label-move = Aller en { $cell }
suramun-label-move-spells = Aller en { $cell } (Sorts : { $order })
suramun-label-order = Lancer les Sorts de { $cell } : { $order }

## Magistrar
magistrar-label-place = Pions sur les pierres 1 à 6 : { $pawns }
magistrar-label-pawn = Un pion { $strength } sur la pierre { $rock }
magistrar-label-steer = Avancer côté { $way }
# Ce que porte une pierre, après son numéro dans une question : « (toi : clair, l'autre : super) ».
magistrar-step-facing = { " " }(toi : { $yours }, l'autre : { $theirs })
magistrar-step-facing-pawn = { " " }(toi : { $yours }, l'autre : { $theirs }, son pion { $pawn })
magistrar-step-which-pawn = Pierre { $rock }{ $facing } : quel pion ?
magistrar-step-answer-with = Pierre { $rock }{ $facing } : quel pion pour répondre ?
magistrar-step-which-rock = Quelle pierre ?
magistrar-step-rock = Pierre { $rock }{ $facing }
magistrar-step-no-pawn = pas de pion : ta super énergie
magistrar-step-steer-rock = Ta super énergie de la pierre { $rock } : de quel côté te fait-elle avancer ?
magistrar-step-steer = Ta super énergie : de quel côté te fait-elle avancer ?
magistrar-step-toward = côté { $way }

## Aetherium
aetherium-use-aether = le jeton éther
aetherium-use-block = un blocage sur { $action }
aetherium-use-rise = montée-{ $element } sur la colonne { $column }
aetherium-use-fall = chute de la pierre { $element } de la colonne { $column }
aetherium-stones-fall = colonne { $column }, { $spaces } vers le bas
aetherium-stones-twin = colonnes { $first } et { $second }
aetherium-stones-step-leap = { $step } fait un pas, { $leap } un bond
aetherium-stones-one = colonne { $column }
aetherium-label-pass = Passer en dépensant le pion { $pawn }
aetherium-label-wild = Pion joker en { $element }
aetherium-label-action = { $action }, { $stones }
aetherium-label-turn = { $pawn } : { $action }
aetherium-label-token-first = D'abord { $token } ; { $pawn } : { $action }
aetherium-label-token-then = { $pawn } : { $action } ; puis { $token }
aetherium-step-column = colonne { $column } (sur la case { $space })
aetherium-step-pass = Aucune action n'est possible, même avec un jeton : quel pion dépenses-tu ?
aetherium-step-spend = le pion { $pawn }
aetherium-step-which-pawn = Quel pion ?
aetherium-step-wild-element = Le joker compte pour quel élément ?
aetherium-step-which-action = Quelle case d'action ?
aetherium-step-falls = Quelle pierre { $element } chute ?
aetherium-step-how-far-down = De combien de cases vers le bas ?
aetherium-step-down = { $spaces } vers le bas
aetherium-step-twin-first = La première pierre { $element } à monter de { $up } ?
aetherium-step-twin-second = La seconde pierre { $element } à monter de { $up } ?
aetherium-step-steps = Quelle pierre { $element } fait un pas de { $up } ?
aetherium-step-leaps = Quelle pierre { $element } fait ensuite un bond de { $up } ?
aetherium-step-surges = Quelle pierre { $element } prend son élan de { $up } ?
aetherium-step-gathers = Quelle pierre { $element } se rassemble de { $up } ?
aetherium-step-no-token = pas de jeton de pouvoir
aetherium-step-token-before = avant l'action : { $token }
aetherium-step-token-after = après l'action : { $token }
aetherium-step-token = Un jeton de pouvoir, avant ou après l'action ?
