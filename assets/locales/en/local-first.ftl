# `manawell local` run with nothing said about what to play: the games offered, one line
# each, played against the AI; after a finished game, its rematch first; and what to do
# once a game is over. What is typed (numbers, `r`, commands) stays English.

local-first-ask = Which game? Each is played against the AI; type its number (Enter: 1).
local-first-rivality = Rivality: place terrain tiles whose spells summon your golems; hold the land worth most (you against one AI player).
local-first-solo = Rivality solo: the same tiles, alone against the wizard Suramun, who mirrors your every move.
local-first-magistrar = Magistrar: two mages, five duels of spell pawns against energy tokens, an energy track to climb.
local-first-aetherium = Aetherium: a duel of element stones, pawns on action spaces and the Aether track.
local-first-rivalry = Rivalry: the Republic against the Kingdom for the Isle of Cannebar: armies, dice and capitals.
local-first-over = Game { $table } is over.
local-first-rematch-ask = Play it again (Enter or r), or pick another game by its number:
local-first-rematch = A rematch: { $title }, { $who }.
local-first-rematch-ai = against the AI ({ $level })
local-first-rematch-solo = against Suramun
local-first-rematch-hot-seat = the same players at this keyboard
local-first-other-ways = Other ways to play: `manawell local --players 2` (hot-seat at one keyboard), `manawell local --help` (every option).
local-first-prompt = Game:
local-first-not-listed = `{ $line }` is not on the list: type a number from 1 to { $count }, or `quit`.
local-over-next = What next: run `manawell local` again for a rematch or another game (the list of games); `rules` and `help` work in every game.

# `choose` (building a move step by step): its prompts and answers.
local-choice-prompt-back = Your choice (its number, or `back`)>
local-choice-first-step = This is the first step: there is none to go back to.
local-choice-no-number = There is no { $n } here: type a number from 1 to { $count }.

# `hint` in a game the AI gives no hints for.
local-no-hints-in-game = No hints in { $title }: `hint` is for Rivality, where the AI's Hard level weighs your moves.

# `--db` (or MANAWELL_DATABASE_URL) in a folder that does not exist.
local-io-no-folder = cannot open the database { $url }: the folder { $folder } does not exist (create it, or give `--db` a file in an existing folder)

# A line that is no move, when the reason quotes it already.
local-not-a-move-said = Refused: { $why }. Type `help` for the syntax, `moves` for this turn's moves.

# The latest game at this terminal cannot be read (a status this version does not know…);
# `why` is what is wrong, in the service's words.
local-damaged = Game #{ $table } cannot be read: { $why }; it is left as it is in the database (tell whoever looks after it).
# After it, when the options given would have resumed it.
local-damaged-new = To play another game beside it, run `manawell local --new` with your options, or `manawell local` alone to choose one.
