# Words drawn on Magistrar's picture. Mages' colours, pawns' strengths and the ways of the
# track are the ones of moves-magistrar.

## The highlighted move
picture-magistrar-mage = { $name } ({ $mage })
picture-magistrar-last = Last: { $who } { $what }
picture-magistrar-preview-move = If confirmed, { $who } plays: { $what }
picture-magistrar-placed = placed { $pawns }
picture-magistrar-place = place { $pawns }
picture-magistrar-pawn-placed = put a { $strength } pawn on rock { $rock }
picture-magistrar-steered = steered the super energy: { $spaces ->
    [one] 1 space
   *[other] { $spaces } spaces
} toward { $toward }
picture-magistrar-steered-rock = steered the super energy of rock { $rock }: { $spaces ->
    [one] 1 space
   *[other] { $spaces } spaces
} toward { $toward }

## What it scored
picture-magistrar-duel-won = Duel { $duel }: { $who } wins { $won } encounters to { $lost } and its marker
picture-magistrar-duel-would-win = Duel { $duel }: { $who } would win { $won } encounters to { $lost } and its marker
picture-magistrar-duel-tied = Duel { $duel } tied { $white } to { $black }: nobody takes its marker
picture-magistrar-game = Game { $game }: { $result }
picture-magistrar-steer-then = Then { $who } chooses the way of the super energy of rock { $rock }: { $steps } spaces toward light or dark
picture-magistrar-golden-added = { $who } adds a golden super energy to their bag

## Whose turn
picture-magistrar-to-place = { $who } to place their pawns for duel { $duel }
picture-magistrar-to-reply = { $who } to reply on every rock
picture-magistrar-to-open = { $who } to put a pawn on a free rock
picture-magistrar-to-answer = { $who } to answer at rock { $rock }
picture-magistrar-to-steer = { $who } to choose light or dark for the super energy of rock { $rock }

## How a game ended
picture-magistrar-game-won = { $who } wins, { $won } Honoris to { $lost }
picture-magistrar-game-markers = tied at { $honoris } Honoris: { $who } wins on duel markers, { $won } to { $lost }
picture-magistrar-game-draw = a draw, { $honoris } Honoris and { $markers } duel markers each
picture-magistrar-game-over = Game over: { $result }
picture-magistrar-last-game = Last game: { $result }
picture-magistrar-match-won = Match over: { $who } is Grand Mage, { $won } games to { $lost }
picture-magistrar-match-drawn = Match over: drawn, { $wins } games each
picture-magistrar-wins-game = { $who } wins the game
picture-magistrar-wins-match = { $who } wins the match

## The board's headings
picture-magistrar-duel-of = Duel { $duel } of { $duels }
picture-magistrar-grand-mage = Grand Mage · game { $game } · games white { $white }, black { $black }
picture-magistrar-game-prefix = Game { $game } · { $caption }
picture-magistrar-arena-if-confirmed = Duel { $duel } · if confirmed
picture-magistrar-arena-scored = Duel { $duel } · scored
picture-magistrar-arena-drawn = Duel { $duel } · tokens drawn
picture-magistrar-arena-as-it-stood = Duel { $duel } · as it stood
picture-magistrar-arena-in-play = Duel { $duel } · in play
picture-magistrar-energy-track = Energy track

## The cards
picture-magistrar-honoris = { $honoris } Honoris
picture-magistrar-level = level { $level } = { $honoris } · markers { $markers }×{ $each } = { $points }
picture-magistrar-level-light = light { $n }
picture-magistrar-level-dark = dark { $n }
picture-magistrar-pawns = pawns
picture-magistrar-bag = bag

## The legend
picture-magistrar-legend-light = Light energy: 1 space toward light
picture-magistrar-legend-dark = Dark energy: 1 space toward dark
picture-magistrar-legend-super = Super energy: wins, 2 spaces either way
picture-magistrar-legend-golden = Golden super: 3 spaces, counts twice
picture-magistrar-legend-pawns = Spell pawns: weak, medium, strong
picture-magistrar-legend-arrow = Who wins the encounter (=: nobody)
