//! Rivality at a table: the engine seen through [`Rules`].

pub mod board_text;
pub mod describe;
pub mod outcome;
pub mod refusals;
pub mod rules_help;
mod spelling;
pub(crate) mod unreadable;

use crate::engines::rivality::notation::{format_move, read_move};
use crate::engines::rivality::{self, Edge, Game, Move, Options, TileId};
use crate::i18n::Lang;
use crate::table::kinds::{Names, OptionsError, Rules, Seat};
use crate::words::rivality as words;

pub struct Rivality;

/// "A7 Cottage 2VP, 1 shield: front 3 golems range 1, left 1 golem range 3 (ignores
/// shields)", in `lang`.
pub fn tile_text(tile: TileId, lang: Lang) -> String {
    let spec = tile.spec();
    let kind = spec.kind;
    let mut text = crate::tr!(
        lang,
        "rivality-tile-text",
        tile = tile.to_string(),
        kind = words::tile_kind(kind, lang),
        vp = kind.vp()
    );
    if kind.shields() > 0 {
        text.push_str(&crate::tr!(
            lang,
            "rivality-tile-shields",
            count = kind.shields()
        ));
    }
    let spells: Vec<String> = spec
        .spell_edges()
        .filter_map(|e: Edge| spec.spell(e).map(|s| (e, s)))
        .map(|(e, s)| {
            let edge = words::edge_name(e, lang);
            let golems = words::golems(s.golems, lang);
            if s.ignores_shields() {
                crate::tr!(
                    lang,
                    "rivality-tile-spell-piercing",
                    edge = edge,
                    golems = golems,
                    range = s.range
                )
            } else {
                crate::tr!(
                    lang,
                    "rivality-tile-spell",
                    edge = edge,
                    golems = golems,
                    range = s.range
                )
            }
        })
        .collect();
    if !spells.is_empty() {
        text.push_str(&crate::tr!(
            lang,
            "rivality-tile-spells",
            spells = spells.join(", ")
        ));
    }
    text
}

impl Rules for Rivality {
    const KIND: &'static str = "rivality";
    type Options = Options;
    type State = Game;
    type Move = Move;

    fn seats(options: &Options) -> Result<u8, OptionsError> {
        match options.players {
            2..=4 => Ok(options.players),
            n => Err(rivality::SetupError::Players(n).into()),
        }
    }

    fn new_game(options: &Options, seed: u64) -> Result<Game, String> {
        rivality::new_game(*options, seed).map_err(|e| e.to_string())
    }

    fn check(state: &Game) -> Result<(), String> {
        state.validate().map_err(|e| e.to_string())
    }

    fn team_of(state: &Game, seat: Seat) -> u8 {
        state.side_of(seat).0
    }

    fn to_act(state: &Game) -> Option<Seat> {
        state.to_act()
    }

    fn apply(state: &mut Game, mv: &Move, names: &Names, lang: Lang) -> Result<String, String> {
        let mut events = Vec::new();
        state
            .apply_in_place(*mv, &mut events)
            .map_err(|e| describe::refusal(&e, names, lang))?;
        Ok(describe::describe(state, &events, names, lang))
    }

    fn parse_move(_state: &Game, text: &str, lang: Lang) -> Result<Move, String> {
        read_move(&spelling::rivality_spelling(text)).map_err(|e| unreadable::unreadable(&e, lang))
    }

    fn print_move(mv: &Move) -> String {
        format_move(mv)
    }

    fn label_move(mv: &Move, lang: Lang) -> String {
        match mv {
            Move::Place {
                tile,
                cell,
                facing,
                order,
            } => {
                let text = crate::tr!(
                    lang,
                    "rivality-label-place",
                    tile = words::tile_name(*tile, lang),
                    cell = cell.to_string(),
                    facing = words::facing_name(*facing, lang)
                );
                match order {
                    Some(order) => crate::tr!(
                        lang,
                        "rivality-label-spells",
                        move = text,
                        order = words::spell_order(order.edges(), lang)
                    ),
                    None => text,
                }
            }
            Move::Mulligan => crate::tr!(lang, "rivality-label-mulligan"),
            Move::Remove { side } => crate::tr!(
                lang,
                "rivality-label-remove",
                side = words::side_name(*side, lang)
            ),
        }
    }

