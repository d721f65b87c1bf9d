# Les mots dessinés sur les images de Rivality et du mode solo : le panneau, sa légende
# et les mots sur le plateau. Camps, orientations, tuiles et Golems sont ceux de
# moves-rivality.

## Le coup mis en évidence
picture-rivality-last-placed = Dernier coup : { $who } a posé { $tile } en { $cell }, tournée vers { $facing }
picture-rivality-preview-placed = Coup de { $who }, s'il est confirmé : { $tile } en { $cell }, tournée vers { $facing }
picture-rivality-last-mulligan = Dernier coup : { $who } a fait un mulligan
picture-rivality-preview-mulligan = Coup de { $who }, s'il est confirmé : un mulligan
picture-rivality-last-removed = Dernier coup : { $golems } { $side } renvoyés de { $cell }
picture-rivality-preview-removed = S'il est confirmé : { $golems } { $side } renvoyés de { $cell }

## Le panneau
picture-rivality-team = Camp { $side }
picture-rivality-expert = Règles expert
picture-rivality-removal = { $who } choisit quel Golem
picture-rivality-removal-from = quitte { $cell }
picture-rivality-to-play = À { $who } de jouer
picture-rivality-score-ended = score à la fin de la partie
picture-rivality-score-final = score final
picture-rivality-score-now = score si la partie finissait maintenant
picture-rivality-no-tile = Aucune tuile en main
picture-rivality-hand-tile = { $tile } · { $kind }

## La fin d'une partie
picture-rivality-team-players = { $names } (camp { $side })
picture-rivality-wins = { $team ->
    [yes] { $who } gagnent
   *[no] { $who } gagne
}
picture-rivality-over-tiles = Partie terminée : toutes les tuiles sont posées
picture-rivality-over-supply = Partie terminée : { $side } a posé tous ses Golems
picture-rivality-over-no-move = Partie terminée : plus aucun coup possible
picture-rivality-won-with = { $wins } avec { $best } PV contre { $others }
picture-rivality-tied-well = Égalité à { $best } : { $wins }, qui contrôle le Puits
picture-rivality-others-tied-well = { $tied } à égalité à { $score } : { $wins }, qui contrôle le Puits
picture-rivality-shared-win = Victoire partagée à { $best } PV : { $who } (personne ne contrôle le Puits)
picture-rivality-share-the-win = { $who } se partagent la victoire

## La légende
picture-legend-rim = Bordure : qui contrôle la tuile
picture-legend-contested = Bordure en tirets : égalité, personne ne la contrôle
picture-legend-entrenched = Double bordure : 5 Golems, un Bouclier de plus
picture-legend-wizard = Un Magicien (sa tuile ne rapporte rien)
picture-legend-spell = Sort : les Golems qu'il amène, ◆ = portée
picture-legend-shield = Bouclier : détruit 1 Golem ennemi qui arrive
picture-legend-broken = Bouclier brisé : le Sort ignore les Boucliers
picture-legend-delayed = Sort en tirets : attend une tuile à sa cible
picture-legend-waiting = Cercle en tirets à la couleur d'un camp : ses Golems arrivent quand une tuile y est posée (blanc : personne ne tient la tuile du sort)

## Sur le plateau (court : dans une case)
picture-board-entry-point = Point d'entrée
picture-board-lost-no-tile = perdu
picture-board-lost-wizard = Magicien
picture-board-lost-unheld = libre
picture-board-lost-no-golem = 0 Golem
picture-board-waits = attend

## Le mode solo
picture-solo-title = Solo
picture-solo-you = Toi
picture-solo-last = Dernier coup : { $player } est allé en { $cell }
picture-solo-preview = Coup de { $player }, s'il est confirmé : en { $cell }
picture-solo-suramun-to = { $turn }, Suramun en { $cell }
picture-solo-spells-brought = { $turn } ; les Sorts ont amené { $golems }
picture-solo-runs-dry = Une réserve est vide : la partie s'arrête là.
picture-solo-spells-on-confirm = Les Sorts sont lancés quand tu confirmes : ceux de Suramun, puis les tiens.
picture-solo-to-move = À { $player } de jouer.
picture-solo-against = contre Suramun, décompte { $difficulty ->
    [beginner] débutant
    [master] maître
   *[standard] standard
}
picture-solo-score-final = final
picture-solo-score-before-spells = avant les Sorts
picture-solo-score-now = si la partie finissait maintenant

## More words on the board: golems sent back from a crowded tile, a siege
picture-board-sent-back = −{ $count } renvoyés
picture-board-siege = siège

## The legend: the highlighted move's words on the board, each beside an example
picture-legend-tag-summoned = Golems que le sort a amenés sur sa tuile
picture-legend-tag-shielded = Golems arrivés, puis ceux que les boucliers ont détruits
picture-legend-tag-lost = un sort perdu, et pourquoi
picture-legend-tag-waits = un sort différé : il attend une tuile à sa cible
picture-legend-tag-sent-back = Golems renvoyés dans leur réserve (plus de cinq sur une tuile)
picture-legend-tag-siege = une tuile prise par un siège

## How a solo game ended, and who won (ties go to Suramun)
picture-solo-over-supply-you = Partie terminée : votre réserve est épuisée
picture-solo-over-supply-suramun = Partie terminée : la réserve de Suramun est épuisée
picture-solo-over-no-move = Partie terminée : { $player } n'a plus de tuile où aller
picture-solo-you-win = { $player } gagne, { $mine } PV contre { $his }
picture-solo-suramun-wins = Suramun gagne, { $his } PV contre { $mine }
picture-solo-suramun-wins-tie = Égalité à { $score } PV : Suramun gagne
