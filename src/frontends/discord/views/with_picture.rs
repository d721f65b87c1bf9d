//! A private panel's answer with the picture it shows.

use poise::serenity_prelude as serenity;
use tracing::warn;

use crate::frontends::discord::desk::Refusal;
use crate::frontends::discord::wire::respond::Answer;

/// A panel's ephemeral answer, with its picture when there is one (a panel without it
/// still plays).
pub fn panel_with_picture(
    table: u64,
    text: String,
    components: Vec<serenity::CreateActionRow>,
    picture: Result<(&str, Vec<u8>), Refusal>,
) -> Answer {
    let answer = Answer {
        text,
        components,
        ephemeral: true,
        ..Answer::default()
    };
    match picture {
        Ok((name, png)) => answer.with_file(name, png),
        Err(refusal) => {
            warn!(table, ?refusal, "no picture for a panel");
            answer
        }
    }
}
