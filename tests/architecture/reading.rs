//! Reading Rust without a compiler: the checker needs only the paths a file names, so a
//! lexer that gets comments, strings and char literals right is enough, and a `use` tree
//! is flattened into the paths it names.

#[derive(Debug, PartialEq)]
pub(super) enum Tok {
    Ident(String),
    Sep,
    Punct(char),
    Str(String),
}

/// A token and its line.
pub(super) type Token = (Tok, usize);

/// Splits Rust source into identifiers, `::`, punctuation and string literals. Comments
/// (doc comments too: they mention paths in prose), char literals and lifetimes' quotes
/// are dropped, so that a `'"'` opens no string.
pub(super) fn lex(src: &str) -> Vec<Token> {
    let c: Vec<char> = src.chars().collect();
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    let word = |i: usize| (i..).find(|&j| !(at(j).is_alphanumeric() || at(j) == '_'));
    let (mut i, mut line, mut out) = (0, 1, Vec::new());
    while i < c.len() {
        let (ch, start) = (c[i], line);
        let mut push = |tok| out.push((tok, start));
        if ch == '/' && at(i + 1) == '/' {
            i = (i..c.len()).find(|&j| c[j] == '\n').unwrap_or(c.len());
        } else if ch == '/' && at(i + 1) == '*' {
            i = skip_block_comment(&c, i, &mut line);
        } else if ch == '"' {
            let (s, j) = string(&c, i + 1, None, &mut line);
            push(Tok::Str(s));
            i = j;
        } else if ch == '\'' {
            i = skip_quote(&c, i);
        } else if ch == ':' && at(i + 1) == ':' {
            push(Tok::Sep);
            i += 2;
        } else if ch.is_alphanumeric() || ch == '_' {
            let j = word(i).unwrap_or(c.len());
            let w: String = c[i..j].iter().collect();
            // Raw strings have no escapes; `b"…"` lexes as `b` and a string.
            let hashes = (j..).take_while(|&k| at(k) == '#').count();
            if matches!(w.as_str(), "r" | "br") && at(j + hashes) == '"' {
                let (s, k) = string(&c, j + hashes + 1, Some(hashes), &mut line);
                push(Tok::Str(s));
                i = k;
            } else {
                push(Tok::Ident(w));
                i = j;
            }
        } else {
            if !ch.is_whitespace() {
                push(Tok::Punct(ch));
            }
            line += usize::from(ch == '\n');
            i += 1;
        }
    }
    out
}

/// Skips a (nested) `/* … */` comment starting at `i`.
fn skip_block_comment(c: &[char], mut i: usize, line: &mut usize) -> usize {
    let mut depth = 0;
    while i < c.len() {
        match (c[i], c.get(i + 1).copied()) {
            ('/', Some('*')) => (depth, i) = (depth + 1, i + 2),
            ('*', Some('/')) => (depth, i) = (depth - 1, i + 2),
            (ch, _) => (*line, i) = (*line + usize::from(ch == '\n'), i + 1),
        }
        if depth == 0 {
            break;
        }
    }
    i
}

/// A string literal's body from `i` (after the opening quote) and the index after it;
/// `raw` is the number of `#`s of a raw string.
fn string(c: &[char], mut i: usize, raw: Option<usize>, line: &mut usize) -> (String, usize) {
    let mut s = String::new();
    while i < c.len() {
        let closes = (1..=raw.unwrap_or(0)).all(|k| c.get(i + k) == Some(&'#'));
        *line += usize::from(c[i] == '\n');
        match c[i] {
            '\\' if raw.is_none() => {
                s.extend(c.get(i..i + 2).into_iter().flatten());
                *line += usize::from(c.get(i + 1) == Some(&'\n'));
                i += 1;
            }
            '"' if closes => return (s, i + 1 + raw.unwrap_or(0)),
            ch => s.push(ch),
        }
        i += 1;
    }
    (s, i)
}

/// Skips a char literal (`'a'`, `'"'`, `'\''`) or a lifetime's quote (`'a`) at `i`.
fn skip_quote(c: &[char], i: usize) -> usize {
    if c.get(i + 1) == Some(&'\\') {
        (i + 3..c.len())
            .find(|&k| c[k] == '\'')
            .map_or(c.len(), |k| k + 1)
    } else if c.get(i + 2) == Some(&'\'') {
        i + 3
    } else {
        i + 1
    }
}

pub(super) fn tok_at(toks: &[Token], i: usize) -> Option<&Tok> {
    toks.get(i).map(|t| &t.0)
}

pub(super) fn is(toks: &[Token], i: usize, tok: Tok) -> bool {
    tok_at(toks, i) == Some(&tok)
}

/// A leaf of a `use` tree: the full path, the name it binds (`*` for a glob), its line.
type Leaf = (Vec<String>, String, usize);

/// One `use` tree from `toks[i]`, flattened into leaves (`super::{a, b::{c, d}}` gives
/// four). Returns the index after the tree.
pub(super) fn use_tree(
    toks: &[Token],
    mut i: usize,
    mut segs: Vec<String>,
    out: &mut Vec<Leaf>,
) -> usize {
    let mut line = toks.get(i).map_or(0, |t| t.1);
    while let Some((tok, at)) = toks.get(i) {
        match tok {
            Tok::Sep => i += 1,
            Tok::Ident(w) if w != "as" => {
                (line, i) = (*at, i + 1);
                segs.push(w.clone());
                if !is(toks, i, Tok::Sep) {
                    break;
                }
            }
            Tok::Punct('*') => {
                out.push((segs, "*".into(), *at));
                return i + 1;
            }
            Tok::Punct('{') => {
                i += 1;
                while let Some((tok, _)) = toks.get(i) {
                    match tok {
                        Tok::Punct('}') => return i + 1,
                        Tok::Punct(',') => i += 1,
                        _ => i = use_tree(toks, i, segs.clone(), out).max(i + 1),
                    }
                }
                return i;
            }
            _ => break,
        }
    }
    if segs.last().is_some_and(|s| s == "self") {
        segs.pop();
    }
    let mut name = segs.last().cloned().unwrap_or_default();
    if is(toks, i, Tok::Ident("as".into())) {
        if let Some(Tok::Ident(alias)) = tok_at(toks, i + 1) {
            name.clone_from(alias);
        }
        i += 2;
    }
    if !segs.is_empty() {
        out.push((segs, name, line));
    }
    i
}

/// A string that is a whole path (`"crate::frontends::discord::commands::board"`).
pub(super) fn path_in_string(s: &str) -> Option<Vec<String>> {
    let segs: Vec<String> = s.split("::").map(str::to_owned).collect();
    let ident = |p: &String| !p.is_empty() && p.chars().all(|c| c.is_alphanumeric() || c == '_');
    (segs.len() > 1 && segs.iter().all(ident)).then_some(segs)
}
