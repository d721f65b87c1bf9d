# Le plateau web (`src/frontends/web/`) : la page d'une partie, ouverte par son lien.
web-moves = Coups
web-start = Début
web-first = Premier
web-back = Reculer
web-forward = Avancer
web-last = Dernier
web-version = Position { $n } sur { $last }
web-to-move = Au tour de : { $names }
web-due = avant le
web-over = La partie est terminée.
web-not-started = Cette partie n'a pas commencé : elle attend des joueurs.
web-live = En direct : un nouveau coup s'affiche tout seul.
web-your-view = Votre vue à vous (ce lien n'est qu'à vous et expire dans l'heure)
web-board-alt = Le plateau de { $title }
web-gone = Il n'y a rien ici.
web-open-board = Ouvrir le plateau
