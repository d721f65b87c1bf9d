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
aetherium-error-token-after-win = die Aktion hat das Spiel gewonnen: danach darf kein Marker mehr eingesetzt werden
aetherium-error-must-act = du kannst nicht passen: eine Aktion ist möglich
aetherium-error-must-act-example = du kannst nicht passen: eine Aktion ist möglich, zum Beispiel `{ $example }`
