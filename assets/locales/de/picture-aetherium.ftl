# Die Wörter auf dem Bild von Aetherium. Elemente und Machtmarker in Sätzen sind die aus
# moves-aetherium; die Aktionen hier sind die kurzen Namen auf dem Spielplan.

## Die Aktionsfelder, wie auf dem Spielplan, und in Sätzen
picture-aetherium-title-fall = Fall
picture-aetherium-title-twin = Doppel
picture-aetherium-title-step-leap = Sprünge
picture-aetherium-title-surge = Schub
picture-aetherium-title-gather = Sammeln
picture-aetherium-action-fall = Fall
picture-aetherium-action-twin = Doppelaufstieg
picture-aetherium-action-step-leap = Schritt und Sprung
picture-aetherium-action-surge = Schub
picture-aetherium-action-gather = Sammeln
picture-aetherium-effect-any = ↓ beliebig
picture-aetherium-effect-pawns = ↑ Figuren
picture-aetherium-token-rise = Aufstieg
picture-aetherium-token-aether = Äther
picture-aetherium-token-block = Sperre
picture-aetherium-token-fall = Fall

## Der hervorgehobene Zug
picture-aetherium-last = Zuletzt: { $who }: { $parts }
picture-aetherium-preview-move = Zug von { $who }, falls bestätigt: { $parts }
picture-aetherium-used = { $token } eingesetzt
picture-aetherium-used-block = Sperre auf { $action } eingesetzt
picture-aetherium-pawn-on = Figur { $pawn } auf { $action }
picture-aetherium-wild-on = Joker als { $element } auf { $action }
picture-aetherium-stone = { $element } { $column } { $from }→{ $to }
picture-aetherium-took = nahm { $token }
picture-aetherium-aether-to = Äthermarker auf { $spot }
picture-aetherium-passed = passte mit der Figur { $pawn }
picture-aetherium-round-over = Runde { $round } vorbei: { $who } hat mehr Figuren auf { $action }, der Äthermarker zieht zu { $who }
picture-aetherium-round-over-tied = Runde { $round } vorbei: überall Gleichstand, der Äthermarker zieht zu { $who }, zuletzt am Zug
picture-aetherium-new-tokens = Neue Marker kommen nach der Bestätigung aus dem Beutel
picture-aetherium-round-starts = Runde { $round }: { $who } fängt an
picture-aetherium-centre = der Mitte
picture-aetherium-moon = Mond { $n } von { $player }

## Das Ende, der Zug, die Kopfzeile
picture-aetherium-over-elements = Spielende: alle vier Steine { $element } oben
picture-aetherium-over-aether = Spielende: der Äthermarker erreichte den letzten Mond von { $who }
picture-aetherium-over-centre = Spielende: Runde { $round } endete mit dem Äthermarker in der Mitte, und { $who } war zuletzt am Zug
picture-aetherium-over-side = Spielende: Runde { $round } endete mit dem Äthermarker auf der Seite von { $who }
picture-aetherium-wins = { $who } gewinnt
picture-aetherium-to-play = { $who } ist am Zug: { $count ->
    [one] noch 1 Figur
   *[other] noch { $count } Figuren
}
picture-aetherium-round = Runde { $round }/{ $rounds } · Beutel { $pouch }
picture-aetherium-standing-to-play = am Zug
picture-aetherium-standing-wins = gewinnt
picture-aetherium-standing-gave-up = gab auf
picture-aetherium-player = Spieler { $n }

## Die Legende
picture-aetherium-legend-rise = Aufstieg: ein Stein seines Elements 1 hoch
picture-aetherium-legend-fall = Fall: ein beliebiger Stein 1 herunter
picture-aetherium-legend-aether = Äther: der Äthermarker 1 Mond zu dir
picture-aetherium-legend-block = Sperre: eine Aktion für beide gesperrt, diese Runde
picture-aetherium-legend-top = oberstes Feld: ein Stein, der es erreicht, zieht den Äthermarker zu dem, der ihn bewegte
picture-aetherium-legend-track = Ätherleiste: die Monde von Spieler 2 über der Mitte, die von Spieler 1 darunter; der Marker auf einem letzten Mond gewinnt
picture-aetherium-legend-preview = gestrichelte Ringe: der Zug in der Vorschau, noch nicht gespielt
picture-aetherium-legend-last = Ringe: der letzte Zug; gestrichelter Umriss: wo eine Figur war
