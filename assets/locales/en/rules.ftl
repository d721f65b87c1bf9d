# The rules help's own words, around each game's topics (`/<game> rules`, the terminal's
# `rules`).

# A topic's heading: the game, then the topic's title.
rules-heading = **{ $game }: { $title }**
# After a topic: the command and the keys of the others.
rules-more = More: `/{ $command } rules topic:` { $topics }
rules-no-topic = { $game }'s rules have no topic "{ $topic }".
rules-local-in-rulebook = The rules of this game are in its rulebook; `help` shows how to type a move.
rules-local-no-topic = No rules topic `{ $topic }`: the topics are { $topics }.
