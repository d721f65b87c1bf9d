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
