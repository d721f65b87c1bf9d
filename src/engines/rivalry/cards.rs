//! The orange deck: 28 cards, shuffled from the game's seed, reshuffled from the discards
//! when it runs out.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::super::dice::Dice;
use super::numbers::{
    FOREIGN_AID, INTERNAL_IMPROVEMENTS, MUTINY, NEW_RECRUITS, REVOLTS, SABOTAGES, SCANDALS_EACH,
};
use super::side::Side;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "card", content = "n", rename_all = "snake_case")]
pub enum Card {
    /// That many new units at the drawer's capital.
    ForeignAid(u8),
    /// That many new units at the drawer's capital.
    NewRecruits(u8),
    /// The drawer builds a city.
    InternalImprovement,
    /// The drawer removes that many of their units.
    Mutiny(u8),
    /// The drawer loses their next turn.
    Revolt,
    /// The drawer's cities recruit nothing at the end of their next turn played.
    Sabotage,
    /// The named nation's head resigns: that nation loses its next turn, whoever drew it.
    Scandal(Side),
}

impl Card {
    pub fn name(self) -> String {
        match self {
            Card::ForeignAid(n) => format!("Foreign Aid ({n})"),
            Card::NewRecruits(n) => format!("New Recruits ({n})"),
            Card::InternalImprovement => "Internal Improvement".into(),
            Card::Mutiny(n) => format!("Mutiny! ({n})"),
            Card::Revolt => "Revolt!".into(),
            Card::Sabotage => "Sabotage!".into(),
            Card::Scandal(Side::Republic) => "Scandal! (the President has resigned)".into(),
            Card::Scandal(Side::Kingdom) => "Scandal! (the Prime Minister has resigned)".into(),
        }
    }
}

/// The 28 cards, unshuffled.
pub fn full_deck() -> Vec<Card> {
    let mut deck = Vec::new();
    deck.extend(FOREIGN_AID.iter().map(|n| Card::ForeignAid(*n)));
    deck.extend(NEW_RECRUITS.iter().map(|n| Card::NewRecruits(*n)));
    deck.extend(std::iter::repeat_n(
        Card::InternalImprovement,
        INTERNAL_IMPROVEMENTS as usize,
    ));
    deck.extend(MUTINY.iter().map(|n| Card::Mutiny(*n)));
    deck.extend(std::iter::repeat_n(Card::Revolt, REVOLTS as usize));
    deck.extend(std::iter::repeat_n(Card::Sabotage, SABOTAGES as usize));
    for side in Side::BOTH {
        deck.extend(std::iter::repeat_n(
            Card::Scandal(side),
            SCANDALS_EACH as usize,
        ));
    }
    deck
}

/// A freshly shuffled deck.
pub fn shuffled_deck(dice: &mut Dice) -> Vec<Card> {
    let mut deck = full_deck();
    deck.shuffle(dice);
    deck
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivalry::numbers::DECK_SIZE;

    #[test]
    fn the_deck_has_28_cards_and_a_shuffle_keeps_them() {
        assert_eq!(DECK_SIZE, 28);
        assert_eq!(full_deck().len(), DECK_SIZE);
        let mut shuffled = shuffled_deck(&mut Dice::new(3));
        let mut full = full_deck();
        let key = |c: &Card| c.name();
        shuffled.sort_by_key(key);
        full.sort_by_key(key);
        assert_eq!(shuffled, full);
    }
}
