//! The legal moves as a numbered list that fits 80 columns, filtered by a tile or a cell,
//! and the spell orders the list offers for one placement.

use crate::table::Choice;

/// The width of a terminal the lists are laid out for.
pub const COLUMNS: usize = 80;

/// The lines listing `choices` (numbered from 1, as `moves` numbers them; a filter keeps
/// the numbers): those with a word equal to `filter` (a tile `A6`, a cell `M14`), or all.
pub fn lines(choices: &[Choice], filter: Option<&str>) -> Vec<String> {
    let shown: Vec<(usize, &Choice)> = choices
        .iter()
        .enumerate()
        .filter(|(_, c)| filter.is_none_or(|f| names(c, f)))
        .collect();
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
        .split_whitespace()
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
