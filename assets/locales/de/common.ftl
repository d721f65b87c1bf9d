# Wörter, die alle Teile von manawell verwenden.

language-name = Deutsch
    .short = de
moves-count = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
