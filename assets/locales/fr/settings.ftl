# /manawell settings : les réglages par défaut des nouvelles parties d'un serveur, et la
# langue de ses messages.

settings-shown = Les nouvelles parties de ce serveur commencent avec :
settings-saved = C'est enregistré. Les nouvelles parties de ce serveur commencent désormais avec :
settings-text = • Temps par coup : { $deadline }
    • Quand il est écoulé : { $late }
    • Conseils : { $hints }
    • Les parties se jouent dans : { $place }
    • Messages publics en : { $language }
    Le créateur d'une partie peut encore changer les trois premiers dans `/<jeu> nouvelle`.
settings-no-deadline = pas de limite
settings-per-move = { $unit ->
    [day] { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
    [hour] { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
    [minute] { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
   *[second] { $count ->
        [one] { $count } seconde
       *[other] { $count } secondes
    }
} par coup
settings-late-forfeit = le joueur en retard perd la partie
settings-late-ai = l'IA joue le coup à sa place
settings-hints-allowed = permis entre joueurs
settings-hints-ai-only = seulement contre l'IA
settings-place-channel = { $channel } (les salons d'attente et les fils de partie y vont)
settings-place-anywhere = le salon où chaque partie est ouverte
settings-language-discord = la langue du serveur sur Discord ({ $language })
not-a-moderator = Seuls les modérateurs du serveur (avec la permission Gérer le serveur) peuvent faire ça.
