# Das Kartenbild von Rivalry: die Wörter darauf. Die Spieler werden geduzt.

picture-rivalry-title = Rivalry
picture-rivalry-round = Runde { $round } von { $limit }
picture-rivalry-preview = Vorschau: noch nicht gespielt
picture-rivalry-mount-aedana = Berg Aedana
picture-rivalry-nation = { $side ->
    [republic] Republik
   *[kingdom] Königreich
}
picture-rivalry-leader = { $side ->
    [republic] Der Präsident
   *[kingdom] Der König
}
picture-rivalry-player = { $name } ({ $nation })
picture-rivalry-last = Zuletzt: { $player }
picture-rivalry-if-confirmed = { $player }, wenn du bestätigst: { $notation }
picture-rivalry-preview-of = { $player }, wenn du bestätigst:
picture-rivalry-turn-of = Zug von { $player }, Runde { $round }
picture-rivalry-dice-later = die Würfel fallen erst, wenn der Zug gespielt ist
picture-rivalry-rolled = Gewürfelt: { $first } und { $second }: { $sum ->
    [7] eine Karte
   *[other] bis zu { $sum } Einheiten dürfen ziehen
}
picture-rivalry-card = { $card ->
    [foreign-aid] Auslandshilfe ({ $n })
    [new-recruits] Neue Rekruten ({ $n })
    [internal-improvement] Innerer Ausbau
    [mutiny] Meuterei! ({ $n })
    [revolt] Aufstand!
    [sabotage] Sabotage!
    [scandal-president] Skandal! (der Präsident ist zurückgetreten)
   *[scandal-prime-minister] Skandal! (der Premierminister ist zurückgetreten)
}
picture-rivalry-drew = { $nation } zieht { $card }
picture-rivalry-reshuffled = Der Ablagestapel wurde zu einem neuen Stapel gemischt
picture-rivalry-moves = Gezogen: { $list }
picture-rivalry-assault = Angriff { $from } → { $target }: { $rolls }
picture-rivalry-roll-pair = { $attack } gegen { $defence }
picture-rivalry-losses = { $attacker } verliert { $attacker_lost }, { $defender } verliert { $defender_lost }
picture-rivalry-captured = { $nation } nimmt { $city } ein
picture-rivalry-surrendered = { $nation } übergibt { $target }
picture-rivalry-built = { $nation } baut { $city }
picture-rivalry-no-site = Kein Platz für eine neue Stadt
picture-rivalry-raised = { $count ->
    [one] Eine neue Einheit
   *[other] { $count } neue Einheiten
}
picture-rivalry-not-raised = { $count ->
    [one] Eine neue Einheit, die die Schachtel nicht hergab
   *[other] { $count } neue Einheiten, die die Schachtel nicht hergab
}
picture-rivalry-mutinied = Meuterei!: { $count ->
    [one] eine Einheit
   *[other] { $count } Einheiten
} entfernt
picture-rivalry-turn-lost = { $nation } verliert den Zug
picture-rivalry-sabotaged = Sabotage!: { $nation } rekrutiert in diesem Zug nichts
picture-rivalry-turn-to-lose = { $nation } verliert den nächsten Zug ({ $pending } ausstehend)
picture-rivalry-sabotage-pending = { $nation } rekrutiert im nächsten Zug nichts ({ $pending } ausstehend)
picture-rivalry-escaped = { $leader } ist nach { $city } geflohen (Würfel { $die })
picture-rivalry-caught = { $leader } wurde gefangen
picture-rivalry-caught-die = { $leader } wurde gefangen (Würfel { $die })
picture-rivalry-home = { $leader } ist wieder daheim
picture-rivalry-to-play = { $player } ist am Zug: { $step }
picture-rivalry-step = { $step ->
    [surrender] übergeben oder würfeln
    [move] bis zu { $left } { $left ->
        [one] weitere Einheit
       *[other] weitere Einheiten
    } ziehen
    [reinforce] { $left } { $left ->
        [one] neue Einheit
       *[other] neue Einheiten
    } in die Hauptstadt stellen
    [build] den Platz einer neuen Stadt wählen
    [mutiny] { $left } { $left ->
        [one] weitere Einheit
       *[other] weitere Einheiten
    } entfernen
    [battle] angreifen oder die Kämpfe beenden
    [advance] nach dem Angriff nachrücken
   *[recruit] rekrutieren, eine Einheit je Stadt
}
picture-rivalry-won = Spiel vorbei: { $player } gewinnt. { $ending ->
    [leader-caught] Das feindliche Oberhaupt wurde gefangen.
    [interim-capital-taken] Die Ausweichhauptstadt ist gefallen.
    [round-limit] Runde 40 ist vorbei.
   *[resigned] Die andere Seite hat kapituliert.
}
picture-rivalry-draw = Spiel vorbei: unentschieden nach Runde 40.
picture-rivalry-resigned = { $forfeit ->
    [yes] Spiel vorbei: { $player } hat keine Zeit mehr.
   *[no] Spiel vorbei: { $player } hat kapituliert.
}
picture-rivalry-forces = { $cities ->
        [one] { $cities } Stadt
       *[other] { $cities } Städte
    } · { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } · { $cavalry } Reiter
picture-rivalry-leader-home = { $leader } in { $city }
picture-rivalry-leader-exile = { $leader } im Exil in { $city }
picture-rivalry-leader-caught = { $leader } gefangen
picture-rivalry-lost-turns = Verlorene Züge ausstehend: { $count }
picture-rivalry-sabotage = Züge ohne Rekruten: { $count }
picture-rivalry-deck = Orangefarbener Stapel: { $left } Karten, { $discards } abgelegt
picture-rivalry-last-card = zuletzt gezogen: { $card }
picture-rivalry-legend-units = Armeen | Reiter
picture-rivalry-legend-capital = Hauptstadt
picture-rivalry-legend-leader = Oberhaupt
picture-rivalry-legend-move = Zug
picture-rivalry-legend-assault = Angriff: Würfel Angriff:Abwehr
picture-rivalry-setup-title = Dein Aufbau: { $nation }
picture-rivalry-setup-units = { $armies } Armeen · { $cavalry } Reiter auf { $tiles } Feldern
picture-rivalry-setup-capital = Hauptstadt: { $city }
picture-rivalry-waiting = Warten auf die Aufbauten
picture-rivalry-setup-in = { $player }: Aufbau eingegangen
picture-rivalry-setup-awaited = { $player }: Aufbau ausstehend

## After round 40: what decided it
picture-rivalry-decided-leader = Entschieden durch die Anführer: einer daheim schlägt einen im Exil.
picture-rivalry-decided-cities = Beide Anführer daheim: entschieden durch die Städte, { $republic } gegen { $kingdom } (Republik gegen Königreich).
picture-rivalry-decided-units = Anführer und Städte gleich: entschieden durch die Einheiten auf der Karte, { $republic } gegen { $kingdom } (Republik gegen Königreich).
picture-rivalry-decided-nothing = Anführer, Städte (je { $cities }) und Einheiten (je { $units }) alle gleich.
