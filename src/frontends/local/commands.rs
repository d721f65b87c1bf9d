//! A typed line read as a command of the loop, or as a move to try.

/// The longest line read as a command or a move; a longer one is refused, unread.
pub const MAX_LINE: usize = 40;
/// The longest Rivalry set-up line (`cities … units … extra …`, up to 25 tiles).
pub const MAX_SETUP_LINE: usize = 400;

/// What the player asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Nothing,
    Quit,
    Help,
    Board,
    Hand,
    Log,
    Hint,
    Resign,
    /// `moves`, or `moves A6` / `moves M14`: the legal moves naming that tile or cell.
    Moves(Option<String>),
    /// `tile A7`: what a tile holds.
    Tile(String),
    /// `rules`, `rules scoring`: the game's rules help, all or one topic.
    Rules(Option<String>),
    /// `choose`: a move built step by step, each step's answers numbered.
    Choose,
    /// `12`: the move numbered so in `moves`.
    Number(usize),
    /// Anything else: a move in notation.
    Move(String),
    /// A line too long to be anything.
    TooLong,
}

pub fn parse(line: &str) -> Command {
    let line = line.trim();
    let long = line.chars().count();
    if long > MAX_LINE && !(long <= MAX_SETUP_LINE && is_setup_line(line)) {
        return Command::TooLong;
    }
    let lower = line.to_ascii_lowercase();
    let mut words = lower.split_whitespace();
    let first = words.next().unwrap_or("");
    let rest: Vec<&str> = words.collect();
    match (first, rest.as_slice()) {
        ("", _) => Command::Nothing,
        ("quit" | "exit" | "q", []) => Command::Quit,
        ("help" | "?", _) => Command::Help,
        ("board", []) => Command::Board,
        ("hand", []) => Command::Hand,
        ("log", []) => Command::Log,
        ("hint", []) => Command::Hint,
        ("resign", []) => Command::Resign,
        ("moves", []) => Command::Moves(None),
        ("moves", [what]) => Command::Moves(Some(what.to_string())),
        ("tile", [what]) => Command::Tile(what.to_string()),
        ("rules", []) => Command::Rules(None),
        ("rules", [topic]) => Command::Rules(Some(topic.to_string())),
        ("choose" | "steps", []) => Command::Choose,
        _ => match line.parse::<usize>() {
            Ok(n) => Command::Number(n),
            Err(_) => Command::Move(line.to_string()),
        },
    }
}

/// A Rivalry set-up typed as one line, its side named or not (`cities *@R2 …`).
pub fn is_setup_line(line: &str) -> bool {
    let lower = line.trim().to_ascii_lowercase();
    let mut words = lower.split_whitespace();
    match words.next() {
        Some("cities") => true,
        Some("republic" | "kingdom") => words.next() == Some("cities"),
        _ => false,
    }
}

/// A piece of what the player typed, safe to echo: at most a few words, no control
/// characters.
pub fn excerpt(text: &str) -> String {
    const SHOWN: usize = 24;
    let clean: String = text
        .trim()
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if clean.chars().count() <= SHOWN {
        clean
    } else {
        let mut short: String = clean.chars().take(SHOWN).collect();
        short.push('…');
        short
    }
}

/// The answer to a yes-or-no question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Yes,
    No,
    /// Something else: the question is dropped and the line read as a command.
    Other,
}

pub fn yes_no(line: &str, enter_means_yes: bool) -> Answer {
    match line.trim().to_ascii_lowercase().as_str() {
        "" if enter_means_yes => Answer::Yes,
        "y" | "yes" | "ok" | "confirm" => Answer::Yes,
        "" | "n" | "no" | "back" | "undo" | "cancel" => Answer::No,
        _ => Answer::Other,
    }
}

/// An answer to a question that ends or may end the game (resigning, a move with something
/// at stake): only `yes`, typed in full, plays it, so that no single keystroke (`y`, Enter)
/// loses the game. A line that is not an answer (`Other`) may be a command.
pub fn yes_in_full(line: &str) -> Answer {
    match yes_no(line, false) {
        Answer::Yes if line.trim().eq_ignore_ascii_case("yes") => Answer::Yes,
        Answer::Yes => Answer::No,
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_and_moves_are_told_apart() {
        assert_eq!(parse("  MOVES a6 "), Command::Moves(Some("a6".into())));
        assert_eq!(parse("moves"), Command::Moves(None));
        assert_eq!(parse("tile A7"), Command::Tile("a7".into()));
        assert_eq!(parse("12"), Command::Number(12));
        assert_eq!(
            parse("Rules Scoring"),
            Command::Rules(Some("scoring".into()))
        );
        assert_eq!(parse("choose"), Command::Choose);
        assert_eq!(parse("A7 M14 east"), Command::Move("A7 M14 east".into()));
        assert_eq!(parse(&"x".repeat(200)), Command::TooLong);
    }

    #[test]
    fn a_rivalry_set_up_may_be_a_long_line() {
        let line = format!(
            "cities *@R2 @R6 @R8 @R9 units {}extra E3",
            "E3:1a ".repeat(20)
        );
        assert_eq!(parse(&line), Command::Move(line.clone()));
        let named = format!("Kingdom {line}");
        assert_eq!(parse(&named), Command::Move(named.clone()));
        assert_eq!(
            parse(&format!("{line}{}", " ".repeat(0) + &"E4:1a ".repeat(80))),
            Command::TooLong
        );
        assert_eq!(parse(&format!("board {line}")), Command::TooLong);
    }

    #[test]
    fn an_echo_is_short_and_plain() {
        assert_eq!(excerpt("A7 M14"), "A7 M14");
        let long = excerpt(&format!("{}\u{1b}[2J", "y".repeat(100)));
        assert_eq!(long.chars().count(), 25);
        assert!(!long.contains('\u{1b}'));
    }

    #[test]
    fn a_question_is_answered_or_dropped() {
        assert_eq!(yes_no("", true), Answer::Yes);
        assert_eq!(yes_no("", false), Answer::No);
        assert_eq!(yes_no("Yes", false), Answer::Yes);
        assert_eq!(yes_no("n", true), Answer::No);
        assert_eq!(yes_no("moves", true), Answer::Other);
        assert_eq!(yes_in_full(" YES "), Answer::Yes);
        for short in ["y", "", "ok", "n"] {
            assert_eq!(yes_in_full(short), Answer::No, "{short}");
        }
        assert_eq!(yes_in_full("moves"), Answer::Other);
    }
}
