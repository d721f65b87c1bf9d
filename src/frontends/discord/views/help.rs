//! The words of `/help`: what the bot plays, how to start, how a turn goes, and where the
//! rest is. Every command it names exists (a test in `app/` reads them against the
//! command tree).

use crate::i18n::Lang;
use crate::tr;

/// What `/help` can explain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum HelpTopic {
    #[name = "The games and how to start"]
    Start,
    #[name = "How a turn works"]
    Turn,
    #[name = "Deadlines, reminders and vacations"]
    Clocks,
    #[name = "Ratings and leaderboards"]
    Ratings,
}

pub const ALL_HELP: [HelpTopic; 4] = [
    HelpTopic::Start,
    HelpTopic::Turn,
    HelpTopic::Clocks,
    HelpTopic::Ratings,
];

/// The text for a topic (how to start when none is given), in `lang`.
pub fn help_text(lang: Lang, topic: Option<HelpTopic>) -> String {
    match topic.unwrap_or(HelpTopic::Start) {
        HelpTopic::Start => tr!(lang, "help-start"),
        HelpTopic::Turn => tr!(lang, "help-turn"),
        HelpTopic::Clocks => tr!(lang, "help-clocks"),
        HelpTopic::Ratings => tr!(lang, "help-ratings"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_english_help_reads_as_before() {
        let start = help_text(Lang::En, None);
        assert!(start.starts_with("**manawell: board games by post, at your own pace**\n"));
        assert!(start.contains("\n**Rivality** (2 to 4 players; 4 play as two teams): place"));
        assert!(start.ends_with("More: `/help topic:How a turn works`."));
        let turn = help_text(Lang::En, Some(HelpTopic::Turn));
        assert!(turn.contains("Choose the tile, the spot, the facing (and the order"));
        assert!(help_text(Lang::Fr, None).contains("\n**Rivality** (2 à 4 joueurs"));
    }
}
