# /profil, /classement, /suramun classement, /vacances, /modérer.

daily-title = **Défi du jour du { $day } (UTC)**
daily-empty = Personne n'a encore terminé le défi du jour : `/suramun défi_du_jour`.
daily-row = { $rank }. { $player } **{ $score }** points
record = { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } ({ $parts })
record-wins = { $count ->
        [one] { $count } victoire
       *[other] { $count } victoires
    }
record-shared-wins = { $count ->
        [one] { $count } victoire partagée
       *[other] { $count } victoires partagées
    }
record-losses = { $count ->
        [one] { $count } défaite
       *[other] { $count } défaites
    }
profile-title = **Profil de { $player }**
profile-no-rating = Pas encore de classement : il vient des parties entre joueurs jouées jusqu'au bout.
profile-provisional = _? : provisoire, jusqu'à ce que quelques parties de plus le confirment._
profile-games = Parties jouées jusqu'au bout : { $finished }. En cours : { $current }.
profile-favourite = Jeu préféré : { $game }.
leaderboard-none = Pas encore de classement : il vient des parties entre joueurs jouées jusqu'au bout.
leaderboard-title-server = **Classement : { $pool }, ce serveur**
leaderboard-title-everywhere = **Classement : { $pool }, partout**
leaderboard-empty = Personne ici n'a encore de classement dans ce jeu.
vacation-started = Bonnes vacances : tes horloges s'arrêtent dans toutes tes parties jusqu'à { $until }. { $days ->
        [one] Il te reste { $days } jour
       *[other] Il te reste { $days } jours
    } sur ces 30. `/vacances fin` si tu reviens plus tôt.
vacation-ended = Bon retour : tes horloges repartent. { $days ->
        [one] Il te reste { $days } jour
       *[other] Il te reste { $days } jours
    } de vacances sur ces 30.
moderation-cancelled = Annulée (partie n°{ $table }).
moderation-seat-given = La place de { $from } est donnée à { $to } (partie n°{ $table }).
