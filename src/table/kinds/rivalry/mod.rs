//! Rivalry at a table: the engine seen through [`Rules`]. Seat 0 plays the Republic, who
//! plays first, seat 1 the Kingdom. The game begins with the simultaneous secret set-up:
//! both seats act at once ([`Rules::waiting_for`]), each set-up is kept sealed in the
//! state until the other is in, then both are revealed together and the turns begin.

pub mod board_text;
pub mod describe;
pub mod refusals;
pub mod rules_help;
pub mod stakes;
pub mod steps;
#[cfg(test)]
mod tests;
pub(crate) mod unreadable;

use serde::{Deserialize, Serialize};

use crate::engines::rivalry::notation::{format_move, format_setup, parse_setup, read_move};
use crate::engines::rivalry::{self, suggested_setup, validate_setup, Game, Setup, Side};
use crate::i18n::Lang;
use crate::table::kinds::{two_players, MoveStep, Names, OptionsError, Rules, Seat};
use crate::tr;
use crate::words::capitalised;

pub struct Rivalry;

/// Rivalry has no options yet: one map, one deck, two sides.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {}

/// A table's game: the sealed set-ups, then the engine's game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum State {
    /// Each side's set-up once sent, sealed: no public text shows it before both are in.
    SetUp {
        seed: u64,
        setups: [Option<Setup>; 2],
    },
    Playing {
        game: Box<Game>,
    },
}

/// A move at the table: a side's whole set-up, or a move of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    SetUp { side: Side, setup: Setup },
    Turn(rivalry::Move),
}

/// The side a seat plays.
pub fn side_of(seat: Seat) -> Side {
    if seat == 0 {
        Side::Republic
    } else {
        Side::Kingdom
    }
}

/// The seat playing `side`.
pub fn seat_of(side: Side) -> Seat {
    side.index() as Seat
}

/// The set-up a seat sends, or the move of a turn, from text: a set-up line names its side
/// first (`republic cities *@R2 …`) unless the seat sending it is known.
/// Why it is not, in `lang`.
fn parse(seat: Option<Seat>, text: &str, lang: Lang) -> Result<Move, String> {
    let text = text.trim();
    let first = text.split_whitespace().next().unwrap_or("");
    let named = Side::from_word(first).filter(|_| first.len() > 1);
    let is_setup = named.is_some()
        || ["cities", "units", "extra"].contains(&first.to_ascii_lowercase().as_str());
    if !is_setup {
        return read_move(text)
            .map(Move::Turn)
            .map_err(|e| unreadable::unreadable_move(&e, lang));
    }
    let side = match (named, seat) {
        (Some(side), Some(seat)) if side != side_of(seat) => {
            return Err(tr!(
                lang,
                "rivalry-setup-not-yours",
                side = describe::side_name(side_of(seat), lang)
            ))
        }
        (Some(side), _) => side,
        (None, Some(seat)) => side_of(seat),
        (None, None) => return Err(tr!(lang, "rivalry-setup-whose")),
    };
    let line = if named.is_some() {
        text[first.len()..].trim()
    } else {
        text
    };
    Ok(Move::SetUp {
        side,
        setup: parse_setup(line).map_err(|e| unreadable::unreadable_setup(&e, lang))?,
    })
}

impl Rules for Rivalry {
    const KIND: &'static str = "rivalry";
    type Options = Options;
    type State = State;
    type Move = Move;

    fn seats(_options: &Options) -> Result<u8, OptionsError> {
        Ok(2)
    }

    fn new_game(_options: &Options, seed: u64) -> Result<State, String> {
        Ok(State::SetUp {
            seed,
            setups: [None, None],
        })
    }

    fn check(state: &State) -> Result<(), String> {
        match state {
            State::SetUp { setups, .. } => {
                for side in Side::BOTH {
                    if let Some(setup) = &setups[side.index()] {
                        // Names only the broken rule's side, never the sealed set-up.
                        validate_setup(side, setup)
                            .map_err(|_| format!("{side}'s sealed set-up breaks the rules"))?;
                    }
                }
                Ok(())
            }
            State::Playing { game } => game.validate().map_err(|e| e.to_string()),
        }
    }

    fn team_of(_state: &State, seat: Seat) -> u8 {
        seat
    }

    fn to_act(state: &State) -> Option<Seat> {
        match state {
            State::SetUp { setups, .. } => Side::BOTH
                .into_iter()
                .find(|s| setups[s.index()].is_none())
                .map(seat_of),
            State::Playing { game } => game.to_act().map(seat_of),
        }
    }

