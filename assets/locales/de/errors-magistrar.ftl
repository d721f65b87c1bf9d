# Warum ein Magistrar-Zug abgelehnt wird, wie der Spieler es liest.

magistrar-error-must-place = { $player } muss jetzt alle Zauberfiguren für das Duell setzen
magistrar-error-must-open = { $player } muss jetzt eine Zauberfigur auf einen freien Stein setzen
magistrar-error-must-answer = { $player } muss jetzt auf die gerade gesetzte Figur antworten
magistrar-error-must-steer = { $player } muss jetzt hell oder dunkel für die eigene Superenergie wählen
magistrar-error-missing-pawn = Stein { $rock } braucht eine Zauberfigur
magistrar-error-pawn-on-super = auf Stein { $rock } liegt deine eigene Superenergie: er nimmt keine Zauberfigur
magistrar-error-no-such-rock = es gibt keinen Stein { $rock }: die Steine sind 1 bis 6
magistrar-error-not-enough-pawns = du hast noch { $have } Zauberfiguren ({ $strength }), nicht { $wanted }
magistrar-error-must-differ = auf Stein { $rock } darf deine Figur nicht wie die des Startspielers { $strength } sein: du kannst dort noch eine andere Stärke setzen
magistrar-error-too-many-identical = { $identical } deiner Figuren gleichen denen des Startspielers, aber deine übrigen Figuren erlauben nur { $fewest }: setze überall, wo du kannst, andere Stärken
magistrar-error-rock-taken = auf Stein { $rock } steht schon deine Figur
magistrar-error-super-last = Stein { $rock } steht einer Superenergie gegenüber: diese Begegnungen werden zuletzt gespielt
magistrar-error-not-facing-super = Stein { $rock } steht keiner Superenergie gegenüber: die übrigen Figuren kommen gegenüber die Superenergien des anderen Magiers
magistrar-error-must-answer-at = du musst auf Stein { $rock } antworten

# Warum ein getippter Text kein Zug ist. Die Buchstaben der Notation bleiben, wie man sie tippen muss.
magistrar-unreadable-empty = ein leerer Zug: schreib eine Aufstellung wie `sm.wmw`, eine Figur wie `3m` oder `light`/`dark`
magistrar-unreadable-placement = `{ $word }` ist keine Aufstellung: schreib einen Buchstaben je Stein, Stein 1 zuerst (w, m, s oder . für keine), etwa `sm.wmw`
magistrar-unreadable-strength-at = `{ $word }` an Stein { $rock } ist keine Stärke: w, m, s oder .
magistrar-unreadable-move = `{ $word }` ist kein Zug: eine Aufstellung wie `sm.wmw`, eine Figur wie `3m` oder `light`/`dark`
magistrar-unreadable-rock = `{ $word }` ist kein Stein: 1 bis 6
magistrar-unreadable-strength = `{ $word }` ist keine Stärke: w, m oder s
