# /hilfe: wie manawell funktioniert, nach Thema. Eine Zeile, die mit * oder [ beginnt,
# wird {"*"}… geschrieben (Fluent läse dort Syntax). Die Befehle heißen so, wie ein
# deutscher Discord-Client sie zeigt (commands.ftl).

help-start = **manawell: Brettspiele per Nachricht, in deinem Tempo**
    Eine Partie dauert hier Tage: Du ziehst, wenn du eine Minute hast, und ich sage dem Nächsten Bescheid.
    {"*"}*Rivality** (2 bis 4 Spieler; zu viert in zwei Teams): Lege Plättchen, beschwöre Golems, beherrsche das Schlachtfeld. Auch solo gegen den Zauberer **Suramun**.
    {"*"}*Magistrar** (2 Spieler): Zwei Magier setzen Zauberfiguren gegen Runenfelsen, in fünf Duellen.
    {"*"}*Aetherium** (2 Spieler): Hebe Elementsteine und zieh den Aether auf deine Seite.
    • `/rivality neu spieler:2` in einem Serverkanal postet eine Lobby: Andere treten mit ihrem Knopf bei (oder lade sie im Befehl ein). Sind alle Plätze besetzt, bekommt die Partie einen Thread. `/magistrar neu` und `/aetherium neu` funktionieren genauso.
    • `gegen_ki:True` (z. B. `/aetherium neu gegen_ki:True`) startet sofort eine Partie gegen die KI, hier oder in einer DM mit mir.
    • `/suramun starten` oder `/suramun tagesaufgabe` (heute dieselbe Auslage für alle) spielt solo.
    • `/rivality regeln`, `/magistrar regeln` und `/aetherium regeln` erklären die Regeln, Thema für Thema.
    • `/partien` listet deine Partien, die wartenden zuerst.
    Mehr: `/hilfe thema:Wie ein Zug abläuft`.
help-turn = **Wie ein Zug abläuft**
    Wenn du dran bist, erwähne ich dich im Thread der Partie (und schicke dir eine DM, wenn du das mit `/rivality benachrichtigung dm:True` möchtest).
    • Drück **Meinen Zug machen** unter dem neuesten Brett: Nur du siehst dein Menü, mit deiner Hand. Wähle das Plättchen, das Feld, die Ausrichtung (und die Reihenfolge seiner Zaubersprüche, wenn sie zählt), sieh dir die Vorschau an, dann **Bestätigen** oder **Zurück**.
    • Magistrar und Aetherium fragen mit Knöpfen eins nach dem anderen ab (Magistrar: eine Figur für jeden Felsen; Aetherium: die Figur, die Aktion, die Steine, ein Machtplättchen) und zeigen dann die Vorschau.
    • Oder tipp ihn ein: `/rivality spielen plättchen:A7 feld:M14 ausrichtung:Osten`, `/magistrar spielen zug:.mmmsw`.
    • `/rivality brett`, `/rivality hand` und `/rivality verlauf` zeigen die Partie; `/rivality tipp` fragt die KI (wenn der Tisch Tipps erlaubt).
    • `/rivality aufgeben` gibt auf (du wirst um Bestätigung gebeten).
    Knöpfe funktionieren auch nach einem Neustart des Bots; ein alter Knopf sagt dir, dass die Partie weiter ist.
help-clocks = **Zeitlimits, Erinnerungen und Urlaub**
    • Ein Tisch kann jedem Zug ein Zeitlimit geben (`zeitlimit` in `/rivality neu`); die Lobby sagt, was passiert, wenn es abläuft: Wer zu spät ist, verliert, oder die KI spielt den Zug.
    • Jede Zug-Nachricht zeigt, wann deine Zeit abläuft; `/partien` auch. Vor dem Ende kommt eine Erinnerung; eine Partie ohne Zeitlimit stupst dich nach einem Tag an, dann alle paar Tage.
    • Zeit, in der der Bot nicht lief, zählt nie gegen dich.
    • `/urlaub starten tage:3` hält deine Uhren in allen Partien an (höchstens 7 Tage in 30); `/urlaub beenden` holt dich früher zurück.
    • Die Moderatoren eines Servers können mit `/moderieren abbrechen` eine festgefahrene Partie abbrechen oder mit `/moderieren platz` einen Platz weitergeben.
help-ratings = **Wertungen und Bestenlisten**
    • Jede zu Ende gespielte Partie zwischen Spielern wertet beide Seiten: eine Wertung pro Spiel und Spielerzahl (Glicko-2 bei eins gegen eins, Weng-Lin bei drei Spielern und Teams). Partien gegen die KI und Solo-Partien werden nicht gewertet. Ein `?` markiert eine noch vorläufige Wertung.
    • `/profil` zeigt deine Wertungen, Partien und dein Lieblingsspiel; `/profil spieler:@jemand` die von jemand anderem.
    • `/bestenliste` ordnet die Spieler dieses Servers; `überall:True` alle.
    • `/suramun bestenliste` ordnet die heutige Tagesaufgabe: beste Punktzahl, dann die früheste.
