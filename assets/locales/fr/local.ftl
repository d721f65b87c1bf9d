# Les mots de `manawell local` lui-même : invites, réponses, refus et aide de la boucle.
# Les commandes et les coups se tapent en anglais dans toutes les langues.

local-resuming = Reprise de la partie { $table }.
local-welcome = Tape `help` pour savoir comment jouer, `quit` pour arrêter (la partie est gardée). Les commandes et les coups se tapent en anglais.
local-new-game = Nouvelle partie { $table } : { $title }.
local-player = Joueur { $n }
# Le nom d'une place de l'IA : son niveau est le mot de `--ai` (random, easy, medium, hard).
local-bot = Bot { $level ->
        [random] au hasard
        [easy] facile
        [medium] moyen
       *[hard] difficile
    }
local-bot-numbered = Bot { $level ->
        [random] au hasard
        [easy] facile
        [medium] moyen
       *[hard] difficile
    } { $n }
local-still-waiting = la partie { $table } attend encore des joueurs
local-waiting-for-nobody = la partie { $table } n'attend personne
local-thinking = { $name } réfléchit…
local-cannot-move = { $name } ne peut pas jouer pour l'instant.
local-pass-keyboard = Passe le clavier à { $name } — appuie sur Entrée quand c'est prêt.
local-your-turn = { $name }, à toi de jouer.
local-over = La partie { $table } est terminée.
local-saved = La partie { $table } est sauvegardée. Relance `manawell local` pour la reprendre.
local-no-move-number = Pas de coup numéro { $n } : ce tour en a { $count } (tape `moves`).
local-too-long = Cette ligne est trop longue pour être un coup ou une commande (elle commence par `{ $start }`).
local-no-tiles = `tile` montre une tuile de Rivality : ce jeu n'en a pas.
local-not-a-tile = `{ $what }` n'est pas une tuile : les tuiles vont de A1 à A12, de B1 à B12, plus W (le Puits).
local-no-hints-in-solo = Pas de conseils en solo : l'IA joue aux tables de Rivality.
local-hint-thinking = Je réfléchis…
local-hint = Conseil : le niveau Difficile de l'IA jouerait { $notation } ({ $label }) : il gagne { $percent } % de { $playouts ->
        [1] sa partie simulée
       *[other] ses { $playouts } parties simulées
    }, et { $ahead ->
        [yes] finit en moyenne avec { $margin } PV d'avance
       *[no] finit en moyenne avec { $margin } PV de retard
    }.
local-resign-ask = { $name }, abandonner la partie { $table } ? Ton camp perd et la partie s'arrête. Tape `yes` pour abandonner (toute autre réponse continue la partie) :
local-not-resigned = Pas d'abandon : la partie continue.
local-refused = Refusé : { $why }
local-not-a-move = Refusé : `{ $text }` n'est pas un coup ({ $why }). Tape `help` pour la syntaxe, `moves` pour les coups de ce tour.
local-would-play = Tu jouerais { $notation } : { $account }
local-play-it = On le joue ? (Entrée ou y : le jouer ; n : le reprendre)
local-taken-back = Repris : rien n'a été joué.
local-which-order = L'ordre des sorts de cette tuile compte ici. Lequel d'abord ?
local-then = puis
local-order-prompt = Ordre (son numéro)>
local-no-order = Aucun ordre choisi : rien n'a été joué.
local-only-choice = { $question } { $label } (le seul choix).
local-choice-prompt = Ton choix (son numéro)>
local-stopped-choosing = Choix arrêté : `{ $line }` n'est pas un des numéros. Rien n'a été joué.
local-nothing-to-choose = Aucun coup à choisir : ce tour n'en a pas.
local-no-move-names = Aucun coup de ce tour ne nomme `{ $what }`.
local-moves-name = { $count } coups nomment `{ $what }`
local-turn-has = Ce tour a { $count } coups
local-too-many = { $whose } : trop pour les lister. Tape `choose` pour construire le tien pas à pas, `moves MOT` pour lister ceux qui nomment MOT ou commencent par lui, ou tape le coup (`help` montre comment).
local-first-choice = Tape `choose` pour répondre étape par étape ; sa première étape est « { $question } » ({ $keys }).

