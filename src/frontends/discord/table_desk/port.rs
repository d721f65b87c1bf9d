//! `impl Desk for TableDesk`: each method boxes the matching call of `TableDesk`.

use crate::frontends::discord::desk::{
    Behind, DailyView, Desk, DeskFuture, GameHere, HintView, LeaderboardView, NewSolo, NewTable,
    Player, PreviewView, ProfileView, RematchView, ReplayFrameView, ReplayView, ServerView,
    TableView, TakebackView, TurnView, VacationView,
};
use crate::frontends::discord::table_desk::convert::{refusal, user_id};
use crate::frontends::discord::table_desk::{started_here, table_id, user, TableDesk};
use crate::frontends::discord::views::GameLine;
use crate::i18n::Lang;

impl Desk for TableDesk {
    fn open(&self, new: NewTable) -> DeskFuture<'_, TableView> {
        Box::pin(self.open_table(new))
    }

    fn start_now(&self, table: u64, who: u64) -> DeskFuture<'_, TableView> {
        Box::pin(self.start_early(table, who))
    }

    fn hint(&self, table: u64, who: u64, lang: crate::i18n::Lang) -> DeskFuture<'_, HintView> {
        Box::pin(self.hint_for(table, who, lang))
    }

    fn open_solo(&self, new: NewSolo) -> DeskFuture<'_, TableView> {
        Box::pin(self.open_solo_table(new))
    }

    fn join(&self, table: u64, who: Player) -> DeskFuture<'_, TableView> {
        Box::pin(async move {
            let id = table_id(table)?;
            let show = self.service.join(id, &user(&who)).await.map_err(refusal)?;
            started_here(&show)?;
            self.view_of(id, Some(&show)).await
        })
    }

    fn leave(&self, table: u64, who: u64) -> DeskFuture<'_, TableView> {
        Box::pin(async move {
            let id = table_id(table)?;
            let show = self
                .service
                .leave(id, &user_id(who))
                .await
                .map_err(refusal)?;
            self.view_of(id, Some(&show)).await
        })
    }

    fn cancel(&self, table: u64, who: u64) -> DeskFuture<'_, TableView> {
        Box::pin(async move {
            let id = table_id(table)?;
            let show = self
                .service
                .cancel(id, &user_id(who))
                .await
                .map_err(refusal)?;
            self.view_of(id, Some(&show)).await
        })
    }

    fn set_place(&self, table: u64, channel: u64) -> DeskFuture<'_, ()> {
        Box::pin(self.set_thread(table, channel))
    }

    fn view(&self, table: u64) -> DeskFuture<'_, TableView> {
        Box::pin(async move { self.view_of(table_id(table)?, None).await })
    }

    fn turn(&self, table: u64, who: u64, lang: crate::i18n::Lang) -> DeskFuture<'_, TurnView> {
        Box::pin(self.turn_of(table, who, lang))
    }

    fn play(
        &self,
        table: u64,
        who: u64,
        notation: String,
        seen: u64,
        lang: Lang,
    ) -> DeskFuture<'_, TableView> {
        Box::pin(self.play_move(table, who, notation, seen, lang))
    }

    fn picture(
        &self,
        table: u64,
        version: u64,
        viewer: Option<u64>,
        lang: Lang,
    ) -> DeskFuture<'_, Vec<u8>> {
        Box::pin(self.draw(table, version, viewer, lang))
    }

    fn preview(
        &self,
        table: u64,
        who: u64,
        notation: String,
        lang: Lang,
    ) -> DeskFuture<'_, PreviewView> {
        Box::pin(self.draw_preview(table, who, notation, lang))
    }

    fn at_place(&self, channel: u64) -> DeskFuture<'_, u64> {
        Box::pin(self.table_at(channel))
    }

    fn games_here(&self, channel: u64, who: u64) -> DeskFuture<'_, Vec<GameHere>> {
        Box::pin(self.games_at(channel, who))
    }

    fn cancel_as_moderator(&self, table: u64, guild: u64) -> DeskFuture<'_, TableView> {
        Box::pin(self.moderator_cancels(table, guild))
    }

    fn give_seat(
        &self,
        table: u64,
        guild: u64,
        from: u64,
        to: Player,
    ) -> DeskFuture<'_, TableView> {
        Box::pin(self.moderator_gives_seat(table, guild, from, to))
    }

    fn hand(&self, table: u64, who: u64, lang: crate::i18n::Lang) -> DeskFuture<'_, TurnView> {
        Box::pin(self.hand_of(table, who, lang))
    }

    fn log(&self, table: u64) -> DeskFuture<'_, Vec<String>> {
        Box::pin(self.log_of(table))
    }

    fn resign(&self, table: u64, who: u64) -> DeskFuture<'_, TableView> {
        Box::pin(self.resign_from(table, who))
    }

    fn games_of(&self, who: u64) -> DeskFuture<'_, Vec<GameLine>> {
        Box::pin(self.games(who))
    }

    fn run_due(&self) -> DeskFuture<'_, Vec<TableView>> {
        Box::pin(self.due())
    }

    fn set_dm_pings(&self, who: u64, on: bool) -> DeskFuture<'_, ()> {
        Box::pin(async move {
            self.service
                .set_dm_pings(&user_id(who), on)
                .await
                .map_err(refusal)
        })
    }

    fn start_up(&self) -> DeskFuture<'_, ()> {
        Box::pin(TableDesk::start_up(self))
    }

    fn heartbeat(&self) -> DeskFuture<'_, ()> {
        Box::pin(TableDesk::heartbeat(self))
    }

    fn behind(&self) -> DeskFuture<'_, Vec<Behind>> {
        Box::pin(self.behind_games())
    }

    fn ai_turns(&self) -> DeskFuture<'_, Vec<TableView>> {
        Box::pin(TableDesk::ai_turns(self))
    }

    fn announced(&self, table: u64, since: Option<u64>, version: u64) -> DeskFuture<'_, ()> {
        Box::pin(TableDesk::announced(self, table, since, version))
    }

    fn announce_failed(&self, table: u64, lost: bool) -> DeskFuture<'_, bool> {
        Box::pin(TableDesk::announce_failed(self, table, lost))
    }

    fn takeback(&self, table: u64, who: u64) -> DeskFuture<'_, TakebackView> {
        Box::pin(self.ask_takeback(table, who))
    }

    fn answer_takeback(
        &self,
        table: u64,
        who: u64,
        version: u64,
        accept: bool,
    ) -> DeskFuture<'_, TakebackView> {
        Box::pin(self.answer_takeback_of(table, who, version, accept))
    }

    fn rematch(&self, table: u64, who: u64) -> DeskFuture<'_, RematchView> {
        Box::pin(self.rematch_click(table, who))
    }

    fn replay(&self, table: u64) -> DeskFuture<'_, ReplayView> {
        Box::pin(self.replay_of(table))
    }

    fn replay_frame(&self, table: u64, frame: u64) -> DeskFuture<'_, ReplayFrameView> {
        Box::pin(self.replay_frame_of(table, frame))
    }

    fn vacation(&self, who: u64, days: Option<u32>) -> DeskFuture<'_, VacationView> {
        Box::pin(TableDesk::vacation(self, who, days))
    }

    fn profile(&self, who: u64) -> DeskFuture<'_, ProfileView> {
        Box::pin(self.profile_of(who))
    }

    fn leaderboard(
        &self,
        pool: Option<String>,
        guild: Option<u64>,
    ) -> DeskFuture<'_, LeaderboardView> {
        Box::pin(self.best_of(pool, guild))
    }

    fn daily_board(&self) -> DeskFuture<'_, DailyView> {
        Box::pin(self.daily_of_today())
    }

    fn server_settings(&self, guild: u64) -> DeskFuture<'_, ServerView> {
        Box::pin(async move {
            let s = self
                .service
                .server_settings(&guild.to_string())
                .await
                .map_err(refusal)?;
            Ok(ServerView {
                deadline_secs: s.move_deadline_secs,
                when_late: crate::frontends::discord::table_desk::convert::when_late(s.policy),
                hints: s.hints,
                // A stored id that is not a channel's counts as unset.
                games_channel: s.games_channel.and_then(|c| c.parse().ok()),
                language: s.language,
                discord_language: s.discord_language,
            })
        })
    }

    fn set_server_settings(&self, guild: u64, settings: ServerView) -> DeskFuture<'_, ()> {
        Box::pin(async move {
            let settings = crate::table::ServerSettings {
                move_deadline_secs: settings.deadline_secs,
                policy: crate::frontends::discord::table_desk::convert::policy(settings.when_late),
                hints: settings.hints,
                games_channel: settings.games_channel.map(|c| c.to_string()),
                language: settings.language,
                discord_language: None,
            };
            self.service
                .set_server_settings(&guild.to_string(), settings)
                .await
                .map_err(refusal)
        })
    }

    fn remember_discord_language(
        &self,
        guild: u64,
        language: Option<crate::i18n::Lang>,
    ) -> DeskFuture<'_, ()> {
        Box::pin(async move {
            self.service
                .remember_discord_language(&guild.to_string(), language)
                .await
                .map_err(refusal)
        })
    }
}
