# A tournament's standings picture: its column headings.
tournament-player = Player
tournament-points = Pts
tournament-buchholz = Buch.
tournament-sonneborn-berger = SB
tournament-head-to-head = H2H
tournament-wins = Wins
tournament-rounds-won = Rnds
tournament-in-play = Live
# Its title: the tournament, then how far it has gone.
tournament-standings-title = Tournament #{ $tournament } · { $game } — round { $round } of { $rounds }
