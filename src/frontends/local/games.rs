//! `--game`: which game a new local table plays, and how a table's game is named when the
//! options given are compared with the game in progress.

use std::fmt;
use std::str::FromStr;

use crate::table::GameOptions;

/// The games the terminal plays (Rivality's solo mode is `--solo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalGame {
    Rivality,
    Magistrar,
    Aetherium,
    Rivalry,
}

impl LocalGame {
    pub const ALL: [LocalGame; 4] = [
        LocalGame::Rivality,
        LocalGame::Magistrar,
        LocalGame::Aetherium,
        LocalGame::Rivalry,
    ];

    /// As typed after `--game`.
    pub fn name(self) -> &'static str {
        match self {
            LocalGame::Rivality => "rivality",
            LocalGame::Magistrar => "magistrar",
            LocalGame::Aetherium => "aetherium",
            LocalGame::Rivalry => "rivalry",
        }
    }

    /// As players name it.
    pub fn title(self) -> &'static str {
        match self {
            LocalGame::Rivality => "Rivality",
            LocalGame::Magistrar => "Magistrar",
            LocalGame::Aetherium => "Aetherium",
            LocalGame::Rivalry => "Rivalry",
        }
    }

    /// The game a table plays (the solo mode is Rivality's); `None`: one the terminal
    /// does not play.
    pub fn of(options: &GameOptions) -> Option<LocalGame> {
        match options {
            GameOptions::Rivality(_) | GameOptions::Suramun(_) => Some(LocalGame::Rivality),
            GameOptions::Magistrar(_) => Some(LocalGame::Magistrar),
            GameOptions::Aetherium(_) => Some(LocalGame::Aetherium),
            GameOptions::Rivalry(_) => Some(LocalGame::Rivalry),
        }
    }
}

impl fmt::Display for LocalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for LocalGame {
    type Err = String;

    fn from_str(text: &str) -> Result<LocalGame, String> {
        LocalGame::ALL
            .into_iter()
            .find(|g| g.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| {
                format!(
                    "`{}` is not a game: rivality, magistrar, aetherium or rivalry",
                    super::commands::excerpt(text)
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_read_by_name_in_any_case() {
        assert_eq!("Magistrar".parse::<LocalGame>(), Ok(LocalGame::Magistrar));
        assert_eq!("aetherium".parse::<LocalGame>(), Ok(LocalGame::Aetherium));
        let err = "chess".parse::<LocalGame>().unwrap_err();
        assert!(
            err.contains("rivality, magistrar, aetherium or rivalry"),
            "{err}"
        );
    }
}
