//! The table service: seats, turns, deadlines and permissions, between the front ends and
//! the engines. No Discord types here: it returns [`Show`]s, descriptions of what to show.

pub mod announcements;
pub mod bots;
pub mod daily;
pub mod deadlines;
pub mod error;
pub mod hints;
pub mod ids;
pub mod info;
pub mod kinds;
pub mod lobby;
pub mod moderation;
pub mod pictures;
pub mod play;
pub mod queries;
pub mod ratings;
pub mod reasons;
pub mod rematch;
pub mod replay;
pub mod servers;
pub mod service;
pub mod settings;
pub mod show;
pub mod takeback;
pub mod users;
pub mod vacations;

pub use bots::AiBot;
pub use deadlines::DeadlinePolicy;
pub use error::TableError;
pub use hints::HintAnswer;
pub use ids::{Place, TableId, User, UserId};
pub use info::{Preview, SeatInfo, TableInfo, Turn};
pub use kinds::{AnyGame, Choice, GameOptions, MoveStep, Names, Seat};
pub use lobby::TableSpec;
pub use pictures::Renderer;
pub use play::Action;
pub use queries::{GameSummary, GaveUp, LogLine};
pub use ratings::{Profile, Standing};
pub use reasons::{OptionsReason, RematchReason, TakebackReason};
pub use rematch::RematchAnswer;
pub use replay::{Export, Replay};
pub use servers::ServerSettings;
pub use service::{BotPlayer, Clock, TableService};
pub use show::{BoardRenderer, ImageRequest, LastAction, Private, Show, ShowStatus, ToAct};
pub use takeback::TakebackAnswer;
pub use vacations::{VacationInfo, VacationRefusal, VACATION_DAYS_PER_30_DAYS};
