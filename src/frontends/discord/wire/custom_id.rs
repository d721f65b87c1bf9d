//! The `custom_id` carried by every button and select menu the bot posts.
//!
//! Components are handled by the global event handler from this id alone (no in-memory
//! collector), so that they keep working after a restart. The id names the table and the
//! table's version when the component was posted: a click on a component from an earlier
//! version is recognised as stale instead of acting on a game that has moved on.
//!
//! Format: `mw:<table>:<version>:<action>[:<arg>]`
//! - `table`: the table id, a decimal number > 0 without leading zeros;
//! - `version`: the table version, a decimal number without leading zeros;
//! - `action`: one of [`Action`], in lowercase;
//! - `arg`: the panel's choices so far (e.g. `t1.s3-2`), 1 to 40 characters from
//!   `[A-Za-z0-9._-]`; only the panel actions may carry one.
//!
//! Parsing is strict: anything else is refused, and the refusal is told to the user.

use std::fmt;
use std::str::FromStr;

/// Discord refuses a `custom_id` longer than this.
pub const MAX_LEN: usize = 100;
const PREFIX: &str = "mw";
// Chosen so that the longest possible id (two 20-digit numbers) still fits in 100.
const MAX_ARG_LEN: usize = 40;

/// What a component does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Lobby buttons.
    Join,
    Leave,
    Start,
    Cancel,
    /// "Take my turn": opens the player's ephemeral panel.
    Turn,
    /// Panel steps (select menus and buttons).
    Tile,
    Spot,
    Facing,
    Order,
    Remove,
    Page,
    Confirm,
    Back,
    /// Discard both tiles and draw two new ones (first turn only).
    Mulligan,
    /// `/rivality resign`'s confirmation: resign, or keep playing.
    Resign,
    Keep,
    /// A finished game's Rematch: the clicker is in, or out again.
    Rematch,
    /// Accept or refuse another player's take-back (the version it was asked at).
    AcceptTakeback,
    RefuseTakeback,
    /// The step-by-step panel (games without a panel of their own): an answer or
    /// another page of answers, Back, and Confirm.
    Pick,
    Unpick,
    Play,
    /// Change one answer of the step-by-step panel, keeping the others.
    Change,
    /// A replay's step-through (◀ ▶): show the frame in the id's version field.
    Replay,
    /// Rivalry's set-up panel: an edit of the draft (`aa.E3`, `cities.E3`), or Seal. The
    /// draft itself is the panel message's last line.
    Setup,
}

const ACTIONS: [(Action, &str); 25] = [
    (Action::Join, "join"),
    (Action::Leave, "leave"),
    (Action::Start, "start"),
    (Action::Cancel, "cancel"),
    (Action::Turn, "turn"),
    (Action::Tile, "tile"),
    (Action::Spot, "spot"),
    (Action::Facing, "facing"),
    (Action::Order, "order"),
    (Action::Remove, "remove"),
    (Action::Page, "page"),
    (Action::Confirm, "confirm"),
    (Action::Back, "back"),
    (Action::Mulligan, "mulligan"),
    (Action::Resign, "resign"),
    (Action::Keep, "keep"),
    (Action::Rematch, "rematch"),
    (Action::AcceptTakeback, "takeback"),
    (Action::RefuseTakeback, "keepmove"),
    (Action::Pick, "pick"),
    (Action::Unpick, "unpick"),
    (Action::Play, "play"),
    (Action::Change, "change"),
    (Action::Replay, "replay"),
    (Action::Setup, "setup"),
];

impl Action {
    pub fn as_str(self) -> &'static str {
        ACTIONS
            .iter()
            .find(|(a, _)| *a == self)
            .map_or("?", |(_, s)| s)
    }

    /// Lobby and "take my turn" buttons stand alone; panel steps carry the choices so far.
    pub fn takes_arg(self) -> bool {
        !matches!(
            self,
            Action::Join
                | Action::Leave
                | Action::Start
                | Action::Cancel
                | Action::Turn
                | Action::Mulligan
                | Action::Resign
                | Action::Keep
                | Action::Rematch
                | Action::AcceptTakeback
                | Action::RefuseTakeback
                | Action::Replay
        )
    }
}

/// A parsed component id.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ComponentId {
    pub table: u64,
    pub version: u64,
    pub action: Action,
    pub arg: Option<String>,
}

/// Why a `custom_id` was refused. The `Display` text is for logs; users get
/// [`ComponentIdError::user_message`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ComponentIdError {
    #[error("custom_id is not a manawell id")]
    NotOurs,
    #[error("custom_id is longer than {MAX_LEN} characters")]
    TooLong,
    #[error("custom_id has a bad {0}")]
    Bad(&'static str),
    #[error("custom_id names an unknown action")]
    UnknownAction,
}

