# Rivalry's rules in short, by topic: each topic's text, and its title as an attribute.

rules-rivalry-overview = The Republic (north, plays first) and the Kingdom (south) fight for the Isle of Cannebar. Each side has armies and cavalry (its box holds 32 armies and 8 cavalry) and cities. Capture the enemy's capital and catch its leader to win. Everything is open but the order of the orange deck, and each set-up until both are in. Every die is rolled by the bot.
    .title = Overview
rules-rivalry-setup = Both sides set up at the same time, in secret: four city sites of your own nation, one of them your capital; 25 units (at most 8 cavalry) on land tiles of your nation; one extra army on a tile of one of your cities; every city with at least one unit on its three tiles. Your set-up stays sealed until the other side's is in, then both are revealed together. Once sent, it cannot be changed, unless the other side accepts that you take it back.
    .title = The secret set-up
rules-rivalry-turn = A turn: a lost turn pending (Revolt!, Scandal!) skips it whole. Otherwise: surrender what was assaulted last turn if you wish, then roll two dice. 2–6 or 8–12: move up to that many units. 7: draw an orange card instead, carried out at once. Then assault as often as you like, then recruit one new unit at each city you hold. A round is the Republic's turn then the Kingdom's.
    .title = A turn
rules-rivalry-moving = An army moves one tile, a cavalry one or two, through open land only: no mountain, coast or the Border Lake, no tile with an enemy unit, no tile of a held enemy city. The roll counts units, and each unit moves once a turn. The garrison rule: a city you hold always keeps at least one of your units on its three tiles. Ending a move on an ungarrisoned enemy city captures it.
    .title = Moving
rules-rivalry-assaults = An assault goes from one of your tiles to an adjacent enemy tile, or to an enemy city from a tile next to it: the city's three tiles defend as one. Both sides roll two dice; the lower total loses one unit (an army before a cavalry), a tie costs both one. Fight it out repeats the assault until one side is empty. An emptied tile may be entered by an advance; an emptied city must be, and is captured. At the start of your next turn you may surrender what the enemy assaulted: its units go to your other cities.
    .title = Assaults
rules-rivalry-cards = A roll of 7 draws an orange card (28): Foreign Aid and New Recruits bring new units at your capital; Internal Improvement builds a city on a site where you stand alone; Mutiny! removes some of your units; Revolt! costs you your next turn; Sabotage! stops your recruits at the end of your next turn played; Scandal! costs the Republic (the President) or the Kingdom (the Prime Minister) its next turn, whoever drew it.
    .title = The orange deck
rules-rivalry-capital = When your capital falls, your leader rolls one die: 1–3 caught, and you lose; 4–6 escapes to your city with the most units, the interim capital. Taking the interim capital wins at once; retaking your original capital brings your leader home.
    .title = The capital and the leader
rules-rivalry-end = You win by catching the enemy's leader or taking its interim capital, or when the other side capitulates. After round 40 the game ends: a leader at home beats one in exile, then more cities wins, then more units on the board; otherwise it is a draw.
    .title = The end
