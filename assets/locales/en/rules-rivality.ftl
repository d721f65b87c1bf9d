# Rivality's rules in short, by topic, for every front end (`/rivality rules`, the terminal's
# `rules`): each topic's text, and its title as an attribute. Solo's are in rules-suramun.ftl.

rules-rivality-overview =
    Wizards summon stone golems to control terrain tiles. Control the most victory points (VP) when the game ends.
    • A tile is controlled by the side with the most golems on it; a tie means it is contested and nobody controls it. A tile holds at most 5 golems.
    • The game starts with the Well of Mana (3 VP) alone in the middle. Each player holds 2 tiles.
    • On your turn you place a tile next to the others, put your wizard and a golem on it, and cast its spells: each spell summons golems a fixed number of tiles away in one direction.
    • The game ends when the tiles run out, or at once when a side has no golem left in supply (golems that a spell's 5-golem limit sends back count as still in supply).
    .title = Overview

rules-rivality-turn =
    1. Place one of your 2 tiles on an empty spot next to (not diagonal to) a tile already on the battlefield, facing any of the 4 directions.
    2. Move your wizard onto it with 1 golem from your supply.
    3. Cast its spells. A spell shown as `N@R` on an edge summons N golems on the tile exactly R spots away in that edge's direction (left, front or right of the tile as you faced it); the spots in between may be empty. If there is no tile there, or the tile holds an enemy wizard, the spell is lost. You choose the order of your spells (it only matters when your supply cannot cover them all: a spell summons at most what you have left).
    4. Draw a tile, unless your stack is empty.
    Mulligan: on your first turn, if no placement of either tile can summon a golem onto the Well of Mana, you may discard both, draw 2 new tiles, and shuffle the discards back into your stack.
    .title = Your turn

rules-rivality-attack =
    • Shields. Golems arriving on a tile controlled by an opponent first lose one golem per shield: Cottage 1, Fortress 2, and +1 when the tile is entrenched (5 golems of one side). Range-3 spells (broken-shield icon) ignore shields. Shields never hurt their own side, and a contested tile has no shields.
    • 5-golem limit. If a tile then holds more than 5 golems, the active player removes enemy golems one at a time, each from the largest enemy group (choosing between tied groups), then their own if they still have more than 5. Removed golems go back to their owners' supplies.
    • Wizards protect their tile: no spell can land on a tile holding an enemy wizard.
    • Control goes to the side with the most golems; on a tie the tile is contested.
    .title = Attacks, shields and the 5-golem limit

rules-rivality-tiles =
    • Well of Mana: 3 VP, no spells, the starting tile. Its controller wins ties for contested tiles and for the final score.
    • Stone circle: 1 VP, no shield. Cottage: 2 VP, 1 shield. Fortress: 4 VP, 2 shields.
    • 24 tiles in two decks of 12 (with and without the little star), each with 5 stone circles, 4 cottages and 3 fortresses.
    • Spells are printed on the left, front and right edges (never the back). `N@R` = N golems exactly R tiles away. Turning the tile turns its spells: a tile facing east casts its front spell east, its left spell north, its right spell south.
    • Every range-3 spell ignores shields.
    .title = The tiles

rules-rivality-scoring =
    • The game ends when the last player has played their last tile (drawing the last tile of a stack does not end it), or at once when a side has placed all its golems: nothing else of that turn happens.
    • Each side scores the tiles it controls, except the tile under its wizard (a tile with a wizard scores nothing).
    • A contested tile goes to whichever tied side controls the Well of Mana; otherwise nobody scores it.
    • Most VP wins. On a tie, the side controlling the Well of Mana wins. In 3 players, the Well's controller wins whenever the other two are tied, even with fewer VP.
    • Expert rules: a controlled tile holding at least one enemy golem scores 1 VP less.
    .title = End of the game and scoring

rules-rivality-players =
    • 2 players: 30 golems each; each player has one of the two decks of 12 tiles as their stack, shuffled so that the bottom tile is not a fortress.
    • 3 players: 20 golems each. The 6 fortresses are dealt 2 to each player, the other 18 tiles 6 each; each shuffles their 8 tiles (bottom tile not a fortress). Golems removed past the 5-golem limit are taken from the largest enemy group first.
    • 4 players: two teams, seats alternating. Each team shares one supply of 30 golems, one stack of 12 tiles and one wizard. Every player keeps their own hand of 2 tiles, seen by nobody else, not even their teammate.
    • Everyone starts with 2 tiles in hand.
    .title = 2, 3 and 4 players

rules-rivality-expert =
    • Delayed spells. A spell that finds no tile at its spot is not lost: it waits on its tile and is cast the moment a tile is placed at that spot, after the active player's own spells, by whoever controls its tile then (it is lost if that tile is contested or empty). A delayed spell can land on a tile with an enemy wizard. A spell stopped by a wizard is simply lost. Delayed spells go side by side in turn order, starting after the active side.
    • Besieged tiles. After the delayed spells: a tile whose 4 neighbours all exist and are controlled by one side (in 3 players, by two sides together) is besieged, unless that side already controls it. The besieger keeps its golems there, all other golems go back to their supplies, and the besieger adds 1 golem. Repeat until no tile is besieged.
    • Scoring. A controlled tile holding at least one enemy golem scores 1 VP less.
    .title = Expert rules
