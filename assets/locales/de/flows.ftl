# Rund um eine Partie: aufgeben, Tipps, Zugrücknahmen, Revanchen, Wiederholungen.

resign-question = **{ $title }** aufgeben? Die Partie geht ohne dich weiter (oder endet), und das lässt sich nicht rückgängig machen.
resign-button = Aufgeben
resign-keep-button = Weiterspielen
resign-kept = Du spielst Partie #{ $table } weiter.
resign-done = Du hast Partie #{ $table } aufgegeben.
hint-text = **Tipp** für Partie #{ $table }: Die Stufe Schwer würde **{ $notation }** spielen ({ $words }): Sie gewinnt { $percent } % ihrer { $playouts ->
        [one] Simulation
       *[other] { $playouts } Simulationen
    } und { $ending }. Nur du siehst das.
hint-ahead = liegt am Ende im Schnitt { $margin } Punkte vorn
hint-behind = liegt am Ende im Schnitt { $margin } Punkte zurück
takeback-nobody-yet = noch niemand
takeback-request = **{ $by }** möchte den letzten Zug in Partie #{ $table } zurücknehmen. { $awaited }: annehmen oder ablehnen? (Angenommen: { $accepted }.) Die Bitte gilt bis zum nächsten Zug.
takeback-accept = Annehmen
takeback-refuse = Ablehnen
takeback-against-ai = Dein letzter Zug in Partie #{ $table } wurde zurückgenommen, samt der Antwort der KI: Du bist wieder dran.
takeback-done = Partie #{ $table }: Der Zug wurde zurückgenommen, alle haben zugestimmt. Das Brett von vorher steht unten.
takeback-refused = Partie #{ $table }: { $by } hat die Zugrücknahme abgelehnt; der Zug bleibt.
takeback-moved-on = Diese Bitte gilt nicht mehr: Partie #{ $table } ist inzwischen weiter.
# Der Revanche-Knopf unter einem Ergebnis; jede Revanche-Zeile beginnt mit `rematch-line`.
rematch-line = **Revanche**
rematch-button = Revanche
rematch-button-count = Revanche ({ $accepted }/{ $of } dabei)
rematch-nobody = niemand
rematch-waiting = **Revanche**: dabei: { $accepted }; erwartet: { $awaited }. Sie beginnt, sobald alle dabei sind.
rematch-you-are-in = Du bist bei der Revanche von Partie #{ $table } dabei. Es fehlen noch: { $awaited }.
rematch-you-are-out = Du bist bei der Revanche von Partie #{ $table } nicht mehr dabei.
rematch-at-place = in { $place }
rematch-at-soon = ihr Thread öffnet sich gleich
rematch-started-line = **Revanche**: Alle sind dabei. Partie #{ $table } hat begonnen, { $at }.
rematch-started = Partie #{ $table } hat begonnen, { $at }. Viel Glück!
rematch-made-before-in = Die Revanche von Partie #{ $table } hat schon begonnen: Partie #{ $rematch }, in { $place }.
rematch-made-before-soon = Die Revanche von Partie #{ $table } hat schon begonnen: Partie #{ $rematch }, ihr Thread öffnet sich gleich.
# /wiederholung: die öffentliche Animation und das Schritt-für-Schritt für den Fragenden.
replay-whole = **Wiederholung von Partie #{ $table }** ({ $title }): die ganze Partie, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, die letzte Stellung bleibt am Ende stehen.
replay-so-far = **Wiederholung von Partie #{ $table }** ({ $title }): die Partie bis jetzt, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, die letzte Stellung bleibt am Ende stehen.
replay-frame-start = Partie #{ $table }, der Anfang: { $caption }
replay-frame = Partie #{ $table }, Zug { $frame } von { $last }: { $caption }
replay-export = Die Züge von Partie #{ $table } als Text: `manawell local --replay { $file }` geht sie Schritt für Schritt durch.
replay-start-caption = Der Beginn der Partie.
