//! `/rivality hint`: what the AI's Hard level would play for the player to move, and the
//! outcome it expects. Ephemeral always: the hint comes from the player's own hand.

use std::sync::Arc;

use super::desk::{Desk, HintView};
use super::game_commands::table_here;
use super::lobby_flow::refusal_answer;
use super::respond::{self, Answer};
use super::{Context, Error};

pub async fn hint(ctx: Context<'_>, desk: Arc<dyn Desk>, game: Option<u64>) -> Result<(), Error> {
    let who = ctx.author().id.get();
    // The AI thinks for a second or more: acknowledge at once, answer when it is done.
    respond::command_slow(ctx, true, async move {
        let table = match table_here(ctx, desk.as_ref(), game).await {
            Ok(table) => table,
            Err(answer) => return answer,
        };
        match desk.hint(table, who).await {
            Ok(hint) => Answer::ephemeral(hint_text(&hint)),
            Err(refusal) => refusal_answer(&refusal, table),
        }
    })
    .await
}

/// "Hard would play **A7 C4 e** (Fortress A7 at C4, facing east): it wins 64% of its
/// 200 playouts, and ends 3.1 VP ahead on average."
pub fn hint_text(hint: &HintView) -> String {
    let percent = (hint.win_probability.clamp(0.0, 1.0) * 100.0).round();
    let margin = hint.expected_margin;
    let ending = if margin >= 0.0 {
        format!("ends {margin:.1} VP ahead on average")
    } else {
        format!("ends {:.1} VP behind on average", -margin)
    };
    let games = if hint.playouts == 1 {
        "playout".to_string()
    } else {
        format!("{} playouts", hint.playouts)
    };
    format!(
        "**Hint** for game #{}: Hard would play **{}** ({}): it wins {percent}% of its \
         {games}, and {ending}. Only you can see this.",
        hint.table, hint.notation, hint.words
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_in_notation_words_and_odds() {
        let mut hint = HintView {
            table: 4,
            notation: "A7 C4 e".into(),
            words: "Fortress A7 at C4, facing east".into(),
            win_probability: 0.643,
            expected_margin: 3.08,
            playouts: 200,
        };
        assert_eq!(
            hint_text(&hint),
            "**Hint** for game #4: Hard would play **A7 C4 e** (Fortress A7 at C4, facing \
             east): it wins 64% of its 200 playouts, and ends 3.1 VP ahead on average. Only \
             you can see this."
        );
        hint.expected_margin = -2.0;
        hint.win_probability = 0.1;
        let text = hint_text(&hint);
        assert!(
            text.contains("wins 10%") && text.contains("2.0 VP behind"),
            "{text}"
        );
    }
}
