# Les plateaux en texte (journaux et terminal) de Magistrar et d'Aetherium. Les lettres des
# colonnes, les nombres et les marques (`.`, `–`, `-`, `[·]`) sont les mêmes dans toutes les langues.

board-none = aucun
board-to-act = À { $player } de jouer.
board-over = La partie est finie.
# Une main sans tuile, sur une ligne.
hand-none = aucune

## Magistrar
magistrar-board-head = Magistrar, duel { $duel } sur { $duels }
magistrar-board-match = { " " }· match du Grand Mage, partie { $game } (parties gagnées : { $white } { $white_won }, { $black } { $black_won })
magistrar-board-mage = { $mage } : énergie { $energy } (niveau { $level }), { $markers ->
    [one] { $markers } marqueur de duel
   *[other] { $markers } marqueurs de duel
} : { $honoris } Honoris maintenant
magistrar-board-rock = pierre
magistrar-board-tokens-of = jetons de { $player }
magistrar-board-pawns-of = pions de { $player }
magistrar-board-pawns-left = Pions restants : { $pawns }
magistrar-board-bags = Jetons dans les sacs : { $bags }
magistrar-board-starts = { $player } ouvre ce duel.
magistrar-board-to-place = À { $player } de jouer : un pion sur chacune de ses pierres (`.` marque une pierre encore vide, `–` une pierre portant sa propre super énergie).
magistrar-board-to-open = À { $player } de jouer : un pion sur une pierre libre.
magistrar-board-to-answer = À { $player } de jouer : un pion pour répondre sur la pierre { $rock }.
magistrar-board-to-steer = À { $player } de jouer : de quel côté la super énergie de la pierre { $rock } le fait avancer (clair ou sombre).

## Aetherium
aetherium-board-head = Aetherium, manche { $round } sur { $rounds } · { $player } l'a commencée
aetherium-board-track = Piste d'Éther : { $second } { $cells } { $first } — le jeton est sur { $at }
aetherium-board-stones = Pierres (cases 0 à { $top } ; { $top } est le sommet) :
aetherium-board-mat = Jetons de pouvoir sur le plateau : { $tokens }
aetherium-board-player = { $player } ({ $n ->
        [1] joue en premier
       *[other] joue en second
    }) : jetons { $tokens } ; pions restants { $pawns }
aetherium-board-pouch = Sac : { $pouch }
aetherium-board-pouch-empty = vide
aetherium-board-pouch-tokens = { $count } jetons ({ $kinds })
aetherium-board-spaces = Cases d'action (1 est la plus proche de la piste), pions de bas en haut :
aetherium-board-blocked = [bloquée]
aetherium-board-passed = { $player } a passé avec : { $pawns }
