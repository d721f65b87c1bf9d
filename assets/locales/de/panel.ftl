# Das Zugfenster: was nur der Spieler am Zug sieht. Spieler werden geduzt.

panel-tile-label = { $tile } · { $kind ->
    [well-of-mana] Manaquelle
    [stone-circle] Steinkreis
    [cottage] Hütte
   *[fortress] Festung
} ({ $vp } Pkt.)
panel-facing = { $facing ->
    [n] Vorderseite nach Norden ↑
    [e] Vorderseite nach Osten →
    [s] Vorderseite nach Süden ↓
   *[w] Vorderseite nach Westen ←
}
panel-order-default = Vorne, links, rechts (Standard)
panel-edge = { $edge ->
    [l] links
    [f] vorne
   *[r] rechts
}
panel-prompt-removal = Zu viele Golems auf einem Plättchen: Wähle, wessen Golem in seinen Vorrat zurückgeht.
panel-prompt-tile = Du bist am Zug: Wähle das Plättchen, das du legst.
panel-paging = (Seite { $page }/{ $pages })
panel-prompt-wizard = Du bist am Zug: Wähle, wohin dein Zauberer geht{ $paging }.
panel-prompt-spot = Wähle, wohin du es legst{ $paging }.
panel-prompt-facing = Wähle, wohin seine Vorderseite zeigt.
panel-prompt-order = Dein Vorrat reicht nicht für alle Zaubersprüche: Wähle ihre Reihenfolge.
panel-prompt-ready = **{ $notation }** spielen?
panel-gone = Dieses Fenster ist veraltet: Öffne ein neues mit „Meinen Zug machen“.
panel-menu-tile = Plättchen
panel-menu-spot = Feld
panel-menu-facing = Ausrichtung
panel-menu-order = Reihenfolge der Zaubersprüche
panel-mulligan = Neustart: zwei neue Plättchen ziehen
panel-remove = Einen { $side ->
    [salmon] orangefarbenen
    [purple] lilafarbenen
    [teal] türkisfarbenen
   *[other] { $side }
} Golem entfernen
panel-previous-spots = ◀ Vorherige Felder
panel-more-spots = Weitere Felder ▶
panel-previous = ◀ Zurückblättern
panel-next = Weiter ▶
panel-back = Zurück
panel-confirm = Bestätigen
panel-change-menu = Eine Antwort ändern…
panel-change-ask = Ändere deine Antwort: **{ $question }**
panel-hand = Deine Hand: { $hand }
panel-failed = Etwas ist schiefgelaufen: Öffne ein neues Fenster mit „Meinen Zug machen“.
panel-played = Du hast **{ $notation }** gespielt.
panel-saved = Dein Zug **{ $notation }** ist gespeichert; die Antwort der KI und das Brett folgen gleich.
