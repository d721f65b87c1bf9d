# Rivality en solo contre le magicien Suramun, en bref, par sujet, pour chaque interface
# (`/suramun rules`, `rules` dans le terminal) : le texte de chaque sujet, et son titre en attribut.

rules-suramun-overview =
    Tu joues un Magicien et 30 Golems contre le magicien Suramun et ses 30. Pas de Puits de Mana : tes 12 tuiles sont face visible en 3 rangées de 4 (la rangée du bas est ton point d'entrée), et les 12 de Suramun sont face cachée au-delà, tournées vers toi.
    À chaque tour, tu déplaces ton Magicien et poses un Golem ; Suramun te copie, puis lance tous les Sorts de sa tuile ; ensuite, si tu contrôles toujours la tienne, tu lances tous les Sorts de ta tuile. Contrôle les tuiles qui valent le plus de points de victoire (PV) à la fin de la partie.
    .title = Présentation

rules-suramun-turn =
    1. Déplace ton Magicien. Premier tour : sur une tuile de ta rangée du bas. Ensuite : vers une tuile vide (visible ou non) par un chemin continu de tuiles portant chacune au moins un de tes Golems, quel que soit leur contrôleur. Places-y un Golem de ta réserve ; une tuile cachée est révélée.
    2. Suramun se déplace (voir le sujet suramun) et lance ses Sorts.
    3. Si tu contrôles toujours ta tuile (plus de Golems que Suramun dessus), lance TOUS ses Sorts, dans l'ordre que tu choisis (il ne compte que si ta réserve ne suffit pas pour tous) ; sinon tu ne lances rien. Un Sort qui tombe hors du Champ de bataille est perdu ; un Sort qui tombe sur une tuile cachée la révèle.
    .title = Ton tour

rules-suramun-suramun =
    • Il finit toujours dans la même colonne que ton Magicien, en miroir de l'autre côté de la ligne entre tes terres et les siennes, et les deux Magiciens ne partagent jamais une tuile. Il arrive avec un Golem.
    • Sa tuile est révélée (tournée vers toi) et il lance TOUS ses Sorts, avant, puis gauche, puis droite, même si tes Golems tiennent cette tuile : il les ignore, ainsi que ses Boucliers.
    • En solo, ton Magicien ne protège pas ta tuile : ses Sorts l'atteignent comme les autres.
    .title = Le tour de Suramun

rules-suramun-attacks =
    • Des Golems qui arrivent sur une tuile vide la prennent. Sur une tuile tenue par l'autre camp, ils perdent d'abord un Golem par Bouclier (Chaumière 1, Forteresse 2, +1 quand 5 Golems d'un camp la retranchent) ; les Sorts de portée 3 ignorent les Boucliers.
    • Quand une tuile porte plus de 5 Golems, le lanceur retire d'abord des Golems adverses, puis les siens, qui retournent dans les réserves.
    • Une tuile appartient au camp qui y a le plus de Golems ; en cas d'égalité, elle est contestée.
    .title = Sorts et Boucliers

rules-suramun-scoring =
    • La partie s'arrête aussitôt que toi ou Suramun avez invoqué tous vos Golems, ou quand ton Magicien n'a plus de tuile vide où aller.
    • Chaque camp compte les tuiles qu'il contrôle : Plaine à Dolmens 1 PV, Chaumière 2, Forteresse 4. Une tuile portant un Magicien ne rapporte rien.
    • Débutant : il te faut plus de PV que Suramun (une égalité est une défaite). Normal : les tuiles contestées vont à Suramun. Chevronné : comme Normal, et tu perds 1 PV par tuile que tu contrôles et qui porte un Golem adverse.
    .title = Fin de partie et score
