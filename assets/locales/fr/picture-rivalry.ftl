# L'image de la carte de Rivalry : les mots qui y sont écrits. Les joueurs sont tutoyés.

picture-rivalry-title = Rivalry
picture-rivalry-round = Manche { $round } sur { $limit }
picture-rivalry-preview = Aperçu : pas encore joué
picture-rivalry-mount-aedana = Mont Aedana
picture-rivalry-nation = { $side ->
    [republic] République
   *[kingdom] Royaume
}
picture-rivalry-leader = { $side ->
    [republic] Le Président
   *[kingdom] Le Roi
}
picture-rivalry-player = { $name } ({ $nation })
picture-rivalry-last = Dernier coup : { $player }
picture-rivalry-if-confirmed = { $player }, si tu confirmes : { $notation }
picture-rivalry-preview-of = { $player }, si tu confirmes :
picture-rivalry-turn-of = Tour de { $player }, manche { $round }
picture-rivalry-dice-later = les dés sont lancés une fois le coup joué
picture-rivalry-rolled = Dés : { $first } et { $second } : { $sum ->
    [7] une carte
   *[other] jusqu'à { $sum } unités peuvent bouger
}
picture-rivalry-card = { $card ->
    [foreign-aid] Aide étrangère ({ $n })
    [new-recruits] Nouvelles recrues ({ $n })
    [internal-improvement] Aménagement intérieur
    [mutiny] Mutinerie ! ({ $n })
    [revolt] Révolte !
    [sabotage] Sabotage !
    [scandal-president] Scandale ! (le Président a démissionné)
   *[scandal-prime-minister] Scandale ! (le Premier ministre a démissionné)
}
picture-rivalry-drew = { $nation } : carte { $card }
picture-rivalry-reshuffled = La défausse a été mélangée en une nouvelle pioche
picture-rivalry-moves = Déplacements : { $list }
picture-rivalry-assault = Assaut { $from } → { $target } : { $rolls }
picture-rivalry-roll-pair = { $attack } contre { $defence }
picture-rivalry-losses = { $attacker } perd { $attacker_lost }, { $defender } perd { $defender_lost }
picture-rivalry-captured = { $nation } prend { $city }
picture-rivalry-surrendered = { $nation } cède { $target }
picture-rivalry-built = { $nation } bâtit { $city }
picture-rivalry-no-site = Aucun site où bâtir une cité
picture-rivalry-raised = { $count ->
    [one] Une nouvelle unité
   *[other] { $count } nouvelles unités
}
picture-rivalry-not-raised = { $count ->
    [one] Une nouvelle unité que la boîte n'a pas pu fournir
   *[other] { $count } nouvelles unités que la boîte n'a pas pu fournir
}
picture-rivalry-mutinied = Mutinerie ! : { $count ->
    [one] une unité retirée
   *[other] { $count } unités retirées
}
picture-rivalry-turn-lost = { $nation } perd son tour
picture-rivalry-sabotaged = Sabotage ! : { $nation } ne recrute rien ce tour-ci
picture-rivalry-turn-to-lose = { $nation } perdra son prochain tour ({ $pending } en attente)
picture-rivalry-sabotage-pending = { $nation } ne recrutera rien à son prochain tour ({ $pending } en attente)
picture-rivalry-escaped = { $leader } s'est enfui à { $city } (dé : { $die })
picture-rivalry-caught = { $leader } a été capturé
picture-rivalry-caught-die = { $leader } a été capturé (dé : { $die })
picture-rivalry-home = { $leader } est de retour chez lui
picture-rivalry-to-play = { $player } joue : { $step }
picture-rivalry-step = { $step ->
    [surrender] céder ou lancer les dés
    [move] déplacer jusqu'à { $left } { $left ->
        [one] unité
       *[other] unités
    } de plus
    [reinforce] placer { $left } { $left ->
        [one] nouvelle unité
       *[other] nouvelles unités
    } à la capitale
    [build] choisir le site d'une nouvelle cité
    [mutiny] retirer { $left } { $left ->
        [one] unité
       *[other] unités
    } de plus
    [battle] lancer un assaut ou finir les combats
    [advance] avancer après l'assaut
   *[recruit] recruter, une unité par cité
}
picture-rivalry-won = Partie finie : { $player } gagne. { $ending ->
    [leader-caught] Le chef ennemi a été capturé.
    [interim-capital-taken] La capitale provisoire est tombée.
    [round-limit] La manche 40 est finie.
   *[resigned] L'autre camp a capitulé.
}
picture-rivalry-draw = Partie finie : égalité après la manche 40.
picture-rivalry-resigned = { $forfeit ->
    [yes] Partie finie : { $player } n'a plus de temps.
   *[no] Partie finie : { $player } a capitulé.
}
picture-rivalry-forces = { $cities ->
        [one] { $cities } cité
       *[other] { $cities } cités
    } · { $armies ->
        [one] { $armies } armée
       *[other] { $armies } armées
    } · { $cavalry ->
        [one] { $cavalry } cavalier
       *[other] { $cavalry } cavaliers
    }
picture-rivalry-leader-home = { $leader } à { $city }
picture-rivalry-leader-exile = { $leader } en exil à { $city }
picture-rivalry-leader-caught = { $leader } capturé
picture-rivalry-lost-turns = Tours à perdre : { $count }
picture-rivalry-sabotage = Tours sans recrues : { $count }
picture-rivalry-deck = Pioche orange : { $left } cartes, { $discards } défaussées
picture-rivalry-last-card = dernière carte tirée : { $card }
picture-rivalry-legend-units = armées | cavalerie
picture-rivalry-legend-capital = capitale
picture-rivalry-legend-leader = chef
picture-rivalry-legend-move = déplacement
picture-rivalry-legend-assault = assaut : dés attaque:défense
picture-rivalry-setup-title = Ta mise en place : { $nation }
picture-rivalry-setup-units = { $armies } armées · { $cavalry } cavaliers sur { $tiles } cases
picture-rivalry-setup-capital = Capitale : { $city }
picture-rivalry-waiting = En attente des mises en place
picture-rivalry-setup-in = { $player } : mise en place reçue
picture-rivalry-setup-awaited = { $player } : mise en place attendue

## After round 40: what decided it
picture-rivalry-decided-leader = Décidé par les chefs : un chef chez lui l'emporte sur un chef en exil.
picture-rivalry-decided-cities = Les deux chefs chez eux : décidé par les cités, { $republic } contre { $kingdom } (République contre Royaume).
picture-rivalry-decided-units = Chefs et cités à égalité : décidé par les unités sur la carte, { $republic } contre { $kingdom } (République contre Royaume).
picture-rivalry-decided-nothing = Chefs, cités ({ $cities } chacun) et unités ({ $units } chacun) à égalité.
