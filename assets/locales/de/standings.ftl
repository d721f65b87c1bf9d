# /profil, /bestenliste, /suramun bestenliste, /urlaub, /moderieren.

daily-title = **Tagesaufgabe vom { $day } (UTC)**
daily-empty = Noch niemand hat die heutige Aufgabe beendet: `/suramun tagesaufgabe`.
daily-row = { $rank }. { $player } **{ $score }** Punkte
record = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } ({ $parts })
record-wins = { $count ->
        [one] { $count } Sieg
       *[other] { $count } Siege
    }
record-shared-wins = { $count ->
        [one] { $count } geteilter Sieg
       *[other] { $count } geteilte Siege
    }
record-losses = { $count ->
        [one] { $count } Niederlage
       *[other] { $count } Niederlagen
    }
profile-title = **Profil von { $player }**
profile-no-rating = Noch keine Wertung: Wertungen kommen aus Partien zwischen Spielern, die zu Ende gespielt wurden.
profile-provisional = _?: vorläufig, bis ein paar weitere Partien sie festigen._
profile-games = Zu Ende gespielte Partien: { $finished }. Laufend: { $current }.
profile-favourite = Lieblingsspiel: { $game }.
leaderboard-none = Noch keine Bestenliste: Wertungen kommen aus Partien zwischen Spielern, die zu Ende gespielt wurden.
leaderboard-title-server = **Bestenliste: { $pool }, dieser Server**
leaderboard-title-everywhere = **Bestenliste: { $pool }, überall**
leaderboard-empty = Hier hat noch niemand eine Wertung in diesem Spiel.
vacation-started = Schönen Urlaub: Deine Uhren stehen in allen Partien bis { $until }. { $days ->
        [one] Noch { $days } Tag
       *[other] Noch { $days } Tage
    } frei in diesen 30. `/urlaub beenden`, wenn du früher zurück bist.
vacation-ended = Willkommen zurück: Deine Uhren laufen wieder. { $days ->
        [one] Noch { $days } Urlaubstag
       *[other] Noch { $days } Urlaubstage
    } frei in diesen 30.
moderation-cancelled = Abgebrochen (Partie #{ $table }).
moderation-seat-given = Der Platz von { $from } geht an { $to } (Partie #{ $table }).
