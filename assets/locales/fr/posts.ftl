# Ce qu'une partie publie pour tout le monde : son salon d'attente, ses tours, et les MP qui en parlent.
# Les joueurs sont tutoyés.

posts-duration = { $unit ->
    [day] { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
    [hour] { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
    [minute] { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
   *[second] { $count ->
        [one] { $count } seconde
       *[other] { $count } secondes
    }
}
posts-per-move = { $duration } par coup
posts-no-time-limit = Pas de limite de temps par coup.
posts-time-per-move = Temps par coup : { $duration }. Une fois écoulé, { $when_late ->
    [forfeit] le joueur qui a la main perd la partie par forfait
   *[ai] l'IA joue ce coup à sa place et la partie continue
}.
posts-lobby = **{ $title }** (partie n°{ $table }), ouverte par { $creator }.
    Places prises ({ $seated_count }/{ $seats }) : { $seated }
posts-nobody-yet = personne pour l'instant
posts-invited = Invités : { $invited }
posts-lobby-starts = La partie commence dans son propre fil dès que toutes les places sont prises, ou quand son créateur appuie sur « Commencer » (l'IA prend les places vides).
posts-join = Rejoindre
posts-leave = Quitter
posts-start-now = Commencer (créateur)
posts-cancel = Annuler (créateur)
posts-your-turn = { $player }, à toi de jouer.
posts-your-turn-due = { $player }, à toi de jouer : le temps pour ce coup s'écoule { $due }.
posts-take-my-turn = Jouer mon tour
posts-no-games = Tu n'es dans aucune partie. Ouvres-en une avec `/rivality { command-rivality-new }`, `/magistrar { command-magistrar-new }` ou `/aetherium { command-aetherium-new }`, ou joue en solo avec `/suramun { command-suramun-start }`.
posts-your-games = **Tes parties**
posts-marker-your-turn = ▶ à toi de jouer
posts-marker-waiting = en attente
posts-paused = ⏸ en pause : je ne peux pas publier dans son salon
posts-time-runs-out = fin du temps { $due }
posts-and-more = …et { $count } de plus.
posts-dm-your-turn = À toi de jouer dans **{ $title }** (partie n°{ $table }) : <#{ $place }>
posts-dm-lost-place = Je ne peux plus publier{ $place } pour **{ $title }** (partie n°{ $table }) : le salon a été supprimé ou je n'y ai plus accès. La partie est en pause et aucune horloge ne tourne. Elle reprend d'elle-même dès que je peux de nouveau y publier (Voir le salon, Envoyer des messages, Envoyer des messages dans les fils, Joindre des fichiers).
posts-in-place = dans <#{ $place }>
posts-dm-new-home = Discord ne me laisse plus publier là où se jouait **{ $title }** (partie n°{ $table }), elle continue donc ici : { $link }

# `/games` : une partie dont cette version ne sait pas lire l'enregistrement ; `why` dit
# ce qui ne va pas, dans les mots du service, pour l'exploitant.
posts-game-damaged = ⚠ partie n° { $table } illisible : { $why } ; préviens la personne qui fait tourner le bot
