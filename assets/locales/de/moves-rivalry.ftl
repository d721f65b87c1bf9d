# Der öffentliche Bericht jedes Rivalry-Zugs, seine Würfel und sein Ausgang, der Aufbau
# und das Brett als Text. Der Code schreibt den ersten Buchstaben jedes Satzes groß und
# setzt den Punkt.

rivalry-side-republic = die Republik
rivalry-side-kingdom = das Königreich
rivalry-leader-republic = der Präsident
rivalry-leader-kingdom = der König
rivalry-units = { $armies ->
    [0] { $cavalry ->
        [0] keine Einheit
        [one] 1 Reiter
       *[other] { $cavalry } Reiter
    }
    [one] 1 Armee{ $cavalry ->
        [0] {""}
       *[other] {" "}und { $cavalry } Reiter
    }
   *[other] { $armies } Armeen{ $cavalry ->
        [0] {""}
       *[other] {" "}und { $cavalry } Reiter
    }
}
rivalry-unit-army = eine Armee
rivalry-unit-cavalry = einen Reiter
rivalry-city = { $name } ({ $site })
rivalry-card-foreign-aid = Auslandshilfe ({ $n })
rivalry-card-new-recruits = Neue Rekruten ({ $n })
rivalry-card-internal-improvement = Innerer Ausbau
rivalry-card-mutiny = Meuterei! ({ $n })
rivalry-card-revolt = Aufstand!
rivalry-card-sabotage = Sabotage!
rivalry-card-scandal-republic = Skandal! (der Präsident)
rivalry-card-scandal-kingdom = Skandal! (der Premierminister)

rivalry-setup-sent = { $player } hat den Aufbau geschickt; es fehlt noch { $other }
rivalry-setup-revealed = beide Aufbauten werden aufgedeckt
rivalry-setup-of = { $player } ({ $side }): Städte { $cities }, Hauptstadt { $capital }; { $units }; die zusätzliche Armee auf { $extra }
rivalry-setup-preview = dein Aufbau: Städte { $cities }, Hauptstadt { $capital }; { $units }; die zusätzliche Armee auf { $extra }. Er bleibt versiegelt, bis beide da sind
rivalry-setup-sent-already = du hast deinen Aufbau schon geschickt: er bleibt versiegelt, bis beide da sind, und kann nicht mehr geändert werden
rivalry-setup-over = die Aufbauten sind vorbei: die Partie hat begonnen
rivalry-setup-not-over = noch nicht: die Partie beginnt, wenn beide Aufbauten da sind
rivalry-setup-not-yours = du spielst { $side }: schicke den Aufbau dieser Seite
rivalry-setup-whose = sag, wessen Aufbau es ist: `republic cities …` oder `kingdom cities …`
rivalry-setup-waiting = Aufbau: { $sent }
rivalry-setup-status-sent = { $player } hat den Aufbau geschickt
rivalry-setup-status-waiting = { $player } hat den Aufbau noch nicht geschickt
rivalry-setup-yours = Dein Aufbau (versiegelt, bis beide da sind): { $setup }
rivalry-setup-ask = Schicke deinen Aufbau ({ $side }): vier Stadtplätze deines Landes, die Hauptstadt darunter, 25 Einheiten (höchstens 8 Reiter) und die zusätzliche Armee. Ein solider Anfang: { $setup }
rivalry-your-roll = Der Wurf: { $first } und { $second }. Jetzt: { $step }.
rivalry-nothing-hidden = In Rivalry ist nichts verborgen, sobald die Aufbauten aufgedeckt sind: das Brett zeigt alles.

rivalry-turn-began = Runde { $round }: { $player } spielt { $side }
rivalry-turn-lost = { $side } verliert diesen Zug
rivalry-sabotaged = eine Sabotage! gilt für diesen Zug: { $side } rekrutiert nichts
rivalry-surrendered = { $side } gibt { $target } auf; die Einheiten gehen nach { $to }
rivalry-rolled = { $side } würfelt { $first } und { $second }
rivalry-reshuffled = der Ablagestapel wird zu einem neuen Stapel gemischt
rivalry-card-drawn = { $side } zieht { $card }
rivalry-raised = { $side } stellt { $unit } auf { $tile } auf
rivalry-not-raised = die Schachtel ist leer: { $count } neue Einheiten für { $side } werden nicht aufgestellt
rivalry-city-built = { $side } baut eine Stadt in { $city }
rivalry-no-site = { $side } findet keinen Platz für eine Stadt
rivalry-mutinied = Meuterei!: { $side } verliert { $unit } auf { $tile }
rivalry-turn-to-lose = { $side } verliert { $pending ->
    [one] den nächsten Zug
   *[other] die nächsten { $pending } Züge
}
rivalry-sabotage-pending = { $side } rekrutiert nichts { $pending ->
    [one] im nächsten gespielten Zug
   *[other] in den nächsten { $pending } gespielten Zügen
}
rivalry-moved = { $side } zieht { $units } von { $from } nach { $to }
rivalry-assault = { $side } greift { $target } von { $from } an: Angriff { $attack }, Verteidigung { $defence }; { $losses }
rivalry-loss = { $side } verliert { $unit } auf { $tile }
rivalry-no-loss = kein Verlust
rivalry-advanced = { $side } rückt mit { $units } von { $from } auf { $onto } vor
rivalry-city-captured = { $side } erobert { $city } von { $from }
rivalry-escape-roll = { $leader } würfelt { $die } zur Flucht
rivalry-escaped = { $leader } flieht nach { $city }, in die Ausweichhauptstadt
rivalry-leader-home = { $leader } ist wieder daheim
rivalry-leader-caught = { $leader } ist gefangen
rivalry-turn-ended = { $side } beendet den Zug

