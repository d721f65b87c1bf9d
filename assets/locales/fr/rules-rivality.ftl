# Les règles de Rivality en bref, par sujet, pour chaque interface (`/rivality rules`, `rules` dans
# le terminal) : le texte de chaque sujet, et son titre en attribut. Le solo est dans rules-suramun.ftl.
# Les termes du jeu sont ceux de la règle française : Puits de Mana, Plaine à Dolmens,
# Chaumière, Forteresse, Bouclier magique, retranché, contestée, Souramoun.

rules-rivality-overview =
    Les magiciens invoquent des Golems de pierre pour contrôler des tuiles de terrain. Contrôle le plus de points de victoire (PV) à la fin de la partie.
    • Une tuile est contrôlée par le camp qui y a le plus de Golems ; en cas d'égalité, elle est contestée et personne ne la contrôle. Une tuile porte au plus 5 Golems.
    • La partie commence avec le Puits de Mana (3 PV), seul au centre. Chaque joueur a 2 tuiles en main.
    • À ton tour, tu poses une tuile à côté des autres, tu y places ton Magicien et un Golem, et tu lances ses Sorts : chaque Sort invoque des Golems à un nombre fixe de tuiles, dans une direction.
    • La partie s'arrête quand les tuiles sont épuisées, ou aussitôt qu'un camp n'a plus de Golem en réserve (les Golems que la limite de 5 d'un sort renvoie comptent comme encore en réserve).
    .title = Présentation

