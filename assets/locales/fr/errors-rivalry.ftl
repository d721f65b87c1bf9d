# Pourquoi un texte tapé n'est pas un coup ou une mise en place de Rivalry. Les mots de la
# notation restent tels qu'il faut les taper.

rivalry-unreadable-tile = `{ $word }` n'est pas une case de l'île (une colonne A–L et une ligne 1–13)
rivalry-unreadable-site = `{ $word }` n'est pas un site de ville : @R1…@R9 ou @K1…@K9
rivalry-unreadable-units = `{ $word }` n'est pas un nombre d'unités : comme 2a1c, 3a, 1c ou 0
rivalry-unreadable-card = `{ $word }` n'est pas une carte : FA3, NR2, II, MU2, RV, SB, SCP ou SCK
rivalry-unreadable-kind = `{ $word }` doit dire son type : `a` (armée) ou `c` (cavalier)
rivalry-unreadable-surrender = `{ $word }` : une reddition s'écrit surrender:E8>J10:2a,I11:1c
rivalry-unreadable-relocation = `{ $word }` : chaque repli s'écrit CASE:UNITÉS
rivalry-unreadable-advance = `{ $word }` : une avancée s'écrit >CASE:UNITÉS
rivalry-unreadable-recruit = `{ $word }` : un recrutement s'écrit @R2+E3a
rivalry-unreadable-route = `{ $word }` : un déplacement s'écrit DEPUIS-VERS:UNITÉS
rivalry-unreadable-move = `{ $word }` n'est pas un coup : vois docs/rivalry-notation.md (`C5-B5:2a`, `E7xE8`, `E7x@K9!`, `>E8:3a`, …)
rivalry-setup-twice = `{ $word }` est écrit deux fois
rivalry-setup-starts = `{ $word }` : une mise en place commence par `cities`, par ex. cities *@R2 @R6 @R8 @R9 units E3:2a … extra E3
rivalry-setup-one-capital = marque une seule ville avec `*`, la capitale
rivalry-setup-units-shape = `{ $word }` : les unités s'écrivent CASE:UNITÉS, comme E3:2a1c
rivalry-setup-one-extra = l'armée en plus va sur une seule case
rivalry-setup-lacks-cities = il manque à la mise en place `cities` et les quatre sites de ville
rivalry-setup-lacks-units = il manque à la mise en place `units` et les unités par case
rivalry-setup-lacks-extra = il manque à la mise en place `extra` et la case de l'armée en plus
rivalry-setup-no-capital = marque la capitale parmi les villes avec `*`, comme *@R2
rivalry-setup-no-extra-tile = `extra` attend une case, comme extra E3

# Pourquoi un coup ou une mise en place de Rivalry enfreint les règles. Cases et sites
# restent écrits comme dans la notation (E8, @R2).

rivalry-error-not-your-turn = ce n'est pas ton tour : { $side } joue
rivalry-error-not-now = pas maintenant : { $expected }
rivalry-expected-surrender = rendre ou lancer les dés
rivalry-expected-move = déplacer des unités ou finir les déplacements
rivalry-expected-reinforce = placer les nouvelles unités de la carte à ta capitale
rivalry-expected-build = choisir le site de ta nouvelle ville
rivalry-expected-mutiny = choisir les unités que Mutinerie ! retire
rivalry-expected-battle = attaquer ou finir les combats
rivalry-expected-advance = avancer après l'attaque
rivalry-expected-recruit = recruter ou finir le tour
rivalry-expected-over = rien : la partie est finie
rivalry-error-not-open = on ne peut pas entrer sur { $tile } : seules les cases de terre sans unité ennemie, hors d'une ville ennemie tenue, sont libres
rivalry-error-no-unit = un déplacement demande au moins une unité
rivalry-error-too-many = le jet ne laisse plus bouger que { $left } unités, pas { $wanted }
rivalry-error-not-enough = { $tile } a { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} et { $cavalry ->
    [one] { $cavalry } cavalier
   *[other] { $cavalry } cavaliers
} qui peuvent encore agir
rivalry-error-not-adjacent = { $to } n'est pas à côté de { $from }
rivalry-error-out-of-reach = { $to } est hors de portée depuis { $from } : une armée avance d'une case, un cavalier de deux par la terre libre
rivalry-error-garrison = la règle de garnison : { $city } doit garder au moins une unité sur ses cases
rivalry-error-not-on-offer = { $target } ne peut pas être rendu
rivalry-error-relocate-all = toutes les unités de { $target } doivent être repliées : { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} et { $cavalry ->
    [one] { $cavalry } cavalier
   *[other] { $cavalry } cavaliers
}
rivalry-error-not-your-city = { $tile } n'est pas une case d'une de tes autres villes
rivalry-error-not-capital = { $tile } n'est pas une case de ta capitale { $capital }
rivalry-error-box-empty-armies = ta boîte n'a plus d'armées
rivalry-error-box-empty-cavalry = ta boîte n'a plus de cavaliers
rivalry-error-cannot-build = on ne peut pas bâtir sur { $site } : il y faut aucune ville, une de tes unités sur ses cases et aucune unité ennemie
rivalry-error-mutiny-last-unit = { $tile } : la dernière unité d'une ville ne part à la Mutinerie ! que si toutes tes unités restantes sont dans ce cas
rivalry-error-no-assault = { $target } ne peut pas être attaqué depuis { $from }
rivalry-error-bad-advance = les unités avancent sur { $target } depuis { $from } : { $onto } n'est pas permis
rivalry-error-must-advance = une ville vidée par ton attaque demande qu'au moins une unité avance
rivalry-error-cannot-recruit = { $city } n'est pas une de tes villes qui peut encore recruter ce tour
rivalry-error-not-city-tile = { $tile } n'est pas une case de { $city }
rivalry-error-city-count = { $side } : choisis exactement 4 sites de ville différents, pas { $count }
rivalry-error-foreign-site = { $side } : { $site } n'est pas un site de ville de ta nation
rivalry-error-capital-not-city = { $side } : la capitale { $site } doit être une de tes quatre villes
rivalry-error-foreign-tile = { $side } : { $tile } n'est pas une case de terre de ta nation
rivalry-error-tile-twice = { $side } : { $tile } est écrit deux fois
rivalry-error-unit-count = { $side } : place exactement 25 unités, pas { $count }
rivalry-error-too-many-cavalry = { $side } : 8 des 25 unités au plus peuvent être des cavaliers, pas { $count }
rivalry-error-extra-not-in-city = { $side } : l'armée en plus va sur une case d'une de tes villes, pas sur { $tile }
rivalry-error-empty-city = { $side } : { $city } a besoin d'au moins une unité sur ses cases

# Un coup sans case là où il en faut une.
rivalry-unreadable-no-tile = il manque une case : les coups nomment leurs cases (une colonne A–L et une ligne 1–13), comme C5-B5:2a ou E7xE8
