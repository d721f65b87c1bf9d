# Le récit public de chaque coup de Magistrar et son issue. Le code met une majuscule en
# tête de chaque phrase et le point final.

magistrar-mage-white = blanc
magistrar-mage-black = noir
magistrar-strength-strong = fort
magistrar-strength-medium = moyen
magistrar-strength-weak = faible
magistrar-token-light = clair
magistrar-token-dark = sombre
magistrar-token-super = super
magistrar-token-golden = doré
magistrar-energy-light = énergie claire
magistrar-energy-dark = énergie sombre
magistrar-energy-super = super énergie
magistrar-energy-golden = super énergie dorée
magistrar-track-dark = sombre { $n }
magistrar-track-light = clair { $n }

magistrar-placed = { $player } a posé ses pions sur les pierres 1 à 6 : { $pawns }
magistrar-pawn-placed = { $player } a posé un pion { $strength } sur la pierre { $rock }
magistrar-encounter-won = pierre { $rock } : { $player } remporte la rencontre ({ $token })
magistrar-identical = pierre { $rock } : pions identiques, personne ne gagne
magistrar-supers-tied = pierre { $rock } : deux super énergies égales font égalité, pour personne
magistrar-steer-asked = { $player } choisit dans quel sens la super énergie de la pierre { $rock } le fait avancer ({ $steps } cases) : `light` (clair) ou `dark` (sombre)
magistrar-track-stays = { $player } reste à { $at } (la piste s'arrête là)
magistrar-track-moved = { $player } passe de { $from } à { $to }
magistrar-duel-won = le duel { $duel } se termine { $score } : { $player } prend le marqueur de duel
magistrar-duel-tied = le duel { $duel } se termine { $score } : égalité, pas de marqueur de duel
magistrar-duel-began = le duel { $duel } commence, { $player } ouvre ; les pierres de { $white } portent { $white_tokens } ; celles de { $black } { $black_tokens }
magistrar-game-ended = la partie { $game } se termine : { $result }
magistrar-golden-added = { $player } ajoute une super énergie dorée à son sac
magistrar-game-began = la partie { $game } du match commence, { $player } ouvre
magistrar-foretell-draw = Ensuite, de nouveaux jetons sont tirés pour le duel suivant.

magistrar-side-result = { $player } { $honoris } Honoris (niveau d'énergie { $level }, { $markers ->
    [one] { $markers } marqueur de duel
   *[other] { $markers } marqueurs de duel
})
magistrar-wins-on-markers = { $player } gagne aux marqueurs de duel
magistrar-wins = { $player } gagne
magistrar-draw = partie nulle
magistrar-game-words = { $white }, { $black } : { $verdict }
magistrar-over-won = la partie est finie : { $player } gagne
magistrar-over-won-match = la partie est finie : { $player } gagne ({ $high } parties à { $low })
magistrar-over-draw = la partie est finie : partie nulle
magistrar-over-draw-match = la partie est finie : partie nulle ({ $high } parties à { $low })
magistrar-match-won = { $player } remporte le match du Grand Mage, { $high } parties à { $low }. Dernière partie : { $last }
magistrar-match-drawn = Le match du Grand Mage est nul, { $high } parties à { $low }. Dernière partie : { $last }

## Commun aux duels à deux (Magistrar, Aetherium)
duel-resigned = { $player } a abandonné : { $winner } gagne.
duel-resigned-game = { $player } a abandonné : { $winner } gagne la partie.
duel-resigned-match = { $player } a abandonné : { $winner } gagne le match.
magistrar-nothing-hidden = Rien ne t'est caché dans Magistrar : le plateau montre ce qui reste dans les deux sacs, et personne ne connaît l'ordre dans lequel les jetons sortent.
aetherium-nothing-hidden = Rien ne t'est caché dans Aetherium : les jetons de pouvoir des deux joueurs sont sur le plateau, et personne ne connaît l'ordre du sac.

# La fin d'une partie seule (pas un match de Grand Mage) : sans numéro.
magistrar-the-game-ended = la partie se termine : { $result }
