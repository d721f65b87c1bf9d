# Les mots que toutes les parties de manawell utilisent.

language-name = Français
    .short = fr
moves-count = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
