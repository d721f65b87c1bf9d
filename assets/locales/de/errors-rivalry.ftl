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
rivalry-unreadable-move = `{ $word }` ist kein Zug: siehe docs/rivalry-notation.md (`C5-B5:2a`, `E7xE8`, `E7x@K9!`, `>E8:3a`, …)
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

# Warum ein Rivalry-Zug oder -Aufbau gegen die Regeln verstößt. Felder und Stadtplätze
# bleiben, wie die Notation sie schreibt (E8, @R2).

rivalry-error-not-your-turn = { $side } ist am Zug
rivalry-error-not-now = nicht jetzt: { $expected }
rivalry-expected-surrender = aufgeben oder würfeln
rivalry-expected-move = Einheiten ziehen oder die Züge beenden
rivalry-expected-reinforce = die neuen Einheiten der Karte in deiner Hauptstadt aufstellen
rivalry-expected-build = den Platz deiner neuen Stadt wählen
rivalry-expected-mutiny = die Einheiten wählen, die Meuterei! entfernt
rivalry-expected-battle = angreifen oder die Kämpfe beenden
rivalry-expected-advance = nach dem Angriff vorrücken
rivalry-expected-recruit = rekrutieren oder den Zug beenden
rivalry-expected-over = nichts: das Spiel ist vorbei
rivalry-error-not-open = { $tile } kann nicht betreten werden: offen sind nur Landfelder ohne feindliche Einheit, außerhalb einer gehaltenen feindlichen Stadt
rivalry-error-no-unit = ein Zug braucht mindestens eine Einheit
rivalry-error-too-many = der Wurf lässt noch { $left } Einheiten ziehen, nicht { $wanted }
rivalry-error-not-enough = auf { $tile } { $armies ->
    [one] kann noch { $armies } Armee
   *[other] können noch { $armies } Armeen
} und { $cavalry } Reiter handeln
rivalry-error-not-adjacent = { $to } liegt nicht neben { $from }
rivalry-error-out-of-reach = { $to } ist von { $from } aus nicht erreichbar: eine Armee zieht ein Feld, ein Reiter zwei über freies Land
rivalry-error-garrison = die Garnisonsregel: { $city } muss mindestens eine Einheit auf ihren Feldern behalten
rivalry-error-not-on-offer = { $target } kann nicht aufgegeben werden
rivalry-error-relocate-all = jede Einheit von { $target } muss verlegt werden: { $armies ->
    [one] { $armies } Armee
   *[other] { $armies } Armeen
} und { $cavalry } Reiter
rivalry-error-not-your-city = { $tile } ist kein Feld einer deiner anderen Städte
rivalry-error-not-capital = { $tile } ist kein Feld deiner Hauptstadt { $capital }
rivalry-error-box-empty-armies = deine Schachtel hat keine Armeen mehr
rivalry-error-box-empty-cavalry = deine Schachtel hat keine Reiter mehr
rivalry-error-cannot-build = auf { $site } kann nicht gebaut werden: dort darf keine Stadt stehen, eine deiner Einheiten muss auf seinen Feldern sein und keine feindliche
rivalry-error-mutiny-last-unit = { $tile }: die letzte Einheit einer Stadt darf nur an die Meuterei! gehen, wenn jede deiner übrigen Einheiten eine solche ist
rivalry-error-no-assault = { $target } kann von { $from } aus nicht angegriffen werden
rivalry-error-bad-advance = die Einheiten rücken von { $from } auf { $target } vor: { $onto } ist nicht erlaubt
rivalry-error-must-advance = eine Stadt, die dein Angriff geleert hat, braucht mindestens eine vorrückende Einheit
rivalry-error-cannot-recruit = { $city } ist keine deiner Städte, die in diesem Zug noch rekrutieren darf
rivalry-error-not-city-tile = { $tile } ist kein Feld von { $city }
rivalry-error-city-count = { $side }: wähle genau 4 verschiedene Stadtplätze, nicht { $count }
rivalry-error-foreign-site = { $side }: { $site } ist kein Stadtplatz deines Landes
rivalry-error-capital-not-city = { $side }: die Hauptstadt { $site } muss eine deiner vier Städte sein
rivalry-error-foreign-tile = { $side }: { $tile } ist kein Landfeld deines Landes
rivalry-error-tile-twice = { $side }: { $tile } steht zweimal da
rivalry-error-unit-count = { $side }: stelle genau 25 Einheiten auf, nicht { $count }
rivalry-error-too-many-cavalry = { $side }: höchstens 8 der 25 Einheiten dürfen Reiter sein, nicht { $count }
rivalry-error-extra-not-in-city = { $side }: die zusätzliche Armee kommt auf ein Feld einer deiner Städte, nicht auf { $tile }
rivalry-error-empty-city = { $side }: { $city } braucht mindestens eine Einheit auf ihren Feldern

# Ein Zug ohne Feld, wo eines hingehört.
rivalry-unreadable-no-tile = ein Feld fehlt: Züge nennen ihre Felder (eine Spalte A–L und eine Reihe 1–13), wie C5-B5:2a oder E7xE8
