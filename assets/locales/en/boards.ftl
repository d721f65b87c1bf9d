# The boards as text (logs and the terminal) of Magistrar and Aetherium. The columns'
# letters, the numbers and the marks (`.`, `–`, `-`, `[·]`) are the same in every language.

board-none = none
board-to-act = { $player } to act.
board-over = The game is over.
# A hand with no tile, on one line.
hand-none = none

## Magistrar
magistrar-board-head = Magistrar, duel { $duel } of { $duels }
magistrar-board-match = { " " }· Grand Mage match, game { $game } (games won: { $white } { $white_won }, { $black } { $black_won })
magistrar-board-mage = { $mage }: energy { $energy } (level { $level }), { $markers ->
    [one] { $markers } duel marker
   *[other] { $markers } duel markers
}: { $honoris } Honoris now
magistrar-board-rock = rock
magistrar-board-tokens-of = { $player } tokens
magistrar-board-pawns-of = { $player } pawns
magistrar-board-pawns-left = Pawns left: { $pawns }
magistrar-board-bags = Tokens in the bags: { $bags }
magistrar-board-starts = { $player } starts this duel.
magistrar-board-to-place = { $player } to act: a pawn on each of their rocks (`.` marks a rock still empty, `–` a rock with their own super energy).
magistrar-board-to-open = { $player } to act: one pawn on a free rock.
magistrar-board-to-answer = { $player } to act: a pawn to answer at rock { $rock }.
magistrar-board-to-steer = { $player } to act: which way the super energy of rock { $rock } moves them (light or dark).

## Aetherium
aetherium-board-head = Aetherium, round { $round } of { $rounds } · { $player } started it
aetherium-board-track = Aether track: { $second } { $cells } { $first } — the token is on { $at }
aetherium-board-stones = Stones (space 0 to { $top }; { $top } is the top):
aetherium-board-mat = Power tokens on the mat: { $tokens }
aetherium-board-player = { $player } ({ $n ->
        [1] plays first
       *[other] plays second
    }): tokens { $tokens }; pawns left { $pawns }
aetherium-board-pouch = Pouch: { $pouch }
aetherium-board-pouch-empty = empty
aetherium-board-pouch-tokens = { $count } tokens ({ $kinds })
aetherium-board-spaces = Action spaces (1 is nearest the track), pawns bottom first:
aetherium-board-blocked = [blocked]
aetherium-board-passed = { $player } passed with: { $pawns }
