//! Why the desk refused, and the private answer that says so.

/// Why the service said no. Each has the words to show the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    UnknownGame,
    NotYourGame,
    NotYourTurn {
        whose: String,
    },
    /// The game moved on since the button or menu was posted.
    MovedOn,
    GameOver,
    /// The lobby is still waiting for players.
    NotStarted,
    NotALobby,
    TableFull,
    AlreadySeated,
    NotInvited,
    NotTheCreator,
    /// The seat was taken, but another player's click started the game meanwhile: that
    /// click posts it.
    StartedMeanwhile,
    /// Hints come from the AI, which does not play the solo mode.
    NoHintInSolo,
    /// A game between players whose creator did not allow hints.
    HintsOff,
    /// A moderator named a player without a seat in the game.
    NoSuchPlayer,
    /// A moderator's command about a game played in another server (or a DM).
    NotInThisServer,
    /// No take-back now, and why (someone acted since, a request waiting...).
    NoTakeback(String),
    /// No rematch for this game, and why (solo, not over, cancelled).
    NoRematch(String),
    /// The options of `/rivality new` do not make a game.
    BadOptions(String),
    /// The engine's reason (it names only what the mover sees).
    Illegal(String),
    /// A vacation that cannot be taken or ended, and why.
    Vacation(String),
    /// A leaderboard for a game nobody is rated in, and which ones there are.
    NoRatings(String),
    /// Something broke on our side; the text is for the logs, not for users.
    Failed(String),
}

impl Refusal {
    /// The ephemeral answer for game `table`.
    pub fn user_message(&self, table: u64) -> String {
        match self {
            Refusal::UnknownGame => format!(
                "I can't find game #{table}: it may have been cancelled. Use `/games` to see your games."
            ),
            Refusal::NotYourGame => format!("You are not playing in game #{table}."),
            Refusal::NotYourTurn { whose } => format!("It is not your turn: {whose} is to play."),
            Refusal::MovedOn => "That button is from an earlier turn: the game has moved on. \
                                 Use the latest \"Take my turn\" button, or `/rivality play`."
                .to_string(),
            Refusal::GameOver => format!("Game #{table} has ended."),
            Refusal::NotStarted => {
                format!("Game #{table} has not started yet: it is waiting for players.")
            }
            Refusal::NotALobby => format!("Game #{table} is no longer open to join or leave."),
            Refusal::TableFull => format!("Game #{table} is full."),
            Refusal::AlreadySeated => format!("You already have a seat in game #{table}."),
            Refusal::NotInvited => format!("Game #{table} is by invitation only."),
            Refusal::NotTheCreator => {
                format!("Only the player who opened game #{table} can cancel it.")
            }
            Refusal::StartedMeanwhile => format!(
                "Game #{table} has just started, every seat taken: its thread opens in a moment."
            ),
            Refusal::NoHintInSolo => "Hints are for Rivality tables: the AI does not play \
                                      the solo mode against Suramun."
                .to_string(),
            Refusal::HintsOff => format!(
                "Game #{table} is played without hints: between players, the AI's advice is \
                 engine help, allowed only when the game is opened with `hints: True`."
            ),
            Refusal::NoSuchPlayer => format!("That player has no seat in game #{table}."),
            Refusal::NotInThisServer => {
                format!("Game #{table} is not played in this server: its moderators decide.")
            }
            Refusal::NoTakeback(why) => format!("No take-back in game #{table}: {why}."),
            Refusal::NoRematch(why) => format!("No rematch of game #{table}: {why}."),
            Refusal::BadOptions(why) => format!("These options do not make a game: {why}"),
            Refusal::Illegal(reason) => format!("Illegal move: {reason}"),
            Refusal::Vacation(why) => format!("No change to your vacation: {why}"),
            Refusal::NoRatings(why) => format!("No leaderboard: {why}."),
            Refusal::Failed(_) => super::super::INTERNAL_ERROR.to_string(),
        }
    }
}