    /// Both seats at the set-up, until each has sent theirs; then the side to play.
    fn waiting_for(state: &State) -> Vec<Seat> {
        match state {
            State::SetUp { setups, .. } => Side::BOTH
                .into_iter()
                .filter(|s| setups[s.index()].is_none())
                .map(seat_of)
                .collect(),
            State::Playing { .. } => Self::to_act(state).into_iter().collect(),
        }
    }

    fn sealed(state: &State) -> bool {
        matches!(state, State::SetUp { .. })
    }

    fn apply(state: &mut State, mv: &Move, names: &Names, lang: Lang) -> Result<String, String> {
        match (&mut *state, mv) {
            (State::SetUp { seed, setups }, Move::SetUp { side, setup }) => {
                validate_setup(*side, setup).map_err(|e| refusals::setup_refusal(&e, lang))?;
                let i = side.index();
                // Sent is final: the other seat may already be choosing against it.
                if setups[i].is_some() {
                    return Err(tr!(lang, "rivalry-setup-sent-already"));
                }
                setups[i] = Some(setup.clone());
                let [Some(republic), Some(kingdom)] = &*setups else {
                    let (player, other) =
                        (names.of(seat_of(*side)), names.of(seat_of(side.other())));
                    return Ok(tr!(
                        lang,
                        "rivalry-setup-sent",
                        player = player,
                        other = other
                    ));
                };
                let (game, events) = rivalry::start(republic, kingdom, *seed)
                    .map_err(|e| refusals::setup_refusal(&e, lang))?;
                *state = State::Playing {
                    game: Box::new(game),
                };
                Ok(describe::describe(&events, names, lang))
            }
            (State::Playing { game }, Move::Turn(mv)) => {
                let mut events = Vec::new();
                let side = game.turn;
                // A refused move changes nothing: `game` is the position it was refused in.
                game.apply_in_place(side, mv, &mut events)
                    .map_err(|e| refusals::refusal(&e, game, lang))?;
                let said = describe::describe(&events, names, lang);
                // A step ended with nothing happening (no more moves, no battle) is
                // still told, so that the log has a line for it.
                Ok(if said.is_empty() {
                    format!(
                        "{}: {}.",
                        names.of(seat_of(side)),
                        steps::label(&Move::Turn(mv.clone()), lang)
                    )
                } else {
                    said
                })
            }
            (State::SetUp { .. }, Move::Turn(_)) => Err(tr!(lang, "rivalry-setup-not-over")),
            (State::Playing { .. }, Move::SetUp { .. }) => Err(tr!(lang, "rivalry-setup-over")),
        }
    }

    /// What the move is, with the dice unrolled (they come from the game's seed: played
    /// on a copy they would be known before the choice) and, for a set-up, only one's own.
    fn preview(state: &State, mv: &Move, names: &Names, lang: Lang) -> Result<String, String> {
        match (state, mv) {
            (State::SetUp { setups, .. }, Move::SetUp { side, setup }) => {
                validate_setup(*side, setup).map_err(|e| refusals::setup_refusal(&e, lang))?;
                if setups[side.index()].is_some() {
                    return Err(tr!(lang, "rivalry-setup-sent-already"));
                }
                Ok(describe::setup_preview(setup, lang))
            }
            (State::Playing { game }, Move::Turn(turn)) => {
                // Resigning is allowed at any step (`apply` takes it before any check).
                if *turn != rivalry::Move::Resign {
                    game.check(turn)
                        .map_err(|e| refusals::refusal(&e, game, lang))?;
                }
                let label = steps::label(mv, lang);
                // Only a roll and an assault throw dice: the others are what they say.
                Ok(match turn {
                    rivalry::Move::Roll | rivalry::Move::Assault { .. } => {
                        tr!(lang, "rivalry-preview", move = label)
                    }
                    _ => tr!(lang, "rivalry-preview-plain", move = label),
                })
            }
            _ => Self::apply(&mut state.clone(), mv, names, lang),
        }
    }

    fn stake(state: &State, mv: &Move, lang: Lang) -> Option<String> {
        match (state, mv) {
            (State::Playing { game }, Move::Turn(turn)) => stakes::stake(game, turn, lang),
            _ => None,
        }
    }

    fn parse_move(_state: &State, text: &str, lang: Lang) -> Result<Move, String> {
        parse(None, text, lang)
    }