rules-rivality-turn =
    1. Pose l'une de tes 2 tuiles sur un emplacement vide à côté (pas en diagonale) d'une tuile déjà sur le Champ de bataille, tournée dans l'une des 4 directions.
    2. Place ton Magicien dessus avec 1 Golem de ta réserve.
    3. Lance ses Sorts. Un Sort noté `N@R` sur un bord invoque N Golems sur la tuile située exactement à R emplacements dans la direction de ce bord (gauche, avant ou droite de la tuile telle que tu l'as tournée) ; les emplacements entre les deux peuvent être vides. S'il n'y a pas de tuile à cet endroit, ou si la tuile porte un Magicien adverse, le Sort est perdu. Tu choisis l'ordre de tes Sorts (cela ne compte que si ta réserve ne suffit pas pour tous : un Sort invoque au plus ce qu'il te reste).
    4. Pioche une tuile, sauf si ta pioche est vide.
    Mulligan : à ton premier tour, si aucune pose de l'une ou l'autre tuile ne peut invoquer de Golem sur le Puits de Mana, tu peux défausser les deux, piocher 2 nouvelles tuiles et remélanger les défaussées dans ta pioche.
    .title = Ton tour

rules-rivality-attack =
    • Boucliers. Les Golems qui arrivent sur une tuile contrôlée par un adversaire perdent d'abord un Golem par Bouclier magique : Chaumière 1, Forteresse 2, et +1 quand la tuile est retranchée (5 Golems d'un même camp). Les Sorts de portée 3 (picto bouclier brisé) ignorent les Boucliers. Un Bouclier ne blesse jamais son propre camp, et une tuile contestée n'a pas de Bouclier.
    • Limite de 5 Golems. Si une tuile porte alors plus de 5 Golems, le joueur actif retire des Golems adverses un par un, chaque fois dans le plus grand groupe adverse (il choisit entre des groupes à égalité), puis les siens s'il en reste encore plus de 5. Les Golems retirés retournent dans la réserve de leur propriétaire.
    • Les Magiciens protègent leur tuile : aucun Sort ne peut atteindre une tuile où se trouve un Magicien adverse.
    • Le contrôle revient au camp qui a le plus de Golems ; en cas d'égalité, la tuile est contestée.
    .title = Attaques, boucliers et limite de 5 Golems

rules-rivality-tiles =
    • Puits de Mana : 3 PV, aucun Sort, la tuile de départ. Celui qui le contrôle remporte les égalités sur les tuiles contestées et au score final.
    • Plaine à Dolmens : 1 PV, aucun Bouclier. Chaumière : 2 PV, 1 Bouclier. Forteresse : 4 PV, 2 Boucliers.
    • 24 tuiles en deux paquets de 12 (avec et sans la petite étoile), chacun avec 5 Plaines à Dolmens, 4 Chaumières et 3 Forteresses.
    • Les Sorts sont imprimés sur les bords gauche, avant et droit (jamais à l'arrière). `N@R` = N Golems à exactement R tuiles. Tourner la tuile tourne ses Sorts : une tuile tournée vers l'est lance son Sort avant vers l'est, son Sort gauche vers le nord et son Sort droit vers le sud.
    • Tout Sort de portée 3 ignore les Boucliers.
    .title = Les tuiles

rules-rivality-scoring =
    • La partie s'arrête quand le dernier joueur a joué sa dernière tuile (piocher la dernière tuile d'une pioche ne l'arrête pas), ou aussitôt qu'un camp a placé tous ses Golems : le reste de ce tour n'a pas lieu.
    • Chaque camp marque les tuiles qu'il contrôle, sauf la tuile sous son Magicien (une tuile portant un Magicien ne rapporte rien).
    • Une tuile contestée revient à celui des camps à égalité qui contrôle le Puits de Mana ; sinon, personne ne la marque.
    • Le plus de PV l'emporte. En cas d'égalité, le camp qui contrôle le Puits de Mana gagne. À 3 joueurs, celui qui contrôle le Puits gagne dès que les deux autres sont à égalité, même avec moins de PV.
    • Règles Expert : une tuile contrôlée qui porte au moins un Golem adverse rapporte 1 PV de moins.
    .title = Fin de partie et score

rules-rivality-players =
    • 2 joueurs : 30 Golems chacun ; chaque joueur prend l'un des deux paquets de 12 tuiles comme pioche, mélangée de sorte que la tuile du dessous ne soit pas une Forteresse.
    • 3 joueurs : 20 Golems chacun. Les 6 Forteresses sont distribuées, 2 par joueur, et les 18 autres tuiles 6 par joueur ; chacun mélange ses 8 tuiles (la tuile du dessous n'est pas une Forteresse). Au-delà de la limite de 5 Golems, on retire d'abord dans le plus grand groupe adverse.
    • 4 joueurs : deux équipes, en alternant les places. Chaque équipe partage une réserve de 30 Golems, une pioche de 12 tuiles et un Magicien. Chaque joueur garde sa propre main de 2 tuiles, que personne d'autre ne voit, pas même son coéquipier.
    • Tout le monde commence avec 2 tuiles en main.
    .title = 2, 3 et 4 joueurs

rules-rivality-expert =
    • Sorts à retardement. Un Sort qui ne trouve pas de tuile à son emplacement n'est pas perdu : il attend sur sa tuile et se lance dès qu'une tuile est posée à cet emplacement, après les Sorts du joueur actif, par celui qui contrôle alors sa tuile (il est perdu si cette tuile est contestée ou vide). Un Sort à retardement peut atteindre une tuile portant un Magicien adverse. Un Sort arrêté par un Magicien est simplement perdu. Les Sorts à retardement se lancent camp par camp dans l'ordre du tour, en commençant après le camp actif.
    • Tuiles assiégées. Après les Sorts à retardement : une tuile dont les 4 voisines existent toutes et sont contrôlées par un même camp (à 3 joueurs, par deux camps ensemble) est assiégée, sauf si ce camp la contrôle déjà. L'assiégeant garde ses Golems sur la tuile, tous les autres Golems retournent dans leur réserve, et l'assiégeant ajoute 1 Golem. On recommence jusqu'à ce qu'aucune tuile ne soit assiégée.
    • Score. Une tuile contrôlée qui porte au moins un Golem adverse rapporte 1 PV de moins.
    .title = Règles Expert
