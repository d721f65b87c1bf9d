# `manawell local`'s own words: the loop's prompts, answers, refusals and help. Commands
# and moves are typed in English in every language.

local-resuming = Resuming game { $table }.
local-welcome = Type `help` for how to play, `quit` to stop (the game is kept).
local-new-game = New game { $table }: { $title }.
local-player = Player { $n }
# An AI seat's name: its level is the `--ai` word (random, easy, medium, hard).
local-bot = { $level ->
        [random] Random bot
        [easy] Easy bot
        [medium] Medium bot
       *[hard] Hard bot
    }
local-bot-numbered = { $level ->
        [random] Random bot { $n }
        [easy] Easy bot { $n }
        [medium] Medium bot { $n }
       *[hard] Hard bot { $n }
    }
local-still-waiting = game { $table } is still waiting for players
local-waiting-for-nobody = game { $table } is waiting for nobody
local-thinking = { $name } is thinking…
local-cannot-move = { $name } cannot move right now.
local-pass-keyboard = Pass the keyboard to { $name } — press Enter when they are ready.
local-your-turn = { $name }, your turn.
local-over = Game { $table } is over.
local-saved = Game { $table } is saved. Run `manawell local` again to resume it.
local-no-move-number = No move number { $n }: this turn has { $count } (type `moves`).
local-too-long = That line is too long to be a move or a command (it starts `{ $start }`).
local-no-tiles = `tile` shows a Rivality tile: this game has none.
local-not-a-tile = `{ $what }` is not a tile: tiles are A1 to A12, B1 to B12, and W (the Well).
local-no-hints-in-solo = No hints in the solo mode: the AI plays Rivality tables.
local-hint-thinking = Thinking…
local-hint = Hint: the AI's Hard level would play { $notation } ({ $label }): it wins { $percent }% of its { $playouts ->
        [1] playout
       *[other] { $playouts } playouts
    }, and { $ahead ->
        [yes] ends { $margin } VP ahead on average
       *[no] ends { $margin } VP behind on average
    }.
local-resign-ask = { $name }, resign game { $table }? Your side loses and the game ends. Type `yes` to resign (anything else plays on):
local-not-resigned = Not resigned: play on.
local-refused = Refused: { $why }
local-not-a-move = Refused: `{ $text }` is not a move ({ $why }). Type `help` for the syntax, `moves` for this turn's moves.
local-would-play = You would play { $notation }: { $account }
local-play-it = Play it? (Enter or y: play it; n: take it back)
local-taken-back = Taken back: nothing was played.
local-which-order = The order of this tile's spells matters here. Which first?
local-then = then
local-order-prompt = Order (its number)>
local-no-order = No order picked: nothing was played.
local-only-choice = { $question } { $label } (the only choice).
local-choice-prompt = Your choice (its number)>
local-stopped-choosing = Stopped choosing: `{ $line }` is not one of the numbers. Nothing was played.
local-nothing-to-choose = No move to choose: this turn has none.
local-no-move-names = No move this turn names `{ $what }`.
local-moves-name = { $count } moves name `{ $what }`
local-turn-has = This turn has { $count } moves
local-too-many = { $whose }: too many to list. Type `choose` to build yours step by step, `moves WORD` to list those naming WORD or starting with it, or type the move (`help` shows how).
local-first-choice = Type `choose` to be asked step by step; its first step is "{ $question }" ({ $keys }).

# Why the table service refused, as the terminal says it after "Refused: ".
local-error-unknown-game = there is no game { $table }
local-error-not-your-game = you are not playing in game { $table }
local-error-not-your-turn = it is not your turn: { $whose } is to play
local-error-game-over = game { $table } is over
local-error-still-playing = game { $table } is still being played: its moves can be exported once it is over
local-error-daily-not-over = game { $table } plays today's daily challenge: its moves are its player's until the day is over (midnight UTC)
local-error-not-started = game { $table } has not started yet: it is waiting for players
local-error-not-a-lobby = game { $table } is no longer open to join or leave
local-error-table-full = game { $table } is full
local-error-already-seated = you already have a seat in game { $table }
local-error-not-invited = game { $table } is by invitation only
local-error-not-the-creator = only the player who opened game { $table } can do that
local-error-no-hint = game { $table } has no hints: they are for Rivality tables
local-error-no-such-player = that player has no seat in game { $table }
local-error-hints-off = game { $table } is played without hints: its creator did not allow them
local-error-no-rematch = no rematch of game { $table }: { $why }
local-error-no-takeback = no take-back in game { $table }: { $why }
local-error-bad-options = these options do not make a game: { $why }
local-error-unreadable = that is not a move: { $why }
local-error-illegal = illegal move: { $why }
local-error-moved-on = the game moved on since you looked: nothing was played, here is the new position
local-error-corrupt = game { $table } cannot be read right now (its saved record is damaged: { $what }); other games are not affected
local-error-picture = the picture could not be drawn: { $what }

