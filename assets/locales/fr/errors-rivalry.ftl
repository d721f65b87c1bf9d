# Pourquoi un texte tapé n'est pas un coup ou une mise en place de Rivalry. Les mots de la
# notation restent tels qu'il faut les taper.

rivalry-unreadable-tile = `{ $word }` n'est pas une case de l'île (une colonne A–L et une ligne 1–13)
rivalry-unreadable-site = `{ $word }` n'est pas un site de ville : @R1…@R9 ou @K1…@K9
rivalry-unreadable-units = `{ $word }` n'est pas un nombre d'unités : comme 2a1c, 3a, 1c ou 0
rivalry-unreadable-card = `{ $word }` n'est pas une carte : FA3, NR2, II, MU2, RV, SB, SCP ou SCK
rivalry-unreadable-kind = `{ $word }` doit dire son type : `a` (armée) ou `c` (cavalier)
rivalry-unreadable-surrender = `{ $word }` : une reddition s'écrit surrender:E8>J10:2a,I11:1c
rivalry-unreadable-relocation = `{ $word }` : chaque repli s'écrit CASE:UNITÉS
rivalry-unreadable-advance = `{ $word }` : une avancée s'écrit >CASE:UNITÉS
rivalry-unreadable-recruit = `{ $word }` : un recrutement s'écrit @R2+E3a
rivalry-unreadable-route = `{ $word }` : un déplacement s'écrit DEPUIS-VERS:UNITÉS
rivalry-unreadable-move = `{ $word }` n'est pas un coup : vois docs/rivalry-notation.md (C5-B5:2a, E7xE8, E7x@K9!, >E8:3a, …)
rivalry-setup-twice = `{ $word }` est écrit deux fois
rivalry-setup-starts = `{ $word }` : une mise en place commence par `cities`, par ex. cities *@R2 @R6 @R8 @R9 units E3:2a … extra E3
rivalry-setup-one-capital = marque une seule ville avec `*`, la capitale
rivalry-setup-units-shape = `{ $word }` : les unités s'écrivent CASE:UNITÉS, comme E3:2a1c
rivalry-setup-one-extra = l'armée en plus va sur une seule case
rivalry-setup-lacks-cities = il manque à la mise en place `cities` et les quatre sites de ville
rivalry-setup-lacks-units = il manque à la mise en place `units` et les unités par case
rivalry-setup-lacks-extra = il manque à la mise en place `extra` et la case de l'armée en plus
rivalry-setup-no-capital = marque la capitale parmi les villes avec `*`, comme *@R2
rivalry-setup-no-extra-tile = `extra` attend une case, comme extra E3
