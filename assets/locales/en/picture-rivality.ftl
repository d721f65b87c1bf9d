# Words drawn on Rivality's and the solo mode's pictures: the panel, its legend and the
# words on the board. Sides, facings, tiles and golems are the ones of moves-rivality.

## The highlighted move
picture-rivality-last-placed = Last: { $who } placed { $tile } at { $cell } facing { $facing }
picture-rivality-preview-placed = If confirmed, { $who } places { $tile } at { $cell } facing { $facing }
picture-rivality-last-mulligan = Last: { $who } took a mulligan
picture-rivality-preview-mulligan = If confirmed, { $who } takes a mulligan
picture-rivality-last-removed = Last: { $golems } of { $side } sent back from { $cell }
picture-rivality-preview-removed = If confirmed: { $golems } of { $side } sent back from { $cell }

## The panel
picture-rivality-team = Team { $side }
picture-rivality-expert = Expert rules
picture-rivality-removal = { $who } chooses whose golem
picture-rivality-removal-from = leaves { $cell }
picture-rivality-to-play = { $who } to play
picture-rivality-score-ended = score when the game ended
picture-rivality-score-final = final score
picture-rivality-score-now = score if the game ended now
picture-rivality-no-tile = No tile in hand
picture-rivality-hand-tile = { $tile } · { $kind }

## How a game ended
picture-rivality-team-players = { $names } (team { $side })
picture-rivality-wins = { $team ->
    [yes] { $who } win
   *[no] { $who } wins
}
picture-rivality-over-tiles = Game over: all tiles played
picture-rivality-over-supply = Game over: { $side } has placed every golem
picture-rivality-over-no-move = Game over: no move left
picture-rivality-won-with = { $wins } with { $best } VP to { $others }
picture-rivality-tied-well = Tied at { $best }: { $wins }, holding the Well
picture-rivality-others-tied-well = { $tied } tie at { $score }: { $wins }, holding the Well
picture-rivality-shared-win = Shared win at { $best } VP: { $who } (nobody holds the Well)
picture-rivality-share-the-win = { $who } share the win

## The legend
picture-legend-rim = Rim: who holds the tile
picture-legend-contested = Dashed rim: tied, nobody holds it
picture-legend-entrenched = Double rim: 5 golems, one more shield
picture-legend-wizard = A wizard (its tile scores nothing)
picture-legend-spell = Spell: golems it brings, ◆ = range
picture-legend-shield = Shield: destroys 1 arriving enemy golem
picture-legend-broken = Broken shield: the spell ignores shields
picture-legend-delayed = Dashed spell: waits for a tile at its spot
picture-legend-waiting = Dashed circle in a side's colour: its golems land there when a tile is placed (white: nobody holds the spell's tile)

## On the board (short: they sit in a cell)
picture-board-entry-point = Entry Point
picture-board-lost-no-tile = lost
picture-board-lost-wizard = wizard
picture-board-lost-unheld = unheld
picture-board-lost-no-golem = no golem
picture-board-waits = waits

## The solo mode
picture-solo-title = Solo
picture-solo-you = You
picture-solo-last = Last: { $player } moved to { $cell }
picture-solo-preview = If confirmed, { $player } moves to { $cell }
picture-solo-suramun-to = { $turn }, Suramun to { $cell }
picture-solo-spells-brought = { $turn }; spells brought { $golems }
picture-solo-runs-dry = A supply runs dry: the game ends there.
picture-solo-spells-on-confirm = The spells are cast once you confirm: Suramun's, then yours.
picture-solo-to-move = { $player } to move.
picture-solo-against = against Suramun, { $difficulty ->
    [beginner] beginner
    [master] master
   *[standard] standard
} scoring
picture-solo-score-final = final
picture-solo-score-before-spells = before the spells
picture-solo-score-now = if the game ended now

## More words on the board: golems sent back from a crowded tile, a siege
picture-board-sent-back = −{ $count } back
picture-board-siege = siege

## The legend: the highlighted move's words on the board, each beside an example
picture-legend-tag-summoned = golems the spell brought to its tile
picture-legend-tag-shielded = golems that arrived, then those the shields destroyed
picture-legend-tag-lost = a lost spell, and why
picture-legend-tag-waits = a delayed spell: it waits for a tile at its spot
picture-legend-tag-sent-back = golems sent back to their supply (more than five on a tile)
picture-legend-tag-siege = a tile taken by siege

## How a solo game ended, and who won (ties go to Suramun)
picture-solo-over-supply-you = Game over: your supply ran dry
picture-solo-over-supply-suramun = Game over: Suramun's supply ran dry
picture-solo-over-no-move = Game over: { $player } had no tile left to move to
picture-solo-you-win = { $player } wins, { $mine } VP to { $his }
picture-solo-suramun-wins = Suramun wins, { $his } VP to { $mine }
picture-solo-suramun-wins-tie = Suramun wins the tie at { $score } VP
