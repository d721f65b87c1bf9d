# Die Regeln von Rivality in Kürze, nach Themen, für jede Oberfläche (`/rivality rules`, `rules` im
# Terminal): der Text jedes Themas, sein Titel als Attribut. Das Solo steht in rules-suramun.ftl.
# Die Spielbegriffe stammen aus der deutschen Regel: Manaquelle, Steinkreis, Hütte, Festung,
# Schild, verschanzt, umkämpft, Vorrat, Neustart, Zaubermeister.

rules-rivality-overview =
    Zauberer beschwören Golems aus Stein, um Terrainplättchen zu kontrollieren. Kontrolliere bei Spielende die meisten Siegpunkte (SP).
    • Ein Plättchen kontrolliert die Seite mit den meisten Golems darauf; bei Gleichstand ist es umkämpft und niemand kontrolliert es. Auf einem Plättchen stehen höchstens 5 Golems.
    • Zu Beginn liegt nur die Manaquelle (3 SP) in der Mitte. Jeder hat 2 Plättchen auf der Hand.
    • In deinem Zug legst du ein Plättchen neben die anderen, stellst deinen Zauberer und einen Golem darauf und wirkst seine Zaubersprüche: Jeder Zauberspruch beschwört Golems in einer festen Entfernung in eine Richtung.
    • Das Spiel endet, wenn die Plättchen aufgebraucht sind, oder sofort, wenn eine Seite keinen Golem mehr im Vorrat hat (Golems, die das 5-Golem-Limit eines Zauberspruchs zurückschickt, zählen als noch im Vorrat).
    .title = Überblick

rules-rivality-turn =
    1. Lege eines deiner 2 Plättchen auf einen freien Platz neben (nicht diagonal zu) einem Plättchen, das schon auf dem Schlachtfeld liegt, in eine der 4 Richtungen gedreht.
    2. Stelle deinen Zauberer mit 1 Golem aus deinem Vorrat darauf.
    3. Wirke seine Zaubersprüche. Ein Zauberspruch `N@R` an einer Kante beschwört N Golems auf das Plättchen genau R Plätze entfernt in Richtung dieser Kante (links, vorne oder rechts, so wie du das Plättchen gedreht hast); die Plätze dazwischen dürfen leer sein. Liegt dort kein Plättchen oder steht dort ein gegnerischer Zauberer, verpufft der Zauberspruch. Du wählst die Reihenfolge deiner Zaubersprüche (das zählt nur, wenn dein Vorrat nicht für alle reicht: Ein Zauberspruch beschwört höchstens, was du noch hast).
    4. Ziehe ein Plättchen nach, außer dein Stapel ist leer.
    Neustart: Kann in deinem ersten Zug keines deiner Plättchen, wie auch immer gelegt, einen Golem auf der Manaquelle beschwören, darfst du beide abwerfen, 2 neue ziehen und die abgeworfenen in deinen Stapel zurückmischen.
    .title = Dein Zug

rules-rivality-attack =
    • Schilde. Golems, die auf einem von einem Gegner kontrollierten Plättchen ankommen, verlieren zuerst einen Golem je Schild: Hütte 1, Festung 2, und +1, wenn das Plättchen verschanzt ist (5 Golems einer Seite). Zaubersprüche mit Entfernung 3 (Symbol mit gebrochenem Schild) ignorieren Schilde. Schilde schaden nie der eigenen Seite, und ein umkämpftes Plättchen hat keine Schilde.
    • 5-Golem-Limit. Stehen danach mehr als 5 Golems auf einem Plättchen, entfernt der aktive Spieler gegnerische Golems einzeln, jeweils aus der größten gegnerischen Gruppe (bei gleich großen Gruppen wählt er), danach eigene, falls er immer noch mehr als 5 hat. Entfernte Golems gehen in den Vorrat ihrer Besitzer zurück.
    • Zauberer schützen ihr Plättchen: Kein Zauberspruch kann ein Plättchen mit einem gegnerischen Zauberer treffen.
    • Die Kontrolle hat die Seite mit den meisten Golems; bei Gleichstand ist das Plättchen umkämpft.
    .title = Angriffe, Schilde und das 5-Golem-Limit

