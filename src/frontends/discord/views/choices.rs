//! The choice lists of the slash commands' options, and what each choice means.

use crate::frontends::discord::desk::WhenLate;

/// How long each player has for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Deadline {
    #[name = "1 hour"]
    Hour,
    #[name = "12 hours"]
    HalfDay,
    #[name = "1 day"]
    Day,
    #[name = "3 days"]
    ThreeDays,
    #[name = "1 week"]
    Week,
    #[name = "No deadline"]
    Never,
}

impl Deadline {
    /// The time per move, in seconds (`None`: no deadline).
    pub fn seconds(self) -> Option<u64> {
        const HOUR: u64 = 3600;
        match self {
            Deadline::Hour => Some(HOUR),
            Deadline::HalfDay => Some(12 * HOUR),
            Deadline::Day => Some(24 * HOUR),
            Deadline::ThreeDays => Some(72 * HOUR),
            Deadline::Week => Some(168 * HOUR),
            Deadline::Never => None,
        }
    }
}

/// A facing, as offered to players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Facing {
    #[name = "North (up)"]
    North,
    #[name = "East (right)"]
    East,
    #[name = "South (down)"]
    South,
    #[name = "West (left)"]
    West,
}

impl Facing {
    /// The facing's letter in the notation.
    pub fn letter(self) -> char {
        match self {
            Facing::North => 'n',
            Facing::East => 'e',
            Facing::South => 's',
            Facing::West => 'w',
        }
    }
}

/// What happens when a player lets the time for a move run out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Late {
    #[default]
    #[name = "Forfeit the game"]
    Forfeit,
    #[name = "The AI plays for them"]
    AiPlays,
}

impl Late {
    pub fn when_late(self) -> WhenLate {
        match self {
            Late::Forfeit => WhenLate::Forfeit,
            Late::AiPlays => WhenLate::AiPlays,
        }
    }
}

/// How hard Suramun plays (the scoring rules of the solo mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Difficulty {
    Beginner,
    Standard,
    Master,
}

impl Difficulty {
    /// The name the table service knows it by.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Beginner => "beginner",
            Difficulty::Standard => "standard",
            Difficulty::Master => "master",
        }
    }
}

/// The language a server's public posts speak (`/manawell settings language`). Each
/// language is offered in its own name, so a moderator finds theirs in any client.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ServerLanguage {
    #[name = "English"]
    English,
    #[name = "Français"]
    French,
    #[name = "Deutsch"]
    German,
    #[name = "The server's language on Discord"]
    Discord,
}

impl ServerLanguage {
    /// The stored choice; `None`: follow the server's preferred locale on Discord.
    pub fn lang(self) -> Option<crate::i18n::Lang> {
        use crate::i18n::Lang;
        match self {
            ServerLanguage::English => Some(Lang::En),
            ServerLanguage::French => Some(Lang::Fr),
            ServerLanguage::German => Some(Lang::De),
            ServerLanguage::Discord => None,
        }
    }
}
