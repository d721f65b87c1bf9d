# Le panneau du tour : ce que seul le joueur qui a la main voit. Les joueurs sont tutoyés.

panel-tile-label = { $tile } · { $kind ->
    [well-of-mana] Puits de Mana
    [stone-circle] Plaine à Dolmens
    [cottage] Chaumière
   *[fortress] Forteresse
} ({ $vp } PV)
panel-facing = { $facing ->
    [n] Avant vers le nord ↑
    [e] Avant vers l'est →
    [s] Avant vers le sud ↓
   *[w] Avant vers l'ouest ←
}
panel-order-default = Avant, gauche, droite (par défaut)
panel-edge = { $edge ->
    [l] gauche
    [f] avant
   *[r] droite
}
panel-prompt-removal = Trop de Golems sur une tuile : choisis quel Golem retourne dans la réserve de son propriétaire.
panel-prompt-tile = À toi de jouer : choisis la tuile à poser.
panel-paging = (page { $page }/{ $pages })
panel-prompt-wizard = À toi de jouer : choisis où va ton Magicien{ $paging }.
panel-prompt-spot = Choisis où la poser{ $paging }.
panel-prompt-facing = Choisis vers où tourner son avant.
panel-prompt-order = Ta réserve ne suffit pas pour tous les Sorts : choisis leur ordre.
panel-prompt-ready = Jouer **{ $notation }** ?
panel-gone = Ce panneau n'est plus à jour : ouvres-en un nouveau avec « Jouer mon tour ».
panel-menu-tile = Tuile
panel-menu-spot = Emplacement
panel-menu-facing = Orientation
panel-menu-order = Ordre des Sorts
panel-mulligan = Mulligan : piocher deux nouvelles tuiles
panel-remove = Retirer un Golem { $side ->
    [salmon] saumon
    [purple] mauve
    [teal] turquoise
   *[other] { $side }
}
panel-previous-spots = ◀ Emplacements précédents
panel-more-spots = Autres emplacements ▶
panel-previous = ◀ Précédent
panel-next = Suivant ▶
panel-back = Retour
panel-confirm = Confirmer
panel-change-menu = Modifier une réponse…
panel-change-ask = Modifie ta réponse : **{ $question }**
panel-hand = Ta main : { $hand }
panel-failed = Un problème est survenu : ouvre un nouveau panneau avec « Jouer mon tour ».
panel-played = Tu as joué **{ $notation }**.
panel-saved = Ton coup **{ $notation }** est enregistré ; la réponse de l'IA et le plateau suivent dans un instant.
