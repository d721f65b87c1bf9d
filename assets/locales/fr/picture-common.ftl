# Les mots dessinés sur l'image de chaque jeu (le panneau à côté ou sous le plateau).

picture-seat = Place { $number }
picture-preview = Aperçu : pas encore joué
picture-resigned = Partie terminée : { $who } a abandonné
picture-ran-out-of-time = Partie terminée : { $who } a dépassé son temps
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
# Pourquoi une image n'a pas pu être dessinée (un défaut ; le terminal le dit à la place de l'image).
picture-error-none = pas encore d'image pour ce jeu
picture-error-size = une image de { $width }×{ $height } pixels ne peut pas être dessinée
picture-error-font = la police fournie n'a pas pu être lue
picture-error-encode = l'image n'a pas pu être encodée en PNG : { $why }
