# A tournament's standings picture: its column headings.
tournament-player = Spieler
tournament-points = Pkt.
tournament-buchholz = Buch.
tournament-sonneborn-berger = SB
tournament-head-to-head = DV
tournament-wins = Siege
tournament-rounds-won = Runden
tournament-in-play = Läuft
# Its title: the tournament, then how far it has gone.
tournament-standings-title = Turnier #{ $tournament } · { $game } — Runde { $round } von { $rounds }
