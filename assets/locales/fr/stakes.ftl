# Ce qu'un coup met en jeu quand il peut perdre la partie d'un coup, dit avec son aperçu
# (le coup demande alors une confirmation explicite).

stake-rivalry-resign = Ce coup abandonne : ton camp capitule et perd la partie.
stake-rivalry-capital = Tu livres ta capitale { $city } : ton chef doit fuir, et un jet de 1 à { $caught } ({ $caught } chances sur { $faces }) le fait prendre et te fait perdre la partie.
stake-rivalry-capital-alone = Tu livres ta capitale { $city }, ta dernière cité : ton chef n'a nulle part où fuir et il est pris ; tu perds la partie.
stake-rivalry-interim = Tu livres { $city }, ta capitale provisoire : ton chef est pris et tu perds la partie.
stake-confirm = Tape `yes` pour le jouer quand même (toute autre réponse le laisse non joué) :

# Un coup tapé sur Discord qui peut perdre la partie d'un coup : pas joué depuis une ligne.
stake-typed = { $stake } Pas joué : un coup qui peut perdre la partie se joue depuis le panneau, où tu le vois en aperçu et appuies sur Confirmer (`play` sans coup), ou avec `resign`, qui demande d'abord.