# `help`: how to type a move of the game being played, and the loop's commands.
local-help-rivality =
    Place a tile: its id, a cell and the way its front faces, like `A7 M14 east` (north, east, south, west; or n, e, s, w). When the order of its spells matters you are asked for it, or add it: `A6 M14 east right,front,left`.
    Before your first tile: `mulligan` (a new hand).
local-help-crowded = When five golems crowd a tile and you must choose whose goes: `remove salmon` (or purple, teal).
local-help-suramun =
    Your wizard first enters the bottom row: `enter B1` (cells A1 to D6, columns A-D, rows 1-6). Then it moves to a tile holding your golems: `move C2`; when the order of its spells matters you are asked for it, or add it: `move C2 right,front,left`; a face-down tile's order is asked once it is turned up: `order C5 left,front`.
    Tiles are written with a # (`#A7`), so that they never read like a cell.
local-help-magistrar = Duels 1–4: place a pawn on each of your six rocks in one move, rock 1 first: `sm.wmw` (s strong, m medium, w weak, `.` on a rock holding your own super energy). Duel 5, one pawn at a time: `3m` (a medium pawn on rock 3). When you win a super energy, choose its way: `light` or `dark`.
local-help-aetherium = A turn: a pawn, an action and its columns: `fire surge B`, `wild:water twin A C`, `earth step-leap A C` (A steps, C leaps), `air fall B 2`, `water gather D`. A power token before or after, with `then`: `aether then fire gather D`, `fire surge B then fall water A`, `block twin`, `rise-fire C`. With no action possible: `pass earth`.
local-help-rivalry = The set-up, sent sealed: `cities *@R2 @R6 @R8 @R9 units E3:2a E4:2a … extra E3`. Then a turn's moves: `C5-B5:2a1c`, `E7xE8`, `D7x@K9!` (fight it out), `>D8:4a`, `@R2+E3a`, `end-moves`, `end-battles`, `end-turn` (docs/rivalry-notation.md).
local-help-commands = Commands: moves (or `moves A6`, `moves M14`: the moves with that tile or cell), a number from that list, tile A7 (what a tile holds), rules (or `rules TOPIC`: the rules in short), board, hand, log, hint, resign, help, quit.
local-help-duel-commands = Commands: choose (build your move step by step), moves (or `moves WORD`: the moves naming it, or starting with it), a number from that list, rules (or `rules TOPIC`), board, log, resign, help, quit.
local-help-solo-commands = Commands: moves (or `moves B2`: the moves to that cell), a number from that list, tile #A7 (what a tile holds), rules (or `rules TOPIC`: the rules in short), board, log, resign, help, quit.
local-help-confirm = Each move is shown first: press Enter (or y) to play it, n to take it back.

local-board-picture = Board picture: { $path }
local-preview-picture = Preview picture: { $path }
local-no-picture = (no picture: { $why })
local-no-preview-picture = (no preview picture: { $why })

# The command line's options refused, or not those of the game being resumed. The options
# themselves (`--players`, `hard`) are typed as they are.
local-solo-players = --solo is a game for one, against Suramun: it cannot have --players { $n }
local-solo-ai = --solo is played against Suramun, who plays by the solo rules: --ai is for Rivality tables (`--players 2 --ai hard`)
local-solo-expert = --expert is for Rivality tables: the solo mode has its own rules
local-players-range = Rivality is played by 2, 3 or 4 players, not { $n }
local-name-empty = --names: name { $n } is empty; give names between commas, like `--names Ann,Bob`
local-name-bad = --names: name { $n } is not a name (at most { $most } letters, no control characters)
local-name-twice = --names: two players are named { $name }; give each seat its own name
local-too-many-names = --names gives { $count } names for { $seats } { $seats ->
        [1] player
       *[other] players
    }: give one name per seat, in seat order{ $more ->
        [yes] { " " }(or add --players N)
       *[no] { "" }
    }