    fn parse_move_of(_state: &State, seat: Seat, text: &str, lang: Lang) -> Result<Move, String> {
        parse(Some(seat), text, lang)
    }

    fn print_move(mv: &Move) -> String {
        match mv {
            Move::SetUp { side, setup } => format!("{} {}", side.word(), format_setup(setup)),
            Move::Turn(mv) => format_move(mv),
        }
    }

    fn label_move(mv: &Move, lang: Lang) -> String {
        steps::label(mv, lang)
    }

    fn steps_of(state: &State, mv: &Move, lang: Lang) -> Vec<MoveStep> {
        steps::steps_of(state, mv, lang)
    }

    fn legal_moves(state: &State) -> Vec<Move> {
        match state {
            State::SetUp { setups, .. } => Side::BOTH
                .into_iter()
                .filter(|s| setups[s.index()].is_none())
                .map(|side| Move::SetUp {
                    side,
                    setup: suggested_setup(side),
                })
                .collect(),
            State::Playing { game } => {
                let mut out = Vec::new();
                game.legal_moves(&mut out);
                out.into_iter().map(Move::Turn).collect()
            }
        }
    }

    fn legal_moves_of(state: &State, seat: Seat) -> Vec<Move> {
        let mut moves = Self::legal_moves(state);
        moves.retain(|m| match m {
            Move::SetUp { side, .. } => *side == side_of(seat),
            Move::Turn(_) => Self::to_act(state) == Some(seat),
        });
        moves
    }

    fn board_text(state: &State, viewer: Option<Seat>, names: &Names, lang: Lang) -> String {
        board_text::board(state, viewer, names, lang)
    }

    fn private_text(state: &State, seat: Seat, lang: Lang) -> String {
        match state {
            State::SetUp { setups, .. } => match &setups[side_of(seat).index()] {
                Some(setup) => tr!(lang, "rivalry-setup-yours", setup = format_setup(setup)),
                None => tr!(
                    lang,
                    "rivalry-setup-ask",
                    side = describe::side_name(side_of(seat), lang),
                    setup = format_setup(&suggested_setup(side_of(seat)))
                ),
            },
            // Nothing is hidden once revealed: what a turn panel shows is the roll and
            // the step the game waits for.
            State::Playing { game } => match game.roll.filter(|_| !game.is_over()) {
                Some([first, second]) => tr!(
                    lang,
                    "rivalry-your-roll",
                    first = first,
                    second = second,
                    step = board_text::step(game, lang)
                ),
                None => tr!(lang, "rivalry-nothing-hidden"),
            },
        }
    }

    fn result_text(state: &State, names: &Names, lang: Lang) -> Option<String> {
        match state {
            State::Playing { game } => game
                .outcome
                .map(|o| capitalised(&describe::result(&o, names, lang)) + "."),
            State::SetUp { .. } => None,
        }
    }

    fn resign_text(_state: &State, seat: Seat, names: &Names, lang: Lang) -> String {
        two_players::resigned(seat, names, two_players::Forfeited::Win, lang)
    }

    fn places(state: &State) -> Option<Vec<u8>> {
        match state {
            State::Playing { game } => {
                let outcome = game.outcome?;
                Some(two_players::places(outcome.winner.map(seat_of)))
            }
            State::SetUp { .. } => None,
        }
    }

    /// At the set-up, the suggested set-up at once; in the turns, none yet.
    // TODO(ai-rivalry): `crate::ai::games::rivalry` plays the turns once it is on main.
    fn ai_move(
        state: &State,
        seat: Seat,
        level: crate::ai::Level,
        budget: crate::ai::Budget,
    ) -> Option<Move> {
        let side = side_of(seat);
        match state {
            State::SetUp { seed, setups } if setups[side.index()].is_none() => Some(Move::SetUp {
                side,
                setup: crate::ai::games::rivalry::choose_setup(side, level, *seed),
            }),
            State::SetUp { .. } => None,
            State::Playing { game } => {
                // A turn of Rivalry is many moves, each weighed by rollouts of whole turns:
                // the service's budget, made for one-move turns, is capped at Rivalry's own.
                let own = crate::ai::games::rivalry::budget();
                let budget = crate::ai::Budget {
                    iterations: budget.iterations.min(own.iterations),
                    ..budget
                };
                crate::ai::games::rivalry::choose_move(game, side, level, budget).map(Move::Turn)
            }
        }
    }
}
