# Le récit public de chaque coup de Rivality (et du mode solo, qui parle des mêmes tuiles,
# Golems et Sorts), son issue et un abandon. Le code joint les morceaux par ": ", ", " et
# ". ", et met une majuscule en tête de phrase. Termes de la règle française.

## Mots
rivality-golems = { $count ->
    [one] { $count } Golem
   *[other] { $count } Golems
}
rivality-tile-well-of-mana = Puits de Mana
rivality-tile-stone-circle = Plaine à Dolmens
rivality-tile-cottage = Chaumière
rivality-tile-fortress = Forteresse
rivality-side-salmon = saumon
rivality-side-purple = mauve
rivality-side-teal = turquoise
rivality-facing-north = le nord
rivality-facing-east = l'est
rivality-facing-south = le sud
rivality-facing-west = l'ouest
rivality-lost-no-tile = pas de tuile à cet endroit
rivality-lost-enemy-wizard = un Magicien adverse s'y trouve
rivality-lost-uncontrolled = sa tuile n'est plus contrôlée
rivality-lost-supply-empty = plus de Golem en réserve
words-and = et
words-or = ou

## Un coup
rivality-mulligan = { $player } a fait un mulligan et pioché deux nouvelles tuiles
rivality-placed = { $player } a posé { $tile } en { $cell }, tournée vers { $facing }
rivality-wizard-moved = le Magicien { $side } est allé en { $cell }
rivality-wizard-moved-with-golem = le Magicien { $side } est allé en { $cell } avec un Golem
rivality-revealed = { $cell } a été retournée face visible : { $tile }
rivality-summoned = { $golems } en { $target }
rivality-summoned-delayed = un Sort à retardement { $side } a amené { $golems } en { $target }
rivality-destroyed = { $count ->
    [one] , { $count } détruit par le Bouclier
   *[other] , { $count } détruits par les Boucliers
}
rivality-spell-lost = le Sort vers { $target } est perdu ({ $why })
rivality-spell-waits = un Sort attend qu'une tuile soit posée en { $target }
rivality-golems-removed = retour à la réserve de { $golems } { $side } depuis { $cell } (cinq au plus par tuile)
rivality-control-changed = { $cell } est maintenant { $control }
rivality-held-by = contrôlée par { $side }
rivality-contested = contestée
rivality-empty = vide
rivality-removal-option = { $side } (`remove { $typed }`)
rivality-removal-choice = { $player } doit choisir de quel camp un Golem retourne à la réserve depuis { $cell } : { $options }
rivality-removal-pending = { $player } doit d'abord choisir de quel camp un Golem retourne à la réserve depuis { $cell }
rivality-besieged = { $cell } est assiégée et tombe aux mains de { $side }
rivality-drew = { $player } a pioché une tuile

## La fin
rivality-over = La partie est finie : { $why }. { $result }
rivality-over-no-result = La partie est finie : { $why }
rivality-end-tiles = la dernière tuile est jouée
rivality-end-supply = { $side } n'a plus de Golem en réserve
rivality-end-no-move = le Magicien n'a plus nulle part où aller
rivality-scores = Scores : { $scores }. { $verdict }
rivality-nobody-wins = personne ne gagne
rivality-wins = { $winner } { $count ->
    [one] gagne
   *[other] gagnent
}
rivality-wins-others-tied = { $winner } { $count ->
    [one] gagne
   *[other] gagnent
} : { $others } sont à égalité à { $score }, et { $winner } { $count ->
    [one] contrôle
   *[other] contrôlent
} le Puits
rivality-wins-tie-well = { $winner } { $count ->
    [one] gagne
   *[other] gagnent
} : { $tie } ; { $winner } { $count ->
    [one] contrôle
   *[other] contrôlent
} le Puits
rivality-tie-both = tous deux à { $score }
rivality-tie-all = à égalité à { $score }
rivality-share-well-elsewhere = { $winners } se partagent la victoire : { $tie }, et celui qui contrôle le Puits n'en fait pas partie
rivality-share-no-well = { $winners } se partagent la victoire : { $tie }, et personne ne contrôle le Puits
rivality-resigned = { $player } a abandonné : { $winner } { $count ->
    [one] gagne
   *[other] gagnent
}
rivality-resigned-most = { $player } a abandonné : { $winner } gagne, avec le plus de PV parmi les autres ({ $standing })
rivality-resigned-share = { $player } a abandonné : { $winners } se partagent la victoire, à égalité à { $score } PV
moves-ran-out-of-time = { $player } n'a plus de temps. { $account }

## La main d'un joueur
rivality-hand-empty = Ta main est vide.
rivality-your-hand = Ta main :

## Le plateau en texte (le terminal) ; les lettres sont celles de la notation.
rivality-board-legend-1 = (^ > v < : où regarde l'avant de la tuile ; { $letter }2 = 2 Golems { $colour } ; *{ $letter } = Magicien { $colour } ;
rivality-board-legend-2 = . = un emplacement libre ; W = le Puits de Mana ;
rivality-board-legend-3 = les camps : { $letters })
rivality-board-supply = Golems en réserve : { $supplies }
rivality-board-hands = Tuiles en main : { $hands } ; dans les pioches : { $stacks }
rivality-board-score = Score si la partie s'arrêtait maintenant : { $scores }
rivality-board-you = Tu es { $side }.

## Une tuile en mots (une main, `tile A7`) : « A7 Chaumière 2 PV, 1 Bouclier : avant 3 Golems portée 1 »
rivality-tile-text = { $tile } { $kind } { $vp } PV
rivality-tile-shields = { $count ->
    [one] , { $count } Bouclier
   *[other] , { $count } Boucliers
}
rivality-tile-spells = { "\u00A0" }: { $spells }
rivality-tile-spell = { $edge } { $golems } portée { $range }
rivality-tile-spell-piercing = { $edge } { $golems } portée { $range } (ignore les Boucliers)

# Le score d'une partie finie sur le plateau en texte.
rivality-board-final-score = Score final : { $scores }
