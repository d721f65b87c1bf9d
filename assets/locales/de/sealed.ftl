# Gleichzeitige verdeckte Züge, für jedes Spiel, das sie hat: die Worte des Dienstes.

sealed-already-sent = Du hast deinen Zug schon geschickt: er bleibt versiegelt, bis { $waiting } den eigenen geschickt hat, und kann nicht mehr geändert werden.
sealed-all-act = { $players } spielen gleichzeitig: jeder schickt seinen Zug privat, und alle werden zusammen aufgedeckt.
