//! The legal moves as a numbered list that fits 80 columns, filtered by a word (a tile, a
//! cell, a pawn) or the start of a move, and the spell orders the list offers for one
//! placement.

use crate::table::Choice;

/// The width of a terminal the lists are laid out for.
pub const COLUMNS: usize = 80;

/// The most moves `moves` lists: past that, it says how many and how to narrow them.
pub const LIST_AT_MOST: usize = 120;

/// The moves `filter` keeps, with their numbers in the whole list: those with a word equal
/// to it (a tile `A6`, a cell `M14`, a pawn `fire`); when none has, those starting with it
/// (a Magistrar placement `sm`).
pub fn kept<'a>(choices: &'a [Choice], filter: Option<&str>) -> Vec<(usize, &'a Choice)> {
    let by = |test: &dyn Fn(&Choice) -> bool| -> Vec<(usize, &'a Choice)> {
        choices
            .iter()
            .enumerate()
            .filter(|(_, c)| test(c))
            .collect()
    };
    let Some(word) = filter else {
        return by(&|_| true);
    };
    let named = by(&|c| names(c, word));
    if !named.is_empty() {
        return named;
    }
    let start = word.to_ascii_lowercase();
    by(&|c| c.notation.to_ascii_lowercase().starts_with(&start))
}

/// The lines listing `choices` (numbered from 1, as `moves` numbers them; a filter keeps
/// the numbers): those [`kept`] by `filter`, or all.
pub fn lines(choices: &[Choice], filter: Option<&str>) -> Vec<String> {
    let shown = kept(choices, filter);
    let number = choices.len().to_string().len();
    let widest = shown
        .iter()
        .map(|(_, c)| c.notation.chars().count())
        .max()
        .unwrap_or(0);
    let item_width = number + 2 + widest + 3;
    let per_line = (COLUMNS / item_width.max(1)).max(1);
    let mut out = Vec::new();
    for row in shown.chunks(per_line) {
        let mut line = String::new();
        for (i, c) in row {
            let item = format!("{:>number$}. {}", i + 1, c.notation);
            line.push_str(&format!("{item:<item_width$}"));
        }
        out.push(line.trim_end().to_string());
    }
    out
}

/// Whether a move names `word` (a tile or a cell, any case).
fn names(choice: &Choice, word: &str) -> bool {
    let word = word.trim_start_matches('#');
    choice
        .notation
        .split(|c: char| c.is_whitespace() || c == ':')
        .any(|w| w.eq_ignore_ascii_case(word))
}

/// The listed moves that are `canonical` with a spell order added: when there are two or
/// more, the order matters and the player chooses it. Empty when the move is listed as it
/// is (the order does not matter) or not listed at all.
pub fn orders<'a>(choices: &'a [Choice], canonical: &str) -> Vec<&'a Choice> {
    if choices.iter().any(|c| c.notation == canonical) {
        return Vec::new();
    }
    let prefix = format!("{canonical} ");
    let found: Vec<&Choice> = choices
        .iter()
        .filter(|c| c.notation.starts_with(&prefix))
        .collect();
    if found.len() >= 2 {
        found
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(n: &str) -> Choice {
        Choice {
            notation: n.into(),
            label: n.into(),
            steps: Vec::new(),
        }
    }

    #[test]
    fn a_long_list_fits_80_columns_and_a_filter_keeps_the_numbers() {
        let choices: Vec<Choice> = (0..120)
            .map(|i| choice(&format!("A{} M{} east front,left,right", i % 12 + 1, i)))
            .collect();
        for line in lines(&choices, None) {
            assert!(line.chars().count() <= COLUMNS, "{line}");
        }
        let m14 = lines(&choices, Some("m14"));
        assert_eq!(m14, vec![" 15. A3 M14 east front,left,right"]);
        assert!(lines(&choices, Some("Z99")).is_empty());
    }

    #[test]
    fn a_filter_names_a_word_or_else_starts_a_move() {
        let choices = vec![
            choice("sm.wmw"),
            choice("ms.wmw"),
            choice("wild:fire surge B"),
        ];
        assert_eq!(lines(&choices, Some("SM")), vec!["1. sm.wmw"]);
        assert_eq!(lines(&choices, Some("fire")), vec!["3. wild:fire surge B"]);
    }

    #[test]
    fn the_order_is_asked_only_when_the_list_offers_several() {
        let choices = vec![
            choice("A6 M14 east"),
            choice("A7 M14 east front,left"),
            choice("A7 M14 east left,front"),
        ];
        assert!(orders(&choices, "A6 M14 east").is_empty());
        assert_eq!(orders(&choices, "A7 M14 east").len(), 2);
        assert!(orders(&choices, "A7 M14 east left,front").is_empty());
    }
}
