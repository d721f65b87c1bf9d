//! The "Open the board" button of a turn post: a link to the game's web board (Discord
//! opens it in the browser; no click comes back to the bot).

use poise::serenity_prelude as serenity;

use crate::i18n::Lang;
use crate::tr;

/// A row with the one link button to `url`, its label in `lang`.
pub fn board_link_row(lang: Lang, url: &str) -> serenity::CreateActionRow {
    let button = serenity::CreateButton::new_link(url).label(tr!(lang, "web-open-board"));
    serenity::CreateActionRow::Buttons(vec![button])
}

/// The row of `/<game> board`'s private answer: the public page, and for a player their
/// own page (`own`), which shows their hand.
pub fn board_links_row(lang: Lang, url: &str, own: Option<&str>) -> serenity::CreateActionRow {
    let mut buttons =
        vec![serenity::CreateButton::new_link(url).label(tr!(lang, "web-open-board"))];
    if let Some(own) = own {
        buttons.push(serenity::CreateButton::new_link(own).label(tr!(lang, "web-open-own")));
    }
    serenity::CreateActionRow::Buttons(buttons)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_button_links_to_the_board_in_the_posts_language() {
        let url = "https://board.example.org/b/0123456789abcdef0123456789abcdef";
        let row = serde_json::to_value(board_link_row(Lang::Fr, url)).unwrap();
        let button = &row["components"][0];
        // Style 5: a link button, which carries a URL and no custom id.
        assert_eq!(button["style"], 5, "{row}");
        assert_eq!(button["url"], url);
        assert!(
            button.get("custom_id").is_none_or(|id| id.is_null()),
            "{row}"
        );
        assert_eq!(button["label"], "Ouvrir le plateau");
    }
}
