//! `/profile [player]` and `/leaderboard [game] [everywhere]`: ratings from finished games
//! between players (the table service rates them; this only shows them).

use poise::serenity_prelude as serenity;

use super::commands::not_ready;
use std::sync::Arc;

use super::desk::{DailyView, Desk, LeaderboardView, ProfileView, StandingView};
use super::lobby_flow::refusal_answer;
use super::respond::{self, Answer};
use super::{Context, Error};

/// A player's ratings, games and favourite game (only you see the answer).
#[poise::command(
    slash_command,
    ephemeral,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (yours if you leave it out)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let Some(desk) = ctx.data().desk.clone() else {
        return not_ready(ctx).await;
    };
    let who = player.as_ref().unwrap_or(ctx.author()).id.get();
    respond::command(ctx, true, async move {
        match desk.profile(who).await {
            Ok(view) => Answer::ephemeral(profile_text(&view)),
            Err(refusal) => refusal_answer(&refusal, 0),
        }
    })
    .await
}

/// The best players of a game: in this server, or everywhere.
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game, e.g. \"Rivality, 2 players\" (the first rated one if left out)"]
    #[max_length = 60]
    game: Option<String>,
    #[description = "Everyone, not only this server's players"] everywhere: Option<bool>,
) -> Result<(), Error> {
    let Some(desk) = ctx.data().desk.clone() else {
        return not_ready(ctx).await;
    };
    let guild = ctx
        .guild_id()
        .map(|g| g.get())
        .filter(|_| !everywhere.unwrap_or(false));
    respond::command(ctx, false, async move {
        match desk.leaderboard(game, guild).await {
            Ok(view) => Answer::public(leaderboard_text(&view, guild.is_some())),
            Err(refusal) => refusal_answer(&refusal, 0),
        }
    })
    .await
}

/// `/suramun leaderboard`: today's daily challenge, public, pinging nobody.
pub async fn daily(ctx: Context<'_>, desk: Arc<dyn Desk>) -> Result<(), Error> {
    respond::command(ctx, false, async move {
        match desk.daily_board().await {
            Ok(view) => Answer::public(daily_text(&view)),
            Err(refusal) => refusal_answer(&refusal, 0),
        }
    })
    .await
}

/// The words of `/suramun leaderboard`.
pub fn daily_text(view: &DailyView) -> String {
    let mut lines = vec![format!("**Daily challenge of {} (UTC)**", view.day)];
    if view.rows.is_empty() {
        lines.push("Nobody has finished today's challenge yet: `/suramun daily`.".to_string());
    }
    for (i, (player, score)) in view.rows.iter().enumerate() {
        lines.push(format!("{}. <@{player}> **{score}** points", i + 1));
    }
    lines.join("\n")
}

fn record(s: &StandingView) -> String {
    let mut parts = vec![plural(s.wins, "win")];
    if s.draws > 0 {
        parts.push(plural(s.draws, "shared win"));
    }
    parts.push(plural(s.losses, "loss"));
    format!("{} ({})", plural(s.games, "game"), parts.join(", "))
}

fn plural(n: i64, word: &str) -> String {
    match (n, word) {
        (1, _) => format!("1 {word}"),
        (_, "loss") => format!("{n} losses"),
        _ => format!("{n} {word}s"),
    }
}

/// The words of `/profile`.
pub fn profile_text(view: &ProfileView) -> String {
    let mut lines = vec![format!("**Profile of <@{}>**", view.user)];
    if view.standings.is_empty() {
        lines.push(
            "No rating yet: ratings come from games between players played to the end.".to_string(),
        );
    }
    for s in &view.standings {
        lines.push(format!("{}: **{}**, {}", s.pool, s.rating, record(s)));
    }
    if view.standings.iter().any(|s| s.rating.ends_with('?')) {
        lines.push("_?: provisional, until a few more games settle it._".to_string());
    }
    lines.push(format!(
        "Games played to the end: {}. Playing now: {}.",
        view.finished, view.current
    ));
    if let Some(favourite) = &view.favourite {
        lines.push(format!("Favourite game: {favourite}."));
    }
    lines.join("\n")
}

/// The words of `/leaderboard`.
pub fn leaderboard_text(view: &LeaderboardView, this_server: bool) -> String {
    let Some(pool) = &view.pool else {
        return "No leaderboard yet: ratings come from games between players played to the end."
            .to_string();
    };
    let scope = if this_server {
        "this server"
    } else {
        "everywhere"
    };
    let mut lines = vec![format!("**Leaderboard: {pool}, {scope}**")];
    if view.rows.is_empty() {
        lines.push("Nobody here has a rating in this game yet.".to_string());
    }
    for (i, s) in view.rows.iter().enumerate() {
        lines.push(format!(
            "{}. <@{}> **{}**, {}",
            i + 1,
            s.user,
            s.rating,
            record(s)
        ));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standing(rating: &str, games: i64, wins: i64, draws: i64) -> StandingView {
        StandingView {
            user: 7,
            pool: "Rivality, 2 players".into(),
            rating: rating.into(),
            games,
            wins,
            draws,
            losses: games - wins - draws,
        }
    }

    #[test]
    fn a_profile_says_the_rating_the_record_and_what_provisional_means() {
        let view = ProfileView {
            user: 7,
            standings: vec![standing("1562?", 3, 1, 1)],
            finished: 4,
            current: 2,
            favourite: Some("Rivality".into()),
        };
        let text = profile_text(&view);
        assert!(
            text.contains("Rivality, 2 players: **1562?**, 3 games (1 win, 1 shared win, 1 loss)")
        );
        assert!(text.contains("provisional"));
        assert!(text.contains("Playing now: 2."));
        assert!(text.contains("Favourite game: Rivality."));
    }

    #[test]
    fn a_leaderboard_ranks_and_says_where() {
        let view = LeaderboardView {
            pool: Some("Rivality, 2 players".into()),
            rows: vec![standing("1600", 10, 8, 0), standing("1400", 1, 0, 0)],
        };
        let text = leaderboard_text(&view, true);
        assert!(text.starts_with("**Leaderboard: Rivality, 2 players, this server**"));
        assert!(text.contains("1. <@7> **1600**, 10 games (8 wins, 2 losses)"));
        assert!(text.contains("2. <@7> **1400**, 1 game (0 wins, 1 loss)"));
    }
}
