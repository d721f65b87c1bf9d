# Ouvrir une partie : /<jeu> nouvelle, /suramun commencer, les boutons du salon d'attente,
# et où une partie peut se jouer.

humans-need-a-server = Les parties entre joueurs se jouent dans le salon d'un serveur : le salon d'attente y est posté et la partie a son propre fil. Ici, joue contre l'IA avec `contre_ia:True`, ou en solo contre Suramun avec `/suramun commencer`.
lobby-cancelled = La partie n°{ $table } a été annulée par son créateur.
lobby-started-in = **{ $title }** (partie n°{ $table }) a commencé dans { $place }.
lobby-started-soon = **{ $title }** (partie n°{ $table }) a commencé : son fil s'ouvre dans un instant.
lobby-start-not-creator = Seul le joueur qui a ouvert la partie n°{ $table } peut la lancer plus tôt.
lobby-start-not-a-lobby = La partie n°{ $table } a déjà commencé, ou a été annulée.
lobby-elsewhere = La partie n°{ $table } est ouverte : son salon d'attente est dans { $channel }, le salon des parties de ce serveur.
lobby-elsewhere-failed = Je n'ai pas pu poster dans { $channel }, le salon des parties de ce serveur, donc la partie n'a pas été ouverte. Un modérateur peut vérifier mes permissions là-bas (Voir le salon, Envoyer des messages, Créer des fils publics) ou changer de salon avec `/manawell réglages`.
ai-started-here = **{ $title }** (partie n°{ $table }) contre l'IA a commencé ici.
ai-started-in = **{ $title }** (partie n°{ $table }) contre l'IA a commencé dans { $place }.
solo-no-dm = Je ne peux pas poster dans ce salon, et je n'ai pas pu t'ouvrir de MP : lance la partie en MP avec moi, ou sur un serveur où je suis.
solo-started = **{ $title }** (partie n°{ $table }) : ta partie est dans { $place }. Bonne chance !
moved-to-dm = **{ $title }** (partie n°{ $table }) : je ne peux pas poster dans ce salon, ta partie est donc dans nos MP : { $link }. Bonne chance !
daily-in-dm = **{ $title }** (partie n°{ $table }) : le défi du jour se joue dans nos messages privés, pour que personne ne voie tes coups avant la fin de la journée (UTC) : { $link }. Bonne chance !
missing-permissions = Je ne peux pas faire tourner une partie dans ce salon : il me faut { $count ->
        [one] la permission
       *[other] les permissions
    } { $list } ici. Un administrateur du serveur peut me { $count ->
        [one] la
       *[other] les
    } donner dans les paramètres du salon ; en attendant, tu peux jouer en MP avec moi.
list-and = { $init } et { $last }
# Les permissions telles que les paramètres de Discord les nomment.
permission-view-channel = Voir le salon
permission-send-messages = Envoyer des messages
permission-attach-files = Joindre des fichiers
permission-create-public-threads = Créer des fils publics
permission-send-messages-in-threads = Envoyer des messages dans les fils
permission-read-message-history = Voir les anciens messages
