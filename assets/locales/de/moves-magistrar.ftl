# Der öffentliche Bericht jedes Magistrar-Zuges und sein Ausgang. Der Code schreibt jeden
# Satzanfang groß und setzt den Punkt.

magistrar-mage-white = Weiß
magistrar-mage-black = Schwarz
magistrar-strength-strong = stark
magistrar-strength-medium = mittel
magistrar-strength-weak = schwach
magistrar-token-light = hell
magistrar-token-dark = dunkel
magistrar-token-super = Super
magistrar-token-golden = Gold
magistrar-energy-light = helle Energie
magistrar-energy-dark = dunkle Energie
magistrar-energy-super = Superenergie
magistrar-energy-golden = goldene Superenergie
magistrar-track-dark = dunkel { $n }
magistrar-track-light = hell { $n }

magistrar-placed = { $player } hat die Figuren auf die Steine 1–6 gesetzt: { $pawns }
magistrar-pawn-placed = { $player } hat eine Figur ({ $strength }) auf Stein { $rock } gesetzt
magistrar-encounter-won = Stein { $rock }: { $player } gewinnt die Begegnung ({ $token })
magistrar-identical = Stein { $rock }: gleiche Figuren, niemand gewinnt
magistrar-supers-tied = Stein { $rock }: zwei gleiche Superenergien, unentschieden, zählt für niemanden
magistrar-steer-asked = { $player } wählt, in welche Richtung die Superenergie von Stein { $rock } zieht ({ $steps } Felder): `light` (hell) oder `dark` (dunkel)
magistrar-track-stays = { $player } bleibt bei { $at } (dort endet die Leiste)
magistrar-track-moved = { $player } zieht von { $from } auf { $to }
magistrar-duel-won = Duell { $duel } endet { $score }: { $player } nimmt den Duellmarker
magistrar-duel-tied = Duell { $duel } endet { $score }: Gleichstand, kein Duellmarker
magistrar-duel-began = Duell { $duel } beginnt, { $player } fängt an; auf den Steinen von { $white } liegen { $white_tokens }; bei { $black } { $black_tokens }
magistrar-game-ended = Partie { $game } endet: { $result }
magistrar-golden-added = { $player } mischt eine goldene Superenergie in den eigenen Beutel
magistrar-game-began = Partie { $game } des Matches beginnt, { $player } fängt an
magistrar-foretell-draw = Danach werden neue Plättchen für das nächste Duell gezogen.

magistrar-side-result = { $player } { $honoris } Honoris (Energiestufe { $level }, { $markers ->
    [one] { $markers } Duellmarker
   *[other] { $markers } Duellmarker
})
magistrar-wins-on-markers = { $player } gewinnt nach Duellmarkern
magistrar-wins = { $player } gewinnt
magistrar-draw = unentschieden
magistrar-game-words = { $white }, { $black }: { $verdict }
magistrar-over-won = das Spiel ist vorbei: { $player } gewinnt
magistrar-over-won-match = das Spiel ist vorbei: { $player } gewinnt ({ $high } zu { $low } Partien)
magistrar-over-draw = das Spiel ist vorbei: unentschieden
magistrar-over-draw-match = das Spiel ist vorbei: unentschieden ({ $high } zu { $low } Partien)
magistrar-match-won = { $player } gewinnt das Großmagier-Match, { $high } zu { $low } Partien. Letzte Partie: { $last }
magistrar-match-drawn = Das Großmagier-Match endet unentschieden, { $high } zu { $low } Partien. Letzte Partie: { $last }

## Gemeinsam für die Duelle zu zweit (Magistrar, Aetherium)
duel-resigned = { $player } hat aufgegeben: { $winner } gewinnt.
duel-resigned-game = { $player } hat aufgegeben: { $winner } gewinnt die Partie.
duel-resigned-match = { $player } hat aufgegeben: { $winner } gewinnt das Match.
magistrar-nothing-hidden = In Magistrar ist nichts vor dir verborgen: Das Spielfeld zeigt, was in beiden Beuteln übrig ist, und niemand kennt die Reihenfolge, in der die Plättchen herauskommen.
aetherium-nothing-hidden = In Aetherium ist nichts vor dir verborgen: Die Machtmarker beider Spieler liegen auf dem Spielfeld, und niemand kennt die Reihenfolge im Beutel.

# Das Ende einer einzelnen Partie (kein Großmagier-Match): ohne Nummer.
magistrar-the-game-ended = die Partie endet: { $result }
