//! Solo against Suramun at a table of one seat: the solo engine seen through [`Rules`].

pub mod board_text;
pub mod describe;
pub mod refusals;
pub mod rules_help;
mod spelling;
mod unreadable;

use crate::i18n::Lang;
use crate::tr;
use crate::words::rivality::spell_order;
use serde::{Deserialize, Serialize};

use crate::engines::rivality::solo::{new_solo, solo_label, Difficulty, SoloGame, SoloMove};
use crate::table::kinds::{Names, Rules, Seat};

pub struct Suramun;

/// How a solo table plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SoloOptions {
    pub difficulty: Difficulty,
}

impl Rules for Suramun {
    const KIND: &'static str = "suramun";
    type Options = SoloOptions;
    type State = SoloGame;
    type Move = SoloMove;

    fn seats(_options: &SoloOptions) -> Result<u8, crate::table::kinds::OptionsError> {
        Ok(1)
    }

    fn new_game(options: &SoloOptions, seed: u64) -> Result<SoloGame, String> {
        Ok(new_solo(seed, options.difficulty))
    }

    fn check(state: &SoloGame) -> Result<(), String> {
        state.validate().map_err(|e| e.to_string())
    }

    fn team_of(_state: &SoloGame, _seat: Seat) -> u8 {
        0
    }

    fn to_act(state: &SoloGame) -> Option<Seat> {
        (!state.is_over()).then_some(0)
    }

    fn apply(
        state: &mut SoloGame,
        mv: &SoloMove,
        names: &Names,
        lang: Lang,
    ) -> Result<String, String> {
        let mut events = Vec::new();
        state
            .apply_in_place(*mv, &mut events)
            .map_err(|e| refusals::refusal(&e, lang))?;
        Ok(describe::describe(state, &events, names.of(0), lang))
    }

    fn preview(
        state: &SoloGame,
        mv: &SoloMove,
        _names: &Names,
        lang: Lang,
    ) -> Result<String, String> {
        // Only up to the wizards' arrival: the rest would tell what face-down tiles hide.
        let preview = state
            .preview(*mv)
            .map_err(|e| refusals::refusal(&e, lang))?;
        Ok(describe::preview(&preview, lang))
    }

    fn parse_move(state: &SoloGame, text: &str, lang: Lang) -> Result<SoloMove, String> {
        spelling::cells_for_tiles(state, text, lang)?
            .parse::<SoloMove>()
            .map_err(|e| unreadable::unreadable(&e, lang))
    }

    fn print_move(mv: &SoloMove) -> String {
        mv.to_string()
    }

    fn label_move(mv: &SoloMove, lang: Lang) -> String {
        match mv {
            SoloMove::Enter { cell } => {
                tr!(lang, "suramun-label-enter", cell = solo_label(*cell))
            }
            SoloMove::Move { cell, order: None } => {
                tr!(lang, "suramun-label-move", cell = solo_label(*cell))
            }
            SoloMove::Move {
                cell,
                order: Some(o),
            } => tr!(
                lang,
                "suramun-label-move-spells",
                cell = solo_label(*cell),
                order = spell_order(o.edges(), lang)
            ),
            SoloMove::Order { cell, order } => tr!(
                lang,
                "suramun-label-order",
                cell = solo_label(*cell),
                order = spell_order(order.edges(), lang)
            ),
        }
    }

    fn legal_moves(state: &SoloGame) -> Vec<SoloMove> {
        let mut out = Vec::new();
        state.legal_moves(&mut out);
        out
    }

    fn board_text(state: &SoloGame, _viewer: Option<Seat>, names: &Names, lang: Lang) -> String {
        board_text::board(state, names.of(0), lang)
    }

    fn private_text(_state: &SoloGame, _seat: Seat, lang: Lang) -> String {
        // Nothing is yours alone in solo: the hidden tiles are hidden from you too.
        tr!(lang, "suramun-no-hand")
    }

    fn result_text(state: &SoloGame, names: &Names, lang: Lang) -> Option<String> {
        state
            .is_over()
            .then(|| describe::result(state, names.of(0), lang))
    }

    fn solo_score(state: &SoloGame) -> Option<i64> {
        state.is_over().then(|| i64::from(state.score_now().player))
    }

    fn resign_text(_state: &SoloGame, seat: Seat, names: &Names, lang: Lang) -> String {
        tr!(lang, "suramun-resigned", player = names.of(seat))
    }
}
