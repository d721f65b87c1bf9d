# Die Wörter von `manawell local` selbst: Eingabeaufforderungen, Antworten, Ablehnungen und
# Hilfe der Schleife. Befehle und Züge werden in jeder Sprache auf Englisch getippt.

local-resuming = Partie { $table } wird fortgesetzt.
local-welcome = Tippe `help`, um zu sehen, wie man spielt, `quit` zum Aufhören (die Partie bleibt gespeichert). Befehle und Züge tippst du auf Englisch.
local-new-game = Neue Partie { $table }: { $title }.
local-player = Spieler { $n }
# Der Name eines KI-Platzes: seine Stufe ist das Wort von `--ai` (random, easy, medium, hard).
local-bot = { $level ->
        [random] Zufallsbot
        [easy] Leichter Bot
        [medium] Mittlerer Bot
       *[hard] Schwerer Bot
    }
local-bot-numbered = { $level ->
        [random] Zufallsbot { $n }
        [easy] Leichter Bot { $n }
        [medium] Mittlerer Bot { $n }
       *[hard] Schwerer Bot { $n }
    }
local-still-waiting = Partie { $table } wartet noch auf Spieler
local-waiting-for-nobody = Partie { $table } wartet auf niemanden
local-thinking = { $name } denkt nach…
local-cannot-move = { $name } kann gerade nicht ziehen.
local-pass-keyboard = Gib die Tastatur an { $name } weiter — drück Enter, sobald es so weit ist.
local-your-turn = { $name }, du bist dran.
local-over = Partie { $table } ist beendet.
local-saved = Partie { $table } ist gespeichert. Starte `manawell local` erneut, um sie fortzusetzen.
local-no-move-number = Kein Zug Nummer { $n }: Dieser Zug hat { $count } (tippe `moves`).
local-too-long = Diese Zeile ist zu lang für einen Zug oder einen Befehl (sie beginnt mit `{ $start }`).
local-no-tiles = `tile` zeigt ein Rivality-Plättchen: Dieses Spiel hat keine.
local-not-a-tile = `{ $what }` ist kein Plättchen: Es gibt A1 bis A12, B1 bis B12 und W (den Brunnen).
local-no-hints-in-solo = Keine Tipps im Solomodus: Die KI spielt an Rivality-Tischen.
local-hint-thinking = Ich denke nach…
local-hint = Tipp: Die Stufe Schwer der KI würde { $notation } spielen ({ $label }): Sie gewinnt { $percent } % { $playouts ->
        [1] ihrer Simulation
       *[other] ihrer { $playouts } Simulationen
    } und { $ahead ->
        [yes] endet im Schnitt { $margin } SP vorn
       *[no] endet im Schnitt { $margin } SP hinten
    }.
local-resign-ask = { $name }, Partie { $table } aufgeben? Deine Seite verliert, und die Partie endet. Tippe `yes` zum Aufgeben (jede andere Antwort spielt weiter):
local-not-resigned = Nicht aufgegeben: Es geht weiter.
local-refused = Abgelehnt: { $why }
local-not-a-move = Abgelehnt: `{ $text }` ist kein Zug ({ $why }). Tippe `help` für die Schreibweise, `moves` für die Züge dieser Runde.
local-would-play = Du würdest { $notation } spielen: { $account }
local-play-it = Spielen? (Enter oder y: spielen; n: zurücknehmen)
local-taken-back = Zurückgenommen: Nichts wurde gespielt.
local-which-order = Die Reihenfolge der Zauber dieses Plättchens zählt hier. Welcher zuerst?
local-then = dann
local-order-prompt = Reihenfolge (ihre Nummer)>
local-no-order = Keine Reihenfolge gewählt: Nichts wurde gespielt.
local-only-choice = { $question } { $label } (die einzige Wahl).
local-choice-prompt = Deine Wahl (ihre Nummer)>
local-stopped-choosing = Wahl abgebrochen: `{ $line }` ist keine der Nummern. Nichts wurde gespielt.
local-nothing-to-choose = Kein Zug zu wählen: Diese Runde hat keinen.
local-no-move-names = Kein Zug dieser Runde nennt `{ $what }`.
local-moves-name = { $count } Züge nennen `{ $what }`
local-turn-has = Diese Runde hat { $count } Züge
local-too-many = { $whose }: zu viele zum Auflisten. Tippe `choose`, um deinen Schritt für Schritt zu bauen, `moves WORT`, um die zu listen, die WORT nennen oder damit beginnen, oder tippe den Zug (`help` zeigt, wie).
local-first-choice = Tippe `choose`, um Schritt für Schritt gefragt zu werden; sein erster Schritt ist „{ $question }“ ({ $keys }).

