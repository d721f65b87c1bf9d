//! Translations between the table service's words and the bot's: user ids, refusals,
//! what everyone may see of a table, and `/games` lines. Pure.

use crate::table::{
    DeadlinePolicy, Place, Seat, Show, ShowStatus, TableError, TableId, TableInfo, User, UserId,
};

use crate::frontends::discord::desk::answers::refusal::Refusal;
use crate::frontends::discord::desk::answers::{GameLine, Player, Status, TableView, WhenLate};
use crate::frontends::discord::wire::time::duration_words;
use crate::i18n::Lang;

/// The front end's name in the store (`Place::frontend`, and users' `discord:` prefix).
pub const FRONTEND: &str = "discord";

/// A Discord user as the table service knows them.
pub fn user_id(discord: u64) -> UserId {
    UserId(format!("{FRONTEND}:{discord}"))
}

/// The Discord id of a service user; `None` for anyone else (an AI seat, a local user).
pub fn discord_id(user: &UserId) -> Option<u64> {
    user.0
        .strip_prefix(FRONTEND)
        .and_then(|rest| rest.strip_prefix(':'))
        .and_then(|id| id.parse().ok())
}

/// A service user as a Discord player (id 0 for anyone else: an AI seat).
pub fn player(user: &User) -> Player {
    Player {
        id: discord_id(&user.id).unwrap_or(0),
        name: user.name.clone(),
    }
}

/// The Discord users among `users`.
pub fn players(users: &[User]) -> Vec<Player> {
    users
        .iter()
        .filter_map(|u| {
            discord_id(&u.id).map(|id| Player {
                id,
                name: u.name.clone(),
            })
        })
        .collect()
}

/// The id of a channel or thread, as kept in a [`Place`].
pub fn place_id(text: Option<&String>) -> Option<u64> {
    text.and_then(|t| t.parse().ok())
}

/// The refusal for a service error. `Failed` carries the error's text for the logs: it
/// names no hidden tile (the service's errors never quote a state).
pub fn refusal(error: TableError) -> Refusal {
    match error {
        TableError::UnknownGame(_) => Refusal::UnknownGame,
        TableError::NotYourGame(_) => Refusal::NotYourGame,
        TableError::NotYourTurn { whose } => Refusal::NotYourTurn { whose },
        TableError::GameOver(_) => Refusal::GameOver,
        TableError::NotStarted(_) => Refusal::NotStarted,
        TableError::DailyNotOver(_) => Refusal::DailyNotOver,
        TableError::NotALobby(_) => Refusal::NotALobby,
        TableError::TableFull(_) => Refusal::TableFull,
        TableError::AlreadySeated(_) => Refusal::AlreadySeated,
        TableError::NotInvited(_) => Refusal::NotInvited,
        TableError::NotTheCreator(_) => Refusal::NotTheCreator,
        TableError::NoHint(_) => Refusal::NoHintInSolo,
        TableError::HintsOff(_) => Refusal::HintsOff,
        TableError::NoSuchPlayer(_) => Refusal::NoSuchPlayer,
        TableError::NoRematch(_, why) => Refusal::NoRematch(why),
        TableError::NoTakeback(_, why) => Refusal::NoTakeback(why),
        TableError::BadOptions(why) => Refusal::BadOptions(why),
        TableError::Unreadable(why) | TableError::Illegal(why) => Refusal::Illegal(why),
        TableError::MovedOn(_) => Refusal::MovedOn,
        // The desk exports only finished games.
        e @ (TableError::Corrupt { .. }
        | TableError::Picture(_)
        | TableError::Store(_)
        | TableError::StillPlaying(_)) => Refusal::Failed(e.to_string()),
    }
}

pub fn status(status: ShowStatus) -> Status {
    match status {
        ShowStatus::Lobby => Status::Lobby,
        ShowStatus::Running => Status::Running,
        ShowStatus::Finished => Status::Finished,
        ShowStatus::Cancelled => Status::Cancelled,
    }
}

/// "1 day per move", for the title.
pub fn deadline_words(secs: i64, lang: Lang) -> String {
    crate::tr!(
        lang,
        "title-per-move",
        duration = duration_words(lang, u64::try_from(secs).unwrap_or(0))
    )
}

/// "Rivality, 2 players (game #4)", in the title's language.
pub fn numbered(title: &str, table: i64, lang: Lang) -> String {
    crate::tr!(lang, "title-numbered", title = title, table = table)
}

