# Die Wörter auf den Bildern von Rivality und dem Solo-Modus: das Feld, seine Legende
# und die Wörter auf dem Brett. Seiten, Richtungen, Plättchen und Golems sind die aus
# moves-rivality.

## Der hervorgehobene Zug
picture-rivality-last-placed = Zuletzt: { $who } legte { $tile } auf { $cell }, nach { $facing }
picture-rivality-preview-placed = Zug von { $who }, falls bestätigt: { $tile } auf { $cell }, nach { $facing }
picture-rivality-last-mulligan = Zuletzt: { $who } nahm einen Neustart
picture-rivality-preview-mulligan = Zug von { $who }, falls bestätigt: ein Neustart
picture-rivality-last-removed = Zuletzt: { $golems } von { $side } zurück aus { $cell }
picture-rivality-preview-removed = Falls bestätigt: { $golems } von { $side } zurück aus { $cell }

## Das Feld
picture-rivality-team = Team { $side }
picture-rivality-expert = Expertenregeln
picture-rivality-removal = { $who } wählt, wessen Golem
picture-rivality-removal-from = { $cell } verlässt
picture-rivality-to-play = { $who } ist am Zug
picture-rivality-score-ended = Punkte bei Spielende
picture-rivality-score-final = Endstand
picture-rivality-score-now = Punkte, endete das Spiel jetzt
picture-rivality-no-tile = Kein Plättchen auf der Hand
picture-rivality-hand-tile = { $tile } · { $kind }

## Wie ein Spiel endete
picture-rivality-team-players = { $names } (Team { $side })
picture-rivality-wins = { $team ->
    [yes] { $who } gewinnen
   *[no] { $who } gewinnt
}
picture-rivality-over-tiles = Spielende: alle Plättchen gelegt
picture-rivality-over-supply = Spielende: { $side } hat alle Golems gesetzt
picture-rivality-over-no-move = Spielende: kein Zug mehr möglich
picture-rivality-won-with = { $wins } mit { $best } SP gegen { $others }
picture-rivality-tied-well = Gleichstand bei { $best }: { $wins } mit der Manaquelle
picture-rivality-others-tied-well = { $tied } gleichauf bei { $score }: { $wins } mit der Manaquelle
picture-rivality-shared-win = Geteilter Sieg mit { $best } SP: { $who } (niemand hat die Manaquelle)
picture-rivality-share-the-win = { $who } teilen sich den Sieg

## Die Legende
picture-legend-rim = Rand: wer das Plättchen kontrolliert
picture-legend-contested = Gestrichelter Rand: Gleichstand, niemand kontrolliert es
picture-legend-entrenched = Doppelter Rand: 5 Golems, ein Schild mehr
picture-legend-wizard = Ein Zauberer (sein Plättchen zählt nichts)
picture-legend-spell = Zauberspruch: beschworene Golems, ◆ = Entfernung
picture-legend-shield = Schild: vernichtet 1 ankommenden gegnerischen Golem
picture-legend-broken = Gebrochener Schild: der Zauberspruch ignoriert Schilde
picture-legend-delayed = Gestrichelter Zauberspruch: wartet auf ein Plättchen am Ziel
picture-legend-waiting = Gestrichelter Kreis in der Farbe einer Seite: ihre Golems landen dort, sobald ein Plättchen liegt (weiß: niemand hält das Plättchen des Zauberspruchs)

## Auf dem Brett (kurz: sie stehen in einem Feld)
picture-board-entry-point = Eintrittspunkt
picture-board-lost-no-tile = verpufft
picture-board-lost-wizard = Zauberer
picture-board-lost-unheld = frei
picture-board-lost-no-golem = leer
picture-board-waits = wartet

## Der Solo-Modus
picture-solo-title = Solo
picture-solo-you = Du
picture-solo-last = Zuletzt: { $player } zog nach { $cell }
picture-solo-preview = Zug von { $player }, falls bestätigt: nach { $cell }
picture-solo-suramun-to = { $turn }, Suramun nach { $cell }
picture-solo-spells-brought = { $turn }; Zaubersprüche beschworen { $golems }
picture-solo-runs-dry = Ein Vorrat ist leer: Das Spiel endet hier.
picture-solo-spells-on-confirm = Die Zaubersprüche wirken, sobald du bestätigst: erst Suramuns, dann deine.
picture-solo-to-move = { $player } ist am Zug.
picture-solo-against = gegen Suramun, Wertung { $difficulty ->
    [beginner] Anfänger
    [master] Meister
   *[standard] Standard
}
picture-solo-score-final = Endstand
picture-solo-score-before-spells = vor den Zaubersprüchen
picture-solo-score-now = endete das Spiel jetzt

## More words on the board: golems sent back from a crowded tile, a siege
picture-board-sent-back = −{ $count } zurück
picture-board-siege = Belagerung

## The legend: the highlighted move's words on the board, each beside an example
picture-legend-tag-summoned = Golems, die der Zauberspruch auf sein Plättchen brachte
picture-legend-tag-shielded = angekommene Golems, dann die, die die Schilde zerstörten
picture-legend-tag-lost = ein verlorener Zauberspruch, und warum
picture-legend-tag-waits = ein verzögerter Zauberspruch: wartet auf ein Plättchen am Ziel
picture-legend-tag-sent-back = Golems, die in ihren Vorrat zurückgehen (mehr als fünf auf einem Plättchen)
picture-legend-tag-siege = ein durch Belagerung eingenommenes Plättchen

## How a solo game ended, and who won (ties go to Suramun)
picture-solo-over-supply-you = Spiel vorbei: dein Vorrat ist aufgebraucht
picture-solo-over-supply-suramun = Spiel vorbei: Suramuns Vorrat ist aufgebraucht
picture-solo-over-no-move = Spiel vorbei: { $player } hat kein Plättchen mehr, auf das er ziehen kann
picture-solo-you-win = { $player } gewinnt, { $mine } SP gegen { $his }
picture-solo-suramun-wins = Suramun gewinnt, { $his } SP gegen { $mine }
picture-solo-suramun-wins-tie = Suramun gewinnt bei Gleichstand mit { $score } SP