rules-rivality-tiles =
    • Manaquelle: 3 SP, keine Zaubersprüche, das Startplättchen. Wer sie kontrolliert, gewinnt Gleichstände auf umkämpften Plättchen und in der Schlusswertung.
    • Steinkreis: 1 SP, kein Schild. Hütte: 2 SP, 1 Schild. Festung: 4 SP, 2 Schilde.
    • 24 Plättchen in zwei Sätzen zu 12 (mit und ohne kleinen Stern), jeder mit 5 Steinkreisen, 4 Hütten und 3 Festungen.
    • Zaubersprüche stehen an der linken, vorderen und rechten Kante (nie hinten). `N@R` = N Golems in genau R Plättchen Entfernung. Wer das Plättchen dreht, dreht seine Zaubersprüche: Ein nach Osten gedrehtes Plättchen wirkt seinen vorderen Zauberspruch nach Osten, den linken nach Norden und den rechten nach Süden.
    • Jeder Zauberspruch mit Entfernung 3 ignoriert Schilde.
    .title = Die Plättchen

rules-rivality-scoring =
    • Das Spiel endet, wenn der letzte Spieler sein letztes Plättchen gespielt hat (das letzte Plättchen eines Stapels zu ziehen beendet es nicht), oder sofort, wenn eine Seite alle ihre Golems eingesetzt hat: Vom Rest dieses Zuges geschieht nichts mehr.
    • Jede Seite wertet die Plättchen, die sie kontrolliert, außer dem Plättchen unter ihrem Zauberer (ein Plättchen mit Zauberer zählt nichts).
    • Ein umkämpftes Plättchen geht an die beteiligte Seite, die die Manaquelle kontrolliert; sonst wertet es niemand.
    • Die meisten SP gewinnen. Bei Gleichstand gewinnt die Seite, die die Manaquelle kontrolliert. Zu dritt gewinnt, wer die Manaquelle kontrolliert, immer dann, wenn die beiden anderen gleichauf liegen, auch mit weniger SP.
    • Expertenregeln: Ein kontrolliertes Plättchen mit mindestens einem gegnerischen Golem zählt 1 SP weniger.
    .title = Spielende und Wertung

rules-rivality-players =
    • 2 Spieler: je 30 Golems; jeder nimmt einen der beiden Sätze zu 12 Plättchen als Stapel, so gemischt, dass das unterste Plättchen keine Festung ist.
    • 3 Spieler: je 20 Golems. Die 6 Festungen werden verteilt, 2 an jeden, die anderen 18 Plättchen je 6; jeder mischt seine 8 Plättchen (das unterste ist keine Festung). Über das 5-Golem-Limit hinaus wird zuerst aus der größten gegnerischen Gruppe entfernt.
    • 4 Spieler: zwei Teams, abwechselnd sitzend. Jedes Team teilt sich einen Vorrat von 30 Golems, einen Stapel von 12 Plättchen und einen Zauberer. Jeder behält seine eigene Hand von 2 Plättchen, die niemand sonst sieht, nicht einmal der Teampartner.
    • Alle beginnen mit 2 Plättchen auf der Hand.
    .title = 2, 3 und 4 Spieler

rules-rivality-expert =
    • Verzögerte Zaubersprüche. Ein Zauberspruch, der an seiner Stelle kein Plättchen findet, verpufft nicht: Er wartet auf seinem Plättchen und wird gewirkt, sobald dort ein Plättchen gelegt wird, nach den eigenen Zaubersprüchen des aktiven Spielers, von der Seite, die sein Plättchen dann kontrolliert (er verpufft, wenn dieses Plättchen umkämpft oder leer ist). Ein verzögerter Zauberspruch kann ein Plättchen mit gegnerischem Zauberer treffen. Ein von einem Zauberer aufgehaltener Zauberspruch verpufft einfach. Verzögerte Zaubersprüche wirken Seite für Seite in Zugreihenfolge, beginnend nach der aktiven Seite.
    • Umzingelte Plättchen. Nach den verzögerten Zaubersprüchen: Ein Plättchen, dessen 4 Nachbarn alle liegen und von einer Seite kontrolliert werden (zu dritt: von zwei Seiten zusammen), ist umzingelt, außer diese Seite kontrolliert es schon. Der Belagerer behält dort seine Golems, alle anderen Golems gehen in ihren Vorrat zurück, und der Belagerer fügt 1 Golem hinzu. Das wiederholt sich, bis kein Plättchen mehr umzingelt ist.
    • Wertung. Ein kontrolliertes Plättchen mit mindestens einem gegnerischen Golem zählt 1 SP weniger.
    .title = Expertenregeln
