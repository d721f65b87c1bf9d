//! A game of any kind behind one object-safe trait: the service holds every kind as an
//! [`AnyGame`], and [`Typed`] puts any [`Rules`] behind it.

use super::{Choice, Names, Rules, Seat};
use crate::i18n::Lang;

/// A game of any kind, with its state. Object-safe, so that the service holds any kind.
pub trait AnyGame: Send + Sync {
    fn kind(&self) -> &'static str;
    fn encode(&self) -> Result<String, serde_json::Error>;
    fn team_of(&self, seat: Seat) -> u8;
    fn to_act(&self) -> Option<Seat>;
    /// Every seat that must act now ([`Rules::waiting_for`]).
    fn waiting_for(&self) -> Vec<Seat>;
    /// Whether a move played now is sealed ([`Rules::sealed`]).
    fn sealed(&self) -> bool;
    /// Plays a move written in notation by `seat` ([`Rules::parse_move_of`]): the move as
    /// stored JSON and the public account.
    fn play_text_as(
        &mut self,
        seat: Seat,
        text: &str,
        names: &Names,
        lang: Lang,
    ) -> Result<(String, String), Refusal>;
    /// [`AnyGame::preview_text`] for `seat`'s own move.
    fn preview_text_as(
        &self,
        seat: Seat,
        text: &str,
        names: &Names,
        lang: Lang,
    ) -> Result<String, Refusal>;
    /// What `seat`'s move written in notation puts at stake ([`Rules::stake`]); `None`
    /// for an unreadable move too (its preview says why).
    fn stake_as(&self, seat: Seat, text: &str, lang: Lang) -> Option<String>;
    /// `seat`'s choices ([`Rules::legal_moves_of`]).
    fn choices_for(&self, seat: Seat, lang: Lang) -> Vec<Choice>;
    /// Plays a move written in notation: the move as stored JSON and the public account.
    fn play_text(
        &mut self,
        text: &str,
        names: &Names,
        lang: Lang,
    ) -> Result<(String, String), Refusal>;
    /// What a move written in notation would do, in words for the mover ([`Rules::preview`]);
    /// nothing is played.
    fn preview_text(&self, text: &str, names: &Names, lang: Lang) -> Result<String, Refusal>;
    /// Replays a stored move (JSON).
    fn play_json(&mut self, json: &str, names: &Names, lang: Lang) -> Result<String, Refusal>;
    /// The notation of a stored move, for the log.
    fn notation_of(&self, json: &str) -> Option<String>;
    /// A typed move in the notation the legal moves are listed in (`a7 m14 EAST` reads as
    /// `A7 M14 east`), or why it is not a move in `lang`. Nothing is played.
    fn canonical(&self, text: &str, lang: Lang) -> Result<String, String>;
    /// The legal moves, their labels and steps' words in `lang`.
    fn choices(&self, lang: Lang) -> Vec<Choice>;
    fn board_text(&self, viewer: Option<Seat>, names: &Names, lang: Lang) -> String;
    fn private_text(&self, seat: Seat, lang: Lang) -> String;
    fn result_text(&self, names: &Names, lang: Lang) -> Option<String>;
    fn resign_text(&self, seat: Seat, names: &Names, lang: Lang) -> String;
    /// Each seat's place once over ([`Rules::places`]).
    fn places(&self) -> Option<Vec<u8>>;
    /// A finished solo game's score ([`Rules::solo_score`]).
    fn solo_score(&self) -> Option<i64>;
    /// The AI's move for `seat` in notation ([`Rules::ai_move`]). Blocking: may take a
    /// second of CPU.
    fn ai_move(
        &self,
        seat: Seat,
        level: crate::ai::Level,
        budget: crate::ai::Budget,
    ) -> Option<String>;
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// The state, for renderers and tests that know the kind.
    fn as_any(&self) -> &dyn std::any::Any;
}

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The text is not a move.
    Unreadable(String),
    /// A move, but not a legal one now: the engine's reason.
    Illegal(String),
}

/// A [`Rules`] state behind [`AnyGame`].
pub struct Typed<R: Rules>(pub R::State);

