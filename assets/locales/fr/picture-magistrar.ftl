# Les mots dessinés sur l'image de Magistrar. Couleurs des mages, forces des pions et sens
# de la piste sont ceux de moves-magistrar.

## Le coup mis en évidence
picture-magistrar-mage = { $name } ({ $mage })
picture-magistrar-last = Dernier coup : { $who } { $what }
picture-magistrar-preview-move = Coup de { $who }, s'il est confirmé : { $what }
picture-magistrar-placed = a posé { $pawns }
picture-magistrar-place = poser { $pawns }
picture-magistrar-pawn-placed = a posé un pion { $strength } sur la pierre { $rock }
picture-magistrar-steered = a orienté la super énergie : { $spaces ->
    [one] { $spaces } case
   *[other] { $spaces } cases
} vers { $toward }
picture-magistrar-steered-rock = a orienté la super énergie de la pierre { $rock } : { $spaces ->
    [one] { $spaces } case
   *[other] { $spaces } cases
} vers { $toward }

## Ce que le coup a marqué
picture-magistrar-duel-won = Duel { $duel } : { $who } gagne { $won } rencontres à { $lost } et son marqueur
picture-magistrar-duel-would-win = Duel { $duel } : { $who } gagnerait { $won } rencontres à { $lost } et son marqueur
picture-magistrar-duel-tied = Duel { $duel } à égalité { $white } à { $black } : personne ne prend son marqueur
picture-magistrar-game = Partie { $game } : { $result }
picture-magistrar-steer-then = Puis { $who } choisit le sens de la super énergie de la pierre { $rock } : { $steps } cases vers le clair ou le sombre
picture-magistrar-golden-added = { $who } ajoute une super énergie dorée à son sac

## À qui de jouer
picture-magistrar-to-place = À { $who } de poser ses pions pour le duel { $duel }
picture-magistrar-to-reply = À { $who } de répondre sur chaque pierre
picture-magistrar-to-open = À { $who } de poser un pion sur une pierre libre
picture-magistrar-to-answer = À { $who } de répondre sur la pierre { $rock }
picture-magistrar-to-steer = À { $who } de choisir clair ou sombre pour la super énergie de la pierre { $rock }

## La fin d'une partie
picture-magistrar-game-won = { $who } gagne, { $won } Honoris à { $lost }
picture-magistrar-game-markers = égalité à { $honoris } Honoris : { $who } gagne aux marqueurs de duel, { $won } à { $lost }
picture-magistrar-game-draw = match nul, { $honoris } Honoris et { $markers } marqueurs de duel chacun
picture-magistrar-game-over = Partie terminée : { $result }
picture-magistrar-last-game = Dernière partie : { $result }
picture-magistrar-match-won = Match terminé : { $who } est Grand Mage, { $won } parties à { $lost }
picture-magistrar-match-drawn = Match terminé : nul, { $wins } parties chacun
picture-magistrar-wins-game = { $who } gagne la partie
picture-magistrar-wins-match = { $who } gagne le match

## Les titres du plateau
picture-magistrar-duel-of = Duel { $duel } sur { $duels }
picture-magistrar-grand-mage = Grand Mage · partie { $game } · parties blanc { $white }, noir { $black }
picture-magistrar-game-prefix = Partie { $game } · { $caption }
picture-magistrar-arena-if-confirmed = Duel { $duel } · si confirmé
picture-magistrar-arena-scored = Duel { $duel } · décompté
picture-magistrar-arena-drawn = Duel { $duel } · jetons tirés
picture-magistrar-arena-as-it-stood = Duel { $duel } · tel qu'il était
picture-magistrar-arena-in-play = Duel { $duel } · en cours
picture-magistrar-energy-track = Piste d'énergie

## Les cartes
picture-magistrar-honoris = { $honoris } Honoris
picture-magistrar-level = niveau { $level } = { $honoris } · marqueurs { $markers }×{ $each } = { $points }
picture-magistrar-level-light = clair { $n }
picture-magistrar-level-dark = sombre { $n }
picture-magistrar-pawns = pions
picture-magistrar-bag = sac

## La légende
picture-magistrar-legend-light = Énergie claire : 1 case vers le clair
picture-magistrar-legend-dark = Énergie sombre : 1 case vers le sombre
picture-magistrar-legend-super = Super énergie : gagne, 2 cases au choix
picture-magistrar-legend-golden = Super dorée : 3 cases, compte double
picture-magistrar-legend-pawns = Pions de sort : faible, moyen, fort
picture-magistrar-legend-arrow = Qui gagne la rencontre (= : personne)
