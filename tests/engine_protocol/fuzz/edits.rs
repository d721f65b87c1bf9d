//! Real text changed at random: words swapped, replaced by another word of the same text
//! or by a hostile one, numbers nudged, lines dropped or doubled, the text cut anywhere or
//! spiked inside a word with multi-byte and control characters. Words of the same text
//! make many changed positions that still read (and some that are possible); the
//! hostile ones find the parsers' edges.

use proptest::prelude::*;

/// Words no notation has, and edges of the ones they have: multi-byte characters (`€`
/// is three bytes: a cut at byte 2 falls inside it), control and direction characters,
/// numbers past every type's end.
const HOSTILE: &[&str] = &[
    "€",
    "é",
    "𝄞",
    "\u{0}",
    "\u{202e}",
    "\u{feff}",
    "ß",
    "İ",
    "-",
    "--",
    "#",
    ":",
    "@",
    "*",
    "!",
    ">",
    "+",
    ",",
    "=",
    "^",
    "~",
    "",
    "0",
    "1",
    "2",
    "7",
    "24",
    "25",
    "40",
    "41",
    "255",
    "256",
    "-1",
    "65536",
    "4294967296",
    "99999999999999999999",
    "1e9",
    "0x10",
    "NaN",
];

/// One change; its numbers pick the line, the word, the character or the token, each
/// taken modulo what there is.
#[derive(Clone, Debug)]
pub(super) struct Edit {
    kind: u8,
    at: usize,
    to: usize,
    token: usize,
}

pub(super) fn edits() -> impl Strategy<Value = Vec<Edit>> {
    proptest::collection::vec(
        (0u8..9, any::<usize>(), any::<usize>(), any::<usize>()).prop_map(
            |(kind, at, to, token)| Edit {
                kind,
                at,
                to,
                token,
            },
        ),
        // No change at all now and then: real positions of every game read back too.
        0..4,
    )
}

/// `text` with `edits` made, in order.
pub(super) fn apply(text: &str, edits: &[Edit]) -> String {
    let mut text = text.to_string();
    for edit in edits {
        text = apply_one(&text, edit);
    }
    text
}

fn apply_one(text: &str, edit: &Edit) -> String {
    let mut lines: Vec<Vec<String>> = text
        .lines()
        .map(|l| l.split(' ').map(String::from).collect())
        .collect();
    let words: Vec<String> = lines.iter().flatten().cloned().collect();
    if lines.is_empty() || words.is_empty() {
        return HOSTILE[edit.token % HOSTILE.len()].to_string();
    }
    let line = edit.at % lines.len();
    let word = edit.to % lines[line].len();
    let hostile = HOSTILE[edit.token % HOSTILE.len()];
    match edit.kind {
        // Another word of the same text: a key where a value was, a tile of one line
        // on another…
        0 | 1 => lines[line][word] = words[edit.token % words.len()].clone(),
        2 => lines[line][word] = hostile.to_string(),
        3 => lines[line][word] = nudged(&lines[line][word], edit.token),
        4 => {
            lines.remove(line);
        }
        5 => {
            let copy = lines[line].clone();
            lines.insert(edit.token % (lines.len() + 1), copy);
        }
        6 => {
            let other = edit.token % lines[line].len();
            lines[line].swap(word, other);
        }
        // A character spliced inside a word, at a character boundary.
        7 => {
            let w = &lines[line][word];
            let cut = w
                .char_indices()
                .map(|(i, _)| i)
                .chain([w.len()])
                .nth(edit.token % (w.chars().count() + 1))
                .unwrap_or(0);
            lines[line][word] = format!("{}{hostile}{}", &w[..cut], &w[cut..]);
        }
        _ => {
            let all = join(&lines);
            let keep = edit.token % (all.chars().count() + 1);
            return all.chars().take(keep).collect();
        }
    }
    join(&lines)
}

fn join(lines: &[Vec<String>]) -> String {
    lines
        .iter()
        .map(|l| l.join(" "))
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// A number one off, zero, or past its type; the digits in a word like `s3` or `2a1c`
/// too. A word without digits is left as it is.
fn nudged(word: &str, how: usize) -> String {
    let Some(start) = word.find(|c: char| c.is_ascii_digit()) else {
        return word.to_string();
    };
    let digits = word[start..]
        .find(|c: char| !c.is_ascii_digit())
        .map_or(word.len(), |end| start + end);
    let n: u64 = word[start..digits].parse().unwrap_or(0);
    let new = match how % 5 {
        0 => n.saturating_add(1),
        1 => n.saturating_sub(1),
        2 => 0,
        3 => n.saturating_add(10),
        _ => 256,
    };
    format!("{}{new}{}", &word[..start], &word[digits..])
}
