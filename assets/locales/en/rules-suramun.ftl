# Solo Rivality against the wizard Suramun, in short, by topic, for every front end
# (`/suramun rules`, the terminal's `rules`): each topic's text, and its title as an attribute.

rules-suramun-overview =
    You play one wizard and 30 golems against the wizard Suramun and his 30. There is no Well of Mana: your 12 tiles lie face up in 3 rows of 4 (the bottom row is your entry point), and Suramun's 12 lie face down beyond them, turned to face you.
    Each turn you move your wizard and place a golem; Suramun mirrors you, then casts every spell of his tile; then, if you still control yours, you cast every spell of your tile. Control the tiles worth the most victory points (VP) when the game ends.
    .title = Overview

rules-suramun-turn =
    1. Move your wizard. First turn: onto any tile of your bottom row. Later: to an empty tile (face up or not) along a continuous path of tiles each holding at least one of your golems, whoever controls them. Place one golem from your supply there; a face-down tile is turned face up.
    2. Suramun moves (see the topic suramun) and casts his spells.
    3. If you still control your tile (more golems than Suramun on it), cast ALL its spells, in the order you choose (it matters only when your supply cannot cover them all); otherwise you cast nothing. A spell that lands off the battlefield is lost; one that lands on a face-down tile turns it face up.
    .title = Your turn

rules-suramun-suramun =
    • He always ends in the same column as your wizard, mirrored across the line between your lands and his, and the two wizards never share a tile. He brings one golem.
    • His tile is turned face up (facing you) and he casts ALL its spells, front, then left, then right, even when your golems hold that tile: he ignores them and its shields.
    • Your wizard does not protect your tile in solo: his spells land on it like any other.
    .title = Suramun's move

rules-suramun-attacks =
    • Golems landing on an empty tile take it. On a tile held by the other side they first lose one golem per shield (Cottage 1, Fortress 2, +1 when 5 golems of one side entrench it); range-3 spells ignore shields.
    • When a tile holds more than 5 golems, the caster removes enemy golems first, then their own, back to the supplies.
    • A tile belongs to the side with more golems on it; a tie is contested.
    .title = Spells and shields

rules-suramun-scoring =
    • The game ends at once when you or Suramun has summoned all your golems, or when your wizard has no empty tile to move to.
    • Each side scores the tiles it controls: Stone circle 1 VP, Cottage 2, Fortress 4. A tile with a wizard on it scores nothing.
    • Beginner: you must score more than Suramun (a tie is a loss). Standard: contested tiles go to Suramun. Master: as Standard, and you lose 1 VP for each tile you control that holds an enemy golem.
    .title = The end and scoring
