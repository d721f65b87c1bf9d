# Le récit public de chaque coup de Rivalry, ses dés et son issue, la mise en place et le
# plateau en texte. Le code met une majuscule en tête de chaque phrase et le point final.

rivalry-side-republic = la République
rivalry-side-kingdom = le Royaume
rivalry-leader-republic = le Président
rivalry-leader-kingdom = le Roi
rivalry-units = { $armies ->
    [0] { $cavalry ->
        [0] aucune unité
        [one] 1 cavalier
       *[other] { $cavalry } cavaliers
    }
    [one] 1 armée{ $cavalry ->
        [0] {""}
        [one] {" "}et 1 cavalier
       *[other] {" "}et { $cavalry } cavaliers
    }
   *[other] { $armies } armées{ $cavalry ->
        [0] {""}
        [one] {" "}et 1 cavalier
       *[other] {" "}et { $cavalry } cavaliers
    }
}
rivalry-unit-army = une armée
rivalry-unit-cavalry = un cavalier
rivalry-city = { $name } ({ $site })
rivalry-card-foreign-aid = Aide étrangère ({ $n })
rivalry-card-new-recruits = Nouvelles recrues ({ $n })
rivalry-card-internal-improvement = Aménagement intérieur
rivalry-card-mutiny = Mutinerie ! ({ $n })
rivalry-card-revolt = Révolte !
rivalry-card-sabotage = Sabotage !
rivalry-card-scandal-republic = Scandale ! (le Président)
rivalry-card-scandal-kingdom = Scandale ! (le Premier ministre)

