# Words drawn on every game's picture (the panel beside or under the board).

picture-seat = Seat { $number }
picture-preview = Preview: not played yet
picture-resigned = Game over: { $who } resigned
picture-ran-out-of-time = Game over: { $who } ran out of time
# The players' names of `manawell render`'s pictures.
picture-player = Player { $number }
picture-game-over = Game over
# A player and their colour or side: "Ada (salmon)", "Ada (white)".
picture-player-side = { $name } ({ $side })
# The panel's side cards.
picture-vp = { $score } VP
picture-in-hand = { $count } in hand
picture-you = { $name } (you)
picture-in-supply = { $count ->
    [one] 1 golem in supply
   *[other] { $count } golems in supply
}
picture-in-stack = { $facts } · { $count } in stack
picture-your-hand = Your hand
# Why a picture could not be drawn (a defect; the terminal says it instead of the picture).
picture-error-none = no picture for this game yet
picture-error-size = a picture of { $width }×{ $height } pixels cannot be drawn
picture-error-font = the shipped font could not be read
picture-error-encode = the picture could not be encoded as PNG: { $why }
