# Les mots dessinés sur l'image de chaque jeu (le panneau à côté ou sous le plateau).

picture-seat = Place { $number }
picture-preview = Aperçu : pas encore joué
picture-resigned = Partie terminée : { $who } a abandonné
picture-ran-out-of-time = Partie terminée : { $who } a dépassé son temps
picture-player = Joueur { $number }
picture-game-over = Partie terminée
picture-player-side = { $name } ({ $side })
picture-vp = { $score } PV
picture-in-hand = { $count } en main
picture-you = { $name } (toi)
picture-in-supply = { $count ->
    [one] { $count } Golem en réserve
   *[other] { $count } Golems en réserve
}
picture-in-stack = { $facts } · pile { $count }
picture-your-hand = Ta main
