# Les réponses des commandes de jeu : /<jeu> jouer, plateau, main, historique,
# notifications, /parties.

no-game-here = Il n'y a pas de partie dans ce salon : utilise cette commande dans le fil d'une partie (voir `/parties`).
several-games = Tu joues { $count } parties ici : choisis-en une avec l'option `partie`.
    { $list }
game-your-turn = { $title } · à toi de jouer
game-title = { $title } (partie n°{ $table })
board-title = **{ $title }** (partie n°{ $table }).
board-to-play = **{ $title }** (partie n°{ $table }). C'est à { $player } de jouer.
board-to-play-all = **{ $title }** (partie n°{ $table }). C'est à { $players } de jouer, chacun en privé.
your-hand = Ta main : { $hand }
log-title = **{ $title }** (partie n°{ $table })
log-empty = Il ne s'est encore rien passé.
log-whole-attached = Le journal complet est en pièce jointe.
you-played = Tu as joué **{ $notation }**.
played-account = C'est joué.
    { $account }
illegal-not-in-hand = Coup illégal : { $tile } n'est pas une tuile de ta main.
illegal-spot = Coup illégal : { $tile } ne peut pas être posée en { $cell } (une case doit être vide et voisine d'une tuile).
illegal-facing = Coup illégal : { $tile } en { $cell } ne peut pas être orientée ainsi.
notify-dm = Je t'enverrai aussi un MP quand ce sera ton tour.
notify-thread = Je te mentionnerai seulement dans le fil de la partie.
