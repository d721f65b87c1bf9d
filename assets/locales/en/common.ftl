# Words every part of manawell uses.

language-name = English
    .short = en
moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
