# Der öffentliche Bericht jedes Aetherium-Zuges und sein Ausgang. Der Code schreibt jeden
# Satzanfang groß und setzt den Punkt.

aetherium-element-fire = Feuer
aetherium-element-water = Wasser
aetherium-element-earth = Erde
aetherium-element-air = Luft
aetherium-pawn-name-wild = Joker
aetherium-action-fall = Fall
aetherium-action-twin-rise = Doppelaufstieg
aetherium-action-step-and-leap = Schritt und Sprung
aetherium-action-surge = Schub
aetherium-action-gather = Sammeln
aetherium-token-aether = Äther
aetherium-token-block = Sperre
aetherium-token-fall = Fall
aetherium-token-rise = Aufstieg-{ $element }
aetherium-a-token-aether = Äthermarker
aetherium-a-token-block = Sperrmarker
aetherium-a-token-fall = Fallmarker
aetherium-a-token-rise = Aufstiegsmarker { $element }
aetherium-centre = die Mitte
aetherium-moon = Mond { $n } von { $player }
aetherium-pawn = die Figur { $element }
aetherium-pawn-wild = den Joker (als { $element })

aetherium-token-used = { $player } hat einen { $token } eingesetzt
aetherium-pawn-placed = { $player } hat { $pawn } auf die Aktion { $action } gesetzt
aetherium-stone-rises = der Stein { $element } in Spalte { $column } steigt von { $from } auf { $to }
aetherium-stone-rises-top = der Stein { $element } in Spalte { $column } steigt von { $from } auf { $to } (die Spitze)
aetherium-stone-falls = der Stein { $element } in Spalte { $column } fällt von { $from } auf { $to }
aetherium-token-taken = { $player } nimmt den Marker { $token } von { $space }
aetherium-aether-moved = der Äthermarker zieht auf { $to }
aetherium-aether-moved-top = der Äthermarker zieht auf { $to } (ein Stein hat die Spitze erreicht)
aetherium-blocked = { $player } sperrt { $action } bis zum Ende der Runde
aetherium-passed = { $player } kann keine Aktion ausführen und passt mit der Figur { $pawn }
aetherium-round-ended = Runde { $round } endet: { $player } hat mehr Figuren auf { $action }, dem ersten Feld von der Leiste aus, auf dem sich die Zahlen unterscheiden
aetherium-round-ended-tied = Runde { $round } endet mit Gleichstand auf allen Feldern: Der Schritt geht an { $player } (zuletzt am Zug)
aetherium-token-drawn = ein { $token } wird auf { $space } gezogen
aetherium-round-started = Runde { $round } beginnt, { $player } fängt an
aetherium-over = das Spiel ist vorbei: { $verdict }
aetherium-refill = Danach werden die leeren markierten Felder aus dem Beutel aufgefüllt.
aetherium-wins-elements = { $player } gewinnt: alle vier Steine { $element } stehen oben
aetherium-wins-aether = { $player } gewinnt: Der Äthermarker hat den letzten Mond auf dieser Seite erreicht
aetherium-wins-rounds = { $player } gewinnt: Nach der letzten Runde steht der Äthermarker auf dieser Seite
aetherium-wins-centre = { $player } gewinnt: Der Äthermarker hat die Mitte nie verlassen, und { $player } hat zuletzt gespielt.
