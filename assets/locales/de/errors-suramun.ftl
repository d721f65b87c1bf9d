# Warum ein Solozug abgelehnt wird, wie der Spieler es liest. Die Felder sind die des
# Solo-Schlachtfelds.

suramun-error-off-battlefield = { $cell } liegt nicht auf dem Schlachtfeld: Spalten A–D, Reihen 1–6
suramun-error-not-entered = dein Zauberer muss zuerst das Schlachtfeld betreten: über die unterste Reihe, A1–D1
suramun-error-already-entered = dein Zauberer ist schon eingetreten: zieh ihn entlang deiner Golems
suramun-error-not-an-entry-point = { $cell } ist kein Eintrittspunkt: tritt über die unterste Reihe ein, A1–D1
suramun-error-already-there = dein Zauberer steht schon auf { $cell }: zieh ihn auf ein leeres Plättchen
suramun-error-suramun-there = Suramun steht auf { $cell }: beende deinen Zug auf einem leeren Plättchen
suramun-error-holds-golems = auf { $cell } stehen Golems: beende deinen Zug auf einem leeren Plättchen
suramun-error-not-connected = { $cell } ist nicht mit deinen Golems verbunden: dein Zauberer zieht nur über Plättchen mit mindestens einem deiner Golems
suramun-error-order-on-face-down = { $cell } ist verdeckt: du wählst die Reihenfolge seiner Zauber, sobald es aufgedeckt ist, falls dein Vorrat nicht für alle reicht
suramun-error-order-awaited = wähle zuerst die Reihenfolge der Zauber von { $cell }, etwa `{ $example }`
suramun-error-no-order-awaited = jetzt ist keine Reihenfolge von Zaubern zu wählen: zieh deinen Zauberer

# Warum ein getippter Text kein Solo-Zug ist, nach dem getippten Text.
suramun-unreadable-cell = `{ $text }`: `{ $word }` ist kein Feld des Schlachtfelds: Spalten A–D, Reihen 1–6, etwa B3
suramun-unreadable-edge = `{ $text }`: die Zauberkanten sind left, front und right
suramun-unreadable-too-many-spells = `{ $text }`: ein Plättchen hat höchstens 3 Zauber
suramun-unreadable-move = `{ $text }`: schreib `enter B1`, `move C2`, `move C2 right,front,left` oder `order C5 left,front`
suramun-unreadable-tile-not-seen = `{ $text }`: Kein Plättchen { $word } liegt aufgedeckt auf dem Schlachtfeld; ein Zug nennt das Feld, auf dem ein Plättchen liegt: Spalten A–D, Reihen 1–6, etwa B3 (Plättchen schreibt man #A7, Felder B3)
