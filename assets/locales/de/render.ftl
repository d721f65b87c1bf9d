# Die eigenen Ablehnungen von `manawell render`, in der für seine Bilder gewählten Sprache (`--lang`).
render-what = sag, was gezeichnet werden soll: `render rivality ...` oder `render --position DATEI --out DATEI`
render-cannot-read = kann { $path } nicht lesen: { $why }
render-cannot-write = kann { $path } nicht schreiben: { $why }
render-cannot-play = `{ $play }` kann nicht gespielt werden: { $why }
render-no-seat = es gibt keinen Platz { $n }: die Plätze gehen von 1 bis { $players }
render-no-mage = es gibt keinen Magier { $n }: 1 ist Weiß, 2 ist Schwarz
render-no-player = es gibt keinen Spieler { $n }: die Spieler sind 1 und 2
render-not-a-side = `{ $word }` ist keine Seite: republic oder kingdom