    fn legal_moves(state: &Game) -> Vec<Move> {
        let mut out = Vec::new();
        state.legal_moves(&mut out);
        out
    }

    fn board_text(state: &Game, viewer: Option<Seat>, names: &Names, lang: Lang) -> String {
        board_text::board(state, viewer, names, lang)
    }

    fn private_text(state: &Game, seat: Seat, lang: Lang) -> String {
        let tiles: Vec<String> = state
            .hand(seat)
            .iter()
            .map(|t| tile_text(*t, lang))
            .collect();
        if tiles.is_empty() {
            crate::tr!(lang, "rivality-hand-empty")
        } else {
            format!(
                "{}\n  {}",
                crate::tr!(lang, "rivality-your-hand"),
                tiles.join("\n  ")
            )
        }
    }

    fn result_text(state: &Game, names: &Names, lang: Lang) -> Option<String> {
        state
            .outcome
            .as_ref()
            .map(|o| describe::result(state, o, names, lang))
    }

    fn resign_text(state: &Game, seat: Seat, names: &Names, lang: Lang) -> String {
        describe::resigned(state, seat, names, lang)
    }

    fn places(state: &Game) -> Option<Vec<u8>> {
        let outcome = state.outcome.as_ref()?;
        // The winners first, then the others by their points.
        let place_of_side = |side: rivality::Side| -> u8 {
            if outcome.winners.contains(&side) {
                return 0;
            }
            let mine = outcome.scores.get(side.index()).copied().unwrap_or(0);
            let better: Vec<i16> = state
                .sides()
                .filter(|s| !outcome.winners.contains(s))
                .filter_map(|s| outcome.scores.get(s.index()).copied())
                .filter(|&score| score > mine)
                .collect();
            let mut distinct = better;
            distinct.sort_unstable();
            distinct.dedup();
            1 + distinct.len() as u8
        };
        Some(
            (0..state.players())
                .map(|seat| place_of_side(state.side_of(seat)))
                .collect(),
        )
    }

    fn ai_move(
        state: &Game,
        seat: Seat,
        level: crate::ai::Level,
        budget: crate::ai::Budget,
    ) -> Option<Move> {
        use std::hash::{Hash, Hasher};
        // The seed comes from the position, so the same position gets the same answer
        // (replays and retries agree).
        let mut h = std::collections::hash_map::DefaultHasher::new();
        state.hash(&mut h);
        let (to_act, mv) =
            crate::ai::play_for_seat_to_act(state, level, h.finish(), budget).ok()?;
        (to_act == seat).then_some(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_and_a_move_label_read_in_every_language() {
        let tile: TileId = "A7".parse().unwrap();
        let en = tile_text(tile, Lang::En);
        assert!(en.starts_with("A7 Cottage 2VP, 1 shield: "), "{en}");
        let fr = tile_text(tile, Lang::Fr);
        assert!(
            fr.starts_with("A7 Chaumière 2 PV, 1 Bouclier\u{a0}: "),
            "{fr}"
        );
        let de = tile_text(tile, Lang::De);
        assert!(de.starts_with("A7 Hütte 2 SP, 1 Schild: "), "{de}");
        let mv = crate::engines::rivality::notation::parse_move("A7 M14 e").unwrap();
        assert_eq!(
            Rivality::label_move(&mv, Lang::En),
            "Cottage A7 at M14, facing east"
        );
        assert_eq!(
            Rivality::label_move(&mv, Lang::Fr),
            "Chaumière A7 en M14, tournée vers l'est"
        );
        assert_eq!(
            Rivality::label_move(&Move::Mulligan, Lang::De),
            "Mulligan: neue Hand"
        );
    }
}
