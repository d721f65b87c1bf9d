# La mise en place de Rivalry : celle d'un camp préparée en secret (le panneau de
# mise en place sur Discord, le terminal), puis scellée. Seul son joueur lit ces messages.

setup-title = **Ta mise en place pour { $side ->
    [republic] la République
   *[kingdom] le Royaume
}** (toi seul la vois ; l'autre camp ne voit rien avant que les deux mises en place soient scellées)
setup-armies = { $count ->
    [one] 1 armée
   *[other] { $count } armées
}
setup-cavalry = { $count ->
    [one] 1 cavalerie
   *[other] { $count } cavaleries
}
setup-no-units = aucune unité
setup-extra-here = {" "}+ l'armée supplémentaire
setup-capital-mark = ★ capitale ·{" "}
setup-elsewhere = Ailleurs : { $tiles }
setup-placed = Placées : { $units } unités sur { $all }, dont { $cavalry } cavaleries sur { $most } au plus, et l'armée supplémentaire.
setup-problem = ⚠️ Pas prêt : { $reason }
setup-ready = ✅ Prêt à être scellé.
setup-problem-city-count = choisis exactement { $needed } villes différentes, pas { $count }.
setup-problem-foreign-site = { $site } n'est pas un site de ville de ta nation.
setup-problem-capital = la capitale { $site } doit être l'une de tes quatre villes.
setup-problem-foreign-tile = { $tile } n'est pas une case de terre de ta nation.
setup-problem-tile-twice = { $tile } apparaît deux fois.
setup-problem-unit-count = place exactement { $needed } unités, pas { $count }.
setup-problem-cavalry = au plus { $most } des { $all } unités peuvent être des cavaleries, pas { $count }.
setup-problem-extra = l'armée supplémentaire va sur une case de l'une de tes villes, pas { $tile }.
setup-problem-empty-city = { $city } doit avoir au moins une unité sur ses cases.
setup-all-placed = les { $all } unités sont toutes placées : retires-en d'abord une d'une case.
setup-all-cavalry = les { $most } cavaleries sont toutes placées : retires-en d'abord une d'une case.
setup-none-to-remove = il n'y en a aucune de ce type sur { $tile }.

# Le panneau sur Discord.
setup-menu-cities = Tes quatre villes
setup-menu-capital = Ta capitale
setup-menu-tile = Une case où placer des unités
setup-tile-option = { $tile } · { $units }
setup-placing-on = Placement sur **{ $tile }** : { $units }.
setup-add-army = +1 armée
setup-remove-army = −1 armée
setup-add-cavalry = +1 cavalerie
setup-remove-cavalry = −1 cavalerie
setup-extra-button = Armée supplémentaire ici
setup-suggested-button = Mise en place suggérée
setup-seal-button = Sceller ma mise en place
setup-open-button = Déployer mon camp
setup-sealed = Ta mise en place est scellée. La partie commence quand celle de l'autre camp l'est aussi.
setup-not-waiting = Cette table n'attend pas ta mise en place.
setup-refused = Rien n'a changé : { $reason }
setup-unreadable = Cette mise en place est illisible : { $reason }

# Le terminal (`manawell local --game rivalry`).
setup-local-ask = Tape ta mise en place sur une ligne comme celle ci-dessus, ou 1 pour la mise en place suggérée. L'autre camp n'en voit rien avant que les deux soient scellées.
