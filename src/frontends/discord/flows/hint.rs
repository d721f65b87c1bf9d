//! `/rivality hint`: what the AI's Hard level would play for the player to move, and the
//! outcome it expects. Ephemeral always: the hint comes from the player's own hand.

use std::sync::Arc;

use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{Desk, HintView};
use crate::frontends::discord::flows::here::table_here;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::wire::respond::{self, Answer};
use crate::i18n::Lang;
use crate::tr;

pub async fn hint(ctx: Context<'_>, desk: Arc<Desk>, game: Option<u64>) -> Result<(), Error> {
    let who = ctx.author().id.get();
    let lang = locale::of_command(ctx).await.private;
    // The AI thinks for a second or more: acknowledge at once, answer when it is done.
    respond::command_slow(ctx, true, async move {
        let table = match table_here(lang, ctx, desk.as_ref(), game).await {
            Ok(table) => table,
            Err(answer) => return answer,
        };
        match desk.hint(table, who, lang).await {
            Ok(hint) => Answer::ephemeral(hint_text(lang, &hint)),
            Err(refusal) => refusal.answer(lang, table),
        }
    })
    .await
}

/// "Hard would play **A7 C4 e** (Fortress A7 at C4, facing east): it wins 64% of its
/// 200 playouts, and ends 3.1 VP ahead on average."
pub fn hint_text(lang: Lang, hint: &HintView) -> String {
    let percent = (hint.win_probability.clamp(0.0, 1.0) * 100.0).round();
    let margin = hint.expected_margin;
    // One decimal, with the decimal mark each language writes.
    let decimal = |x: f32| {
        let text = format!("{x:.1}");
        match lang {
            Lang::En => text,
            Lang::Fr | Lang::De => text.replace('.', ","),
        }
    };
    let ending = if margin >= 0.0 {
        tr!(lang, "hint-ahead", margin = decimal(margin))
    } else {
        tr!(lang, "hint-behind", margin = decimal(-margin))
    };
    tr!(
        lang,
        "hint-text",
        table = hint.table.to_string(),
        notation = hint.notation.as_str(),
        words = hint.words.as_str(),
        percent = format!("{percent}"),
        playouts = hint.playouts,
        ending = ending
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
            hint_text(Lang::En, &hint),
            "**Hint** for game #4: Hard would play **A7 C4 e** (Fortress A7 at C4, facing \
             east): it wins 64% of its 200 playouts, and ends 3.1 VP ahead on average. Only \
             you can see this."
        );
        hint.expected_margin = -2.0;
        hint.win_probability = 0.1;
        let text = hint_text(Lang::En, &hint);
        assert!(
            text.contains("wins 10%") && text.contains("2.0 VP behind"),
            "{text}"
        );
        hint.playouts = 1;
        assert!(hint_text(Lang::En, &hint).contains("of its playout, and"));
    }

    #[test]
    fn a_hint_in_french_and_german_writes_decimals_with_a_comma() {
        let hint = HintView {
            table: 4,
            notation: "A7 C4 e".into(),
            words: "Fortress A7 at C4, facing east".into(),
            win_probability: 0.643,
            expected_margin: 3.08,
            playouts: 200,
        };
        let fr = hint_text(Lang::Fr, &hint);
        assert!(fr.contains("64 %") && fr.contains("3,1"), "{fr}");
        assert!(fr.contains("200 simulations"), "{fr}");
        let de = hint_text(Lang::De, &hint);
        assert!(de.contains("64 %") && de.contains("3,1"), "{de}");
    }
}