# Pourquoi le service des tables a refusé, comme le terminal le dit après « Refusé : ».
local-error-unknown-game = il n'y a pas de partie { $table }
local-error-not-your-game = tu ne joues pas dans la partie { $table }
local-error-not-your-turn = ce n'est pas ton tour : c'est à { $whose } de jouer
local-error-game-over = la partie { $table } est terminée
local-error-still-playing = la partie { $table } est encore en cours : ses coups s'exportent une fois finie
local-error-daily-not-over = la partie { $table } joue le défi du jour : ses coups restent à son joueur jusqu'à la fin de la journée (minuit UTC)
local-error-not-started = la partie { $table } n'a pas encore commencé : elle attend des joueurs
local-error-not-a-lobby = la partie { $table } n'est plus ouverte aux arrivées et aux départs
local-error-table-full = la partie { $table } est complète
local-error-already-seated = tu as déjà une place dans la partie { $table }
local-error-not-invited = la partie { $table } est sur invitation seulement
local-error-not-the-creator = seul le joueur qui a ouvert la partie { $table } peut faire ça
local-error-no-hint = la partie { $table } n'a pas de conseils : ils sont pour les tables de Rivality
local-error-no-such-player = ce joueur n'a pas de place dans la partie { $table }
local-error-hints-off = la partie { $table } se joue sans conseils : son créateur ne les a pas permis
local-error-no-rematch = pas de revanche pour la partie { $table } : { $why }
local-error-no-takeback = pas de retour en arrière dans la partie { $table } : { $why }
local-error-bad-options = ces options ne permettent pas de créer une partie : { $why }
local-error-unreadable = ce n'est pas un coup : { $why }
local-error-illegal = coup interdit : { $why }
local-error-moved-on = la partie a avancé depuis que tu as regardé : rien n'a été joué, voici la nouvelle position
local-error-corrupt = la partie { $table } ne peut pas être lue pour l'instant (sa sauvegarde est abîmée : { $what }) ; les autres parties ne sont pas touchées
local-error-picture = l'image n'a pas pu être dessinée : { $what }

# `help` : comment taper un coup du jeu en cours, et les commandes de la boucle.
local-help-rivality =
    Pose une tuile : son identifiant, une case et le sens de sa face avant, comme `A7 M14 east` (north, east, south, west ; ou n, e, s, w). Quand l'ordre de ses sorts compte, on te le demande, ou ajoute-le : `A6 M14 east right,front,left`.
    Avant ta première tuile : `mulligan` (une nouvelle main).
local-help-crowded = Quand cinq golems se pressent sur une tuile et que tu dois choisir lequel part : `remove salmon` (ou purple, teal).
local-help-suramun =
    Ton magicien entre d'abord par la rangée du bas : `enter B1` (cases A1 à D6, colonnes A-D, rangées 1-6). Ensuite il va sur une tuile qui porte tes golems : `move C2` ; quand l'ordre de ses sorts compte, on te le demande, ou ajoute-le : `move C2 right,front,left` ; celui d'une tuile face cachée est demandé une fois qu'elle est retournée : `order C5 left,front`.
    Les tuiles s'écrivent avec un # (`#A7`), pour ne jamais se lire comme une case.
