//! Discord's text rules: what a user's name may not do in a message, and the 2,000
//! characters a bot's message may hold.
//!
//! Display names are chosen by users, so in a public message a name like
//! `[click](https://evil)`, `# HUGE`, `||spoiler||` or `<@&123>` must read as itself.
//! Names are escaped once, where they enter (the seat's name is stored as Discord
//! markdown), so every message that quotes one (the account of a move, the result, a
//! timeout) is safe whoever composed it; [`plain`] undoes it where Discord shows text as
//! typed (thread names).

/// Discord's limit for the content of a bot's message.
pub const MAX_MESSAGE: usize = 2000;

/// Characters with a meaning in Discord markdown: emphasis, strike, spoilers, code,
/// quotes, headers and lists, masked links, mentions, channels, emoji and timestamps.
/// Discord lets a backslash escape any ASCII punctuation.
const SPECIAL: &[char] = &[
    '\\', '*', '_', '~', '`', '|', '>', '<', '#', '-', '[', ']', '(', ')', '@', ':', '.', '!', '+',
    '=',
];

/// A display name as it may appear in a message: markdown escaped, on one line.
pub fn escape_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 8);
    for c in name.chars() {
        if c.is_control() {
            out.push(' ');
            continue;
        }
        if SPECIAL.contains(&c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// An escaped name back as typed, for places that show text literally (thread names).
pub fn plain(escaped: &str) -> String {
    let mut out = String::with_capacity(escaped.len());
    let mut chars = escaped.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && chars.peek().is_some_and(|n| SPECIAL.contains(n)) {
            if let Some(next) = chars.next() {
                out.push(next);
            }
            continue;
        }
        out.push(c);
    }
    out
}

/// `text` within Discord's 2,000 characters: cut at the last line that fits, marked
/// with "…" (within a line only when a single line is longer than the limit).
pub fn fit(text: &str) -> String {
    if text.chars().count() <= MAX_MESSAGE {
        return text.to_string();
    }
    const MORE: &str = "\n…";
    let room = MAX_MESSAGE - MORE.chars().count();
    let head: String = text.chars().take(room).collect();
    match head.rfind('\n') {
        Some(end) if end > 0 => format!("{}{MORE}", &head[..end]),
        _ => {
            let cut: String = text.chars().take(MAX_MESSAGE - 1).collect();
            format!("{cut}…")
        }
    }
}

/// Where the last of `lines` that fit in `room` characters (each with its line break)
/// begin: `lines.len()` when not even the last one fits.
pub fn latest_lines<S: AsRef<str>>(lines: &[S], room: usize) -> usize {
    let mut used = 0;
    let mut first = lines.len();
    while first > 0 {
        let line = lines[first - 1].as_ref().chars().count() + 1;
        if used + line > room {
            break;
        }
        used += line;
        first -= 1;
    }
    first
}

/// `account`, then `end`, within Discord's 2,000 characters, for a post whose last lines
/// matter most (whose turn it is, with its ping; the result). `end` is kept whole; of a
/// long `account`, its first line (what began it, when it fits) and as many of its last
/// lines as fit, the lines between replaced by "…": the whole account is in the log.
pub fn fit_keeping_end(account: &str, end: &str) -> String {
    let join = |account: &str| match (account.is_empty(), end.is_empty()) {
        (_, true) => account.to_string(),
        (true, false) => end.to_string(),
        (false, false) => format!("{account}\n{end}"),
    };
    let whole = join(account);
    if whole.chars().count() <= MAX_MESSAGE {
        return whole;
    }
    const GAP: &str = "…";
    let len = |s: &str| s.chars().count();
    // Room for the account's lines, each with its line break, and the gap's line.
    let room = MAX_MESSAGE.saturating_sub(len(end) + len(GAP) + 2);
    let lines: Vec<&str> = account.lines().collect();
    // The first line, when it takes at most half of the room.
    let first = lines
        .first()
        .filter(|l| lines.len() > 1 && len(l) < room / 2)
        .map(|l| l.to_string());
    let from = usize::from(first.is_some());
    let reserved = first.as_ref().map_or(0, |l| len(l) + 1);
    let first_kept = from + latest_lines(&lines[from..], room.saturating_sub(reserved));
    let used = reserved
        + lines[first_kept..]
            .iter()
            .map(|l| len(l) + 1)
            .sum::<usize>();
    let mut kept: Vec<String> = first.into_iter().collect();
    if first_kept > from {
        kept.push(GAP.to_string());
    }
    if first_kept == lines.len() {
        // Not even the last line fits whole: its end, which says where the game stands.
        let last = lines.last().copied().unwrap_or("");
        let skip = len(last).saturating_sub(room.saturating_sub(used + 1));
        kept.pop();
        kept.push(format!(
            "{GAP}{}",
            last.chars().skip(skip).collect::<String>()
        ));
    } else {
        kept.extend(lines[first_kept..].iter().map(|l| l.to_string()));
    }
    fit(&join(&kept.join("\n")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_cannot_link_shout_hide_or_mention() {
        for hostile in [
            "[click me](https://evil.example)",
            "# HUGE",
            "-# small",
            "> quoted",
            "||spoiler||",
            "<@&123> <#456> <t:0:R>",
            "@everyone",
            "**bold** __under__ ~~gone~~ `code`",
            "1. listed",
        ] {
            let escaped = escape_name(hostile);
            // Every special character is preceded by a backslash.
            let mut chars = escaped.chars();
            while let Some(c) = chars.next() {
                if c == '\\' {
                    let next = chars.next().expect("an escaped character");
                    assert!(SPECIAL.contains(&next), "{escaped}");
                } else {
                    assert!(!SPECIAL.contains(&c), "{c:?} unescaped in {escaped}");
                }
            }
            assert_eq!(plain(&escaped), hostile);
        }
        assert_eq!(escape_name("alice"), "alice");
        assert_eq!(escape_name("Zoë K"), "Zoë K");
        assert_eq!(escape_name("two\nlines"), "two lines");
    }

    #[test]
    fn long_texts_are_cut_at_a_line() {
        let short = "a\nb";
        assert_eq!(fit(short), short);
        let lines: Vec<String> = (0..300).map(|n| format!("line {n:03} ·é")).collect();
        let text = lines.join("\n");
        let cut = fit(&text);
        assert!(
            cut.chars().count() <= MAX_MESSAGE,
            "{}",
            cut.chars().count()
        );
        assert!(cut.ends_with("\n…"));
        let body = cut.trim_end_matches("\n…");
        assert!(text.starts_with(body));
        assert!(
            lines.contains(&body.lines().last().unwrap().to_string()),
            "whole lines only"
        );
        let one_line = "x".repeat(5000);
        let cut = fit(&one_line);
        assert_eq!(cut.chars().count(), MAX_MESSAGE);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn a_long_account_keeps_its_first_and_last_lines_and_the_end_whole() {
        let end = "<@1>, your turn.";
        assert_eq!(fit_keeping_end("a\nb", end), "a\nb\n<@1>, your turn.");
        assert_eq!(fit_keeping_end("", end), end);
        assert_eq!(fit_keeping_end("a", ""), "a");
        let lines: Vec<String> = (0..300).map(|n| format!("line {n:03} ·é")).collect();
        let cut = fit_keeping_end(&lines.join("\n"), end);
        assert!(
            cut.chars().count() <= MAX_MESSAGE,
            "{}",
            cut.chars().count()
        );
        assert!(cut.starts_with("line 000 ·é\n…\n"), "{cut}");
        assert!(cut.ends_with("line 299 ·é\n<@1>, your turn."), "{cut}");
        assert!(cut.chars().count() > MAX_MESSAGE - 20, "as much as fits");
        // One line longer than a message: its end, then the turn.
        let cut = fit_keeping_end(&format!("start\n{}z", "x".repeat(5000)), end);
        assert!(cut.chars().count() <= MAX_MESSAGE);
        assert!(
            cut.starts_with("start\n…x") && cut.ends_with("xz\n<@1>, your turn."),
            "{cut}"
        );
        // No end: the account's last line is what stays.
        let cut = fit_keeping_end(&lines.join("\n"), "");
        assert!(cut.ends_with("line 299 ·é") && cut.chars().count() <= MAX_MESSAGE);
    }
}
