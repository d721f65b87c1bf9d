# A tournament's standings picture: its column headings.
tournament-player = Joueur
tournament-points = Pts
tournament-buchholz = Buch.
tournament-sonneborn-berger = SB
tournament-head-to-head = Conf.
tournament-wins = Vict.
tournament-rounds-won = Tours
tournament-in-play = En cours
# Its title: the tournament, then how far it has gone.
tournament-standings-title = Tournoi n° { $tournament } · { $game } — ronde { $round } sur { $rounds }
