//! What front ends ask about a table besides the moves: who sits there, the private turn
//! panel, and a preview of a move before it is confirmed.

use serde::{Deserialize, Serialize};

use super::deadlines::DeadlinePolicy;
use super::error::TableError;
use super::ids::{Place, TableId, UserId};
use super::kinds::{Choice, GameOptions, Refusal, Seat};
use super::service::TableService;
use super::show::ShowStatus;

/// A seat as everyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// In the lobby, the join order; once started, the seat in turn order.
    pub seat: i64,
    pub user: Option<UserId>,
    pub name: String,
    /// The side (team) it plays for, once started.
    pub team: Option<u8>,
    pub ai: bool,
}

/// A table as everyone may see it (no state, no hand).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableInfo {
    pub table: TableId,
    pub kind: String,
    pub options: GameOptions,
    /// "Rivality, 2 players, Expert rules".
    pub title: String,
    /// The language of `title`: the table's, as its posts speak.
    #[serde(default)]
    pub lang: crate::i18n::Lang,
    pub status: ShowStatus,
    pub version: i64,
    pub seats_wanted: u8,
    pub seated: Vec<SeatInfo>,
    /// Empty when anyone may join.
    pub invited: Vec<UserId>,
    pub creator: UserId,
    pub place: Place,
    pub to_act: Option<Seat>,
    /// Every seat that must act now, `to_act` first: several at a step of simultaneous
    /// hidden moves.
    #[serde(default)]
    pub waiting: Vec<Seat>,
    pub result: Option<String>,
    pub move_deadline_secs: Option<i64>,
    /// What happens when the time for a move runs out.
    #[serde(default)]
    pub deadline_policy: DeadlinePolicy,
    pub deadline_at: Option<i64>,
    /// Its place cannot be posted in: the game waits, its clocks stopped.
    #[serde(default)]
    pub paused: bool,
}

/// The private panel of the player to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub table: TableId,
    /// Submit with this version, so that a stale panel cannot play.
    pub version: i64,
    pub seat: Seat,
    /// The game's kind ([`crate::table::kinds::Rules::KIND`]): front ends pick its panel.
    pub kind: &'static str,
    /// Their hand in words.
    pub hand: String,
    pub choices: Vec<Choice>,
    pub deadline_at: Option<i64>,
    /// A step of simultaneous sealed moves: another seat's submission moves the version
    /// on without making this panel stale.
    #[serde(default)]
    pub sealed: bool,
}

/// A move tried without playing it.
pub struct Preview {
    pub version: i64,
    pub seat: Seat,
    /// What would happen, in words for the mover only (it is not public yet), never
    /// naming what the move would turn up (`Rules::preview`).
    pub account: String,
    /// What the move puts at stake when it may lose the game at once ([`Rules::stake`]):
    /// said with the preview, and confirmed explicitly.
    ///
    /// [`Rules::stake`]: crate::table::kinds::Rules::stake
    pub stake: Option<String>,
}

impl TableService {
    pub async fn table_info(&self, id: TableId) -> Result<TableInfo, TableError> {
        let t = self.load(id).await?;
        let options =
            GameOptions::from_stored(&t.row.kind, &t.row.options).map_err(|w| t.corrupt(w))?;
        let invited = self.store.invites(id.0).await?;
        Ok(TableInfo {
            table: id,
            kind: t.row.kind.clone(),
            title: super::hints::titled(options.title(t.lang), &t.row.options, t.lang),
            lang: t.lang,
            options,
            status: t.status.into(),
            version: t.row.version,
            seats_wanted: u8::try_from(t.row.seats_wanted).unwrap_or(u8::MAX),
            seated: t
                .seats
                .iter()
                .map(|s| SeatInfo {
                    seat: s.seat,
                    user: s.user_id.clone().map(UserId),
                    name: s.name.clone(),
                    team: s.team.and_then(|x| u8::try_from(x).ok()),
                    ai: s.ai,
                })
                .collect(),
            invited: invited.into_iter().map(UserId).collect(),
            creator: UserId(t.row.created_by.clone()),
            place: serde_json::from_str(&t.row.place).unwrap_or_default(),
            to_act: t.row.to_act.and_then(|s| Seat::try_from(s).ok()),
            waiting: match &t.game {
                Some(game) if t.status == crate::store::Status::Running => game.waiting_for(),
                _ => Vec::new(),
            },
            result: t.row.result.clone(),
            move_deadline_secs: t.row.move_deadline_secs,
            // An unknown policy is reported where it matters, when a deadline passes.
            deadline_policy: DeadlinePolicy::parse(&t.row.deadline_policy).unwrap_or_default(),
            deadline_at: t.row.deadline_at,
            paused: t.row.paused_at.is_some(),
        })
    }

    /// The panel of `user`, refused unless it is their turn in a running game.
    pub async fn turn(&self, id: TableId, user: &UserId) -> Result<Turn, TableError> {
        let t = self.load(id).await?;
        let seat = self.check_running_seat(&t, user)?;
        self.check_turn(&t, seat)?;
        let game = t.game.as_deref().ok_or_else(|| t.corrupt("no state"))?;
        Ok(Turn {
            table: id,
            version: t.row.version,
            seat,
            kind: game.kind(),
            hand: game.private_text(seat, t.lang),
            choices: game.choices_for(seat, t.lang),
            deadline_at: t.row.deadline_at,
            sealed: game.sealed(),
        })
    }

    /// What `text` would do for `user`, with the same checks as a submission; nothing
    /// is saved.
    pub async fn preview(
        &self,
        id: TableId,
        user: &UserId,
        text: &str,
    ) -> Result<Preview, TableError> {
        let t = self.load(id).await?;
        let seat = self.check_running_seat(&t, user)?;
        self.check_turn(&t, seat)?;
        let game = t.game.as_deref().ok_or_else(|| t.corrupt("no state"))?;
        let account = game
            .preview_text_as(seat, text, &t.names, t.lang)
            .map_err(|r| match r {
                Refusal::Unreadable(why) => TableError::Unreadable(why),
                Refusal::Illegal(why) => TableError::Illegal(why),
            })?;
        let stake = game.stake_as(seat, text, t.lang);
        Ok(Preview {
            version: t.row.version,
            seat,
            account,
            stake,
        })
    }
}
