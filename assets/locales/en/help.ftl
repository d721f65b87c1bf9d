# /help: how manawell works, by topic. A line that begins with * or [ is written
# {"*"}… (Fluent reads those as syntax).

help-start = **manawell: board games by post, at your own pace**
    A game here lasts days: you move when you have a minute, and I ping whoever is next.
    {"*"}*Rivality** (2 to 4 players; 4 play as two teams): place tiles, summon golems, control the battlefield. Solo against the wizard **Suramun** too.
    {"*"}*Magistrar** (2 players): two mages place spell pawns against rune rocks over five duels.
    {"*"}*Aetherium** (2 players): raise element stones and pull the Aether to your side.
    • `/rivality new players:2` in a server channel posts a lobby: others join with its button (or invite them in the command). When every seat is taken, the game gets a thread. `/magistrar new` and `/aetherium new` work the same way.
    • `vs_ai:True` (e.g. `/aetherium new vs_ai:True`) plays against the AI at once, here or in a DM with me.
    • `/suramun start` or `/suramun daily` (the same deal for everyone today) plays solo.
    • `/rivality rules`, `/magistrar rules` and `/aetherium rules` explain the rules, topic by topic.
    • `/games` lists your games, the ones waiting for you first.
    More: `/help topic:How a turn works`.
help-turn = **How a turn works**
    When it is your turn I mention you in the game's thread (and DM you if you ask with `/rivality notify dm:True`).
    • Press **Take my turn** under the latest board: only you see your panel, with your hand. Choose the tile, the spot, the facing (and the order of its spells when it matters), look at the preview, then **Confirm**, or go **Back**.
    • Magistrar and Aetherium ask one thing at a time with buttons (Magistrar: a pawn for each rock; Aetherium: the pawn, the action, the stones, a power token), then show the preview.
    • Or type it: `/rivality play tile:A7 spot:M14 facing:East`, `/magistrar play move:.mmmsw`.
    • `/rivality board`, `/rivality hand` and `/rivality log` show the game; `/rivality hint` asks the AI (when the table allows hints).
    • `/rivality resign` gives up (you are asked to confirm).
    Buttons keep working after a restart of the bot; an old one tells you the game moved on.
help-clocks = **Deadlines, reminders and vacations**
    • A table may give each move a deadline (`deadline` in `/rivality new`); the lobby says what happens when it passes: the late player forfeits, or the AI plays that move.
    • Every turn message shows when your time runs out; `/games` too. A reminder comes before the end; a game without a deadline nudges you after a day, then every few days.
    • Time the bot was down never counts against you.
    • `/vacation start days:3` stops your clocks in every game (7 days within any 30); `/vacation end` comes back early.
    • A server's moderators can `/moderate cancel` a stuck game or `/moderate seat` give a seat to someone else.
help-ratings = **Ratings and leaderboards**
    • Every game between players played to its end rates both sides: one rating per game and player count (Glicko-2 one against one, Weng-Lin for three players and teams). Games against the AI and solo games are not rated. A `?` marks a rating still provisional.
    • `/profile` shows your ratings, games and favourite game; `/profile player:@someone` theirs.
    • `/leaderboard` ranks this server's players; `everywhere:True` everyone.
    • `/suramun leaderboard` ranks today's daily challenge: best score, then the earliest.
