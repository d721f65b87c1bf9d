# Der Titel einer Partie (Thread-Namen, Listen, Beiträge) und die Namen der KI-Plätze, in
# der Sprache des Tisches. Die Namen der Spiele (Rivality, Magistrar, Aetherium) sind
# überall gleich.

title-rivality = Rivality, { $players } Spieler
title-rivality-expert = Rivality, { $players } Spieler, Expertenregeln
title-suramun = Rivality solo gegen Suramun, { $difficulty }
title-magistrar-grand-mage = Magistrar, Großmagier-Match
title-aetherium-first = Aetherium, Spieler { $n } beginnt
title-hints = { $title }, Tipps erlaubt
# „1 Tag pro Zug“, nach dem Titel.
title-per-move = { $duration } pro Zug
title-numbered = { $title } (Partie Nr. { $table })
ai-seat = KI
ai-seat-numbered = KI { $n }
