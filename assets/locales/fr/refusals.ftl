# Pourquoi le bureau a dit non : la réponse privée à une commande ou un clic refusé.
# Les joueurs sont tutoyés.

refusal-unknown-game = Je ne trouve pas la partie n°{ $table } : elle a peut-être été annulée. Tape `/{ command-games }` pour voir tes parties.
refusal-not-your-game = Tu ne joues pas dans la partie n°{ $table }.
refusal-not-your-turn = Ce n'est pas ton tour : c'est à { $whose } de jouer.
refusal-moved-on = Ce bouton date d'un tour précédent : la partie a avancé depuis. Utilise le dernier bouton « Jouer mon tour », ou la commande `{ command-rivality-play }` du jeu (`/rivalry { command-rivality-play }`, `/magistrar { command-rivality-play }`, …).
refusal-game-over = La partie n°{ $table } est terminée.
refusal-not-started = La partie n°{ $table } n'a pas encore commencé : elle attend des joueurs.
refusal-daily-not-over = La partie n°{ $table } joue le défi du jour : ses coups restent à son joueur jusqu'à la fin de la journée (minuit UTC). Tente `/{ command-suramun } { command-suramun-daily }` toi-même en attendant.
refusal-replay-busy = Ta rediffusion précédente est encore en préparation : elle est publiée dès qu'elle est prête. Redemande après elle.
refusal-not-a-lobby = On ne peut plus rejoindre ni quitter la partie n°{ $table }.
refusal-table-full = La partie n°{ $table } est complète.
refusal-already-seated = Tu as déjà une place dans la partie n°{ $table }.
refusal-not-invited = La partie n°{ $table } est sur invitation uniquement.
refusal-not-the-creator = Seul le joueur qui a ouvert la partie n°{ $table } peut l'annuler.
refusal-started-meanwhile = La partie n°{ $table } vient de commencer, toutes les places sont prises : son fil s'ouvre dans un instant.
refusal-no-hint-in-solo = Les conseils sont pour les tables de Rivality : l'IA ne joue pas le mode solo contre Souramoun.
refusal-hints-off = La partie n°{ $table } se joue sans conseils : entre joueurs, l'avis de l'IA est une aide extérieure, permise seulement si la partie est ouverte avec `hints: True`.
refusal-no-such-player = Ce joueur n'a pas de place dans la partie n°{ $table }.
refusal-not-in-this-server = La partie n°{ $table } ne se joue pas sur ce serveur : ce sont ses modérateurs qui décident.
refusal-no-takeback = Pas de retour en arrière dans la partie n°{ $table } : { $why }.
refusal-no-rematch = Pas de revanche pour la partie n°{ $table } : { $why }.
refusal-bad-options = Ces options ne permettent pas de créer une partie : { $why }
refusal-illegal = Coup interdit : { $why }
refusal-vacation = Aucun changement à tes vacances : { $why }
refusal-no-ratings = Pas de classement : { $why }.
refusal-failed = Un problème est survenu de mon côté, désolé : rien n'a été modifié. Réessaie, s'il te plaît.
refusal-unknown-button = Je ne reconnais pas ce bouton : il vient peut-être d'une ancienne version du bot. Tape `/{ command-games }` pour retrouver tes parties et leurs messages actuels.
