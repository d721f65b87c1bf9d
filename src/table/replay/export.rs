//! A finished game as text, and back (`docs/replay-format.md`): the game's kind, options,
//! seed and players, then its moves in the game's notation, one a line, and how it ended
//! if a player gave up. Read back, it is replayed move by move through the rules, so a
//! file that was edited into an illegal game is refused at the line that breaks it.

use super::Replay;
use crate::i18n::Lang;
use crate::table::kinds::{self, Names, Seat};
use crate::table::play::Action;
use crate::tr;

/// The first line of every export.
pub const MAGIC: &str = "# manawell replay 1";

/// How a game ended other than by its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Resigned(Seat),
    RanOutOfTime(Seat),
}

/// A game as the export holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// The table kind (`rivality`, `suramun`, …).
    pub kind: String,
    /// The options as the table stores them (JSON).
    pub options: String,
    pub seed: u64,
    /// The players' names, by seat.
    pub names: Vec<String>,
    /// The moves that stand (a move taken back is not there), in notation.
    pub moves: Vec<String>,
    pub end: Option<End>,
}

impl Export {
    /// The moves that stand in `replay`, with its start's `options` and `seed`.
    pub fn of(replay: &Replay, options: &str, seed: u64) -> Export {
        // The line of moves at each version: a take-back returns to an earlier one.
        let mut lengths: Vec<usize> = vec![0];
        let mut moves: Vec<String> = Vec::new();
        let mut end = None;
        // Where the moves of a step of sealed moves still running begin: an export of a
        // running game stops there, so that no sealed move is in it.
        let mut sealed_from: Option<usize> = None;
        for frame in 1..replay.len() {
            let (Some(v), Some(before)) = (replay.version(frame), replay.version(frame - 1)) else {
                break;
            };
            match &v.action {
                Some(Action::Play { mv }) => {
                    if let Some(notation) = before.game.notation_of(&mv.to_string()) {
                        if before.game.sealed() {
                            sealed_from.get_or_insert(moves.len());
                        }
                        moves.push(notation);
                    }
                }
                Some(Action::TakeBack { to, .. }) => {
                    let back = usize::try_from(*to)
                        .ok()
                        .and_then(|to| lengths.get(to).copied());
                    moves.truncate(back.unwrap_or(moves.len()));
                }
                Some(Action::Resign { seat }) => end = Some(End::Resigned(*seat)),
                Some(Action::Forfeit { seat }) => end = Some(End::RanOutOfTime(*seat)),
                None => {}
            }
            if !v.game.sealed() {
                sealed_from = None;
            }
            lengths.push(moves.len());
        }
        if let Some(from) = sealed_from {
            moves.truncate(from);
        }
        Export {
            kind: replay.kind.clone(),
            options: options.to_string(),
            seed,
            names: replay.names.0.clone(),
            moves,
            end,
        }
    }

    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{MAGIC}\ngame: {}\noptions: {}\nseed: {}\n",
            self.kind, self.options, self.seed
        );
        for (seat, name) in self.names.iter().enumerate() {
            out.push_str(&format!("player {}: {}\n", seat + 1, one_line(name)));
        }
        out.push_str("moves:\n");
        for mv in &self.moves {
            out.push_str(mv);
            out.push('\n');
        }
        match self.end {
            Some(End::Resigned(seat)) => out.push_str(&format!("end: {} resigned\n", seat + 1)),
            Some(End::RanOutOfTime(seat)) => {
                out.push_str(&format!("end: {} ran out of time\n", seat + 1))
            }
            None => {}
        }
        out
    }

    /// Reads an export, or says at which line it is wrong (in English, as the engine
    /// protocol answers). Nothing is played yet.
    pub fn parse(text: &str) -> Result<Export, String> {
        Export::parse_in(text, Lang::En)
    }

    /// As [`Export::parse`], the fault worded in `lang` (the terminal's language).
    pub fn parse_in(text: &str, lang: Lang) -> Result<Export, String> {
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
        match lines.next() {
            Some((_, MAGIC)) => {}
            _ => return Err(tr!(lang, "replay-file-not-replay", magic = MAGIC)),
        }
        let (mut kind, mut options, mut seed) = (None, None, None);
        let mut names: Vec<String> = Vec::new();
        let mut moves = Vec::new();
        let mut end = None;
        let mut in_moves = false;
        for (n, line) in lines {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if end.is_some() {
                return Err(tr!(lang, "replay-file-after-end", n = n.to_string()));
            }
            if in_moves && !line.starts_with("end:") {
                moves.push(line.to_string());
                continue;
            }
            let Some((key, value)) = line.split_once(':') else {
                return Err(tr!(
                    lang,
                    "replay-file-not-key-value",
                    n = n.to_string(),
                    line = line
                ));
            };
            let value = value.trim();
            match key.trim() {
                "game" => kind = Some(value.to_string()),
                "options" => options = Some(value.to_string()),
                "seed" => {
                    seed = Some(value.parse::<u64>().map_err(|_| {
                        tr!(lang, "replay-file-seed", n = n.to_string(), value = value)
                    })?)
                }
                "moves" if value.is_empty() => in_moves = true,
                "end" if in_moves => end = Some(parse_end(value, n, lang)?),
                key if key.starts_with("player ") => {
                    let seat = key["player ".len()..].trim().parse::<usize>().ok();
                    if seat != Some(names.len() + 1) {
                        return Err(tr!(
                            lang,
                            "replay-file-player",
                            n = n.to_string(),
                            seat = (names.len() + 1).to_string(),
                            key = key
                        ));
                    }
                    names.push(value.to_string());
                }
                other => {
                    let n = n.to_string();
                    return Err(tr!(lang, "replay-file-unknown-field", n = n, field = other));
                }
            }
        }
        let missing = |what: &str| tr!(lang, "replay-file-missing", field = what);
        if !in_moves {
            return Err(missing("moves"));
        }
        Ok(Export {
            kind: kind.ok_or_else(|| missing("game"))?,
            options: options.ok_or_else(|| missing("options"))?,
            seed: seed.ok_or_else(|| missing("seed"))?,
            names,
            moves,
            end,
        })
    }

    /// The game replayed through its rules: a frame per move, and the resignation if
    /// it ended so. Refused at the first move that is not legal (in English).
    pub fn replay(&self) -> Result<Replay, String> {
        self.replay_in(Lang::En)
    }

    /// As [`Export::replay`], in `lang`: the frames' captions and boards, and a refusal.
    pub fn replay_in(&self, lang: Lang) -> Result<Replay, String> {
        let start = kinds::new_game(&self.kind, &self.options, self.seed)
            .map_err(|e| tr!(lang, "replay-file-cannot-set-up", why = e.to_string()))?;
        let mut names = self.names.clone();
        let seats = usize::from(kinds::seats_of(&self.kind, &self.options)?);
        while names.len() < seats {
            let n = (names.len() + 1).to_string();
            names.push(tr!(lang, "replay-file-seat-name", n = n));
        }
        let names = Names(names);
        let mut replay = Replay::new(&self.kind, names.clone(), start, lang);
        for (i, text) in self.moves.iter().enumerate() {
            let mut game = replay.last().game.clone_box();
            let n = (i + 1).to_string();
            if game.to_act().is_none() {
                return Err(tr!(lang, "replay-file-over", n = n, mv = text.as_str()));
            }
            let played = game.play_text(text, &names, lang);
            let (json, account) = played.map_err(|r| refusal_words(r, &n, text, lang))?;
            let mv = serde_json::from_str(&json).map_err(|e| format!("move {}: {e}", i + 1))?;
            replay.push(game, Action::Play { mv }, account);
        }
        if let Some(end) = self.end {
            let game = replay.last().game.clone_box();
            let (action, caption) = match end {
                End::Resigned(seat) => (
                    Action::Resign { seat },
                    tr!(lang, "replay-file-resigned", player = names.of(seat)),
                ),
                End::RanOutOfTime(seat) => (
                    Action::Forfeit { seat },
                    tr!(lang, "replay-file-ran-out", player = names.of(seat)),
                ),
            };
            if usize::from(seat_of(end)) >= seats {
                let seat = (seat_of(end) + 1).to_string();
                return Err(tr!(lang, "replay-file-end-seat", seat = seat));
            }
            if game.to_act().is_none() {
                return Err(tr!(lang, "replay-file-end-over"));
            }
            replay.push(game, action, caption);
        }
        Ok(replay)
    }
}

fn seat_of(end: End) -> Seat {
    match end {
        End::Resigned(seat) | End::RanOutOfTime(seat) => seat,
    }
}

fn refusal_words(r: kinds::Refusal, n: &str, mv: &str, lang: Lang) -> String {
    match r {
        kinds::Refusal::Unreadable(why) => {
            tr!(lang, "replay-file-not-a-move", n = n, mv = mv, why = why)
        }
        kinds::Refusal::Illegal(why) => tr!(lang, "replay-file-illegal", n = n, mv = mv, why = why),
    }
}

fn parse_end(value: &str, n: usize, lang: Lang) -> Result<End, String> {
    let bad = || tr!(lang, "replay-file-end", n = n.to_string());
    let (seat, how) = value.split_once(' ').ok_or_else(bad)?;
    let seat = seat
        .parse::<Seat>()
        .ok()
        .and_then(|s| s.checked_sub(1))
        .ok_or_else(bad)?;
    match how.trim() {
        "resigned" => Ok(End::Resigned(seat)),
        "ran out of time" => Ok(End::RanOutOfTime(seat)),
        _ => Err(bad()),
    }
}

/// A name on one line (a name is the players' own text).
fn one_line(name: &str) -> String {
    name.replace(['\n', '\r'], " ")
}
