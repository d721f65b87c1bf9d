# Le récit public de chaque coup d'Aetherium et son issue. Le code met une majuscule en
# tête de chaque phrase et le point final.

aetherium-element-fire = feu
aetherium-element-water = eau
aetherium-element-earth = terre
aetherium-element-air = air
aetherium-pawn-name-wild = joker
aetherium-action-fall = chute
aetherium-action-twin-rise = double montée
aetherium-action-step-and-leap = pas et bond
aetherium-action-surge = élan
aetherium-action-gather = rassemblement
aetherium-token-aether = éther
aetherium-token-block = blocage
aetherium-token-fall = chute
aetherium-token-rise = montée-{ $element }
aetherium-a-token-aether = un jeton éther
aetherium-a-token-block = un jeton blocage
aetherium-a-token-fall = un jeton chute
aetherium-a-token-rise = un jeton montée-{ $element }
aetherium-centre = le centre
aetherium-moon = la lune { $n } de { $player }
aetherium-pawn = pion { $element }
aetherium-pawn-wild = pion joker (en { $element })

aetherium-token-used = { $player } a utilisé { $token }
aetherium-pawn-placed = { $player } a posé son { $pawn } sur l'action { $action }
aetherium-stone-rises = la pierre { $element } de la colonne { $column } monte de { $from } à { $to }
aetherium-stone-rises-top = la pierre { $element } de la colonne { $column } monte de { $from } à { $to } (le sommet)
aetherium-stone-falls = la pierre { $element } de la colonne { $column } descend de { $from } à { $to }
aetherium-token-taken = { $player } prend le jeton { $token } en { $space }
aetherium-aether-moved = le jeton Éther va sur { $to }
aetherium-aether-moved-top = le jeton Éther va sur { $to } (une pierre a atteint le sommet)
aetherium-blocked = { $player } bloque l'action { $action } jusqu'à la fin de la manche
aetherium-passed = { $player } ne peut faire aucune action et passe, en dépensant son pion { $pawn }
aetherium-round-ended = la manche { $round } se termine : { $player } a plus de pions sur l'action { $action }, la première case depuis la piste où les nombres diffèrent
aetherium-round-ended-tied = la manche { $round } se termine avec toutes les cases à égalité : le pas revient à { $player }, qui a joué en dernier
aetherium-token-drawn = { $token } est tiré sur { $space }
aetherium-round-started = la manche { $round } commence, { $player } ouvre
aetherium-over = la partie est finie : { $verdict }
aetherium-refill = Les cases marquées vides sont ensuite remplies depuis le sac.
aetherium-wins-elements = { $player } gagne : les quatre pierres { $element } sont au sommet
aetherium-wins-aether = { $player } gagne : le jeton Éther a atteint sa dernière lune
aetherium-wins-rounds = { $player } gagne : après la dernière manche, le jeton Éther est de son côté
aetherium-wins-centre = { $player } gagne : le jeton Éther n'a jamais quitté le centre, et { $player } a joué en dernier.
