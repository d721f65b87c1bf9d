# Les refus propres à `manawell render`, dans la langue demandée pour ses images (`--lang`).
render-what = dis quoi dessiner : `render rivality ...` ou `render --position FICHIER --out FICHIER`
render-cannot-read = impossible de lire { $path } : { $why }
render-cannot-write = impossible d'écrire { $path } : { $why }
render-cannot-play = `{ $play }` ne peut pas être joué : { $why }
render-no-seat = il n'y a pas de place { $n } : les places vont de 1 à { $players }
render-no-mage = il n'y a pas de mage { $n } : 1 est blanc, 2 est noir
render-no-player = il n'y a pas de joueur { $n } : les joueurs sont 1 et 2
render-not-a-side = `{ $word }` n'est pas un camp : republic ou kingdom
