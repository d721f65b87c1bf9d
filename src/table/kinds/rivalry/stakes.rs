//! What a Rivalry move puts at stake when it may lose the game at once: handing over
//! one's capital (the leader's escape roll, or no refuge at all), handing over the
//! interim capital, resigning. Said with the move's preview; front ends confirm such a
//! move explicitly.

use super::describe::city;
use crate::engines::rivalry::numbers::ESCAPE_CAUGHT_AT_MOST;
use crate::engines::rivalry::{Game, Move, Target};
use crate::i18n::Lang;
use crate::tr;

/// The faces of the escape die.
const DIE_FACES: u8 = 6;

pub fn stake(game: &Game, mv: &Move, lang: Lang) -> Option<String> {
    let side = game.to_act()?;
    match mv {
        Move::Resign => Some(tr!(lang, "stake-rivalry-resign")),
        Move::Surrender {
            target: Target::City(site),
            ..
        } if game.owner_of(*site) == Some(side) => {
            let name = city(*site, lang);
            if game.interim[side.index()] == Some(*site) {
                return Some(tr!(lang, "stake-rivalry-interim", city = name));
            }
            if !(game.leader_home(side) && game.capital[side.index()] == *site) {
                return None;
            }
            let refuge = game.cities_of(side).any(|s| s != *site);
            Some(if refuge {
                tr!(
                    lang,
                    "stake-rivalry-capital",
                    city = name,
                    caught = ESCAPE_CAUGHT_AT_MOST,
                    faces = DIE_FACES
                )
            } else {
                tr!(lang, "stake-rivalry-capital-alone", city = name)
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivalry::{suggested_setup, Side};
    use crate::table::kinds::rivalry::{Options, Rivalry, State};
    use crate::table::kinds::{Names, Rules};

    /// A game just started (the suggested set-ups), the Republic to act.
    fn game() -> Game {
        let mut state = Rivalry::new_game(&Options {}, 7).unwrap();
        let names = Names(vec!["Ada".into(), "Bob".into()]);
        for side in [Side::Republic, Side::Kingdom] {
            let setup = crate::engines::rivalry::notation::format_setup(&suggested_setup(side));
            let seat = u8::try_from(side.index()).unwrap();
            let mv = Rivalry::parse_move_of(&state, seat, &setup, Lang::En).unwrap();
            Rivalry::apply(&mut state, &mv, &names, Lang::En).unwrap();
        }
        match state {
            State::Playing { game } => *game,
            State::SetUp { .. } => panic!("both set-ups were sent"),
        }
    }

    fn surrender(site: crate::engines::rivalry::SiteId) -> Move {
        Move::Surrender {
            target: Target::City(site),
            to: Vec::new(),
        }
    }

    #[test]
    fn handing_over_the_capital_gives_the_escape_odds_in_every_language() {
        let game = game();
        let side = game.to_act().unwrap();
        let capital = surrender(game.capital[side.index()]);
        let said = stake(&game, &capital, Lang::En).unwrap();
        assert!(said.contains("your capital"), "{said}");
        assert!(said.contains("a 3 in 6 chance"), "{said}");
        assert!(stake(&game, &capital, Lang::Fr)
            .unwrap()
            .contains("3 chances sur 6"));
        assert!(stake(&game, &capital, Lang::De).unwrap().contains("3 zu 6"));
    }

    #[test]
    fn the_last_city_the_interim_capital_and_resigning_lose_outright() {
        let mut game = game();
        let side = game.to_act().unwrap();
        let capital = game.capital[side.index()];
        let others: Vec<_> = game.cities_of(side).filter(|s| *s != capital).collect();
        // Another city, not the capital: nothing at stake.
        assert_eq!(stake(&game, &surrender(others[0]), Lang::En), None);
        // The leader in exile at that city: handing it over loses.
        game.interim[side.index()] = Some(others[0]);
        let said = stake(&game, &surrender(others[0]), Lang::En).unwrap();
        assert!(said.contains("your interim capital"), "{said}");
        assert_eq!(stake(&game, &surrender(capital), Lang::En), None);
        game.interim[side.index()] = None;
        // The capital alone: no refuge.
        for site in others {
            game.owner[site.0 as usize] = Some(side.other());
        }
        let said = stake(&game, &surrender(capital), Lang::En).unwrap();
        assert!(said.contains("nowhere to flee"), "{said}");
        let said = stake(&game, &Move::Resign, Lang::En).unwrap();
        assert!(said.contains("capitulates"), "{said}");
        assert_eq!(stake(&game, &Move::Roll, Lang::En), None);
    }
}
