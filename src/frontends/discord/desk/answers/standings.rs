//! Ratings, leaderboards and a server's defaults, as the bot shows them.

use crate::frontends::discord::desk::answers::WhenLate;

/// A player's standing in one pool, as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingView {
    pub user: u64,
    /// The pool's key ("rivality-2p"), worded in the reader's language by the front end.
    pub pool: String,
    /// "1523", or "1523?" while provisional.
    pub rating: String,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

/// `/profile`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProfileView {
    pub user: u64,
    /// The most games first.
    pub standings: Vec<StandingView>,
    /// Games played to the end, rated or not.
    pub finished: i64,
    /// Games in a lobby or running.
    pub current: i64,
    /// "Rivality".
    pub favourite: Option<String>,
}

/// `/leaderboard`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaderboardView {
    /// The pool shown (its key, "rivality-2p"); `None` when nobody is rated yet.
    pub pool: Option<String>,
    /// Best first.
    pub rows: Vec<StandingView>,
}

/// `/suramun leaderboard`: today's daily challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyView {
    /// `YYYY-MM-DD` (UTC).
    pub day: String,
    /// (player, score), best first, then the earliest to reach it.
    pub rows: Vec<(u64, i64)>,
}

/// A server's defaults for new games (`/manawell settings`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ServerView {
    /// Seconds per move; `None`: no deadline.
    pub deadline_secs: Option<u64>,
    pub when_late: WhenLate,
    /// Hints allowed between players.
    pub hints: bool,
    /// The channel new games go to; `None`: where they are opened.
    pub games_channel: Option<u64>,
    /// The language of public posts; `None`: the server's locale on Discord.
    pub language: Option<crate::i18n::Lang>,
    /// The server's Discord locale as last seen, when manawell speaks it (not a setting:
    /// [`super::Desk::remember_discord_language`] writes it).
    pub discord_language: Option<crate::i18n::Lang>,
}
