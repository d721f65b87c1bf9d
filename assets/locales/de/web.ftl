# Das Web-Brett (`src/frontends/web/`): die Seite einer Partie, über ihren Link geöffnet.
web-moves = Züge
web-start = Beginn
web-first = Anfang
web-back = Zurück
web-forward = Vor
web-last = Aktuell
web-version = Stellung { $n } von { $last }
web-to-move = Am Zug: { $names }
web-due = fällig
web-over = Die Partie ist vorbei.
web-not-started = Diese Partie hat noch nicht begonnen: Sie wartet auf Spieler.
web-live = Live: Ein neuer Zug erscheint von selbst.
web-your-view = Ihre eigene Sicht (dieser Link gehört nur Ihnen und läuft innerhalb einer Stunde ab)
web-board-alt = Das Brett von { $title }
web-gone = Hier ist nichts.
web-open-board = Brett öffnen
