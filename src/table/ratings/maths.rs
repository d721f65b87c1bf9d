//! The rating maths, by `skillratings`: Glicko-2 for one player against one, Weng-Lin
//! (OpenSkill) for three sides or more and for teams. Pure.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{
    weng_lin_multi_team, weng_lin_two_teams, WengLinConfig, WengLinRating,
};
use skillratings::{MultiTeamOutcome, Outcomes};

use crate::store::ratings::Before;

/// Weng-Lin's mu of 25 is shown as 1500, and each point of it as this many, so that every
/// pool reads on Glicko's familiar scale.
const WENG_LIN_SHOWN_PER_POINT: f64 = 60.0;
/// A rating whose deviation (as shown) is above this is provisional: Lichess's rule.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// Which maths a game's sides call for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    Glicko2,
    WengLin,
}

impl System {
    /// Glicko-2 for exactly two sides of one player each; Weng-Lin otherwise.
    pub fn for_sides(players_per_side: &[usize]) -> System {
        if players_per_side == [1, 1] {
            System::Glicko2
        } else {
            System::WengLin
        }
    }
}

/// New (rating, deviation, volatility) for every player, side by side, from their
/// standings before (`None`: a new player) and each side's place (0 first, equal ties).
pub fn rate(system: System, before: &[Vec<Before>], places: &[u8]) -> Vec<Vec<(f64, f64, f64)>> {
    match system {
        System::Glicko2 => {
            let one = glicko(before.first().and_then(|s| s.first()));
            let two = glicko(before.get(1).and_then(|s| s.first()));
            let outcome = outcome(places.first().copied(), places.get(1).copied());
            let (one, two) = glicko2(&one, &two, &outcome, &Glicko2Config::new());
            vec![
                vec![(one.rating, one.deviation, one.volatility)],
                vec![(two.rating, two.deviation, two.volatility)],
            ]
        }
        System::WengLin => {
            let teams: Vec<Vec<WengLinRating>> = before
                .iter()
                .map(|side| side.iter().map(weng_lin).collect())
                .collect();
            let config = WengLinConfig::new();
            let after = if teams.len() == 2 {
                let outcome = outcome(places.first().copied(), places.get(1).copied());
                let (one, two) = weng_lin_two_teams(&teams[0], &teams[1], &outcome, &config);
                vec![one, two]
            } else {
                let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
                    .iter()
                    .zip(places)
                    .map(|(t, p)| (&t[..], MultiTeamOutcome::new(usize::from(*p) + 1)))
                    .collect();
                weng_lin_multi_team(&ranked, &config)
            };
            after
                .into_iter()
                .map(|side| {
                    side.into_iter()
                        .map(|r| (r.rating, r.uncertainty, 0.0))
                        .collect()
                })
                .collect()
        }
    }
}

fn outcome(first: Option<u8>, second: Option<u8>) -> Outcomes {
    match first.cmp(&second) {
        std::cmp::Ordering::Less => Outcomes::WIN,
        std::cmp::Ordering::Greater => Outcomes::LOSS,
        std::cmp::Ordering::Equal => Outcomes::DRAW,
    }
}

fn glicko(row: Option<&Before>) -> Glicko2Rating {
    match row.and_then(|r| r.as_ref()) {
        Some(r) if r.volatility > 0.0 => Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        },
        _ => Glicko2Rating::new(),
    }
}

fn weng_lin(row: &Before) -> WengLinRating {
    match row {
        Some(r) if r.volatility == 0.0 => WengLinRating {
            rating: r.rating,
            uncertainty: r.deviation,
        },
        _ => WengLinRating::new(),
    }
}

/// A stored standing as shown to players: (rating, deviation) on Glicko's scale. A
/// Weng-Lin standing is stored with no volatility.
pub fn shown(rating: f64, deviation: f64, volatility: f64) -> (i64, i64) {
    if volatility > 0.0 {
        (rating.round() as i64, deviation.round() as i64)
    } else {
        let mu = WengLinRating::new().rating;
        (
            (1500.0 + (rating - mu) * WENG_LIN_SHOWN_PER_POINT).round() as i64,
            (deviation * WENG_LIN_SHOWN_PER_POINT).round() as i64,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_against_one_is_glicko_2_and_the_winner_gains_what_the_loser_loses() {
        assert_eq!(System::for_sides(&[1, 1]), System::Glicko2);
        let after = rate(System::Glicko2, &[vec![None], vec![None]], &[0, 1]);
        let (win, lose) = (after[0][0], after[1][0]);
        // skillratings' own worked example: two new players, 1662 and 1338, RD 290.
        assert_eq!((win.0.round(), win.1.round()), (1662.0, 290.0));
        assert_eq!((lose.0.round(), lose.1.round()), (1338.0, 290.0));
        let drawn = rate(System::Glicko2, &[vec![None], vec![None]], &[0, 0]);
        assert_eq!(drawn[0][0].0.round(), 1500.0);
    }

    #[test]
    fn three_sides_and_teams_are_weng_lin_shown_on_glickos_scale() {
        assert_eq!(System::for_sides(&[1, 1, 1]), System::WengLin);
        assert_eq!(System::for_sides(&[2, 2]), System::WengLin);
        let after = rate(
            System::WengLin,
            &[vec![None], vec![None], vec![None]],
            &[1, 0, 2],
        );
        assert!(after[1][0].0 > after[0][0].0 && after[0][0].0 > after[2][0].0);
        let teams = rate(
            System::WengLin,
            &[vec![None, None], vec![None, None]],
            &[0, 1],
        );
        assert_eq!(teams[0].len(), 2);
        assert!(teams[0][0].0 > 25.0 && teams[1][1].0 < 25.0);
        assert_eq!(shown(25.0, 25.0 / 3.0, 0.0), (1500, 500));
        assert_eq!(shown(1662.4, 290.3, 0.06), (1662, 290));
    }
}
