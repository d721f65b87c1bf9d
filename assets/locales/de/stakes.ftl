# Was ein Zug aufs Spiel setzt, wenn er die Partie sofort verlieren kann, mit seiner
# Vorschau gesagt (der Zug verlangt dann eine ausdrückliche Bestätigung).

stake-rivalry-resign = Dieser Zug gibt auf: Deine Seite kapituliert und verliert die Partie.
stake-rivalry-capital = Du übergibst deine Hauptstadt { $city }: Dein Anführer muss fliehen, und ein Wurf von 1 bis { $caught } ({ $caught } zu { $faces }) lässt ihn fangen und verliert die Partie.
stake-rivalry-capital-alone = Du übergibst deine Hauptstadt { $city }, deine letzte Stadt: Dein Anführer kann nirgendwohin fliehen und wird gefangen; du verlierst die Partie.
stake-rivalry-interim = Du übergibst { $city }, deine Ausweichhauptstadt: Dein Anführer wird gefangen und du verlierst die Partie.
stake-confirm = Tippe `yes`, um ihn trotzdem zu spielen (jede andere Antwort lässt ihn ungespielt):

# Ein auf Discord getippter Zug, der die Partie sofort verlieren kann: nicht aus einer Zeile gespielt.
stake-typed = { $stake } Nicht gespielt: Ein Zug, der die Partie verlieren kann, wird über das Panel gespielt, wo du seine Vorschau siehst und Bestätigen drückst (`play` ohne Zug), oder mit `resign`, das zuerst nachfragt.
