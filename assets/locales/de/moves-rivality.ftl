# Der öffentliche Bericht jedes Rivality-Zuges (und des Solo-Modus, der von denselben
# Plättchen, Golems und Zaubersprüchen spricht), sein Ausgang und eine Aufgabe. Der Code
# verbindet die Teile mit ": ", ", " und ". " und schreibt Satzanfänge groß. Begriffe der
# deutschen Regel; die Farben heißen wie dort Orange, Lila und Türkis.

## Wörter
rivality-golems = { $count ->
    [one] { $count } Golem
   *[other] { $count } Golems
}
rivality-tile-well-of-mana = Manaquelle
rivality-tile-stone-circle = Steinkreis
rivality-tile-cottage = Hütte
rivality-tile-fortress = Festung
rivality-side-salmon = Orange
rivality-side-purple = Lila
rivality-side-teal = Türkis
rivality-facing-north = Norden
rivality-facing-east = Osten
rivality-facing-south = Süden
rivality-facing-west = Westen
rivality-lost-no-tile = dort liegt kein Plättchen
rivality-lost-enemy-wizard = dort steht ein gegnerischer Zauberer
rivality-lost-uncontrolled = sein Plättchen wird nicht mehr kontrolliert
rivality-lost-supply-empty = kein Golem mehr im Vorrat
words-and = und
words-or = oder

## Ein Zug
rivality-mulligan = { $player } hat einen Neustart gemacht und zwei neue Plättchen gezogen
rivality-placed = { $player } hat { $tile } auf { $cell } gelegt, nach { $facing } gedreht
rivality-wizard-moved = der Zauberer von { $side } zog auf { $cell }
rivality-wizard-moved-with-golem = der Zauberer von { $side } zog mit einem Golem auf { $cell }
rivality-revealed = { $cell } wurde aufgedeckt: { $tile }
rivality-summoned = { $golems } auf { $target }
rivality-summoned-delayed = ein verzögerter Zauberspruch von { $side } brachte { $golems } auf { $target }
rivality-destroyed = { $count ->
    [one] , { $count } vom Schild abgewehrt
   *[other] , { $count } von den Schilden abgewehrt
}
rivality-spell-lost = der Zauberspruch auf { $target } verpuffte ({ $why })
rivality-spell-waits = ein Zauberspruch wartet auf ein Plättchen auf { $target }
rivality-golems-removed = { $golems } von { $side } von { $cell } zurück in den Vorrat geschickt (höchstens fünf je Plättchen)
rivality-control-changed = { $cell } ist jetzt { $control }
rivality-held-by = kontrolliert von { $side }
rivality-contested = umkämpft
rivality-empty = leer
rivality-removal-option = { $side } (`remove { $typed }`)
rivality-removal-choice = { $player } muss wählen, wessen Golem von { $cell } zurück in den Vorrat geht: { $options }
rivality-removal-pending = { $player } muss zuerst wählen, wessen Golem von { $cell } zurück in den Vorrat geht
rivality-besieged = { $cell } ist umzingelt und fällt an { $side }
rivality-drew = { $player } hat ein Plättchen gezogen

## Das Ende
rivality-over = Das Spiel ist vorbei, { $why }. { $result }
rivality-over-no-result = Das Spiel ist vorbei, { $why }
rivality-end-tiles = das letzte Plättchen ist gespielt
rivality-end-supply = { $side } hat keinen Golem mehr im Vorrat
rivality-end-no-move = der Zauberer kann nirgends mehr hin
rivality-scores = Punkte: { $scores }. { $verdict }
rivality-nobody-wins = niemand gewinnt
rivality-wins = { $winner } { $count ->
    [one] gewinnt
   *[other] gewinnen
}
rivality-wins-others-tied = { $winner } { $count ->
    [one] gewinnt
   *[other] gewinnen
}: { $others } liegen mit { $score } gleichauf, und { $winner } { $count ->
    [one] kontrolliert
   *[other] kontrollieren
} die Manaquelle
rivality-wins-tie-well = { $winner } { $count ->
    [one] gewinnt
   *[other] gewinnen
}: { $tie }; { $winner } { $count ->
    [one] kontrolliert
   *[other] kontrollieren
} die Manaquelle
rivality-tie-both = beide { $score }
rivality-tie-all = Gleichstand bei { $score }
rivality-share-well-elsewhere = { $winners } teilen sich den Sieg: { $tie }, und wer die Manaquelle kontrolliert, ist nicht dabei
rivality-share-no-well = { $winners } teilen sich den Sieg: { $tie }, und niemand kontrolliert die Manaquelle
rivality-resigned = { $player } hat aufgegeben: { $winner } { $count ->
    [one] gewinnt
   *[other] gewinnen
}
rivality-resigned-most = { $player } hat aufgegeben: { $winner } gewinnt mit den meisten SP der anderen ({ $standing })
rivality-resigned-share = { $player } hat aufgegeben: { $winners } teilen sich den Sieg, gleichauf mit { $score } SP
moves-ran-out-of-time = { $player } hat die Zeit überschritten. { $account }

## Die Hand eines Spielers
rivality-hand-empty = Deine Hand ist leer.
rivality-your-hand = Deine Hand:

## Das Spielfeld als Text (das Terminal); die Buchstaben sind die der Notation.
rivality-board-legend-1 = (^ > v < wohin die Vorderseite des Plättchens zeigt; { $letter }2 = 2 Golems von { $colour }; *{ $letter } = Zauberer von { $colour };
rivality-board-legend-2 = . = ein freier Platz; W = die Manaquelle;
rivality-board-legend-3 = die Seiten: { $letters })
rivality-board-supply = Golems im Vorrat: { $supplies }
rivality-board-hands = Plättchen auf der Hand: { $hands }; in den Stapeln: { $stacks }
rivality-board-score = Wertung, wenn das Spiel jetzt endete: { $scores }
rivality-board-you = Du bist { $side }.

## Ein Plättchen in Worten (eine Hand, `tile A7`): „A7 Hütte 2 SP, 1 Schild: vorne 3 Golems Entfernung 1“
rivality-tile-text = { $tile } { $kind } { $vp } SP
rivality-tile-shields = { $count ->
    [one] , { $count } Schild
   *[other] , { $count } Schilde
}
rivality-tile-spells = : { $spells }
rivality-tile-spell = { $edge } { $golems } Entfernung { $range }
rivality-tile-spell-piercing = { $edge } { $golems } Entfernung { $range } (ignoriert Schilde)

# Die Wertung einer beendeten Partie auf dem Textbrett.
rivality-board-final-score = Endwertung: { $scores }
