# Pourquoi un retour en arrière, une revanche, les options d'une partie, des vacances ou un
# classement ont été refusés : le `why` des refus (refusals.ftl).

reason-takeback-already-asked = une demande de retour en arrière attend déjà une réponse
reason-takeback-none-waiting = aucune demande de retour en arrière n'attend de réponse
reason-takeback-own-request = ce sont les autres joueurs qui répondent à ta propre demande
reason-takeback-time-up = le temps pour ce coup est écoulé
reason-takeback-played-by-ai = le dernier coup a été joué par l'IA quand le temps s'est écoulé
reason-takeback-just-taken-back = ton dernier coup vient déjà d'être repris
reason-takeback-time-ran-out-since = le temps s'est écoulé depuis ton coup
reason-takeback-others-acted = un autre joueur a joué depuis ton coup
reason-takeback-no-move = tu n'as aucun coup à reprendre

reason-rematch-solo = une partie en solo n'en a pas : commences-en une autre
reason-rematch-cancelled = elle a été annulée
reason-rematch-not-over = elle n'est pas finie : la revanche est proposée à la fin

reason-options-unwritable = les options de la partie n'ont pas pu être enregistrées
reason-options-deadline-too-long = délai trop long
reason-options-ai-and-invites = invite des joueurs ou joue contre l'IA, pas les deux
reason-options-difficulty = `{ $asked }` n'est pas une difficulté : beginner, standard ou master
reason-options-rivality-players = Rivality se joue à 2, 3 ou 4 joueurs, pas { $count }
reason-options-magistrar-mage-cards = la variante 1 (cartes de mage) ne peut pas se jouer : la règle nomme les mages mais le texte de leurs cartes n'y est pas
reason-options-magistrar-duel-cards = la variante 2 (cartes de duel) ne peut pas se jouer : la règle compte 15 cartes de duel mais leur texte n'y est pas
reason-options-aetherium-first-seat = Aetherium se joue à deux : la place { $seat } ne peut pas commencer (0 ou 1)
reason-challenge-length = un code de défi a 8 lettres et chiffres, pas { $count }
reason-challenge-character = `{ $character }` ne peut pas figurer dans un code de défi : il est fait de chiffres et de lettres (sans U)
reason-challenge-mistyped = `{ $code }` n'est pas un code de défi valide : un caractère est mal tapé
reason-challenge-seed-too-large = une graine de défi va jusqu'à { $max }, pas { $seed }
reason-challenge-bad-date = `{ $date }` n'est pas une date : écris-la AAAA-MM-JJ, comme 2026-11-22

reason-vacation-too-long = tu as demandé { $asked } jour(s) de vacances, et il en reste { $left } : { $most } jours sur 30 au plus.
reason-vacation-already-on = tu es déjà en vacances ; termine-les d'abord pour en prendre d'autres.
reason-vacation-not-on = tu n'es pas en vacances.

reason-ratings-nobody = personne n'a encore de classement : il vient des parties entre joueurs menées à leur terme
reason-pool = { $game }, { $players } joueurs
reason-ratings-unknown = pas de classement pour ce jeu ; il y a : { $known }

# Les réponses du cadre lui-même, quand une commande ne peut pas être lancée telle quelle.
shell-unreadable-option = Je n'ai pas pu lire une des options : choisis une valeur dans la liste.
shell-older-command = Je n'ai pas pu lire les options de cette commande : Discord en montre peut-être encore une ancienne version. Réessaie dans une minute.
shell-server-only = Cette commande marche dans le salon d'un serveur, pas en MP.
shell-unknown-command = Je ne connais plus cette commande : Discord va bientôt mettre à jour la liste des commandes.

# Ce que le service des tables poste lui-même : le début d'une partie, son annulation, une revanche.
service-game-starts = La partie { $table } commence : { $players }.
service-seat = { $name } (place { $seat })
service-plays-first = { $name } joue en premier.
service-cancelled = La partie { $table } a été annulée.
service-cancelled-by-moderator = La partie { $table } a été annulée par un modérateur.
service-seat-given = Un modérateur a donné la place de { $from } dans la partie { $table } à { $to }.
service-opened = { $creator } a ouvert la partie { $table } : { $seats } places à prendre.
service-rematch-of = Revanche de la partie { $table }.
service-joined = { $name } a rejoint la partie { $table }.
service-waiting = { $joined } Encore { $left } à attendre.
service-left = { $name } a quitté la partie { $table }.
service-taken-back = Le dernier coup de { $name } a été repris à sa demande{ $by ->
        [ai] , avec la réponse de l'IA
       *[players] , accepté par { $accepted }
    }. La partie est revenue où elle en était avant ce coup.
