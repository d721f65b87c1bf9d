# The public account of each Magistrar move and its outcome. Each sentence's first letter
# is capitalised by the code and gets its full stop there.

magistrar-mage-white = white
magistrar-mage-black = black
magistrar-strength-strong = strong
magistrar-strength-medium = medium
magistrar-strength-weak = weak
# A token in a list ("light, dark, super").
magistrar-token-light = light
magistrar-token-dark = dark
magistrar-token-super = super
magistrar-token-golden = golden
# A token won ("wins their light energy").
magistrar-energy-light = light energy
magistrar-energy-dark = dark energy
magistrar-energy-super = super energy
magistrar-energy-golden = golden super energy
# A place on the energy track.
magistrar-track-dark = dark { $n }
magistrar-track-light = light { $n }

magistrar-placed = { $player } placed their pawns on rocks 1–6: { $pawns }
magistrar-pawn-placed = { $player } placed a { $strength } pawn on rock { $rock }
magistrar-encounter-won = rock { $rock }: { $player } wins their { $token }
magistrar-identical = rock { $rock }: identical pawns, nobody wins
magistrar-supers-tied = rock { $rock }: two equal super energies tie, counted for nobody
magistrar-steer-asked = { $player } chooses which way the super energy of rock { $rock } moves them ({ $steps } spaces): `light` or `dark`
magistrar-track-stays = { $player } stays at { $at } (the track ends there)
magistrar-track-moved = { $player } moves from { $from } to { $to }
magistrar-duel-won = duel { $duel } ends { $score }: { $player } takes the duel marker
magistrar-duel-tied = duel { $duel } ends { $score }: a tie, no duel marker
magistrar-duel-began = duel { $duel } begins, { $player } starts; { $white }'s rocks hold { $white_tokens }; { $black }'s hold { $black_tokens }
magistrar-game-ended = game { $game } ends: { $result }
magistrar-golden-added = { $player } mixes a golden super energy into their bag
magistrar-game-began = game { $game } of the match begins, { $player } starts
magistrar-foretell-draw = Then new tokens are drawn for the next duel.

magistrar-side-result = { $player } { $honoris } Honoris (energy level { $level }, { $markers ->
    [one] { $markers } duel marker
   *[other] { $markers } duel markers
})
magistrar-wins-on-markers = { $player } wins on duel markers
magistrar-wins = { $player } wins
magistrar-draw = a draw
magistrar-game-words = { $white }, { $black }: { $verdict }
magistrar-over-won = the game is over: { $player } wins
magistrar-over-won-match = the game is over: { $player } wins ({ $high } games to { $low })
magistrar-over-draw = the game is over: a draw
magistrar-over-draw-match = the game is over: a draw ({ $high } games to { $low })
magistrar-match-won = { $player } wins the Grand Mage match, { $high } games to { $low }. Last game: { $last }
magistrar-match-drawn = The Grand Mage match is drawn, { $high } games to { $low }. Last game: { $last }

## Shared by the two-player duels (Magistrar, Aetherium)
duel-resigned = { $player } resigned: { $winner } wins.
duel-resigned-game = { $player } resigned: { $winner } wins the game.
duel-resigned-match = { $player } resigned: { $winner } wins the match.
magistrar-nothing-hidden = Nothing is hidden from you in Magistrar: the board shows what is left in both bags, and nobody knows the order the tokens come out in.
aetherium-nothing-hidden = Nothing is hidden from you in Aetherium: both players' power tokens are on the board, and nobody knows the order of the pouch.

# The end of a single game (not a Grand Mage match): not numbered.
magistrar-the-game-ended = the game ends: { $result }
