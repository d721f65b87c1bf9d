# Les coups simultanés cachés, pour tout jeu qui en a : les mots du service.

sealed-already-sent = Tu as déjà envoyé ton coup : il reste scellé jusqu'à ce que { $waiting } envoie le sien, et ne peut plus être changé.
sealed-all-act = { $players } jouent en même temps : chacun envoie son coup en privé, et tous sont révélés ensemble.
