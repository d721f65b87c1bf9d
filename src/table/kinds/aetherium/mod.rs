//! Aetherium at a table: the engine seen through [`Rules`]. Seat 0 is player 1 (the
//! Aether track's positive side), seat 1 player 2. Everything is open but the pouch's
//! order.

pub mod board_text;
pub mod describe;
pub mod labels;
pub mod refusals;
pub mod rules_help;
pub mod steps;
pub(crate) mod unreadable;

use crate::engines::aetherium::notation::{format_move, read_move};
use crate::engines::aetherium::{self, Game, Move, Options, SetupError};
use crate::i18n::Lang;
use crate::table::kinds::{two_players, MoveStep, Names, OptionsError, Rules, Seat};

pub struct Aetherium;

impl Rules for Aetherium {
    const KIND: &'static str = "aetherium";
    type Options = Options;
    type State = Game;
    type Move = Move;

    fn seats(options: &Options) -> Result<u8, OptionsError> {
        match options.first {
            Some(seat) if seat > 1 => Err(SetupError::NoSuchSeat(seat).into()),
            _ => Ok(2),
        }
    }

    fn new_game(options: &Options, seed: u64) -> Result<Game, String> {
        aetherium::new_game(*options, seed).map_err(|e| e.to_string())
    }

    fn check(state: &Game) -> Result<(), String> {
        state.validate().map_err(|e| e.to_string())
    }

    fn team_of(_state: &Game, seat: Seat) -> u8 {
        seat
    }

    fn to_act(state: &Game) -> Option<Seat> {
        state.to_act()
    }

    fn apply(state: &mut Game, mv: &Move, names: &Names, lang: Lang) -> Result<String, String> {
        let mut events = Vec::new();
        state
            .apply_in_place(*mv, &mut events)
            .map_err(|e| refusals::refusal(&e, state, lang))?;
        Ok(describe::describe(&events, names, lang))
    }

    /// The move played on a copy, told without the tokens a round's end would draw from
    /// the pouch: those are known only once the move is played.
    fn preview(state: &Game, mv: &Move, names: &Names, lang: Lang) -> Result<String, String> {
        let (_, events) = state
            .apply(*mv)
            .map_err(|e| refusals::refusal(&e, state, lang))?;
        Ok(describe::foretell(&events, names, lang))
    }

    fn parse_move(_state: &Game, text: &str, lang: Lang) -> Result<Move, String> {
        read_move(text).map_err(|e| unreadable::unreadable(&e, lang))
    }

    fn print_move(mv: &Move) -> String {
        format_move(mv)
    }

    fn label_move(mv: &Move, lang: Lang) -> String {
        labels::label(mv, lang)
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
        crate::tr!(lang, "aetherium-nothing-hidden")
    }

    fn result_text(state: &Game, names: &Names, lang: Lang) -> Option<String> {
        state
            .outcome
            .as_ref()
            .map(|o| describe::result(state, o, names, lang))
    }

    fn resign_text(_state: &Game, seat: Seat, names: &Names, lang: Lang) -> String {
        two_players::resigned(seat, names, two_players::Forfeited::Win, lang)
    }

    fn places(state: &Game) -> Option<Vec<u8>> {
        let outcome = state.outcome.as_ref()?;
        Some(two_players::places(Some(outcome.winner)))
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