# Warum der Tischdienst abgelehnt hat, wie das Terminal es nach „Abgelehnt: “ sagt.
local-error-unknown-game = es gibt keine Partie { $table }
local-error-not-your-game = du spielst nicht in Partie { $table }
local-error-not-your-turn = du bist nicht dran: { $whose } ist am Zug
local-error-game-over = Partie { $table } ist beendet
local-error-still-playing = Partie { $table } läuft noch: Ihre Züge lassen sich exportieren, sobald sie vorbei ist
local-error-daily-not-over = Partie { $table } spielt die heutige Tagesaufgabe: Ihre Züge gehören ihrem Spieler, bis der Tag vorbei ist (Mitternacht UTC)
local-error-not-started = Partie { $table } hat noch nicht begonnen: Sie wartet auf Spieler
local-error-not-a-lobby = Partie { $table } ist nicht mehr offen zum Beitreten oder Verlassen
local-error-table-full = Partie { $table } ist voll
local-error-already-seated = du hast schon einen Platz in Partie { $table }
local-error-not-invited = Partie { $table } ist nur auf Einladung
local-error-not-the-creator = nur wer Partie { $table } eröffnet hat, kann das
local-error-no-hint = Partie { $table } hat keine Tipps: Die gibt es an Rivality-Tischen
local-error-no-such-player = dieser Spieler hat keinen Platz in Partie { $table }
local-error-hints-off = Partie { $table } wird ohne Tipps gespielt: Wer sie eröffnet hat, hat sie nicht erlaubt
local-error-no-rematch = keine Revanche für Partie { $table }: { $why }
local-error-no-takeback = keine Zugrücknahme in Partie { $table }: { $why }
local-error-bad-options = mit diesen Optionen lässt sich keine Partie anlegen: { $why }
local-error-unreadable = das ist kein Zug: { $why }
local-error-illegal = unerlaubter Zug: { $why }
local-error-moved-on = die Partie ist weiter, seit du geschaut hast: Nichts wurde gespielt, hier ist die neue Stellung
local-error-corrupt = Partie { $table } lässt sich gerade nicht lesen (ihre Speicherung ist beschädigt: { $what }); andere Partien sind nicht betroffen
local-error-picture = das Bild konnte nicht gezeichnet werden: { $what }

# `help`: wie man einen Zug des laufenden Spiels tippt, und die Befehle der Schleife.
local-help-rivality =
    Leg ein Plättchen: seine Kennung, ein Feld und die Richtung seiner Vorderseite, etwa `A7 M14 east` (north, east, south, west; oder n, e, s, w). Wenn die Reihenfolge seiner Zauber zählt, wirst du gefragt, oder häng sie an: `A6 M14 east right,front,left`.
    Vor deinem ersten Plättchen: `mulligan` (eine neue Hand).
local-help-crowded = Wenn sich fünf Golems auf einem Plättchen drängen und du wählen musst, wessen geht: `remove salmon` (oder purple, teal).
local-help-suramun =
    Dein Zauberer betritt zuerst die untere Reihe: `enter B1` (Felder A1 bis D6, Spalten A-D, Reihen 1-6). Dann zieht er auf ein Plättchen mit deinen Golems: `move C2`; wenn die Reihenfolge seiner Zauber zählt, wirst du gefragt, oder häng sie an: `move C2 right,front,left`; die eines verdeckten Plättchens wird erfragt, sobald es aufgedeckt ist: `order C5 left,front`.
    Plättchen schreibt man mit # (`#A7`), damit sie nie wie ein Feld aussehen.
