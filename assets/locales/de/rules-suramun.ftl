# Rivality solo gegen den Zauberer Suramun in Kürze, nach Themen, für jede Oberfläche
# (`/suramun rules`, `rules` im Terminal): der Text jedes Themas, sein Titel als Attribut.

rules-suramun-overview =
    Du spielst einen Zauberer und 30 Golems gegen den Zauberer Suramun und seine 30. Es gibt keine Manaquelle: Deine 12 Plättchen liegen offen in 3 Reihen zu 4 (die unterste Reihe ist dein Einstieg), Suramuns 12 liegen verdeckt dahinter, zu dir gedreht.
    Jeden Zug bewegst du deinen Zauberer und stellst einen Golem hin; Suramun spiegelt dich und wirkt alle Zaubersprüche seines Plättchens; danach wirkst du alle Zaubersprüche deines Plättchens, wenn du es noch kontrollierst. Kontrolliere bei Spielende die Plättchen mit den meisten Siegpunkten (SP).
    .title = Überblick

rules-suramun-turn =
    1. Bewege deinen Zauberer. Erster Zug: auf ein Plättchen deiner untersten Reihe. Danach: auf ein leeres Plättchen (offen oder verdeckt) über einen zusammenhängenden Weg von Plättchen mit je mindestens einem deiner Golems, egal wer sie kontrolliert. Stelle dort einen Golem aus deinem Vorrat hin; ein verdecktes Plättchen wird aufgedeckt.
    2. Suramun zieht (siehe Thema suramun) und wirkt seine Zaubersprüche.
    3. Kontrollierst du dein Plättchen noch (mehr Golems als Suramun darauf), wirke ALLE seine Zaubersprüche, in der Reihenfolge deiner Wahl (sie zählt nur, wenn dein Vorrat nicht für alle reicht); sonst wirkst du nichts. Ein Zauberspruch außerhalb des Schlachtfelds geht verloren; einer auf ein verdecktes Plättchen deckt es auf.
    .title = Dein Zug

rules-suramun-suramun =
    • Er endet immer in derselben Spalte wie dein Zauberer, gespiegelt an der Linie zwischen deinem und seinem Land, und die beiden Zauberer stehen nie auf demselben Plättchen. Er bringt einen Golem mit.
    • Sein Plättchen wird aufgedeckt (zu dir gedreht) und er wirkt ALLE seine Zaubersprüche, vorne, dann links, dann rechts, auch wenn deine Golems das Plättchen halten: Er beachtet sie und seine Schilde nicht.
    • Im Solo schützt dein Zauberer dein Plättchen nicht: Suramuns Zaubersprüche treffen es wie jedes andere.
    .title = Suramuns Zug

rules-suramun-attacks =
    • Golems, die auf einem leeren Plättchen ankommen, nehmen es ein. Auf einem Plättchen der anderen Seite verlieren sie zuerst einen Golem je Schild (Hütte 1, Festung 2, +1, wenn 5 Golems einer Seite es verschanzen); Zaubersprüche mit Reichweite 3 beachten keine Schilde.
    • Stehen mehr als 5 Golems auf einem Plättchen, entfernt der Wirkende zuerst gegnerische Golems, dann eigene; sie gehen in die Vorräte zurück.
    • Ein Plättchen gehört der Seite mit mehr Golems darauf; bei Gleichstand ist es umkämpft.
    .title = Zaubersprüche und Schilde

rules-suramun-scoring =
    • Das Spiel endet sofort, wenn du oder Suramun alle Golems beschworen habt oder wenn dein Zauberer kein leeres Plättchen mehr erreichen kann.
    • Jede Seite wertet die Plättchen, die sie kontrolliert: Steinkreis 1 SP, Hütte 2, Festung 4. Ein Plättchen mit Zauberer zählt nichts.
    • Zauberlehrling: Du brauchst mehr SP als Suramun (Gleichstand ist eine Niederlage). Zaubergeselle: Umkämpfte Plättchen gehen an Suramun. Zaubermeister: wie Zaubergeselle, und du verlierst 1 SP je von dir kontrolliertem Plättchen mit einem gegnerischen Golem.
    .title = Spielende und Wertung
