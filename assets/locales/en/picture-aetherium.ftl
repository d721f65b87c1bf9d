# Words drawn on Aetherium's picture. Elements and power tokens in sentences are the ones
# of moves-aetherium; the actions here are the short names on the mat.

## The action spaces, as on the mat, and in sentences
picture-aetherium-title-fall = Fall
picture-aetherium-title-twin = Twin
picture-aetherium-title-step-leap = Step-leap
picture-aetherium-title-surge = Surge
picture-aetherium-title-gather = Gather
picture-aetherium-action-fall = fall
picture-aetherium-action-twin = twin
picture-aetherium-action-step-leap = step-leap
picture-aetherium-action-surge = surge
picture-aetherium-action-gather = gather
picture-aetherium-effect-any = ↓ any
picture-aetherium-effect-pawns = ↑ pawns
# The word on a power token (its element is shown by its icon).
picture-aetherium-token-rise = rise
picture-aetherium-token-aether = aether
picture-aetherium-token-block = block
picture-aetherium-token-fall = fall

## The highlighted move
picture-aetherium-last = Last: { $who }: { $parts }
picture-aetherium-preview-move = If confirmed, { $who } plays: { $parts }
picture-aetherium-used = used { $token }
picture-aetherium-used-block = used block on { $action }
picture-aetherium-pawn-on = { $pawn } pawn on { $action }
picture-aetherium-wild-on = wild pawn as { $element } on { $action }
picture-aetherium-stone = { $element } { $column } { $from }→{ $to }
picture-aetherium-took = took { $token }
picture-aetherium-aether-to = Aether token to { $spot }
picture-aetherium-passed = passed, spending the { $pawn } pawn
picture-aetherium-round-over = Round { $round } over: { $who } has more pawns on { $action }, so the Aether token moves their way
picture-aetherium-round-over-tied = Round { $round } over: pawns all tied, so the Aether token moves towards { $who }, who played last
picture-aetherium-new-tokens = New tokens come out of the pouch once confirmed
picture-aetherium-round-starts = Round { $round }: { $who } starts
picture-aetherium-centre = the centre
picture-aetherium-moon = { $player }'s moon { $n }

## The end, the turn, the header
picture-aetherium-over-elements = Game over: all four { $element } stones on top
picture-aetherium-over-aether = Game over: the Aether token reached { $who }'s last moon
picture-aetherium-over-centre = Game over: round { $round } ended with the Aether token on the centre, and { $who } played last
picture-aetherium-over-side = Game over: round { $round } ended with the Aether token on { $who }'s side
picture-aetherium-wins = { $who } wins
picture-aetherium-to-play = { $who } to play: { $count ->
    [one] 1 pawn left
   *[other] { $count } pawns left
}
picture-aetherium-round = Round { $round } of { $rounds } · pouch { $pouch }
picture-aetherium-standing-to-play = to play
picture-aetherium-standing-wins = wins
picture-aetherium-standing-gave-up = gave up
picture-aetherium-player = player { $n }

## The legend
picture-aetherium-legend-rise = rise: a stone of its element up 1
picture-aetherium-legend-fall = fall: any stone down 1
picture-aetherium-legend-aether = aether: the Aether token 1 moon your way
picture-aetherium-legend-block = block: an action closed to both players this round
picture-aetherium-legend-top = top space: a stone reaching it moves the Aether token to its mover
picture-aetherium-legend-track = Aether track: player 2's moons above the centre, player 1's below; the token on a last moon wins
picture-aetherium-legend-preview = dashed rings: the move previewed, not played yet
picture-aetherium-legend-last = rings: the last move; dashed outline: where a piece was
