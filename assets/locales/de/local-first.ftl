# `manawell local` ohne Angabe, was gespielt wird: die Spiele zur Wahl, je eine Zeile, gegen
# die KI gespielt; nach einer beendeten Partie zuerst die Revanche; und was nach dem Ende
# einer Partie zu tun ist. Getippt wird (Zahlen, `r`, Befehle) auf Englisch.

local-first-ask = Welches Spiel? Jedes wird gegen die KI gespielt; tippe seine Nummer (Enter: 1).
local-first-rivality = Rivality: Lege Terrainplättchen, deren Zaubersprüche deine Golems beschwören; halte das wertvollste Land (du gegen eine KI).
local-first-solo = Rivality solo: dieselben Plättchen, allein gegen den Zauberer Suramun, der jeden deiner Züge spiegelt.
local-first-magistrar = Magistrar: zwei Magier, fünf Duelle von Zauberfiguren gegen Energieplättchen, eine Energieleiste zum Aufsteigen.
local-first-aetherium = Aetherium: ein Duell der Elementsteine, Figuren auf Aktionsfeldern und die Aetherleiste.
local-first-rivalry = Rivalry: die Republik gegen das Königreich um die Insel Cannebar: Armeen, Würfel und Hauptstädte.
local-first-over = Partie { $table } ist beendet.
local-first-rematch-ask = Noch einmal spielen (Enter oder r) oder ein anderes Spiel über seine Nummer wählen:
local-first-rematch = Eine Revanche: { $title }, { $who }.
local-first-rematch-ai = gegen die KI ({ $level })
local-first-rematch-solo = gegen Suramun
local-first-rematch-hot-seat = dieselben Spieler an dieser Tastatur
local-first-other-ways = Andere Arten zu spielen: `manawell local --players 2` (zu mehreren an einer Tastatur), `manawell local --help` (alle Optionen).
local-first-prompt = Spiel:
local-first-not-listed = `{ $line }` steht nicht in der Liste: Tippe eine Zahl von 1 bis { $count } oder `quit`.
local-over-next = Wie weiter: Starte `manawell local` erneut für eine Revanche oder ein anderes Spiel (die Liste der Spiele); `rules` und `help` gehen in jedem Spiel.

# `choose` (ein Zug Schritt für Schritt): seine Eingabeaufforderungen und Antworten.
local-choice-prompt-back = Deine Wahl (ihre Nummer oder `back`)>
local-choice-first-step = Das ist der erste Schritt: Davor gibt es keinen.
local-choice-no-number = Hier gibt es keine { $n }: Tippe eine Zahl von 1 bis { $count }.

# `hint` in einem Spiel, für das die KI keine Tipps gibt.
local-no-hints-in-game = Keine Tipps in { $title }: `hint` gibt es für Rivality, wo die schwere Stufe der KI deine Züge abwägt.

# `--db` (oder MANAWELL_DATABASE_URL) in einem Ordner, den es nicht gibt.
local-io-no-folder = kann die Datenbank { $url } nicht öffnen: Den Ordner { $folder } gibt es nicht (lege ihn an oder gib `--db` eine Datei in einem vorhandenen Ordner)

# Eine Zeile, die kein Zug ist, wenn der Grund sie schon zitiert.
local-not-a-move-said = Abgelehnt: { $why }. Tippe `help` für die Schreibweise, `moves` für die Züge dieser Runde.

# Die letzte Partie an diesem Terminal kann nicht gelesen werden; `why` sagt, was nicht stimmt.
local-damaged = Partie #{ $table } kann nicht gelesen werden: { $why }; sie bleibt unverändert in der Datenbank (sag es dem, der sie betreut).
# Danach, wenn die angegebenen Optionen sie fortgesetzt hätten.
local-damaged-new = Um daneben eine andere Partie zu spielen, starte `manawell local --new` mit deinen Optionen, oder nur `manawell local`, um eine auszuwählen.
