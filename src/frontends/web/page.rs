//! The game's page and its side panel as HTML, from what everyone may see (the panel is
//! sent again when a move lands). Pure: no I/O.

use crate::i18n::Lang;
use crate::tr;

/// What a page shows: all of it public, but for `personal`, which only adds the picture
/// of the link's own seat (drawn by the server for that link alone).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPage {
    pub token: String,
    pub lang: Lang,
    /// "Rivality, 2 players".
    pub title: String,
    /// The latest version; `None` before the game starts.
    pub latest: Option<i64>,
    /// Every move's account, by the version it made.
    pub moves: Vec<(i64, String)>,
    /// Who must act now, by name.
    pub to_move: Vec<String>,
    /// When the move is due (Unix ms).
    pub due: Option<i64>,
    /// The game ended (or was cancelled).
    pub over: bool,
    /// The result, once over.
    pub result: Option<String>,
    pub personal: bool,
}

/// Text for HTML: the five characters that could open markup, escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A time as UTC, for a reader whose browser runs no script (the script writes it in
/// the reader's own time zone).
fn utc(ms: i64) -> Option<(String, String)> {
    let at = chrono::DateTime::from_timestamp_millis(ms)?;
    Some((
        at.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
        at.format("%Y-%m-%d %H:%M UTC").to_string(),
    ))
}

/// The whole page.
pub fn page(b: &BoardPage) -> String {
    let lang = b.lang;
    let title = escape(&b.title);
    let token = escape(&b.token);
    let latest = b.latest.unwrap_or(0);
    let mut html = String::with_capacity(4096);
    html.push_str(&format!(
        "<!doctype html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\">\
         <title>{title}</title><link rel=\"stylesheet\" href=\"../web/board.css\"></head>\n\
         <body data-token=\"{token}\" data-latest=\"{latest}\" data-where=\"{where_}\">\n\
         <h1>{title}</h1>\n",
        code = lang.code(),
        where_ = escape(&tr!(lang, "web-version", n = "{n}", last = "{last}")),
    ));
    if b.latest.is_some() {
        let alt = escape(&tr!(lang, "web-board-alt", title = b.title.as_str()));
        html.push_str(&format!(
            "<div id=\"board\" class=\"board\"><img id=\"picture\" src=\"{token}/frame/{latest}\" \
             alt=\"{alt}\"></div>\n<nav id=\"steps\">\
             <button id=\"first\" type=\"button\">{first}</button>\
             <button id=\"back\" type=\"button\">{back}</button>\
             <span id=\"where\">{where_}</span>\
             <button id=\"forward\" type=\"button\">{forward}</button>\
             <button id=\"last\" type=\"button\">{last}</button></nav>\n",
            first = escape(&tr!(lang, "web-first")),
            back = escape(&tr!(lang, "web-back")),
            forward = escape(&tr!(lang, "web-forward")),
            last = escape(&tr!(lang, "web-last")),
            where_ = escape(&tr!(lang, "web-version", n = latest, last = latest)),
        ));
        if b.personal {
            html.push_str(&format!(
                "<h2>{own}</h2>\n<div class=\"board\"><img id=\"own\" src=\"{token}/own?v={latest}\" \
                 alt=\"{own}\"></div>\n",
                own = escape(&tr!(lang, "web-your-view")),
            ));
        }
    }
    html.push_str("<section id=\"panel\">");
    html.push_str(&panel(b));
    html.push_str("</section>\n");
    if b.latest.is_some() && !b.over {
        html.push_str(&format!(
            "<p class=\"live\">{}</p>\n",
            escape(&tr!(lang, "web-live"))
        ));
    }
    html.push_str("<script src=\"../web/board.js\"></script>\n</body></html>\n");
    html
}

/// The side panel: who is to move (or the result) and the moves, each a step to its
/// version. Sent again whole when a move lands.
pub fn panel(b: &BoardPage) -> String {
    let lang = b.lang;
    let Some(latest) = b.latest else {
        return format!(
            "<p id=\"status\">{}</p>",
            escape(&tr!(lang, "web-not-started"))
        );
    };
    let mut html = format!("<div id=\"state\" data-latest=\"{latest}\"><p id=\"status\">");
    if b.over {
        html.push_str(&escape(&tr!(lang, "web-over")));
        if let Some(result) = &b.result {
            html.push(' ');
            html.push_str(&escape(result));
        }
    } else if !b.to_move.is_empty() {
        let names = b.to_move.join(", ");
        html.push_str(&escape(&tr!(lang, "web-to-move", names = names.as_str())));
        if let Some((iso, text)) = b.due.and_then(utc) {
            html.push_str(&format!(
                " ({} <time datetime=\"{iso}\">{text}</time>)",
                escape(&tr!(lang, "web-due"))
            ));
        }
    }
    html.push_str(&format!(
        "</p><h2>{}</h2><ol id=\"moves\" start=\"0\"><li data-v=\"0\"><button type=\"button\">{}</button></li>",
        escape(&tr!(lang, "web-moves")),
        escape(&tr!(lang, "web-start")),
    ));
    for (version, text) in &b.moves {
        html.push_str(&format!(
            "<li data-v=\"{version}\"><button type=\"button\">{}</button></li>",
            escape(text)
        ));
    }
    html.push_str("</ol></div>");
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> BoardPage {
        BoardPage {
            token: "0123456789abcdef0123456789abcdef".into(),
            lang: Lang::En,
            title: "Rivality <2 players>".into(),
            latest: Some(2),
            moves: vec![(1, "Ann & Bob".into()), (2, "Bob's B7".into())],
            to_move: vec!["Ann".into()],
            due: Some(0),
            over: false,
            result: None,
            personal: false,
        }
    }

    #[test]
    fn what_a_player_wrote_cannot_open_markup() {
        let html = page(&board());
        assert!(html.contains("Rivality &lt;2 players&gt;"), "{html}");
        assert!(html.contains("Ann &amp; Bob"), "{html}");
        assert!(html.contains("Bob&#39;s B7"), "{html}");
        assert!(!html.contains("<2 players>"));
    }

    #[test]
    fn every_version_is_a_step_and_the_deadline_is_a_time() {
        let html = panel(&board());
        for v in 0..=2 {
            assert!(html.contains(&format!("data-v=\"{v}\"")), "{html}");
        }
        assert!(html.contains("datetime=\"1970-01-01T00:00:00Z\""), "{html}");
        assert!(html.contains("data-latest=\"2\""), "{html}");
    }

    #[test]
    fn only_a_personal_page_asks_for_its_own_view() {
        assert!(!page(&board()).contains("/own"));
        let mine = BoardPage {
            personal: true,
            ..board()
        };
        assert!(page(&mine).contains("/own?v=2"));
    }

    #[test]
    fn a_game_not_started_has_no_picture() {
        let waiting = BoardPage {
            latest: None,
            ..board()
        };
        let html = page(&waiting);
        assert!(!html.contains("<img"), "{html}");
        assert!(html.contains("waiting for players"), "{html}");
    }
}