local-help-magistrar = Duels 1 à 4 : place un pion sur chacune de tes six pierres en un coup, pierre 1 d'abord : `sm.wmw` (s fort, m moyen, w faible, `.` sur une pierre qui porte ta propre super énergie). Duel 5, un pion à la fois : `3m` (un pion moyen sur la pierre 3). Quand tu gagnes une super énergie, choisis sa voie : `light` (lumière) ou `dark` (ténèbres).
local-help-aetherium = Un tour : un pion, une action et ses colonnes : `fire surge B`, `wild:water twin A C`, `earth step-leap A C` (A avance, C saute), `air fall B 2`, `water gather D`. Un jeton de pouvoir avant ou après, avec `then` : `aether then fire gather D`, `fire surge B then fall water A`, `block twin`, `rise-fire C`. Sans action possible : `pass earth`.
local-help-rivalry = La mise en place, envoyée scellée : `cities *@R2 @R6 @R8 @R9 units E3:2a E4:2a … extra E3`. Puis les coups d'un tour : `C5-B5:2a1c`, `E7xE8`, `D7x@K9!` (combattre jusqu'au bout), `>D8:4a`, `@R2+E3a`, `end-moves`, `end-battles`, `end-turn` (docs/rivalry-notation.md).
local-help-commands = Commandes, à taper en anglais comme les coups : moves (ou `moves A6`, `moves M14` : les coups avec cette tuile ou cette case), un numéro de cette liste, tile A7 (ce que porte une tuile), board (le plateau), hand (ta main), log (l'historique), rules (ou `rules SUJET` : les règles en bref), hint (un conseil), resign (abandonner), help, quit.
local-help-duel-commands = Commandes, à taper en anglais comme les coups : choose (construire ton coup pas à pas), moves (ou `moves MOT` : les coups qui le nomment ou commencent par lui), un numéro de cette liste, rules (ou `rules SUJET` : les règles), board (le plateau), log (l'historique), resign (abandonner), help, quit.
local-help-solo-commands = Commandes, à taper en anglais comme les coups : moves (ou `moves B2` : les coups vers cette case), un numéro de cette liste, tile #A7 (ce que porte une tuile), rules (ou `rules SUJET` : les règles en bref), board (le plateau), log (l'historique), resign (abandonner), help, quit.
local-help-confirm = Chaque coup est d'abord montré : appuie sur Entrée (ou y) pour le jouer, n pour le reprendre.

local-board-picture = Image du plateau : { $path }
local-preview-picture = Image de l'aperçu : { $path }
local-no-picture = (pas d'image : { $why })
local-no-preview-picture = (pas d'image d'aperçu : { $why })

# Les options de la ligne de commande refusées, ou pas celles de la partie reprise. Les
# options elles-mêmes (`--players`, `hard`) se tapent telles quelles.
local-solo-players = --solo est un jeu pour une personne, contre Suramun : il ne peut pas avoir --players { $n }
local-solo-ai = --solo se joue contre Suramun, qui suit les règles du solo : --ai est pour les tables de Rivality (`--players 2 --ai hard`)
local-solo-expert = --expert est pour les tables de Rivality : le mode solo a ses propres règles
local-players-range = Rivality se joue à 2, 3 ou 4 joueurs, pas { $n }
local-name-empty = --names : le nom { $n } est vide ; sépare les noms par des virgules, comme `--names Ann,Bob`
local-name-bad = --names : le nom { $n } n'est pas un nom ({ $most } lettres au plus, sans caractères de contrôle)
local-name-twice = --names : deux joueurs s'appellent { $name } ; donne à chaque place son propre nom
local-too-many-names = --names donne { $count } noms pour { $seats } { $seats ->
        [1] joueur
       *[other] joueurs
    } : un nom par place, dans l'ordre des places{ $more ->
        [yes] { " " }(ou ajoute --players N)
       *[no] { "" }
    }
local-grand-mage-game = --grand-mage est un match de Magistrar : il ne va pas avec --game { $game }
local-no-solo = --solo est le mode solo de Rivality contre Suramun : { $title } n'a pas de mode solo
local-no-expert = --expert est pour Rivality : { $title } n'a pas de règles Expert
local-two-players = { $title } se joue à 2 joueurs, pas { $n }
local-other-options =
    la partie { $table } est en cours ici, et elle a commencé avec d'autres options :
      - { $differences }
    Lance `manawell local` sans options (ou avec les mêmes) pour la reprendre, ou commence une nouvelle partie avec `{ $args }`.
local-game-rivality = Rivality à { $players } joueurs{ $expert ->
        [yes] { " " }avec les règles Expert
       *[no] { "" }
    }
local-game-solo = solo contre Suramun ({ $difficulty })
local-differs-game = c'est { $game }, pas { $asked } (--game)
local-differs-grand-mage = c'est { $game }, pas un match de Grand Mage (--grand-mage)
local-differs-difficulty = c'est le solo contre Suramun en difficulté { $stored }, pas { $asked } (--solo)
local-differs-solo = c'est { $game }, pas un solo (--solo)
local-differs-players = elle a { $stored } joueurs, pas { $n } (--players)
local-differs-solo-players = c'est { $game }, pas pour { $n } joueurs
local-differs-two-players = c'est { $game }, à 2 joueurs, pas { $n }
local-differs-expert = c'est { $game }, sans les règles Expert (--expert)
local-differs-no-ai = elle n'a pas de place pour l'IA : tout le monde joue à ce terminal (--ai { $asked })
local-differs-ai-level = son IA joue au niveau { $stored }, pas { $asked } (--ai)
local-differs-seat = la place { $seat } est à { $stored }, pas à { $name } (--names)
local-differs-nobody = personne
local-differs-seed = elle a été distribuée avec une autre graine que { $seed } (--seed)

# `manawell local --replay FICHIER` : les mots de la boucle (les étapes sont celles du
# fichier, en anglais).
local-replay-help = Tape, en anglais, `next` (ou Entrée), `prev`, `goto N` (0 : le début), `last` ou `quit`.
local-replay-last = C'est le dernier coup.
local-replay-first = C'est le début de la partie.
local-replay-goto = `goto` prend un numéro de coup de 0 à { $last }.
local-replay-unknown = Je ne connais pas `{ $line }`. { $help }
local-replay-start = Le début (sur { $last } coups).
local-replay-move = Coup { $at } sur { $last } : { $caption }
local-replay-picture = Image de la revue : { $path }
local-replay-intro = Revue d'une partie de { $kind } : { $names } ; { $last } coups. { $help }
# Le terminal ou les fichiers autour qui font défaut.
local-io-write = impossible d'écrire dans le terminal : { $why }
local-io-read-input = impossible de lire l'entrée : { $why }
local-io-set-up = impossible de préparer le terminal : { $why }
local-io-read-terminal = impossible de lire le terminal : { $why }
local-io-runtime = impossible de démarrer l'exécution : { $why }
local-io-database = impossible d'ouvrir la base de données { $url } : { $why }
local-io-read-file = impossible de lire { $path } : { $why }

# `manawell local --replay FICHIER` : ce qui ne va pas dans le fichier (les champs et la
# ligne de fin sont les mots anglais du fichier).
replay-file-not-replay = ce n'est pas une partie manawell enregistrée : elle commence par `{ $magic }`
replay-file-after-end = ligne { $n } : rien ne peut suivre la ligne `end:`
replay-file-not-key-value = ligne { $n } : `clé: valeur` attendu, trouvé `{ $line }`
replay-file-seed = ligne { $n } : la graine est un nombre entier, pas `{ $value }`
replay-file-player = ligne { $n } : `player { $seat }` attendu, trouvé `{ $key }`
replay-file-unknown-field = ligne { $n } : champ inconnu `{ $field }`
replay-file-missing = la partie enregistrée n'a pas de ligne `{ $field }:`
replay-file-end = ligne { $n } : `end: N resigned` ou `end: N ran out of time` attendu
replay-file-cannot-set-up = cette partie ne peut pas être mise en place : { $why }
replay-file-over = coup { $n } `{ $mv }` : la partie était déjà finie
replay-file-not-a-move = coup { $n } `{ $mv }` : ce n'est pas un coup : { $why }
replay-file-illegal = coup { $n } `{ $mv }` : interdit : { $why }
replay-file-end-seat = la fin nomme la place { $seat } : elle n'existe pas
replay-file-end-over = la fin fait abandonner un joueur dans une partie déjà finie
replay-file-seat-name = Joueur { $n }
replay-file-resigned = { $player } a abandonné.
replay-file-ran-out = { $player } n'a plus de temps.

# `choose` dans une partie de Rivality : une pose demandée en plusieurs fois.
local-choose-tile = Quelle tuile (ou un autre coup) ?
local-choose-spot = Où ?
local-choose-facing = Son avant tourné vers où ?
local-choose-order = Dans quel ordre partent ses sorts ?
