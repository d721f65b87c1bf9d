//! Magistrar's rules in short, by topic, for any front end (`/magistrar rules`, the
//! terminal's `rules`). A test holds its Honoris table to the engine's.

use crate::table::kinds::HelpTopic;

pub const TOPICS: &[HelpTopic] = &[
    HelpTopic {
        key: "overview",
        title: "Overview",
        text: "Two mages, white and black, fight five duels. Each mage has a bag of 30 energy \
tokens (14 light, 14 dark, 2 super: the contents are open, the order hidden) and 28 spell \
pawns (5 strong, 13 medium, 10 weak). Each duel, both draw six tokens onto their six rune \
rocks; rock 1 of one mage faces rock 1 of the other: that is encounter 1. The stronger pawn \
wins an encounter and captures its owner's token, which moves their scoring pawn on the \
energy track. After five duels, Honoris decide.",
    },
    HelpTopic {
        key: "turn",
        title: "A duel",
        text: "Duels 1–4: the starting player places a pawn on each of their rocks in one move \
(`sm.wmw`: rock 1 first; `.` for a rock holding their own super energy, which takes no pawn); \
then the other mage does the same, seeing them, and may not match the starting player's \
strength on a rock unless their pawns left allow no other way (as few identical encounters \
as possible). Identical pawns win nobody the encounter. Duel 5 is played one pawn at a time \
(`3m`: a medium pawn on rock 3): the opener places on a free rock, the other answers \
opposite, with a different strength while they can; then the other opens. Encounters with a \
super energy are played last. The starting player's button passes after every duel.",
    },
    HelpTopic {
        key: "energy",
        title: "Energies and the track",
        text: "Whoever wins an encounter with a light or dark token moves their scoring pawn \
one space toward that colour. A super energy takes no pawn and beats any pawn opposite it: \
its owner moves 2 spaces, the way they choose (`light` or `dark`, asked as its own move). \
Two super energies facing each other tie and count for nobody. The track runs light 15 … 0 … \
dark 15 and a pawn stops at 15 (a step past it is lost). Your energy level is how far your \
pawn stands from 0, on either side.",
    },
    HelpTopic {
        key: "scoring",
        title: "Scoring and the end",
        text: "A duel goes to the mage who won more encounters: they take a duel marker (5 \
Honoris); a tie gives nobody the marker. After duel 5, each mage scores Honoris for their \
energy level (level 0: -5, 1: -4, 2: -3, 3: -1, 4: 1, 5: 3, 6: 5, 7: 8, 8: 11, 9: 14, 10: 17, \
11: 20, 12: 23, 13: 27, 14: 31, 15: 35) plus 5 per duel marker. More Honoris wins; equal, \
more duel markers; still equal, a draw.",
    },
    HelpTopic {
        key: "grand-mage",
        title: "Grand Mage (variant 3)",
        text: "A match of up to five games, first to three wins. Before each game after the \
first, the loser of the last game mixes a golden super energy into their bag (two at most). \
A golden super energy beats a normal super energy, moves its owner 3 spaces (their choice \
of way), and counts as two encounters won for the duel. Each game's first player is drawn \
anew; a drawn game adds nothing.",
    },
    HelpTopic {
        key: "variants",
        title: "Variants left out",
        text: "Variants 1 (mage cards) and 2 (duel cards) cannot be played here: the rulebook \
names the mages and counts the duel cards, but their card texts are not in it, and the bot \
does not invent them.",
    },
];

#[cfg(test)]
mod tests {
    use super::TOPICS;
    use crate::engines::magistrar::numbers::LEVEL_HONORIS;

    #[test]
    fn the_help_gives_the_engines_honoris_table() {
        let scoring = TOPICS.iter().find(|t| t.key == "scoring").unwrap();
        for (level, honoris) in LEVEL_HONORIS.iter().enumerate() {
            let said = if level == 0 {
                format!("level 0: {honoris}")
            } else {
                format!("{level}: {honoris}")
            };
            assert!(scoring.text.contains(&said), "{said}");
        }
    }

    #[test]
    fn the_help_says_why_variants_1_and_2_are_missing() {
        let text = &TOPICS.iter().find(|t| t.key == "variants").unwrap().text;
        assert!(text.contains("Variants 1 (mage cards) and 2 (duel cards)"));
        assert!(text.contains("card texts are not in it"));
    }
}