local-grand-mage-game = --grand-mage is a Magistrar match: it cannot go with --game { $game }
local-no-solo = --solo is Rivality's solo mode against Suramun: { $title } has no solo mode
local-no-expert = --expert is for Rivality: { $title } has no Expert rules
local-two-players = { $title } is played by 2 players, not { $n }
local-other-options =
    game { $table } is in progress here, and it was started with other options:
      - { $differences }
    Run `manawell local` with no options (or the same ones) to resume it, or start a new game with `{ $args }`.
local-game-rivality = Rivality for { $players } players{ $expert ->
        [yes] { " " }with the Expert rules
       *[no] { "" }
    }
local-game-solo = solo against Suramun ({ $difficulty })
local-differs-game = it is { $game }, not { $asked } (--game)
local-differs-grand-mage = it is { $game }, not a Grand Mage match (--grand-mage)
local-differs-difficulty = it is solo against Suramun at { $stored } difficulty, not { $asked } (--solo)
local-differs-solo = it is { $game }, not solo (--solo)
local-differs-players = it has { $stored } players, not { $n } (--players)
local-differs-solo-players = it is { $game }, not for { $n } players
local-differs-two-players = it is { $game }, for 2 players, not { $n }
local-differs-expert = it is { $game }, without the Expert rules (--expert)
local-differs-no-ai = it has no AI seat: everyone plays at this terminal (--ai { $asked })
local-differs-ai-level = its AI plays at { $stored } level, not { $asked } (--ai)
local-differs-seat = seat { $seat } is { $stored }, not { $name } (--names)
local-differs-nobody = nobody
local-differs-seed = it was dealt from another seed than { $seed } (--seed)

# `manawell local --replay FILE`: the loop's words (the frames are the file's, English).
local-replay-help = Type `next` (or Enter), `prev`, `goto N` (0: the start), `last` or `quit`.
local-replay-last = That is the last move.
local-replay-first = That is the start of the game.
local-replay-goto = `goto` takes a move number from 0 to { $last }.
local-replay-unknown = I don't know `{ $line }`. { $help }
local-replay-start = The start (of { $last } moves).
local-replay-move = Move { $at } of { $last }: { $caption }
local-replay-picture = Replay picture: { $path }
local-replay-intro = Replay of a { $kind } game: { $names }; { $last } moves. { $help }
# The terminal or the files around it failing.
local-io-write = cannot write to the terminal: { $why }
local-io-read-input = cannot read the input: { $why }
local-io-set-up = cannot set up the terminal: { $why }
local-io-read-terminal = cannot read the terminal: { $why }
local-io-runtime = cannot start the runtime: { $why }
local-io-database = cannot open the database { $url }: { $why }
local-io-read-file = cannot read { $path }: { $why }

# `manawell local --replay FILE`: what is wrong with the file (the fields and the end line
# are the file's own English words).
replay-file-not-replay = not a manawell replay: it starts with `{ $magic }`
replay-file-after-end = line { $n }: nothing may follow the `end:` line
replay-file-not-key-value = line { $n }: expected `key: value`, found `{ $line }`
replay-file-seed = line { $n }: the seed is a whole number, not `{ $value }`
replay-file-player = line { $n }: expected player { $seat }, found `{ $key }`
replay-file-unknown-field = line { $n }: unknown field `{ $field }`
replay-file-missing = the replay has no `{ $field }:` line
replay-file-end = line { $n }: expected `end: N resigned` or `end: N ran out of time`
replay-file-cannot-set-up = this game cannot be set up: { $why }
replay-file-over = move { $n } `{ $mv }`: the game was already over
replay-file-not-a-move = move { $n } `{ $mv }`: not a move: { $why }
replay-file-illegal = move { $n } `{ $mv }`: illegal: { $why }
replay-file-end-seat = the end names seat { $seat }: there is none
replay-file-end-over = the end names a player giving up a game already over
replay-file-seat-name = Player { $n }
replay-file-resigned = { $player } resigned.
replay-file-ran-out = { $player } ran out of time.

# `choose` in a Rivality game: a placement asked a part at a time.
local-choose-tile = Which tile (or another move)?
local-choose-spot = Where?
local-choose-facing = Its front facing which way?
local-choose-order = In which order do its spells go off?