impl<R: Rules> AnyGame for Typed<R> {
    fn kind(&self) -> &'static str {
        R::KIND
    }
    fn encode(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(&self.0)
    }
    fn team_of(&self, seat: Seat) -> u8 {
        R::team_of(&self.0, seat)
    }
    fn to_act(&self) -> Option<Seat> {
        R::to_act(&self.0)
    }
    fn waiting_for(&self) -> Vec<Seat> {
        R::waiting_for(&self.0)
    }
    fn sealed(&self) -> bool {
        R::sealed(&self.0)
    }
    fn play_text_as(
        &mut self,
        seat: Seat,
        text: &str,
        names: &Names,
        lang: Lang,
    ) -> Result<(String, String), Refusal> {
        let mv = R::parse_move_of(&self.0, seat, text, lang).map_err(Refusal::Unreadable)?;
        let json = serde_json::to_string(&mv).map_err(|e| Refusal::Unreadable(e.to_string()))?;
        let account = R::apply(&mut self.0, &mv, names, lang).map_err(Refusal::Illegal)?;
        Ok((json, account))
    }
    fn preview_text_as(
        &self,
        seat: Seat,
        text: &str,
        names: &Names,
        lang: Lang,
    ) -> Result<String, Refusal> {
        let mv = R::parse_move_of(&self.0, seat, text, lang).map_err(Refusal::Unreadable)?;
        R::preview(&self.0, &mv, names, lang).map_err(Refusal::Illegal)
    }
    fn stake_as(&self, seat: Seat, text: &str, lang: Lang) -> Option<String> {
        let mv = R::parse_move_of(&self.0, seat, text, lang).ok()?;
        R::stake(&self.0, &mv, lang)
    }
    fn choices_for(&self, seat: Seat, lang: Lang) -> Vec<Choice> {
        R::legal_moves_of(&self.0, seat)
            .iter()
            .map(|m| Choice {
                notation: R::print_move(m),
                label: R::label_move(m, lang),
                steps: R::steps_of(&self.0, m, lang),
            })
            .collect()
    }
    fn play_text(
        &mut self,
        text: &str,
        names: &Names,
        lang: Lang,
    ) -> Result<(String, String), Refusal> {
        let mv = R::parse_move(&self.0, text, lang).map_err(Refusal::Unreadable)?;
        let json = serde_json::to_string(&mv).map_err(|e| Refusal::Unreadable(e.to_string()))?;
        let account = R::apply(&mut self.0, &mv, names, lang).map_err(Refusal::Illegal)?;
        Ok((json, account))
    }
    fn preview_text(&self, text: &str, names: &Names, lang: Lang) -> Result<String, Refusal> {
        let mv = R::parse_move(&self.0, text, lang).map_err(Refusal::Unreadable)?;
        R::preview(&self.0, &mv, names, lang).map_err(Refusal::Illegal)
    }
    fn play_json(&mut self, json: &str, names: &Names, lang: Lang) -> Result<String, Refusal> {
        let mv: R::Move =
            serde_json::from_str(json).map_err(|e| Refusal::Unreadable(e.to_string()))?;
        R::apply(&mut self.0, &mv, names, lang).map_err(Refusal::Illegal)
    }
    fn notation_of(&self, json: &str) -> Option<String> {
        serde_json::from_str::<R::Move>(json)
            .ok()
            .map(|m| R::print_move(&m))
    }
    fn canonical(&self, text: &str, lang: Lang) -> Result<String, String> {
        R::parse_move(&self.0, text, lang).map(|m| R::print_move(&m))
    }
    fn choices(&self, lang: Lang) -> Vec<Choice> {
        R::legal_moves(&self.0)
            .iter()
            .map(|m| Choice {
                notation: R::print_move(m),
                label: R::label_move(m, lang),
                steps: R::steps_of(&self.0, m, lang),
            })
            .collect()
    }
    fn board_text(&self, viewer: Option<Seat>, names: &Names, lang: Lang) -> String {
        R::board_text(&self.0, viewer, names, lang)
    }
    fn private_text(&self, seat: Seat, lang: Lang) -> String {
        R::private_text(&self.0, seat, lang)
    }
    fn result_text(&self, names: &Names, lang: Lang) -> Option<String> {
        R::result_text(&self.0, names, lang)
    }
    fn resign_text(&self, seat: Seat, names: &Names, lang: Lang) -> String {
        R::resign_text(&self.0, seat, names, lang)
    }
    fn places(&self) -> Option<Vec<u8>> {
        R::places(&self.0)
    }
    fn solo_score(&self) -> Option<i64> {
        R::solo_score(&self.0)
    }
    fn ai_move(
        &self,
        seat: Seat,
        level: crate::ai::Level,
        budget: crate::ai::Budget,
    ) -> Option<String> {
        R::ai_move(&self.0, seat, level, budget).map(|m| R::print_move(&m))
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(Typed::<R>(self.0.clone()))
    }
    fn as_any(&self) -> &dyn std::any::Any {
        &self.0
    }
}