rivalry-setup-sent = { $player } a envoyé sa mise en place ; on attend { $other }
rivalry-setup-revealed = les deux mises en place sont révélées
rivalry-setup-of = { $player } ({ $side }) : villes { $cities }, capitale { $capital } ; { $units } ; l'armée en plus sur { $extra }
rivalry-setup-preview = ta mise en place : villes { $cities }, capitale { $capital } ; { $units } ; l'armée en plus sur { $extra }. Elle reste scellée jusqu'à ce que les deux soient arrivées
rivalry-setup-sent-already = tu as déjà envoyé ta mise en place : elle reste scellée jusqu'à ce que les deux soient arrivées, et ne peut plus être changée
rivalry-setup-over = les mises en place sont finies : la partie a commencé
rivalry-setup-not-over = pas encore : la partie commence quand les deux mises en place sont arrivées
rivalry-setup-not-yours = tu joues { $side } : envoie la mise en place de ce camp
rivalry-setup-whose = dis de quel camp est la mise en place : `republic cities …` ou `kingdom cities …`
rivalry-setup-waiting = mise en place : { $sent }
rivalry-setup-status-sent = { $player } a envoyé sa mise en place
rivalry-setup-status-waiting = { $player } n'a pas encore envoyé sa mise en place
rivalry-setup-yours = Ta mise en place (scellée jusqu'à ce que les deux soient arrivées) : { $setup }
rivalry-setup-ask = Envoie ta mise en place ({ $side }) : quatre sites de ville de ta nation, dont la capitale, 25 unités (8 cavaliers au plus) et l'armée en plus. Une mise en place solide pour commencer : { $setup }
rivalry-your-roll = Le lancer : { $first } et { $second }. Maintenant : { $step }.
rivalry-nothing-hidden = Rien n'est caché dans Rivalry une fois les mises en place révélées : le plateau montre tout.

rivalry-turn-began = manche { $round } : { $player } joue { $side }
rivalry-turn-lost = { $side } perd ce tour
rivalry-sabotaged = un Sabotage ! couvre ce tour : { $side } ne recrute rien
rivalry-surrendered = { $side } rend { $target } ; ses unités vont sur { $to }
rivalry-rolled = { $side } lance { $first } et { $second }
rivalry-reshuffled = la défausse est mélangée en une nouvelle pioche
rivalry-card-drawn = { $side } tire { $card }
rivalry-raised = { $side } lève { $unit } sur { $tile }
rivalry-not-raised = la boîte est vide : { $count } nouvelles unités pour { $side } ne sont pas levées
rivalry-city-built = { $side } bâtit une ville à { $city }
rivalry-no-site = { $side } ne trouve aucun site où bâtir une ville
rivalry-mutinied = Mutinerie ! : { $side } perd { $unit } sur { $tile }
rivalry-turn-to-lose = { $side } perdra { $pending ->
    [one] son prochain tour
   *[other] ses { $pending } prochains tours
}
rivalry-sabotage-pending = { $side } ne recrutera rien { $pending ->
    [one] à son prochain tour joué
   *[other] à ses { $pending } prochains tours joués
}
rivalry-moved = { $side } déplace { $units } de { $from } à { $to }
rivalry-assault = { $side } attaque { $target } depuis { $from } : attaque { $attack }, défense { $defence } ; { $losses }
rivalry-loss = { $side } perd { $unit } sur { $tile }
rivalry-no-loss = aucune perte
rivalry-advanced = { $side } avance { $units } de { $from } sur { $onto }
rivalry-city-captured = { $side } prend { $city } à { $from }
rivalry-escape-roll = { $leader } lance { $die } pour s'enfuir
rivalry-escaped = { $leader } s'enfuit à { $city }, la capitale provisoire
rivalry-leader-home = { $leader } est de retour chez lui
rivalry-leader-caught = { $leader } est pris
rivalry-turn-ended = { $side } finit son tour

rivalry-won-leader-caught = { $player } ({ $side }) gagne : le chef ennemi est pris
rivalry-won-interim-taken = { $player } ({ $side }) gagne : la capitale provisoire ennemie est prise
rivalry-won-round-limit = { $player } ({ $side }) gagne à la limite des manches
rivalry-won-resigned = { $player } ({ $side }) gagne : l'autre camp a capitulé
rivalry-draw-round-limit = la limite des manches est atteinte et la partie est nulle

rivalry-preview = { $move } : un coup permis ; les dés sont lancés quand il est joué

rivalry-board-round = Manche { $round } sur { $limit } : { $player } joue ({ $side }) ; { $step }
rivalry-board-over = La partie est finie.
rivalry-board-side = { $player } ({ $side }) : { $units } sur le plateau ; villes { $cities } ; capitale { $capital }
rivalry-board-interim = capitale provisoire { $city }
rivalry-board-lost = { $count } tours à perdre
rivalry-board-sabotage = { $count } tours sans recrues
rivalry-board-tiles = unités : { $tiles }
rivalry-board-roll = dés { $first } et { $second }
rivalry-board-deck = { $left } cartes dans la pioche ; défausse : { $discards }
rivalry-step-surrender = rendre ou lancer les dés
rivalry-step-move = déplacer des unités (encore { $left }) ou finir les déplacements
rivalry-step-reinforce = placer { $left } nouvelles unités à la capitale
rivalry-step-build = choisir le site de la nouvelle ville
rivalry-step-mutiny = retirer { $left } unités (Mutinerie !)
rivalry-step-battle = attaquer ou finir les combats
rivalry-step-advance = avancer après l'attaque sur { $target }
rivalry-step-recruit = recruter ou finir le tour
rivalry-step-over = la partie est finie

rivalry-ask-setup = Ta mise en place ?
rivalry-ask-action = Et maintenant ?
rivalry-ask-from = Déplacer depuis ?
rivalry-ask-to = Vers ?
rivalry-ask-how-many = Combien ?
rivalry-ask-assault-from = Attaquer depuis ?
rivalry-ask-target = Quelle cible ?
rivalry-ask-fight = Une attaque ou jusqu'au bout ?
rivalry-ask-onto = Avancer sur ?
rivalry-ask-recruit-at = Recruter dans quelle ville ?
rivalry-ask-tile = Sur quelle case ?
rivalry-ask-kind = Armée ou cavalier ?
rivalry-ask-build = Bâtir la nouvelle ville où ?
rivalry-ask-mutiny = Mutinerie ! : retirer de quelle case ?
rivalry-ask-surrender = Rendre quoi ?
rivalry-ask-relocate = Replier ses unités où ?
rivalry-answer-suggested = la mise en place suggérée
rivalry-answer-roll = lancer les dés
rivalry-answer-end-moves = finir les déplacements
rivalry-answer-end-battles = finir les combats
rivalry-answer-end-turn = finir le tour
rivalry-answer-resign = capituler
rivalry-answer-move = déplacer
rivalry-answer-assault = attaquer
rivalry-answer-advance = avancer
rivalry-answer-recruit = recruter
rivalry-answer-reinforce = placer une nouvelle unité
rivalry-answer-build = bâtir une ville
rivalry-answer-mutiny = Mutinerie !
rivalry-answer-surrender = rendre
rivalry-answer-once = une attaque
rivalry-answer-fight-out = jusqu'au bout
rivalry-answer-army = armée
rivalry-answer-cavalry = cavalier
rivalry-label-setup = mise en place : { $setup }
rivalry-label-move = { $units } de { $from } à { $to }
rivalry-label-assault = attaquer { $target } depuis { $from }
rivalry-label-fight-out = attaquer { $target } depuis { $from } jusqu'au bout
rivalry-label-advance = avancer { $units } sur { $onto }
rivalry-label-recruit = recruter { $unit } à { $city } sur { $tile }
rivalry-label-reinforce = { $unit } sur { $tile }
rivalry-label-build = bâtir une ville à { $city }
rivalry-label-mutiny = retirer { $unit } sur { $tile }
rivalry-label-surrender = rendre { $target } en repliant sur { $to }

# L'aperçu d'un coup qui ne lance aucun dé.
rivalry-preview-plain = { $move }.

# Une tuile à choisir dans une étape, avec qui s'y tient : « D7 (à toi : 2 armées ; ennemi : 1 cavalerie) ».
rivalry-tile-standing = { $tile } ({ $standing })
rivalry-tile-yours = à toi : { $units }
rivalry-tile-enemy = ennemi : { $units }
