# Autour d'une partie : abandonner, conseils, reprises, revanches, rediffusions.

resign-question = Abandonner **{ $title }** ? La partie continue sans toi (ou se termine), et c'est définitif.
resign-button = Abandonner
resign-keep-button = Continuer à jouer
resign-kept = Tu continues la partie n°{ $table }.
resign-done = Tu as abandonné la partie n°{ $table }.
hint-text = **Conseil** pour la partie n°{ $table } : le niveau Difficile jouerait **{ $notation }** ({ $words }) : il gagne { $percent } % de ses { $playouts ->
        [one] simulation
       *[other] { $playouts } simulations
    }, et { $ending }. Toi seul vois ce message.
hint-ahead = termine en moyenne avec { $margin } PV d'avance
hint-behind = termine en moyenne avec { $margin } PV de retard
takeback-nobody-yet = personne pour l'instant
takeback-request = **{ $by }** demande à reprendre son dernier coup dans la partie n°{ $table }. { $awaited } : accepter ou refuser ? (Ont accepté : { $accepted }.) La demande tient jusqu'au prochain coup.
takeback-accept = Accepter
takeback-refuse = Refuser
takeback-against-ai = Ton dernier coup dans la partie n°{ $table } a été repris, avec la réponse de l'IA : c'est de nouveau ton tour.
takeback-done = Partie n°{ $table } : le coup a été repris, tous les joueurs ont accepté. Le plateau d'avant est posté ci-dessous.
takeback-refused = Partie n°{ $table } : { $by } a refusé la reprise ; le coup est maintenu.
takeback-moved-on = Cette demande ne tient plus : la partie n°{ $table } a avancé depuis.
# Le bouton Revanche d'un message de résultat ; chaque ligne de revanche commence par
# `rematch-line`.
rematch-line = **Revanche**
rematch-button = Revanche
rematch-button-count = Revanche ({ $accepted }/{ $of } partants)
rematch-nobody = personne
rematch-waiting = **Revanche** : partants : { $accepted } ; attendus : { $awaited }. Elle commence quand tous les joueurs sont partants.
rematch-you-are-in = Tu es partant pour une revanche de la partie n°{ $table }. On attend : { $awaited }.
rematch-you-are-out = Tu ne fais plus partie de la revanche de la partie n°{ $table }.
rematch-at-place = dans { $place }
rematch-at-soon = son fil s'ouvre dans un instant
rematch-started-line = **Revanche** : tous les joueurs sont partants. La partie n°{ $table } a commencé, { $at }.
rematch-started = La partie n°{ $table } a commencé, { $at }. Bonne chance !
rematch-made-before-in = La revanche de la partie n°{ $table } a déjà commencé : partie n°{ $rematch }, dans { $place }.
rematch-made-before-soon = La revanche de la partie n°{ $table } a déjà commencé : partie n°{ $rematch }, son fil s'ouvre dans un instant.
# /revoir : l'animation publique, et le pas-à-pas de qui l'a demandée.
replay-whole = **Rediffusion de la partie n°{ $table }** ({ $title }) : toute la partie, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, la dernière position tenue à la fin.
replay-so-far = **Rediffusion de la partie n°{ $table }** ({ $title }) : la partie jusqu'ici, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, la dernière position tenue à la fin.
replay-frame-start = Partie n°{ $table }, le début : { $caption }
replay-frame = Partie n°{ $table }, coup { $frame } sur { $last } : { $caption }
replay-export = Les coups de la partie n°{ $table } en texte : `manawell local --replay { $file }` les rejoue pas à pas.
replay-start-caption = Le début de la partie.