local-help-magistrar = Duelle 1–4: Setz in einem Zug eine Figur auf jeden deiner sechs Steine, Stein 1 zuerst: `sm.wmw` (s stark, m mittel, w schwach, `.` auf einen Stein mit deiner eigenen Superenergie). Duell 5, eine Figur nach der anderen: `3m` (eine mittlere Figur auf Stein 3). Gewinnst du eine Superenergie, wähl ihren Weg: `light` (Licht) oder `dark` (Dunkel).
local-help-aetherium = Ein Zug: ein Stein, eine Aktion und ihre Spalten: `fire surge B`, `wild:water twin A C`, `earth step-leap A C` (A schreitet, C springt), `air fall B 2`, `water gather D`. Ein Machtplättchen davor oder danach, mit `then`: `aether then fire gather D`, `fire surge B then fall water A`, `block twin`, `rise-fire C`. Ohne mögliche Aktion: `pass earth`.
local-help-rivalry = Der Aufbau, versiegelt geschickt: `cities *@R2 @R6 @R8 @R9 units E3:2a E4:2a … extra E3`. Dann die Züge eines Zugs: `C5-B5:2a1c`, `E7xE8`, `D7x@K9!` (bis zum Ende kämpfen), `>D8:4a`, `@R2+E3a`, `end-moves`, `end-battles`, `end-turn` (docs/rivalry-notation.md).
local-help-commands = Befehle, wie die Züge auf Englisch getippt: moves (oder `moves A6`, `moves M14`: die Züge mit diesem Plättchen oder Feld), eine Nummer aus dieser Liste, tile A7 (was ein Plättchen trägt), board (das Brett), hand (deine Hand), log (der Verlauf), rules (oder `rules THEMA`: die Regeln in Kürze), hint (ein Tipp), resign (aufgeben), help, quit.
local-help-duel-commands = Befehle, wie die Züge auf Englisch getippt: choose (deinen Zug Schritt für Schritt bauen), moves (oder `moves WORT`: die Züge, die es nennen oder damit beginnen), eine Nummer aus dieser Liste, rules (oder `rules THEMA`: die Regeln), board (das Brett), log (der Verlauf), resign (aufgeben), help, quit.
local-help-solo-commands = Befehle, wie die Züge auf Englisch getippt: moves (oder `moves B2`: die Züge auf dieses Feld), eine Nummer aus dieser Liste, tile #A7 (was ein Plättchen trägt), rules (oder `rules THEMA`: die Regeln in Kürze), board (das Brett), log (der Verlauf), resign (aufgeben), help, quit.
local-help-confirm = Jeder Zug wird zuerst gezeigt: Drück Enter (oder y), um ihn zu spielen, n, um ihn zurückzunehmen.

local-board-picture = Bild des Bretts: { $path }
local-preview-picture = Bild der Vorschau: { $path }
local-no-picture = (kein Bild: { $why })
local-no-preview-picture = (kein Vorschaubild: { $why })

# Die abgelehnten Optionen der Befehlszeile, oder nicht die der fortgesetzten Partie. Die
# Optionen selbst (`--players`, `hard`) tippt man, wie sie sind.
local-solo-players = --solo ist ein Spiel für eine Person, gegen Suramun: Es kann nicht --players { $n } haben
local-solo-ai = --solo spielt man gegen Suramun, der nach den Soloregeln spielt: --ai ist für Rivality-Tische (`--players 2 --ai hard`)
local-solo-expert = --expert ist für Rivality-Tische: Der Solomodus hat seine eigenen Regeln
local-players-range = Rivality spielt man zu 2, 3 oder 4, nicht zu { $n }
local-name-empty = --names: Name { $n } ist leer; trenn die Namen mit Kommas, etwa `--names Ann,Bob`
local-name-bad = --names: Name { $n } ist kein Name (höchstens { $most } Buchstaben, keine Steuerzeichen)
local-name-twice = --names: Zwei Spieler heißen { $name }; gib jedem Platz einen eigenen Namen
local-too-many-names = --names gibt { $count } Namen für { $seats } { $seats ->
        [1] Spieler
       *[other] Spieler
    }: ein Name pro Platz, in der Reihenfolge der Plätze{ $more ->
        [yes] { " " }(oder ergänze --players N)
       *[no] { "" }
    }
local-grand-mage-game = --grand-mage ist ein Magistrar-Match: Es passt nicht zu --game { $game }
local-no-solo = --solo ist der Solomodus von Rivality gegen Suramun: { $title } hat keinen Solomodus
local-no-expert = --expert ist für Rivality: { $title } hat keine Expertenregeln
local-two-players = { $title } spielt man zu 2, nicht zu { $n }
local-other-options =
    Partie { $table } läuft hier, und sie wurde mit anderen Optionen begonnen:
      - { $differences }
    Starte `manawell local` ohne Optionen (oder mit denselben), um sie fortzusetzen, oder beginne eine neue Partie mit `{ $args }`.
local-game-rivality = Rivality für { $players } Spieler{ $expert ->
        [yes] { " " }mit den Expertenregeln
       *[no] { "" }
    }
