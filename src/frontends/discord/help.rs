//! `/help [topic]`: what the bot plays, how to start, how a turn goes, and where the
//! rest is. Every command it names exists (a test reads them against the command tree).

use super::respond::{self, Answer};
use super::{Context, Error};

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

/// How manawell works, in short (only you see the answer).
#[poise::command(
    slash_command,
    ephemeral,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "What you want to know"] topic: Option<HelpTopic>,
) -> Result<(), Error> {
    respond::command(
        ctx,
        true,
        async move { Answer::ephemeral(help_text(topic)) },
    )
    .await
}

/// The text for a topic (how to start when none is given).
pub fn help_text(topic: Option<HelpTopic>) -> &'static str {
    match topic.unwrap_or(HelpTopic::Start) {
        HelpTopic::Start => START,
        HelpTopic::Turn => TURN,
        HelpTopic::Clocks => CLOCKS,
        HelpTopic::Ratings => RATINGS,
    }
}

const START: &str = "\
**manawell: board games by post, at your own pace**
A game here lasts days: you move when you have a minute, and I ping whoever is next.
**Rivality** (2 to 4 players; 4 play as two teams): place tiles, summon golems, control \
the battlefield. Solo against the wizard **Suramun** too.
**Magistrar** (2 players): two mages place spell pawns against rune rocks over five duels.
**Aetherium** (2 players): raise element stones and pull the Aether to your side.
• `/rivality new players:2` in a server channel posts a lobby: others join with its \
button (or invite them in the command). When every seat is taken, the game gets a thread. \
`/magistrar new` and `/aetherium new` work the same way.
• `vs_ai:True` (e.g. `/aetherium new vs_ai:True`) plays against the AI at once, here or in \
a DM with me.
• `/suramun start` or `/suramun daily` (the same deal for everyone today) plays solo.
• `/rivality rules`, `/magistrar rules` and `/aetherium rules` explain the rules, topic by \
topic.
• `/games` lists your games, the ones waiting for you first.
More: `/help topic:How a turn works`.";

const TURN: &str = "\
**How a turn works**
When it is your turn I mention you in the game's thread (and DM you if you ask with \
`/rivality notify dm:True`).
• Press **Take my turn** under the latest board: only you see your panel, with your hand. \
Choose the tile, the spot, the facing (and the order of its spells when it matters), look \
at the preview, then **Confirm**, or go **Back**.
• Magistrar and Aetherium ask one thing at a time with buttons (Magistrar: a pawn for each \
rock; Aetherium: the pawn, the action, the stones, a power token), then show the preview.
• Or type it: `/rivality play tile:A7 spot:M14 facing:East`, `/magistrar play move:.mmmsw`.
• `/rivality board`, `/rivality hand` and `/rivality log` show the game; `/rivality hint` \
asks the AI (when the table allows hints).
• `/rivality resign` gives up (you are asked to confirm).
Buttons keep working after a restart of the bot; an old one tells you the game moved on.";

const CLOCKS: &str = "\
**Deadlines, reminders and vacations**
• A table may give each move a deadline (`deadline` in `/rivality new`); the lobby says \
what happens when it passes: the late player forfeits, or the AI plays that move.
• Every turn message shows when your time runs out; `/games` too. A reminder comes \
before the end; a game without a deadline nudges you after a day, then every few days.
• Time the bot was down never counts against you.
• `/vacation start days:3` stops your clocks in every game (7 days within any 30); \
`/vacation end` comes back early.
• A server's moderators can `/moderate cancel` a stuck game or `/moderate seat` give a \
seat to someone else.";

const RATINGS: &str = "\
**Ratings and leaderboards**
• Every game between players played to its end rates both sides: one rating per game and \
player count (Glicko-2 one against one, Weng-Lin for three players and teams). Games \
against the AI and solo games are not rated. A `?` marks a rating still provisional.
• `/profile` shows your ratings, games and favourite game; `/profile player:@someone` \
theirs.
• `/leaderboard` ranks this server's players; `everywhere:True` everyone.
• `/suramun leaderboard` ranks today's daily challenge: best score, then the earliest.";

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `/command sub` a help text names, as (command, subcommand).
    fn named(text: &str) -> Vec<(String, Option<String>)> {
        text.split('`')
            .skip(1)
            .step_by(2)
            .filter_map(|code| code.strip_prefix('/'))
            .map(|code| {
                let mut words = code.split_whitespace();
                let command = words.next().unwrap_or("").to_string();
                let sub = words.next().filter(|w| !w.contains(':')).map(String::from);
                (command, sub)
            })
            .collect()
    }

    #[test]
    fn every_command_the_help_names_exists_and_each_text_fits_a_message() {
        let commands = super::super::commands::all();
        for topic in ALL_HELP {
            let text = help_text(Some(topic));
            assert!(text.chars().count() <= 2000, "{topic:?}");
            for (command, sub) in named(text) {
                let found = commands
                    .iter()
                    .find(|c| c.name == command)
                    .unwrap_or_else(|| panic!("/{command} in {topic:?}"));
                if let Some(sub) = sub {
                    assert!(
                        found.subcommands.iter().any(|s| s.name == sub),
                        "/{command} {sub} in {topic:?}"
                    );
                }
            }
        }
    }
}
