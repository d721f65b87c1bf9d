//! Rivalry's board as text: the round and the step, each side's cities, capital and units
//! by tile, the roll and the deck. At the set-up, only who has sent theirs: a sealed
//! set-up is shown to nobody, its own seat included (its private text has it).

use crate::engines::rivalry::notation::{format_tile, format_units};
use crate::engines::rivalry::numbers::ROUND_LIMIT;
use crate::engines::rivalry::{map, Game, Phase, Side};
use crate::i18n::Lang;
use crate::table::kinds::{Names, Seat};
use crate::tr;

use super::describe::{card, city, side_name, target, units};
use super::{seat_of, State};

pub fn board(state: &State, _viewer: Option<Seat>, names: &Names, lang: Lang) -> String {
    match state {
        State::SetUp { setups, .. } => {
            let said: Vec<String> = Side::BOTH
                .into_iter()
                .map(|side| {
                    let player = names.of(seat_of(side));
                    if setups[side.index()].is_some() {
                        tr!(lang, "rivalry-setup-status-sent", player = player)
                    } else {
                        tr!(lang, "rivalry-setup-status-waiting", player = player)
                    }
                })
                .collect();
            crate::words::capitalised(&tr!(lang, "rivalry-setup-waiting", sent = said.join("; ")))
                + "."
        }
        State::Playing { game } => playing(game, names, lang),
    }
}

pub(super) fn step(game: &Game, lang: Lang) -> String {
    match game.phase {
        Phase::Surrender => tr!(lang, "rivalry-step-surrender"),
        Phase::Move { left } => tr!(lang, "rivalry-step-move", left = left),
        Phase::Reinforce { left } => tr!(lang, "rivalry-step-reinforce", left = left),
        Phase::Build => tr!(lang, "rivalry-step-build"),
        Phase::Mutiny { left } => tr!(lang, "rivalry-step-mutiny", left = left),
        Phase::Battle => tr!(lang, "rivalry-step-battle"),
        Phase::Advance { target: t, .. } => {
            tr!(lang, "rivalry-step-advance", target = target(t, lang))
        }
        Phase::Recruit => tr!(lang, "rivalry-step-recruit"),
        Phase::Over => tr!(lang, "rivalry-step-over"),
    }
}

fn playing(game: &Game, names: &Names, lang: Lang) -> String {
    let mut lines = Vec::new();
    if game.is_over() {
        lines.push(tr!(lang, "rivalry-board-over"));
    } else {
        lines.push(tr!(
            lang,
            "rivalry-board-round",
            round = game.round,
            limit = ROUND_LIMIT,
            player = names.of(seat_of(game.turn)),
            side = side_name(game.turn, lang),
            step = step(game, lang)
        ));
    }
    for side in Side::BOTH {
        let i = side.index();
        let cities: Vec<String> = game.cities_of(side).map(|s| city(s, lang)).collect();
        let mut line = tr!(
            lang,
            "rivalry-board-side",
            player = names.of(seat_of(side)),
            side = side_name(side, lang),
            units = units(game.on_board(side), lang),
            cities = cities.join(", "),
            capital = city(game.capital[i], lang)
        );
        if let Some(interim) = game.interim[i] {
            line += &format!(
                "; {}",
                tr!(lang, "rivalry-board-interim", city = city(interim, lang))
            );
        }
        if game.lost_turns[i] > 0 {
            line += &format!(
                "; {}",
                tr!(lang, "rivalry-board-lost", count = game.lost_turns[i])
            );
        }
        if game.sabotage[i] > 0 {
            line += &format!(
                "; {}",
                tr!(lang, "rivalry-board-sabotage", count = game.sabotage[i])
            );
        }
        lines.push(line);
        let tiles: Vec<String> = map()
            .tile_ids()
            .filter(|t| !game.units_at(side, *t).is_empty())
            .map(|t| {
                format!(
                    "{} {}",
                    format_tile(t),
                    format_units(game.units_at(side, t))
                )
            })
            .collect();
        lines.push(format!(
            "  {}",
            tr!(lang, "rivalry-board-tiles", tiles = tiles.join(", "))
        ));
    }
    if let Some([a, b]) = game.roll {
        lines.push(tr!(lang, "rivalry-board-roll", first = a, second = b));
    }
    let discards: Vec<String> = game.discards.iter().map(|c| card(*c, lang)).collect();
    lines.push(tr!(
        lang,
        "rivalry-board-deck",
        left = game.deck.len(),
        discards = if discards.is_empty() {
            "–".to_string()
        } else {
            discards.join(", ")
        }
    ));
    lines.join("\n")
}
