# Why typed text is not a Rivalry move or set-up. The notation's words stay as the player
# must type them.

rivalry-unreadable-tile = `{ $word }` is not a tile of the Isle (a column A–L and a row 1–13)
rivalry-unreadable-site = `{ $word }` is not a city site: @R1…@R9 or @K1…@K9
rivalry-unreadable-units = `{ $word }` is not a number of units: like 2a1c, 3a, 1c or 0
rivalry-unreadable-card = `{ $word }` is not a card: FA3, NR2, II, MU2, RV, SB, SCP or SCK
rivalry-unreadable-kind = `{ $word }` needs its kind: `a` (army) or `c` (cavalry)
rivalry-unreadable-surrender = `{ $word }`: a surrender reads surrender:E8>J10:2a,I11:1c
rivalry-unreadable-relocation = `{ $word }`: each relocation reads TILE:UNITS
rivalry-unreadable-advance = `{ $word }`: an advance reads >TILE:UNITS
rivalry-unreadable-recruit = `{ $word }`: a recruit reads @R2+E3a
rivalry-unreadable-route = `{ $word }`: a move reads FROM-TO:UNITS
rivalry-unreadable-move = `{ $word }` is not a move: see docs/rivalry-notation.md (C5-B5:2a, E7xE8, E7x@K9!, >E8:3a, …)
rivalry-setup-twice = `{ $word }` is written twice
rivalry-setup-starts = `{ $word }`: a set-up starts with `cities`, e.g. cities *@R2 @R6 @R8 @R9 units E3:2a … extra E3
rivalry-setup-one-capital = mark one city only with `*`, the capital
rivalry-setup-units-shape = `{ $word }`: units read TILE:UNITS, like E3:2a1c
rivalry-setup-one-extra = the extra army goes on one tile only
rivalry-setup-lacks-cities = the set-up lacks `cities` and the four city sites
rivalry-setup-lacks-units = the set-up lacks `units` and the units by tile
rivalry-setup-lacks-extra = the set-up lacks `extra` and the tile of the extra army
rivalry-setup-no-capital = mark the capital among the cities with `*`, like *@R2
rivalry-setup-no-extra-tile = `extra` needs a tile, like extra E3

# Why a Rivalry move or set-up breaks the rules. Tiles and sites stay as the notation
# writes them (E8, @R2).

rivalry-error-not-your-turn = it is { $side }'s turn
rivalry-error-not-now = not now: { $expected }
rivalry-expected-surrender = surrender or roll
rivalry-expected-move = move units or end the moves
rivalry-expected-reinforce = place the card's new units at your capital
rivalry-expected-build = choose the site of your new city
rivalry-expected-mutiny = choose the units Mutiny! removes
rivalry-expected-battle = assault or end the battles
rivalry-expected-advance = advance after the assault
rivalry-expected-recruit = recruit or end the turn
rivalry-expected-over = nothing: the game is over
rivalry-error-not-open = { $tile } cannot be entered: only land tiles with no enemy unit, outside a held enemy city, are open
rivalry-error-no-unit = a move needs at least one unit
rivalry-error-too-many = the roll lets { $left } more units move, not { $wanted }
rivalry-error-not-enough = { $tile } has { $armies } armies and { $cavalry } cavalry that may still act
rivalry-error-not-adjacent = { $to } is not next to { $from }
rivalry-error-out-of-reach = { $to } is out of reach from { $from }: an army moves one tile, a cavalry two through open land
rivalry-error-garrison = the garrison rule: { $city } must keep at least one unit on its tiles
rivalry-error-not-on-offer = { $target } is not on offer for surrender
rivalry-error-relocate-all = every unit of { $target } must be relocated: { $armies } armies and { $cavalry } cavalry
rivalry-error-not-your-city = { $tile } is not a tile of one of your other cities
rivalry-error-not-capital = { $tile } is not a tile of your capital { $capital }
rivalry-error-box-empty-armies = the box holds no more armies for you
rivalry-error-box-empty-cavalry = the box holds no more cavalry for you
rivalry-error-cannot-build = { $site } cannot be built on: it needs no city, one of your units on its tiles and none of the enemy's
rivalry-error-mutiny-last-unit = { $tile }: a city's last unit may go to Mutiny! only when every unit you have left is one
rivalry-error-no-assault = { $target } cannot be assaulted from { $from }
rivalry-error-bad-advance = units advance onto { $target } from { $from }: { $onto } is not allowed
rivalry-error-must-advance = a city emptied by your assault needs at least one unit to advance
rivalry-error-cannot-recruit = { $city } is not a city of yours that may still recruit this turn
rivalry-error-not-city-tile = { $tile } is not a tile of { $city }
rivalry-error-city-count = { $side }: choose exactly 4 different city sites, not { $count }
rivalry-error-foreign-site = { $side }: { $site } is not a city site of your nation
rivalry-error-capital-not-city = { $side }: the capital { $site } must be one of your four cities
rivalry-error-foreign-tile = { $side }: { $tile } is not a land tile of your nation
rivalry-error-tile-twice = { $side }: { $tile } is listed twice
rivalry-error-unit-count = { $side }: place exactly 25 units, not { $count }
rivalry-error-too-many-cavalry = { $side }: at most 8 of the 25 units may be cavalry, not { $count }
rivalry-error-extra-not-in-city = { $side }: the extra army goes on a tile of one of your cities, not { $tile }
rivalry-error-empty-city = { $side }: { $city } needs at least one unit on its tiles

# A move with no tile where one belongs.
rivalry-unreadable-no-tile = a tile is missing: moves name their tiles (a column A–L and a row 1–13), like C5-B5:2a or E7xE8