/// A hand as one line: the service writes "Your hand:" (in `lang`) then a tile per line,
/// or a sentence when there is none (an empty hand, solo).
pub fn hand_line(private: &str, lang: Lang) -> String {
    let none = || crate::tr!(lang, "hand-none");
    let Some(body) = private.strip_prefix(&crate::tr!(lang, "rivality-your-hand")) else {
        return none();
    };
    let tiles: Vec<&str> = body
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    if tiles.is_empty() {
        none()
    } else {
        tiles.join(", ")
    }
}

/// A table as everyone may see it: who sits where from `info`, and, when a change was
/// just made, its version, status, account and player to act from `show`.
pub fn table_view(info: &TableInfo, show: Option<&Show>) -> TableView {
    let mut seats = info.seated.clone();
    seats.sort_by_key(|s| s.seat);
    let seated: Vec<Player> = seats
        .iter()
        .map(|s| Player {
            id: s.user.as_ref().and_then(discord_id).unwrap_or(0),
            name: s.name.clone(),
        })
        .collect();
    let creator = discord_id(&info.creator).unwrap_or(0);
    let invited = info
        .invited
        .iter()
        .filter_map(discord_id)
        .filter(|u| *u != creator && seated.iter().all(|p| p.id != *u))
        .collect();
    let mut title = info.title.clone();
    if let Some(secs) = info.move_deadline_secs.filter(|s| *s > 0) {
        title.push_str(&format!(", {}", deadline_words(secs, info.lang)));
    }
    let user_at = |seat: Seat| {
        seats
            .iter()
            .find(|s| s.seat == i64::from(seat))
            .and_then(|s| s.user.as_ref())
            .and_then(discord_id)
    };
    let also_to_move = match show {
        Some(show) => show
            .waiting
            .iter()
            .skip(1)
            .filter_map(|t| t.user.as_ref().and_then(discord_id))
            .collect(),
        // Without a change at hand (a command, a post made again), from the table.
        None => info
            .waiting
            .iter()
            .skip(1)
            .filter_map(|&seat| user_at(seat))
            .collect(),
    };
    let (version, since, status_now, mut account, to_move) = match show {
        Some(show) => (
            show.version,
            show.since,
            show.status,
            show.public.clone(),
            show.to_act
                .as_ref()
                .and_then(|t| t.user.as_ref())
                .and_then(discord_id),
        ),
        None => (
            info.version,
            // Tells nothing new.
            info.version,
            info.status,
            info.result.clone().into_iter().collect(),
            info.waiting.first().copied().and_then(user_at),
        ),
    };
    // The final scores close the account of the last move.
    if let Some(result) = &info.result {
        if status_now == ShowStatus::Finished && !account.iter().any(|l| l.contains(result)) {
            account.push(result.clone());
        }
    }
    TableView {
        table: u64::try_from(info.table.0).unwrap_or(0),
        version: u64::try_from(version).unwrap_or(0),
        status: status(status_now),
        title,
        game: crate::table::kinds::game_name(&info.kind),
        seats: usize::from(info.seats_wanted),
        seated,
        invited,
        creator,
        account,
        since: u64::try_from(since).ok(),
        to_move,
        also_to_move,
        place: place_id(info.place.thread.as_ref()),
        lobby_channel: place_id(info.place.channel.as_ref()),
        guild: place_id(info.place.guild.as_ref()),
        dm_to_move: false,
        dm_also_to_move: Vec::new(),
        deadline_secs: info
            .move_deadline_secs
            .filter(|s| *s > 0)
            .and_then(|s| u64::try_from(s).ok()),
        when_late: when_late(info.deadline_policy),
        due: due_secs(match show {
            // The row may hold a later one (the next player is on vacation); a late
            // post's account a later one too (its clock starts when posted).
            Some(show) if show.version == info.version => show
                .to_act
                .as_ref()
                .and_then(|t| t.deadline_at)
                .max(info.deadline_at),
            Some(show) => show.to_act.as_ref().and_then(|t| t.deadline_at),
            None => info.deadline_at,
        }),
    }
}

/// A due time of the service (Unix ms) in Unix seconds, for Discord's `<t:…:R>`.
pub fn due_secs(ms: Option<i64>) -> Option<u64> {
    ms.and_then(|ms| u64::try_from(ms / 1000).ok())
}

pub fn when_late(policy: DeadlinePolicy) -> WhenLate {
    match policy {
        DeadlinePolicy::Forfeit => WhenLate::Forfeit,
        DeadlinePolicy::BotPlays => WhenLate::AiPlays,
    }
}

