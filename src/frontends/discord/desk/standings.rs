//! Ratings for `/profile` and `/leaderboard`, as the bot shows them.

use crate::frontends::reasons::pool_title;
use crate::frontends::reasons::NoRatings;
use crate::i18n::Lang;
use crate::table::ratings::kind_title;
use crate::table::Standing;

use crate::frontends::discord::desk::convert::{discord_id, refusal, user_id, utc_date};
use crate::frontends::discord::desk::Desk;
use crate::frontends::discord::desk::{
    DailyView, LeaderboardView, ProfileView, Refusal, StandingView,
};

/// Players a leaderboard lists.
const LEADERBOARD_SIZE: i64 = 10;

fn view(s: Standing) -> StandingView {
    StandingView {
        user: discord_id(&s.user).unwrap_or(0),
        pool: s.pool.clone(),
        rating: s.rating_text(),
        games: s.games,
        wins: s.wins,
        draws: s.draws,
        losses: s.losses,
    }
}

impl Desk {
    pub async fn profile(&self, who: u64) -> Result<ProfileView, Refusal> {
        let profile = self.service.profile(&user_id(who)).await.map_err(refusal)?;
        Ok(ProfileView {
            user: who,
            standings: profile.standings.into_iter().map(view).collect(),
            finished: profile.finished,
            current: profile.current,
            favourite: profile.favourite.as_deref().map(kind_title),
        })
    }

    pub async fn leaderboard(
        &self,
        pool: Option<String>,
        guild: Option<u64>,
    ) -> Result<LeaderboardView, Refusal> {
        let pools = self.service.rated_pools().await.map_err(refusal)?;
        // Asked by name or by key; by default the first game's pool with most players rated.
        let pool = match pool {
            Some(asked) => {
                let asked = asked.trim().to_ascii_lowercase();
                pools
                    .iter()
                    .find(|p| {
                        **p == asked
                            || Lang::ALL
                                .iter()
                                .any(|&lang| pool_title(lang, p).to_ascii_lowercase() == asked)
                    })
                    .cloned()
                    .ok_or_else(|| {
                        let known = pools.clone();
                        Refusal::NoRatings(if known.is_empty() {
                            NoRatings::Nobody
                        } else {
                            NoRatings::Unknown { known }
                        })
                    })?
            }
            None => match pools.first() {
                Some(first) => first.clone(),
                None => {
                    return Ok(LeaderboardView {
                        pool: None,
                        rows: Vec::new(),
                    })
                }
            },
        };
        let guild = guild.map(|g| g.to_string());
        let rows = self
            .service
            .leaderboard(&pool, guild.as_deref(), LEADERBOARD_SIZE)
            .await
            .map_err(refusal)?;
        Ok(LeaderboardView {
            pool: Some(pool),
            rows: rows.into_iter().map(view).collect(),
        })
    }

    pub async fn daily_board(&self) -> Result<DailyView, Refusal> {
        let day = utc_date(crate::store::now_ms());
        let rows = self
            .service
            .daily_board(&day, LEADERBOARD_SIZE)
            .await
            .map_err(refusal)?
            .into_iter()
            .filter_map(|s| Some((discord_id(&s.user)?, s.score)))
            .collect();
        Ok(DailyView { day, rows })
    }
}
