# Warum ein Aetherium-Zug abgelehnt wird, wie der Spieler es liest. Ein getippter Zug
# (`fire surge B`) bleibt in jeder Sprache, wie er ist.

aetherium-error-pawn-used = deine Figur { $pawn } ist in dieser Runde schon benutzt
aetherium-error-wrong-element = die Figur { $pawn } bewegt nur Steine { $pawn }, nicht { $element }
aetherium-error-blocked = die Aktion { $action } ist bis zum Ende der Runde gesperrt
aetherium-error-no-such-column = es gibt keine Spalte { $column }: die Spalten sind A bis D
aetherium-error-past-top = der Stein { $element } in Spalte { $column } würde über die Spitze hinausgehen
aetherium-error-past-bottom = der Stein { $element } in Spalte { $column } würde unter den Boden gehen
aetherium-error-no-distance = { $action } bewegt einen Stein um mindestens ein Feld
aetherium-error-same-stone = { $action } bewegt zwei verschiedene Steine
aetherium-error-token-not-held = du hast keinen Marker { $token }
aetherium-error-already-blocked = die Aktion { $action } ist schon gesperrt
aetherium-error-token-after-win = die Aktion hat sofort gewonnen (der Äthermarker hat den letzten Mond erreicht): danach darf kein Marker mehr eingesetzt werden
aetherium-error-must-act = du kannst nicht passen: eine Aktion ist möglich
aetherium-error-must-act-example = du kannst nicht passen: eine Aktion ist möglich, zum Beispiel `{ $example }`

# Warum ein getippter Text kein Zug ist. Die Wörter der Notation bleiben, wie man sie tippen muss.
aetherium-unreadable-shape = schreib eine Figur, eine Aktion und ihre Spalten, etwa `fire surge B`, `wild:water twin A C` oder `pass earth`
aetherium-unreadable-empty = ein leerer Zug: { $shape }
aetherium-unreadable-pass = ein Passen nennt eine unbenutzte Figur, etwa `pass earth`
aetherium-unreadable-thens = höchstens ein `then`, für einen Marker: { $shape }
aetherium-unreadable-pawn = `{ $word }` ist keine Figur: fire, water, earth, air oder wild
aetherium-unreadable-column = `{ $word }` ist keine Spalte: A bis D
aetherium-unreadable-element = `{ $word }` ist kein Element: fire, water, earth oder air
aetherium-unreadable-no-turn = der Zug fehlt: { $shape }
aetherium-unreadable-only-wild = nur die Jokerfigur nennt ein Element, etwa `wild:fire`: nicht `{ $word }`
aetherium-unreadable-wild-element = die Jokerfigur nennt ihr Element, etwa `wild:fire`
aetherium-unreadable-no-action = nach `{ $word }` fehlt eine Aktion: { $shape }
aetherium-unreadable-action = `{ $word }` ist keine Aktion: fall, twin, step-leap, surge oder gather
aetherium-unreadable-spaces = `{ $word }` ist keine Anzahl Felder
aetherium-unreadable-takes-fall = { $action } braucht eine Spalte und eine Anzahl Felder, etwa `fall B 2`
aetherium-unreadable-takes-twin = { $action } braucht zwei Spalten, etwa `twin A C`
aetherium-unreadable-takes-step-leap = { $action } braucht die Spalte, die einen Schritt macht, dann die, die drei springt, etwa `step-leap A C`
aetherium-unreadable-takes-column = { $action } braucht eine Spalte, etwa `surge B`
aetherium-unreadable-no-token = um `then` fehlt ein Marker
aetherium-unreadable-token = `{ $word }` ist kein Machtmarker: aether, block, fall oder rise-fire (rise-water, rise-earth, rise-air)
aetherium-unreadable-block = `{ $word }` ist keine Aktion zum Sperren: fall, twin, step-leap, surge oder gather
aetherium-unreadable-aether-takes = der Marker { $token } braucht nichts weiter: `aether`
aetherium-unreadable-block-takes = der Marker { $token } braucht eine Aktion: `block twin`
aetherium-unreadable-rise-takes = der Marker { $token } braucht eine Spalte: `rise-fire C`
aetherium-unreadable-fall-takes = der Marker { $token } braucht ein Element und eine Spalte: `fall water A`