pub fn policy(when_late: WhenLate) -> DeadlinePolicy {
    match when_late {
        WhenLate::Forfeit => DeadlinePolicy::Forfeit,
        WhenLate::AiPlays => DeadlinePolicy::BotPlays,
    }
}

/// One line of `/games`.
pub fn game_line(info: &TableInfo, your_turn: bool) -> GameLine {
    GameLine {
        table: u64::try_from(info.table.0).unwrap_or(0),
        title: numbered(&info.title, info.table.0, info.lang),
        my_turn: your_turn,
        place: where_played(&info.place),
        due: due_secs(info.deadline_at).filter(|_| info.status == ShowStatus::Running),
        paused: info.paused,
        damaged: None,
    }
}

/// The line of `/games` for game `table`, at `place`, whose saved row cannot be read
/// (`what` is wrong with it): listed as damaged, nobody's turn, no clock.
pub fn damaged_line(table: TableId, place: &Place, what: String) -> GameLine {
    GameLine {
        table: u64::try_from(table.0).unwrap_or(0),
        title: String::new(),
        my_turn: false,
        place: where_played(place),
        due: None,
        paused: false,
        damaged: Some(what),
    }
}

/// (guild id, or `None` for a DM; its thread, else its channel, else 0).
fn where_played(place: &Place) -> (Option<u64>, u64) {
    let channel = place_id(place.thread.as_ref())
        .or_else(|| place_id(place.channel.as_ref()))
        .unwrap_or(0);
    (place_id(place.guild.as_ref()), channel)
}

pub use crate::table::daily::utc_date;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::TableId;

    #[test]
    fn ids_round_trip_and_others_are_not_discord_users() {
        assert_eq!(discord_id(&user_id(1234)), Some(1234));
        assert_eq!(discord_id(&UserId::new("local:1")), None);
        assert_eq!(discord_id(&UserId::new("discord:x")), None);
        assert_eq!(discord_id(&UserId::new("discordx:1")), None);
    }

    #[test]
    fn dates_and_deadlines_in_words() {
        assert_eq!(deadline_words(86_400, Lang::En), "1 day per move");
        assert_eq!(deadline_words(12 * 3600, Lang::En), "12 hours per move");
        assert_eq!(deadline_words(90, Lang::En), "90 seconds per move");
        assert_eq!(deadline_words(86_400, Lang::Fr), "1 jour par coup");
        assert_eq!(deadline_words(12 * 3600, Lang::De), "12 Stunden pro Zug");
        assert_eq!(numbered("Magistrar", 4, Lang::En), "Magistrar (game #4)");
        assert_eq!(
            numbered("Magistrar", 4, Lang::Fr),
            "Magistrar (partie n° 4)"
        );
        assert_eq!(
            numbered("Magistrar", 4, Lang::De),
            "Magistrar (Partie Nr. 4)"
        );
    }

    #[test]
    fn hands_on_one_line() {
        assert_eq!(
            hand_line("Your hand:\n  A6 x\n  B2 y", Lang::En),
            "A6 x, B2 y"
        );
        assert_eq!(hand_line("Your hand is empty.", Lang::En), "none");
        assert_eq!(
            hand_line("No hand in solo: choose where your wizard goes.", Lang::En),
            "none"
        );
    }

    #[test]
    fn hands_on_one_line_in_french_and_german() {
        let fr = format!(
            "{}\n  A6 x\n  B2 y",
            crate::tr!(Lang::Fr, "rivality-your-hand")
        );
        assert_eq!(hand_line(&fr, Lang::Fr), "A6 x, B2 y");
        assert_eq!(
            hand_line(&crate::tr!(Lang::Fr, "rivality-hand-empty"), Lang::Fr),
            "aucune"
        );
        assert_eq!(
            hand_line(&crate::tr!(Lang::De, "suramun-no-hand"), Lang::De),
            "keine"
        );
    }

    #[test]
    fn damaged_rows_and_database_errors_are_ours_to_log() {
        let r = refusal(TableError::Store("disk full".into()));
        assert!(matches!(r, Refusal::Failed(ref t) if t.contains("disk full")));
        assert_eq!(
            refusal(TableError::MovedOn(TableId(1))),
            Refusal::MovedOn,
            "a stale button"
        );
        assert_eq!(
            refusal(TableError::Unreadable("no".into())),
            Refusal::Illegal("no".into())
        );
    }
}
