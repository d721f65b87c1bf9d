# Warum ein getippter Text kein Rivalry-Zug oder -Aufbau ist. Die Wörter der Notation
# bleiben, wie man sie tippen muss.

rivalry-unreadable-tile = `{ $word }` ist kein Feld der Insel (eine Spalte A–L und eine Reihe 1–13)
rivalry-unreadable-site = `{ $word }` ist kein Stadtplatz: @R1…@R9 oder @K1…@K9
rivalry-unreadable-units = `{ $word }` ist keine Anzahl Einheiten: etwa 2a1c, 3a, 1c oder 0
rivalry-unreadable-card = `{ $word }` ist keine Karte: FA3, NR2, II, MU2, RV, SB, SCP oder SCK
rivalry-unreadable-kind = `{ $word }` braucht seine Art: `a` (Armee) oder `c` (Reiter)
rivalry-unreadable-surrender = `{ $word }`: eine Kapitulation schreibt sich surrender:E8>J10:2a,I11:1c
rivalry-unreadable-relocation = `{ $word }`: jeder Rückzug schreibt sich FELD:EINHEITEN
rivalry-unreadable-advance = `{ $word }`: ein Vorrücken schreibt sich >FELD:EINHEITEN
rivalry-unreadable-recruit = `{ $word }`: eine Rekrutierung schreibt sich @R2+E3a
rivalry-unreadable-route = `{ $word }`: eine Bewegung schreibt sich VON-NACH:EINHEITEN
rivalry-unreadable-move = `{ $word }` ist kein Zug: siehe docs/rivalry-notation.md (C5-B5:2a, E7xE8, E7x@K9!, >E8:3a, …)
rivalry-setup-twice = `{ $word }` steht zweimal da
rivalry-setup-starts = `{ $word }`: ein Aufbau beginnt mit `cities`, z. B. cities *@R2 @R6 @R8 @R9 units E3:2a … extra E3
rivalry-setup-one-capital = markiere nur eine Stadt mit `*`, die Hauptstadt
rivalry-setup-units-shape = `{ $word }`: Einheiten schreiben sich FELD:EINHEITEN, etwa E3:2a1c
rivalry-setup-one-extra = die zusätzliche Armee kommt auf nur ein Feld
rivalry-setup-lacks-cities = dem Aufbau fehlen `cities` und die vier Stadtplätze
rivalry-setup-lacks-units = dem Aufbau fehlen `units` und die Einheiten je Feld
rivalry-setup-lacks-extra = dem Aufbau fehlen `extra` und das Feld der zusätzlichen Armee
rivalry-setup-no-capital = markiere die Hauptstadt unter den Städten mit `*`, etwa *@R2
rivalry-setup-no-extra-tile = `extra` braucht ein Feld, etwa extra E3