local-game-solo = solo gegen Suramun ({ $difficulty })
local-differs-game = es ist { $game }, nicht { $asked } (--game)
local-differs-grand-mage = es ist { $game }, kein Großmagier-Match (--grand-mage)
local-differs-difficulty = es ist solo gegen Suramun auf Stufe { $stored }, nicht { $asked } (--solo)
local-differs-solo = es ist { $game }, nicht solo (--solo)
local-differs-players = sie hat { $stored } Spieler, nicht { $n } (--players)
local-differs-solo-players = es ist { $game }, nicht für { $n } Spieler
local-differs-two-players = es ist { $game }, für 2 Spieler, nicht { $n }
local-differs-expert = es ist { $game }, ohne die Expertenregeln (--expert)
local-differs-no-ai = sie hat keinen KI-Platz: Alle spielen an diesem Terminal (--ai { $asked })
local-differs-ai-level = ihre KI spielt auf Stufe { $stored }, nicht { $asked } (--ai)
local-differs-seat = Platz { $seat } ist { $stored }, nicht { $name } (--names)
local-differs-nobody = niemand
local-differs-seed = sie wurde aus einem anderen Seed als { $seed } gegeben (--seed)

# `manawell local --replay DATEI`: die Wörter der Schleife (die Schritte sind die der
# Datei, auf Englisch).
local-replay-help = Tippe, auf Englisch, `next` (oder Enter), `prev`, `goto N` (0: der Anfang), `last` oder `quit`.
local-replay-last = Das ist der letzte Zug.
local-replay-first = Das ist der Anfang der Partie.
local-replay-goto = `goto` nimmt eine Zugnummer von 0 bis { $last }.
local-replay-unknown = `{ $line }` kenne ich nicht. { $help }
local-replay-start = Der Anfang (von { $last } Zügen).
local-replay-move = Zug { $at } von { $last }: { $caption }
local-replay-picture = Bild der Wiederholung: { $path }
local-replay-intro = Wiederholung einer Partie { $kind }: { $names }; { $last } Züge. { $help }
# Das Terminal oder die Dateien drumherum versagen.
local-io-write = kann nicht ins Terminal schreiben: { $why }
local-io-read-input = kann die Eingabe nicht lesen: { $why }
local-io-set-up = kann das Terminal nicht einrichten: { $why }
local-io-read-terminal = kann das Terminal nicht lesen: { $why }
local-io-runtime = kann die Laufzeitumgebung nicht starten: { $why }
local-io-database = kann die Datenbank { $url } nicht öffnen: { $why }
local-io-read-file = kann { $path } nicht lesen: { $why }

# `manawell local --replay DATEI`: was an der Datei falsch ist (die Felder und die
# Endzeile sind die englischen Wörter der Datei).
replay-file-not-replay = keine gespeicherte manawell-Partie: sie beginnt mit `{ $magic }`
replay-file-after-end = Zeile { $n }: nach der Zeile `end:` darf nichts mehr kommen
replay-file-not-key-value = Zeile { $n }: `Schlüssel: Wert` erwartet, `{ $line }` gefunden
replay-file-seed = Zeile { $n }: der Seed ist eine ganze Zahl, nicht `{ $value }`
replay-file-player = Zeile { $n }: `player { $seat }` erwartet, `{ $key }` gefunden
replay-file-unknown-field = Zeile { $n }: unbekanntes Feld `{ $field }`
replay-file-missing = die gespeicherte Partie hat keine Zeile `{ $field }:`
replay-file-end = Zeile { $n }: `end: N resigned` oder `end: N ran out of time` erwartet
replay-file-cannot-set-up = diese Partie lässt sich nicht aufbauen: { $why }
replay-file-over = Zug { $n } `{ $mv }`: die Partie war schon vorbei
replay-file-not-a-move = Zug { $n } `{ $mv }`: kein Zug: { $why }
replay-file-illegal = Zug { $n } `{ $mv }`: nicht erlaubt: { $why }
replay-file-end-seat = das Ende nennt Platz { $seat }: den gibt es nicht
replay-file-end-over = das Ende lässt jemanden eine schon beendete Partie aufgeben
replay-file-seat-name = Spieler { $n }
replay-file-resigned = { $player } hat aufgegeben.
replay-file-ran-out = { $player } hat die Zeit überschritten.

# `choose` in einer Rivality-Partie: ein Legen, Schritt für Schritt gefragt.
local-choose-tile = Welches Plättchen (oder ein anderer Zug)?
local-choose-spot = Wohin?
local-choose-facing = In welche Richtung zeigt seine Vorderseite?
local-choose-order = In welcher Reihenfolge wirken seine Zaubersprüche?