rivalry-won-leader-caught = { $player } ({ $side }) gewinnt: der feindliche Anführer ist gefangen
rivalry-won-interim-taken = { $player } ({ $side }) gewinnt: die feindliche Ausweichhauptstadt ist erobert
rivalry-won-round-limit = { $player } ({ $side }) gewinnt an der Rundengrenze
rivalry-won-resigned = { $player } ({ $side }) gewinnt: die andere Seite hat kapituliert
rivalry-draw-round-limit = die Rundengrenze ist erreicht und die Partie endet unentschieden

rivalry-preview = { $move }: ein erlaubter Zug; gewürfelt wird, wenn er gespielt wird

rivalry-board-round = Runde { $round } von { $limit }: { $player } ist dran ({ $side }); { $step }
rivalry-board-over = Die Partie ist vorbei.
rivalry-board-side = { $player } ({ $side }): { $units } auf dem Brett; Städte { $cities }; Hauptstadt { $capital }
rivalry-board-interim = Ausweichhauptstadt { $city }
rivalry-board-lost = { $count } Züge zu verlieren
rivalry-board-sabotage = { $count } Züge ohne Rekruten
rivalry-board-tiles = Einheiten: { $tiles }
rivalry-board-roll = Wurf { $first } und { $second }
rivalry-board-deck = { $left } Karten im Stapel; Ablage: { $discards }
rivalry-step-surrender = aufgeben oder würfeln
rivalry-step-move = Einheiten ziehen (noch { $left }) oder die Bewegung beenden
rivalry-step-reinforce = { $left } neue Einheiten in der Hauptstadt aufstellen
rivalry-step-build = den Platz der neuen Stadt wählen
rivalry-step-mutiny = { $left } Einheiten entfernen (Meuterei!)
rivalry-step-battle = angreifen oder die Kämpfe beenden
rivalry-step-advance = nach dem Angriff auf { $target } vorrücken
rivalry-step-recruit = rekrutieren oder den Zug beenden
rivalry-step-over = die Partie ist vorbei

rivalry-ask-setup = Dein Aufbau?
rivalry-ask-action = Was jetzt?
rivalry-ask-from = Ziehen von?
rivalry-ask-to = Nach?
rivalry-ask-how-many = Wie viele?
rivalry-ask-assault-from = Angreifen von?
rivalry-ask-target = Welches Ziel?
rivalry-ask-fight = Ein Angriff oder bis zum Ende?
rivalry-ask-onto = Vorrücken auf?
rivalry-ask-recruit-at = In welcher Stadt rekrutieren?
rivalry-ask-tile = Auf welches Feld?
rivalry-ask-kind = Armee oder Reiter?
rivalry-ask-build = Wo die neue Stadt bauen?
rivalry-ask-mutiny = Meuterei!: von welchem Feld entfernen?
rivalry-ask-surrender = Was aufgeben?
rivalry-ask-relocate = Die Einheiten wohin verlegen?
rivalry-answer-suggested = der vorgeschlagene Aufbau
rivalry-answer-roll = würfeln
rivalry-answer-end-moves = die Bewegung beenden
rivalry-answer-end-battles = die Kämpfe beenden
rivalry-answer-end-turn = den Zug beenden
rivalry-answer-resign = kapitulieren
rivalry-answer-move = ziehen
rivalry-answer-assault = angreifen
rivalry-answer-advance = vorrücken
rivalry-answer-recruit = rekrutieren
rivalry-answer-reinforce = eine neue Einheit aufstellen
rivalry-answer-build = eine Stadt bauen
rivalry-answer-mutiny = Meuterei!
rivalry-answer-surrender = aufgeben
rivalry-answer-once = ein Angriff
rivalry-answer-fight-out = bis zum Ende
rivalry-answer-army = Armee
rivalry-answer-cavalry = Reiter
rivalry-label-setup = Aufbau: { $setup }
rivalry-label-move = { $units } von { $from } nach { $to }
rivalry-label-assault = { $target } von { $from } angreifen
rivalry-label-fight-out = { $target } von { $from } bis zum Ende angreifen
rivalry-label-advance = mit { $units } auf { $onto } vorrücken
rivalry-label-recruit = { $unit } in { $city } auf { $tile } rekrutieren
rivalry-label-reinforce = { $unit } auf { $tile }
rivalry-label-build = eine Stadt in { $city } bauen
rivalry-label-mutiny = { $unit } auf { $tile } entfernen
rivalry-label-surrender = { $target } aufgeben, verlegt nach { $to }

# Die Vorschau eines Zugs ohne Würfel.
rivalry-preview-plain = { $move }.

# Ein Feld zur Wahl in einem Schritt, mit dem, was darauf steht: „D7 (deine: 2 Armeen; Feind: 1 Kavallerie)“.
rivalry-tile-standing = { $tile } ({ $standing })
rivalry-tile-yours = deine: { $units }
rivalry-tile-enemy = Feind: { $units }
