# Le mode solo contre Suramun : le récit d'un tour, l'aperçu avant confirmation, le
# résultat et le plateau en texte. Les cases sont celles du champ de bataille solo (A1 à
# D6) ; « Suramun » est un nom, le même dans toutes les langues. Le code joint les phrases
# par « . » et met le point final.

suramun-difficulty-beginner = débutant
suramun-difficulty-standard = standard
suramun-difficulty-master = maître

## Un tour
suramun-moved = Le Magicien de { $who } est allé en { $cell }
suramun-moved-with-golem = Le Magicien de { $who } est allé en { $cell } avec un Golem
suramun-revealed = { $cell } a été retournée face visible : { $tile }
# Suivi de « , 1 détruit par le Bouclier » (rivality-destroyed) s'il y en a.
suramun-summoned = Le Sort de { $who } a amené { $golems } en { $target }
suramun-spell-lost = Le Sort de { $who } vers { $target } est perdu ({ $why })
suramun-spell-lost-nobody = Un Sort vers { $target } est perdu ({ $why })
suramun-spell-off = Le Sort de { $who } est sorti du champ de bataille et il est perdu
suramun-spell-off-nobody = Un Sort est sorti du champ de bataille et il est perdu
suramun-golems-removed = { $golems } de { $who } renvoyés depuis { $cell } (cinq au plus par tuile)
suramun-held = { $cell } est maintenant contrôlée par { $who }
suramun-contested = { $cell } est maintenant contestée
suramun-empty = { $cell } est maintenant vide
suramun-order-asked = Ta réserve ne peut pas couvrir tous les Sorts de { $cell } : choisis leur ordre

## La fin
suramun-over = La partie est finie : { $why }. { $result }
suramun-end-supply = { $who } n'a plus de Golem
suramun-end-no-move = le Magicien de { $player } n'a plus de tuile vide où aller
suramun-end-tiles = il ne reste plus de tuile
suramun-scores = Scores ({ $difficulty }) : { $player } { $score }, Suramun { $suramun }. { $verdict }
suramun-player-wins = { $player } gagne
suramun-wins = Suramun gagne
suramun-wins-tie = Suramun gagne : une égalité est pour lui
suramun-resigned = { $player } a abandonné : Suramun gagne
suramun-no-hand = Pas de main en solo : choisis où va ton Magicien.

## Un coup avant confirmation (seulement où vont les Magiciens, jamais ce que cache une tuile)
suramun-preview-you-go = Tu vas en { $cell }
suramun-preview-you-go-with-golem = Tu vas en { $cell } avec un Golem
suramun-preview-suramun-goes = Suramun ira en { $cell }
suramun-preview-suramun-goes-with-golem = Suramun ira en { $cell } avec un Golem
suramun-preview-both = { $first } ; { $second }
suramun-preview-turns-up = { $cell } est retournée face visible
suramun-preview-turn-up = { $first } et { $second } sont retournées face visible
suramun-preview-yours-back = { $golems } à toi reviennent depuis { $cell } (cinq au plus par tuile)
suramun-preview-his-back = { $golems } de Suramun reviennent depuis { $cell } (cinq au plus par tuile)
suramun-preview-your-last-golem = C'est ton dernier Golem : la partie s'arrête là
suramun-preview-his-last-golem = C'est le dernier Golem de Suramun : la partie s'arrête là
suramun-preview-then-spells = Puis Suramun lance ses Sorts, et toi les tiens si tu tiens encore { $cell }

## Le plateau en texte (le terminal) ; y, s et *S sont les lettres du plateau dans toutes les langues.
suramun-board-you = *toi
suramun-board-mirror = (la ligne miroir)
suramun-board-legend-1 = (#A7> = tuile #A7, son avant vers l'est ; ?? = face cachée ; y2 = 2 de tes Golems,
suramun-board-legend-2 = { " " }s2 = 2 de ceux de Suramun ; *toi / *S = les Magiciens)
suramun-board-supply = Golems en réserve : { $player } { $yours }, Suramun { $his }.
suramun-board-score = Score si la partie s'arrêtait maintenant ({ $difficulty }) : { $player } { $score }, Suramun { $suramun }.

# Le score d'une partie finie sur le plateau en texte.
suramun-board-final-score = Score final ({ $difficulty }) : { $player } { $score }, Suramun { $suramun }.
