# Les mots dessinés sur l'image d'Aetherium. Éléments et jetons de pouvoir dans les
# phrases sont ceux de moves-aetherium ; les actions ici sont les noms courts du plateau.

## Les cases d'action, comme sur le plateau, et dans les phrases
picture-aetherium-title-fall = Chute
picture-aetherium-title-twin = Double
picture-aetherium-title-step-leap = Pas-bond
picture-aetherium-title-surge = Élan
picture-aetherium-title-gather = Rassemb.
picture-aetherium-action-fall = chute
picture-aetherium-action-twin = double montée
picture-aetherium-action-step-leap = pas et bond
picture-aetherium-action-surge = élan
picture-aetherium-action-gather = rassemblement
picture-aetherium-effect-any = ↓ au choix
picture-aetherium-effect-pawns = ↑ pions
picture-aetherium-token-rise = montée
picture-aetherium-token-aether = éther
picture-aetherium-token-block = blocage
picture-aetherium-token-fall = chute

## Le coup mis en évidence
picture-aetherium-last = Dernier coup : { $who } : { $parts }
picture-aetherium-preview-move = Coup de { $who }, s'il est confirmé : { $parts }
picture-aetherium-used = jeton { $token } utilisé
picture-aetherium-used-block = blocage utilisé sur { $action }
picture-aetherium-pawn-on = pion { $pawn } sur { $action }
picture-aetherium-wild-on = pion joker en { $element } sur { $action }
picture-aetherium-stone = { $element } { $column } { $from }→{ $to }
picture-aetherium-took = prend { $token }
picture-aetherium-aether-to = jeton Éther vers { $spot }
picture-aetherium-passed = passe, en dépensant le pion { $pawn }
picture-aetherium-round-over = Fin de la manche { $round } : { $who } a plus de pions sur { $action }, le jeton Éther avance vers lui
picture-aetherium-round-over-tied = Fin de la manche { $round } : égalité partout, le jeton Éther avance vers { $who }, qui a joué en dernier
picture-aetherium-new-tokens = De nouveaux jetons sortiront du sac une fois le coup confirmé
picture-aetherium-round-starts = Manche { $round } : { $who } commence
picture-aetherium-centre = le centre
picture-aetherium-moon = la lune { $n } de { $player }

## La fin, le tour, l'en-tête
picture-aetherium-over-elements = Partie terminée : les quatre pierres { $element } au sommet
picture-aetherium-over-aether = Partie terminée : le jeton Éther a atteint la dernière lune de { $who }
picture-aetherium-over-centre = Partie terminée : la manche { $round } s'est achevée avec le jeton Éther au centre, et { $who } a joué en dernier
picture-aetherium-over-side = Partie terminée : la manche { $round } s'est achevée avec le jeton Éther du côté de { $who }
picture-aetherium-wins = { $who } gagne
picture-aetherium-to-play = À { $who } de jouer : { $count ->
    [one] il reste { $count } pion
   *[other] il reste { $count } pions
}
picture-aetherium-round = Manche { $round }/{ $rounds } · sac { $pouch }
picture-aetherium-standing-to-play = à jouer
picture-aetherium-standing-wins = gagne
picture-aetherium-standing-gave-up = a abandonné
picture-aetherium-player = joueur { $n }

## La légende
picture-aetherium-legend-rise = montée : une pierre de son élément monte de 1
picture-aetherium-legend-fall = chute : n'importe quelle pierre descend de 1
picture-aetherium-legend-aether = éther : le jeton Éther avance d'une lune vers toi
picture-aetherium-legend-block = blocage : une action fermée aux deux joueurs pour la manche
picture-aetherium-legend-top = case du sommet : une pierre qui l'atteint avance le jeton Éther vers qui l'a déplacée
picture-aetherium-legend-track = Piste de l'Éther : les lunes du joueur 2 au-dessus du centre, celles du joueur 1 en dessous ; le jeton sur une dernière lune gagne
picture-aetherium-legend-preview = anneaux en tirets : le coup en aperçu, pas encore joué
picture-aetherium-legend-last = anneaux : le dernier coup ; contour en tirets : où était une pièce
