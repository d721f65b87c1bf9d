# /aide : comment marche manawell, par sujet. Une ligne qui commence par * ou [ s'écrit
# {"*"}… (Fluent y lirait de la syntaxe). Les commandes sont nommées comme un client
# Discord en français les affiche (commands.ftl).

help-start = **manawell : des jeux de plateau par messages, à ton rythme**
    Une partie ici dure des jours : tu joues quand tu as une minute, et je préviens le joueur suivant.
    {"*"}*Rivality** (2 à 4 joueurs ; à 4, en deux équipes) : pose des tuiles, invoque des Golems, contrôle le champ de bataille. Aussi en solo contre le magicien **Suramun**.
    {"*"}*Magistrar** (2 joueurs) : deux mages posent des pions de sort face aux rocs runiques, en cinq duels.
    {"*"}*Aetherium** (2 joueurs) : élève des pierres d'élément et attire l'Aether de ton côté.
    • `/rivality nouvelle joueurs:2` dans le salon d'un serveur poste un salon d'attente : les autres le rejoignent avec son bouton (ou invite-les dans la commande). Quand toutes les places sont prises, la partie a son propre fil. `/magistrar nouvelle` et `/aetherium nouvelle` marchent de la même façon.
    • `contre_ia:True` (par ex. `/aetherium nouvelle contre_ia:True`) lance tout de suite une partie contre l'IA, ici ou en MP avec moi.
    • `/suramun commencer` ou `/suramun défi_du_jour` (la même donne pour tout le monde aujourd'hui) pour jouer en solo.
    • `/rivality règles`, `/magistrar règles` et `/aetherium règles` expliquent les règles, sujet par sujet.
    • `/parties` liste tes parties, celles qui t'attendent d'abord.
    La suite : `/aide sujet:Comment se joue un tour`.
help-turn = **Comment se joue un tour**
    Quand c'est ton tour, je te mentionne dans le fil de la partie (et je t'envoie un MP si tu le demandes avec `/rivality notifications mp:True`).
    • Appuie sur **Jouer mon tour** sous le dernier plateau : toi seul vois ton panneau, avec ta main. Choisis la tuile, la case, l'orientation (et l'ordre de ses sorts quand il compte), regarde l'aperçu, puis **Confirmer**, ou **Retour**.
    • Magistrar et Aetherium demandent une chose à la fois avec des boutons (Magistrar : un pion pour chaque roc ; Aetherium : le pion, l'action, les pierres, un jeton de pouvoir), puis montrent l'aperçu.
    • Ou tape-le : `/rivality jouer tuile:A7 case:M14 orientation:Est`, `/magistrar jouer coup:.mmmsw`.
    • `/rivality plateau`, `/rivality main` et `/rivality historique` montrent la partie ; `/rivality conseil` demande l'avis de l'IA (si la table autorise les conseils).
    • `/rivality abandonner` pour abandonner (on te demande de confirmer).
    Les boutons marchent encore après un redémarrage du bot ; un ancien bouton te dit que la partie a avancé.
help-clocks = **Délais, rappels et vacances**
    • Une table peut donner un délai à chaque coup (`délai` dans `/rivality nouvelle`) ; le salon d'attente dit ce qui se passe quand il est dépassé : le joueur en retard perd la partie, ou l'IA joue ce coup.
    • Chaque message de tour montre quand ton temps s'écoule ; `/parties` aussi. Un rappel arrive avant la fin ; une partie sans délai te relance après un jour, puis tous les quelques jours.
    • Le temps où le bot était arrêté ne compte jamais contre toi.
    • `/vacances commencer jours:3` arrête tes horloges dans toutes tes parties (7 jours sur 30 au plus) ; `/vacances fin` pour revenir plus tôt.
    • Les modérateurs d'un serveur peuvent `/modérer annuler` une partie bloquée ou `/modérer place` donner une place à quelqu'un d'autre.
help-ratings = **Classements**
    • Chaque partie entre joueurs jouée jusqu'au bout classe les deux camps : un classement par jeu et par nombre de joueurs (Glicko-2 en un contre un, Weng-Lin à trois joueurs et en équipes). Les parties contre l'IA et en solo ne sont pas classées. Un `?` marque un classement encore provisoire.
    • `/profil` montre tes classements, tes parties et ton jeu préféré ; `/profil joueur:@quelqu'un` les siens.
    • `/classement` classe les joueurs de ce serveur ; `partout:True` tout le monde.
    • `/suramun classement` classe le défi du jour : le meilleur score, puis le plus rapide.
