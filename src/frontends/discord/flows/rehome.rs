//! A game whose place Discord refuses for good (the thread deleted, archived, locked, the
//! channel of the wrong kind, access or a permission lost, too many active threads) is
//! given a new home rather than retried for ever: a new thread in its lobby's channel,
//! else that channel itself, else, for a game with one human player, their DM with the
//! bot. Each step is tried once per attempt; a temporary failure stops the search (the
//! post is tried again later), and a game with nowhere left to go pauses
//! (`announce::report_failure`).

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use crate::frontends::discord::desk::TableView;
use crate::frontends::discord::wire::post::{self, PostError};
use crate::i18n::Lang;
use crate::tr;

/// A place offered as a game's new home.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Home {
    pub place: u64,
    /// The DM of the game's only human player.
    pub dm: bool,
    /// A thread made for the game just now: removed if its first post fails, so that no
    /// empty thread is left behind.
    pub made: bool,
}

/// The homes tried so far for one game, to offer the next.
pub struct Rehoming {
    /// Places already refused (the game's own first).
    refused: Vec<u64>,
    /// A new thread in the lobby's channel was asked for.
    thread_asked: bool,
    /// The DM of the game's only human was asked for.
    dm_asked: bool,
}

impl Rehoming {
    /// A search for a new home for a game whose place `refused` would not take its post.
    pub fn after(refused: u64) -> Rehoming {
        Rehoming {
            refused: vec![refused],
            thread_asked: false,
            dm_asked: false,
        }
    }

    /// `place` refused the post too.
    pub fn refused(&mut self, place: u64) {
        self.refused.push(place);
    }

    /// The next place to try: `Ok(None)` when none is left; `Err` when Discord failed
    /// for a moment while one was being made (try again later, in the same place).
    pub async fn next(
        &mut self,
        http: &serenity::Http,
        view: &TableView,
    ) -> Result<Option<Home>, PostError> {
        if let Some(lobby) = view.lobby_channel {
            if !self.thread_asked {
                self.thread_asked = true;
                let names: Vec<String> = view.seated.iter().map(|p| p.name.clone()).collect();
                let name = post::thread_name(&view.game, view.table, &names);
                let channel = serenity::ChannelId::new(lobby);
                // A thread, or the channel itself where threads are refused.
                let place = post::try_open_game_place(http, channel, None, &name).await?;
                if !self.refused.contains(&place.get()) {
                    return Ok(Some(Home {
                        place: place.get(),
                        dm: false,
                        made: place != channel,
                    }));
                }
            }
            if !self.refused.contains(&lobby) {
                return Ok(Some(Home {
                    place: lobby,
                    dm: false,
                    made: false,
                }));
            }
        }
        let humans: Vec<u64> = view
            .seated
            .iter()
            .map(|p| p.id)
            .filter(|id| *id != 0)
            .collect();
        if let ([human], false) = (humans.as_slice(), self.dm_asked) {
            self.dm_asked = true;
            match post::dm_channel(http, serenity::UserId::new(*human)).await {
                Ok(dm) if !self.refused.contains(&dm.get()) => {
                    return Ok(Some(Home {
                        place: dm.get(),
                        dm: true,
                        made: false,
                    }))
                }
                Ok(_) | Err(PostError::Lost(_)) => {}
                Err(later) => return Err(later),
            }
        }
        Ok(None)
    }
}

/// Where a game lives, as a link that opens it: a channel or thread of its server, or
/// (`guild` `None`) a DM.
pub fn link(guild: Option<u64>, place: u64) -> String {
    let server = guild.map_or_else(|| "@me".to_string(), |g| g.to_string());
    format!("https://discord.com/channels/{server}/{place}")
}

/// Tells every player of `view` by DM that the game now lives at `home`, in `lang` (the
/// place's language). A closed DM is logged, nothing more.
pub async fn tell_players(http: &serenity::Http, view: &TableView, home: Home, lang: Lang) {
    info!(
        table = view.table,
        home = home.place,
        "game moved to a new home"
    );
    let guild = if home.dm { None } else { view.guild };
    let text = tr!(
        lang,
        "posts-dm-new-home",
        title = view.title.as_str(),
        table = view.table.to_string(),
        link = link(guild, home.place)
    );
    for player in view.seated.iter().filter(|p| p.id != 0) {
        if !post::dm(http, serenity::UserId::new(player.id), &text).await {
            warn!(table = view.table, "a player not told of the new home");
        }
    }
}