impl ComponentIdError {
    /// The ephemeral answer to a click on such a component.
    pub fn user_message(&self) -> &'static str {
        "I don't recognise that button: it may come from an older version of the bot. \
         Use `/games` to find your games and their current messages."
    }

    /// [`ComponentIdError::user_message`] in `lang`.
    pub fn message(&self, lang: crate::i18n::Lang) -> String {
        crate::tr!(lang, "refusal-unknown-button")
    }
}

impl ComponentId {
    pub fn new(table: u64, version: u64, action: Action) -> Self {
        ComponentId {
            table,
            version,
            action,
            arg: None,
        }
    }

    pub fn with_arg(mut self, arg: impl Into<String>) -> Self {
        self.arg = Some(arg.into());
        self
    }
}

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{PREFIX}:{}:{}:{}",
            self.table,
            self.version,
            self.action.as_str()
        )?;
        if let Some(arg) = &self.arg {
            write!(f, ":{arg}")?;
        }
        Ok(())
    }
}

/// A decimal number with no sign, no spaces and no leading zero.
fn number(text: &str, what: &'static str) -> Result<u64, ComponentIdError> {
    let canonical = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    if !canonical {
        return Err(ComponentIdError::Bad(what));
    }
    text.parse().map_err(|_| ComponentIdError::Bad(what))
}

fn valid_arg(arg: &str) -> bool {
    (1..=MAX_ARG_LEN).contains(&arg.len())
        && arg
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

impl FromStr for ComponentId {
    type Err = ComponentIdError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_LEN {
            return Err(ComponentIdError::TooLong);
        }
        let mut parts = text.split(':');
        if parts.next() != Some(PREFIX) {
            return Err(ComponentIdError::NotOurs);
        }
        let table = number(parts.next().unwrap_or(""), "table id")?;
        if table == 0 {
            return Err(ComponentIdError::Bad("table id"));
        }
        let version = number(parts.next().unwrap_or(""), "version")?;
        let action_text = parts.next().ok_or(ComponentIdError::Bad("action"))?;
        let action = ACTIONS
            .iter()
            .find(|(_, name)| *name == action_text)
            .map(|(a, _)| *a)
            .ok_or(ComponentIdError::UnknownAction)?;
        let arg = match parts.next() {
            None => None,
            Some(arg) if action.takes_arg() && valid_arg(arg) => Some(arg.to_string()),
            Some(_) => return Err(ComponentIdError::Bad("argument")),
        };
        if parts.next().is_some() {
            return Err(ComponentIdError::Bad("ending"));
        }
        Ok(ComponentId {
            table,
            version,
            action,
            arg,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for (action, _) in ACTIONS {
            let id = ComponentId::new(42, 7, action);
            assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id.clone()));
            if action.takes_arg() {
                let id = id.with_arg("t1.s3-2_fN");
                assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id));
            }
        }
        assert_eq!(
            ComponentId::new(42, 0, Action::Join).to_string(),
            "mw:42:0:join"
        );
    }

    #[test]
    fn longest_id_fits_discord_limit() {
        let id =
            ComponentId::new(u64::MAX, u64::MAX, Action::Confirm).with_arg("x".repeat(MAX_ARG_LEN));
        assert!(id.to_string().len() <= MAX_LEN, "{}", id.to_string().len());
        assert!(id.to_string().parse::<ComponentId>().is_ok());
    }

    #[test]
    fn refuses_anything_else() {
        use ComponentIdError::*;
        let cases: &[(&str, ComponentIdError)] = &[
            ("", NotOurs),
            ("xx:1:1:join", NotOurs),
            ("MW:1:1:join", NotOurs),
            ("mw", Bad("table id")),
            ("mw:0:1:join", Bad("table id")),
            ("mw:01:1:join", Bad("table id")),
            ("mw:+1:1:join", Bad("table id")),
            ("mw: 1:1:join", Bad("table id")),
            ("mw:99999999999999999999:1:join", Bad("table id")),
            ("mw:1:-1:join", Bad("version")),
            ("mw:1:", Bad("version")),
            ("mw:1:2", Bad("action")),
            ("mw:1:2:dance", UnknownAction),
            ("mw:1:2:JOIN", UnknownAction),
            ("mw:1:2:join:x", Bad("argument")),
            ("mw:1:2:tile:", Bad("argument")),
            ("mw:1:2:tile:a b", Bad("argument")),
            ("mw:1:2:tile:a:b", Bad("ending")),
        ];
        for (text, expected) in cases {
            assert_eq!(
                text.parse::<ComponentId>().as_ref(),
                Err(expected),
                "{text:?}"
            );
        }
        let long = format!("mw:1:2:tile:{}", "a".repeat(100));
        assert_eq!(long.parse::<ComponentId>(), Err(TooLong));
    }
}
