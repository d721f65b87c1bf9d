//! The words of `/profile`, `/leaderboard` and `/suramun leaderboard`.

use crate::frontends::discord::desk::{DailyView, LeaderboardView, ProfileView, StandingView};
use crate::frontends::reasons::pool_title;
use crate::i18n::Lang;
use crate::tr;

/// The words of `/suramun leaderboard`.
pub fn daily_text(lang: Lang, view: &DailyView) -> String {
    let mut lines = vec![tr!(lang, "daily-title", day = view.day.to_string())];
    if view.rows.is_empty() {
        lines.push(tr!(lang, "daily-empty"));
    }
    for (i, (player, score)) in view.rows.iter().enumerate() {
        let rank = (i + 1).to_string();
        let player = format!("<@{player}>");
        let score = score.to_string();
        lines.push(tr!(
            lang,
            "daily-row",
            rank = rank,
            player = player,
            score = score
        ));
    }
    lines.join("\n")
}

fn record(lang: Lang, s: &StandingView) -> String {
    let mut parts = vec![tr!(lang, "record-wins", count = s.wins)];
    if s.draws > 0 {
        parts.push(tr!(lang, "record-shared-wins", count = s.draws));
    }
    parts.push(tr!(lang, "record-losses", count = s.losses));
    tr!(lang, "record", games = s.games, parts = parts.join(", "))
}

/// The words of `/profile`.
pub fn profile_text(lang: Lang, view: &ProfileView) -> String {
    let mut lines = vec![tr!(
        lang,
        "profile-title",
        player = format!("<@{}>", view.user)
    )];
    if view.standings.is_empty() {
        lines.push(tr!(lang, "profile-no-rating"));
    }
    for s in &view.standings {
        lines.push(format!(
            "{}: **{}**, {}",
            pool_title(lang, &s.pool),
            s.rating,
            record(lang, s)
        ));
    }
    if view.standings.iter().any(|s| s.rating.ends_with('?')) {
        lines.push(tr!(lang, "profile-provisional"));
    }
    lines.push(tr!(
        lang,
        "profile-games",
        finished = view.finished.to_string(),
        current = view.current.to_string()
    ));
    if let Some(favourite) = &view.favourite {
        lines.push(tr!(lang, "profile-favourite", game = favourite.as_str()));
    }
    lines.join("\n")
}

/// The words of `/leaderboard`.
pub fn leaderboard_text(lang: Lang, view: &LeaderboardView, this_server: bool) -> String {
    let Some(pool) = &view.pool else {
        return tr!(lang, "leaderboard-none");
    };
    let pool = pool_title(lang, pool);
    let mut lines = vec![if this_server {
        tr!(lang, "leaderboard-title-server", pool = pool.as_str())
    } else {
        tr!(lang, "leaderboard-title-everywhere", pool = pool.as_str())
    }];
    if view.rows.is_empty() {
        lines.push(tr!(lang, "leaderboard-empty"));
    }
    for (i, s) in view.rows.iter().enumerate() {
        lines.push(format!(
            "{}. <@{}> **{}**, {}",
            i + 1,
            s.user,
            s.rating,
            record(lang, s)
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
            pool: "rivality-2p".into(),
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
        let text = profile_text(Lang::En, &view);
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
            pool: Some("rivality-2p".into()),
            rows: vec![standing("1600", 10, 8, 0), standing("1400", 1, 0, 0)],
        };
        let text = leaderboard_text(Lang::En, &view, true);
        assert!(text.starts_with("**Leaderboard: Rivality, 2 players, this server**"));
        assert!(text.contains("1. <@7> **1600**, 10 games (8 wins, 2 losses)"));
        assert!(text.contains("2. <@7> **1400**, 1 game (0 wins, 1 loss)"));
        let text = leaderboard_text(Lang::En, &view, false);
        assert!(text.starts_with("**Leaderboard: Rivality, 2 players, everywhere**"));
    }

    #[test]
    fn pools_are_named_in_the_readers_language() {
        let view = LeaderboardView {
            pool: Some("rivality-3p".into()),
            rows: vec![StandingView {
                pool: "rivality-3p".into(),
                ..standing("1600", 10, 8, 0)
            }],
        };
        assert!(leaderboard_text(Lang::Fr, &view, true).contains("Rivality, 3 joueurs"));
        assert!(leaderboard_text(Lang::De, &view, false).contains("Rivality, 3 Spieler"));
        let profile = ProfileView {
            user: 7,
            standings: view.rows.clone(),
            finished: 10,
            current: 0,
            favourite: None,
        };
        assert!(profile_text(Lang::De, &profile).contains("Rivality, 3 Spieler: **1600**"));
    }

    #[test]
    fn records_count_in_french_and_german() {
        let s = standing("1600", 10, 1, 2);
        assert_eq!(
            record(Lang::Fr, &s),
            "10 parties (1 victoire, 2 victoires partagées, 7 défaites)"
        );
        assert_eq!(
            record(Lang::De, &s),
            "10 Partien (1 Sieg, 2 geteilte Siege, 7 Niederlagen)"
        );
        let one = standing("1400", 1, 0, 0);
        assert_eq!(record(Lang::De, &one), "1 Partie (0 Siege, 1 Niederlage)");
    }

    #[test]
    fn the_daily_board_in_three_languages() {
        let view = DailyView {
            day: "2026-11-25".into(),
            rows: vec![(7, 42)],
        };
        assert_eq!(
            daily_text(Lang::En, &view),
            "**Daily challenge of 2026-11-25 (UTC)**\n1. <@7> **42** points"
        );
        assert!(daily_text(Lang::Fr, &view).contains("1. <@7> **42** points"));
        assert!(daily_text(Lang::De, &view).contains("1. <@7> **42** Punkte"));
    }
}
