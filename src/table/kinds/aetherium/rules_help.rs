//! Aetherium's rules in short, by topic, for any front end (`/aetherium rules`, the
//! terminal's `rules`). A test holds its numbers to the mat's table.

use crate::table::kinds::HelpTopic;

pub const TOPICS: &[HelpTopic] = &[
    HelpTopic {
        key: "overview",
        title: "Overview",
        text: "Two players move element stones up and down four columns (A to D) and pull \
the Aether token along a track of four moons on each side of a centre. Each column holds one \
stone of each element (fire, water, earth, air) on spaces 0 (bottom) to 6 (top); stones \
belong to nobody. Each player has five pawns: one per element and a wild one. Three rounds \
at most.",
    },
    HelpTopic {
        key: "turn",
        title: "A turn",
        text: "Put one unused pawn on one of your five action spaces (on top of the pawns \
already there) and do that action in full with stones of the pawn's element (the wild pawn \
names its element): fall (one stone down, at least one space), twin rise (two stones up 2 \
each), step and leap (one stone up 1, then another up 3), surge (one stone up 4), gather (one \
stone up as many spaces as you have pawns on gather, this one included). An action that \
cannot be done in full cannot be chosen; a blocked action neither. Typed: `fire surge B`, \
`wild:water twin A C`, `earth step-leap A C`, `air fall B 2`. If no action is possible with \
any pawn, even with a token, you pass one pawn: `pass earth`.",
    },
    HelpTopic {
        key: "tokens",
        title: "Power tokens",
        text: "Eight power tokens lie on the marked spaces (2 and 4 of each column); a stone \
that ends its move on one takes it for the player who moved it. Once per turn, before or \
after the action, you may use one token you hold (even one taken this turn): rise (a stone \
of its element up 1), aether (the Aether token one space towards you), block (an action \
space blocked for both players until the round ends), fall (any stone down 1). Typed with \
`then`: `aether then fire gather D`, `fire surge B then fall water A`.",
    },
    HelpTopic {
        key: "aether",
        title: "The Aether track",
        text: "Each time a stone reaches the top (space 6), the Aether token moves one space \
towards whoever moved it. It starts on the centre and never returns there: from a first \
moon, a step towards the other player goes straight to the other first moon.",
    },
    HelpTopic {
        key: "round",
        title: "The end of a round",
        text: "When both players have used all five pawns, compare the pawns on the action \
space nearest the track (fall), then the next, and so on: whoever has more on the first \
space that differs moves the Aether token one space towards them; all tied, the player who \
played last does. Pawns come back, blocks are lifted, empty marked spaces are refilled from \
the pouch, and the player the Aether token is closer to starts the next round.",
    },
    HelpTopic {
        key: "winning",
        title: "Winning",
        text: "You win at once when the Aether token reaches the last moon on your side; at \
the end of your turn when all four stones of one element stand on the top; or, after round \
3, when the Aether token stands on your side.",
    },
];

#[cfg(test)]
mod tests {
    use super::TOPICS;
    use crate::engines::aetherium::{ActionKind, MAT};

    #[test]
    fn the_help_agrees_with_the_mat() {
        let turn = TOPICS.iter().find(|t| t.key == "turn").unwrap().text;
        assert!(turn.contains(&format!("twin rise (two stones up {} each)", MAT.twin_rise)));
        assert!(turn.contains(&format!("surge (one stone up {})", MAT.surge)));
        assert!(turn.contains(&format!(
            "step and leap (one stone up {}, then another up {})",
            MAT.step, MAT.leap
        )));
        assert!(TOPICS[0]
            .text
            .contains(&format!("spaces 0 (bottom) to {} (top)", MAT.top)));
        assert_eq!(
            MAT.actions[0],
            ActionKind::Fall,
            "the help names fall as nearest"
        );
        let tokens = TOPICS.iter().find(|t| t.key == "tokens").unwrap().text;
        assert!(tokens.contains(&format!(
            "marked spaces ({} and {} of each column)",
            MAT.marked[0], MAT.marked[1]
        )));
    }
}
