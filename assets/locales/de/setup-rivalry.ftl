# Der Aufbau in Rivalry: der einer Seite, geheim vorbereitet (das Aufbau-Panel
# auf Discord, das Terminal), dann versiegelt. Nur sein Spieler liest diese Texte.

setup-title = **Dein Aufbau für { $side ->
    [republic] die Republik
   *[kingdom] das Königreich
}** (nur du siehst ihn; die andere Seite sieht nichts, bis beide Aufbauten versiegelt sind)
setup-armies = { $count ->
    [one] 1 Armee
   *[other] { $count } Armeen
}
setup-cavalry = { $count ->
    [one] 1 Reiterei
   *[other] { $count } Reitereien
}
setup-no-units = keine Einheiten
setup-extra-here = {" "}+ die Extra-Armee
setup-capital-mark = ★ Hauptstadt ·{" "}
setup-elsewhere = Anderswo: { $tiles }
setup-placed = Platziert: { $units } von { $all } Einheiten, davon { $cavalry } von höchstens { $most } Reitereien, und die Extra-Armee.
setup-problem = ⚠️ Noch nicht bereit: { $reason }
setup-ready = ✅ Bereit zum Versiegeln.
setup-problem-city-count = wähle genau { $needed } verschiedene Städte, nicht { $count }.
setup-problem-foreign-site = { $site } ist kein Stadtplatz deiner Nation.
setup-problem-capital = die Hauptstadt { $site } muss eine deiner vier Städte sein.
setup-problem-foreign-tile = { $tile } ist kein Landfeld deiner Nation.
setup-problem-tile-twice = { $tile } steht zweimal da.
setup-problem-unit-count = platziere genau { $needed } Einheiten, nicht { $count }.
setup-problem-cavalry = höchstens { $most } der { $all } Einheiten dürfen Reiterei sein, nicht { $count }.
setup-problem-extra = die Extra-Armee kommt auf ein Feld einer deiner Städte, nicht auf { $tile }.
setup-problem-empty-city = { $city } braucht mindestens eine Einheit auf ihren Feldern.
setup-all-placed = alle { $all } Einheiten sind platziert: nimm zuerst eine von einem Feld.
setup-all-cavalry = alle { $most } Reitereien sind platziert: nimm zuerst eine von einem Feld.
setup-none-to-remove = auf { $tile } steht keine Einheit dieser Art.

# Das Panel auf Discord.
setup-menu-cities = Deine vier Städte
setup-menu-capital = Deine Hauptstadt
setup-menu-tile = Ein Feld für Einheiten
setup-tile-option = { $tile } · { $units }
setup-placing-on = Platzieren auf **{ $tile }**: { $units }.
setup-add-army = +1 Armee
setup-remove-army = −1 Armee
setup-add-cavalry = +1 Reiterei
setup-remove-cavalry = −1 Reiterei
setup-extra-button = Extra-Armee hierher
setup-suggested-button = Vorgeschlagener Aufbau
setup-seal-button = Meinen Aufbau versiegeln
setup-open-button = Meine Seite aufstellen
setup-sealed = Dein Aufbau ist versiegelt. Die Partie beginnt, sobald der der anderen Seite es auch ist.
setup-not-waiting = Dieser Tisch wartet nicht auf deinen Aufbau.
setup-refused = Nichts geändert: { $reason }
setup-unreadable = Dieser Aufbau ist nicht lesbar: { $reason }

# Das Terminal (`manawell local --game rivalry`).
setup-local-ask = Tippe deinen Aufbau als eine Zeile wie die oben, oder 1 für den vorgeschlagenen. Die andere Seite sieht nichts davon, bis beide versiegelt sind.
