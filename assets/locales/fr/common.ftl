# Les mots que toutes les parties de manawell utilisent.

language-name = Français
    .short = fr
moves-count = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}

# Les messages du service des tables : rappels, et un délai auquel l'IA a répondu.
reminder-time-runs-out = Rappel : { $player }, c'est ton tour dans la partie { $game } ; le temps pour ce coup sera bientôt écoulé.
reminder-waiting = Rappel : { $player }, la partie { $game } attend ton coup.
ran-out-of-time-ai-played = { $player } n'a plus de temps ; l'IA a joué à sa place.
