//! Where a game may be reached from. Game numbers are sequential and anyone can type one,
//! or forge it into a button's id: a game is shown, played or replayed only where it
//! belongs (its thread, its DM, the channel its lobby was posted in), to its players
//! (seated or invited) wherever they ask, and to a moderator of its server. Anywhere else
//! it reads as a game that does not exist, without saying whether it does.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Context;
use crate::frontends::discord::desk::{Desk, Refusal, TableView};
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::flows::moderation::moderator_guild;

/// Who asks for a game, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asker {
    pub user: u64,
    pub channel: u64,
    /// The server asked in; `None` in a DM.
    pub guild: Option<u64>,
    /// The asker may manage that server (Manage Server).
    pub moderator: bool,
}

impl Asker {
    /// The user of a slash command, where they used it.
    pub fn of_command(ctx: Context<'_>) -> Asker {
        Asker {
            user: ctx.author().id.get(),
            channel: ctx.channel_id().get(),
            guild: ctx.guild_id().map(|g| g.get()),
            moderator: moderator_guild(ctx).is_some(),
        }
    }

    /// The clicker of a button or a menu, where they clicked.
    pub fn of_click(click: &Click<'_>) -> Asker {
        let interaction = click.interaction;
        let moderator = interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD));
        Asker {
            user: interaction.user.id.get(),
            channel: interaction.channel_id.get(),
            guild: interaction.guild_id.map(|g| g.get()),
            moderator,
        }
    }
}

/// Whether `asker` may reach the game `view`.
pub fn may_reach(view: &TableView, asker: &Asker) -> bool {
    let here = view.place == Some(asker.channel) || view.lobby_channel == Some(asker.channel);
    let plays =
        view.seated.iter().any(|p| p.id == asker.user) || view.invited.contains(&asker.user);
    let moderates = asker.moderator && asker.guild.is_some() && view.guild == asker.guild;
    here || plays || moderates
}

/// `table` when `asker` may reach it; else [`Refusal::UnknownGame`], as for a game that
/// does not exist.
pub async fn reachable(desk: &Desk, table: u64, asker: &Asker) -> Result<u64, Refusal> {
    let view = desk.view(table).await?;
    if may_reach(&view, asker) {
        Ok(table)
    } else {
        tracing::info!(table, "a game asked for from where it does not belong");
        Err(Refusal::UnknownGame)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontends::discord::desk::{Player, Status, WhenLate};

    fn game() -> TableView {
        TableView {
            table: 7,
            version: 3,
            status: Status::Running,
            title: "Rivality, 2 players".into(),
            game: "Rivality".into(),
            seats: 2,
            seated: vec![
                Player {
                    id: 1,
                    name: "ann".into(),
                },
                Player {
                    id: 2,
                    name: "bob".into(),
                },
            ],
            invited: vec![3],
            creator: 1,
            account: Vec::new(),
            since: None,
            to_move: Some(1),
            also_to_move: Vec::new(),
            place: Some(500),
            lobby_channel: Some(400),
            guild: Some(10),
            dm_to_move: false,
            dm_also_to_move: Vec::new(),
            deadline_secs: None,
            when_late: WhenLate::Forfeit,
            due: None,
        }
    }

    fn stranger(channel: u64, guild: Option<u64>) -> Asker {
        Asker {
            user: 99,
            channel,
            guild,
            moderator: false,
        }
    }

    #[test]
    fn a_game_is_reached_from_its_thread_and_its_lobby_channel() {
        assert!(may_reach(&game(), &stranger(500, Some(10))));
        assert!(may_reach(&game(), &stranger(400, Some(10))));
    }

    #[test]
    fn its_players_reach_it_from_anywhere() {
        for user in [1, 2, 3] {
            let asker = Asker {
                user,
                ..stranger(9_000, None)
            };
            assert!(may_reach(&game(), &asker), "user {user}");
        }
    }

    #[test]
    fn a_stranger_elsewhere_does_not_reach_it() {
        // Another channel of its server, another server, a DM with the bot.
        assert!(!may_reach(&game(), &stranger(401, Some(10))));
        assert!(!may_reach(&game(), &stranger(500_000, Some(11))));
        assert!(!may_reach(&game(), &stranger(9_000, None)));
    }

    #[test]
    fn a_moderator_reaches_the_games_of_their_server_only() {
        let moderator = |guild| Asker {
            moderator: true,
            ..stranger(401, guild)
        };
        assert!(may_reach(&game(), &moderator(Some(10))));
        assert!(!may_reach(&game(), &moderator(Some(11))));
        assert!(!may_reach(&game(), &moderator(None)));
        // A game played in a DM belongs to no server: no moderator reaches it.
        let dm_game = TableView {
            guild: None,
            ..game()
        };
        assert!(!may_reach(&dm_game, &moderator(None)));
    }
}
