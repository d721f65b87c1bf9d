//! Magistrar at a table: the engine seen through [`Rules`]. Seat 0 plays the white mage,
//! seat 1 the black. Everything is open but the order of the tokens in the bags.

pub mod board_text;
pub mod describe;
pub mod refusals;
pub mod rules_help;
pub mod steps;
pub(crate) mod unreadable;

use crate::engines::magistrar::notation::{format_move, read_move};
use crate::engines::magistrar::{self, Game, Mage, Move, Options};
use crate::i18n::Lang;
use crate::table::kinds::{two_players, MoveStep, Names, OptionsError, Rules, Seat};

pub struct Magistrar;

/// The mage a seat plays.
pub fn mage_of(seat: Seat) -> Mage {
    if seat == 0 {
        Mage::White
    } else {
        Mage::Black
    }
}

/// The seat playing `mage`.
pub fn seat_of(mage: Mage) -> Seat {
    mage.index() as Seat
}

impl Rules for Magistrar {
    const KIND: &'static str = "magistrar";
    type Options = Options;
    type State = Game;
    type Move = Move;

    fn seats(options: &Options) -> Result<u8, OptionsError> {
        magistrar::setup::check_options(*options)?;
        Ok(2)
    }

    fn new_game(options: &Options, seed: u64) -> Result<Game, String> {
        magistrar::new_game(*options, seed).map_err(|e| e.to_string())
    }

    fn check(state: &Game) -> Result<(), String> {
        state.validate().map_err(|e| e.to_string())
    }

    fn team_of(_state: &Game, seat: Seat) -> u8 {
        seat
    }

    fn to_act(state: &Game) -> Option<Seat> {
        state.to_act().map(seat_of)
    }

    fn apply(state: &mut Game, mv: &Move, names: &Names, lang: Lang) -> Result<String, String> {
        let mut events = Vec::new();
        state
            .apply_in_place(*mv, &mut events)
            .map_err(|e| refusals::refusal(&e, state, names, lang))?;
        Ok(describe::describe(&events, names, lang))
    }

    /// The move played on a copy, told up to the end of the duel it closes: the tokens
    /// the next duel draws (and who starts a next game) stay in the bags until played.
    fn preview(state: &Game, mv: &Move, names: &Names, lang: Lang) -> Result<String, String> {
        let (_, events) = state
            .apply(*mv)
            .map_err(|e| refusals::refusal(&e, state, names, lang))?;
        Ok(describe::foretell(&events, names, lang))
    }

    fn parse_move(_state: &Game, text: &str, lang: Lang) -> Result<Move, String> {
        read_move(text).map_err(|e| unreadable::unreadable(&e, lang))
    }

    fn print_move(mv: &Move) -> String {
        format_move(mv)
    }

    fn label_move(mv: &Move, lang: Lang) -> String {
        steps::label(mv, lang)
    }

    fn steps_of(state: &Game, mv: &Move, lang: Lang) -> Vec<MoveStep> {
        steps::steps_of(state, mv, lang)
    }

    fn legal_moves(state: &Game) -> Vec<Move> {
        let mut out = Vec::new();
        state.legal_moves(&mut out);
        out
    }

    fn board_text(state: &Game, _viewer: Option<Seat>, names: &Names, lang: Lang) -> String {
        board_text::board(state, names, lang)
    }

    fn private_text(_state: &Game, _seat: Seat, lang: Lang) -> String {
        crate::tr!(lang, "magistrar-nothing-hidden")
    }

    fn result_text(state: &Game, names: &Names, lang: Lang) -> Option<String> {
        state
            .outcome
            .as_ref()
            .map(|o| describe::result(state, o, names, lang))
    }

    fn resign_text(state: &Game, seat: Seat, names: &Names, lang: Lang) -> String {
        let what = if state.options.grand_mage {
            two_players::Forfeited::Match
        } else {
            two_players::Forfeited::Game
        };
        two_players::resigned(seat, names, what, lang)
    }

    fn places(state: &Game) -> Option<Vec<u8>> {
        let outcome = state.outcome.as_ref()?;
        Some(two_players::places(outcome.winner.map(seat_of)))
    }

    fn ai_move(
        state: &Game,
        seat: Seat,
        level: crate::ai::Level,
        budget: crate::ai::Budget,
    ) -> Option<Move> {
        two_players::ai_move(state, seat, level, budget)
    }
}
