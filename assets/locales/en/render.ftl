# `manawell render`'s own refusals, in the language asked for its pictures (`--lang`).
render-what = say what to draw: `render rivality ...` or `render --position FILE --out FILE`
render-cannot-read = cannot read { $path }: { $why }
render-cannot-write = cannot write { $path }: { $why }
render-cannot-play = `{ $play }` cannot be played: { $why }
render-no-seat = there is no seat { $n }: seats go from 1 to { $players }
render-no-mage = there is no mage { $n }: 1 is white, 2 is black
render-no-player = there is no player { $n }: players are 1 and 2
render-not-a-side = `{ $word }` is not a side: republic or kingdom
