//! The decisions a turn panel asks to build a Rivalry move, and its label: a move as from
//! → to then how many; an assault, its target, then one assault or fight it out; a
//! recruit's city, tile and kind; a card's choices; the ends of the steps. Keys are the
//! notation's own words, short and with no space: `C5`, `@K9`, `2a1c`, `out`, `c`.

use crate::engines::rivalry::notation::{
    format_setup, format_site, format_target, format_tile, format_units,
};
use crate::engines::rivalry::Move as Turn;
use crate::i18n::Lang;
use crate::table::kinds::MoveStep;
use crate::tr;

use super::describe::{city, target, unit, units, units_by_tile};
use super::{Move, State};

fn kind_key(cavalry: bool) -> &'static str {
    if cavalry {
        "c"
    } else {
        "a"
    }
}

fn kind_step(cavalry: bool, lang: Lang) -> MoveStep {
    let answer = if cavalry {
        tr!(lang, "rivalry-answer-cavalry")
    } else {
        tr!(lang, "rivalry-answer-army")
    };
    MoveStep::new(tr!(lang, "rivalry-ask-kind"), kind_key(cavalry), answer)
}

fn action(key: &str, answer: String, lang: Lang) -> MoveStep {
    MoveStep::new(tr!(lang, "rivalry-ask-action"), key, answer)
}

/// A tile to pick, its label saying who stands on it: "D7 (yours: 2 armies and 1
/// cavalry; enemy: 1 army and 0 cavalry)", the tile alone when it is empty.
fn tile_step(
    question: String,
    tile: crate::engines::rivalry::TileId,
    state: &State,
    lang: Lang,
) -> MoveStep {
    let name = format_tile(tile);
    let State::Playing { game } = state else {
        return MoveStep::new(question, name.clone(), name);
    };
    let mine = game.units_at(game.turn, tile);
    let theirs = game.units_at(game.turn.other(), tile);
    let mut standing = Vec::new();
    if mine.total() > 0 {
        standing.push(tr!(lang, "rivalry-tile-yours", units = units(mine, lang)));
    }
    if theirs.total() > 0 {
        standing.push(tr!(lang, "rivalry-tile-enemy", units = units(theirs, lang)));
    }
    if standing.is_empty() {
        return MoveStep::new(question, name.clone(), name);
    }
    let label = tr!(
        lang,
        "rivalry-tile-standing",
        tile = name.as_str(),
        standing = standing.join("; ")
    );
    MoveStep::new(question, name, label)
}

/// The move in words, for a button or a list.
pub fn label(mv: &Move, lang: Lang) -> String {
    let turn = match mv {
        Move::SetUp { setup, .. } => {
            return tr!(lang, "rivalry-label-setup", setup = format_setup(setup))
        }
        Move::Turn(turn) => turn,
    };
    match turn {
        Turn::Roll => tr!(lang, "rivalry-answer-roll"),
        Turn::EndMoves => tr!(lang, "rivalry-answer-end-moves"),
        Turn::EndBattles => tr!(lang, "rivalry-answer-end-battles"),
        Turn::EndTurn => tr!(lang, "rivalry-answer-end-turn"),
        Turn::Resign => tr!(lang, "rivalry-answer-resign"),
        Turn::Move { from, to, units: u } => tr!(
            lang,
            "rivalry-label-move",
            units = units(*u, lang),
            from = format_tile(*from),
            to = format_tile(*to)
        ),
        Turn::Assault {
            from,
            target: t,
            fight_out,
        } => {
            let (from, t) = (format_tile(*from), target(*t, lang));
            if *fight_out {
                tr!(lang, "rivalry-label-fight-out", target = t, from = from)
            } else {
                tr!(lang, "rivalry-label-assault", target = t, from = from)
            }
        }
        Turn::Advance { onto, units: u } => tr!(
            lang,
            "rivalry-label-advance",
            units = units(*u, lang),
            onto = format_tile(*onto)
        ),
        Turn::Recruit {
            site,
            tile,
            cavalry,
        } => tr!(
            lang,
            "rivalry-label-recruit",
            unit = unit(*cavalry, lang),
            city = city(*site, lang),
            tile = format_tile(*tile)
        ),
        Turn::Reinforce { tile, cavalry } => tr!(
            lang,
            "rivalry-label-reinforce",
            unit = unit(*cavalry, lang),
            tile = format_tile(*tile)
        ),
        Turn::Build { site } => tr!(lang, "rivalry-label-build", city = city(*site, lang)),
        Turn::Mutiny { tile, cavalry } => tr!(
            lang,
            "rivalry-label-mutiny",
            unit = unit(*cavalry, lang),
            tile = format_tile(*tile)
        ),
        Turn::Surrender { target: t, to } => tr!(
            lang,
            "rivalry-label-surrender",
            target = target(*t, lang),
            to = units_by_tile(to)
        ),
    }
}

pub fn steps_of(state: &State, mv: &Move, lang: Lang) -> Vec<MoveStep> {
    let turn = match mv {
        Move::SetUp { .. } => {
            return vec![MoveStep::new(
                tr!(lang, "rivalry-ask-setup"),
                "setup",
                label(mv, lang),
            )]
        }
        Move::Turn(turn) => turn,
    };
    match turn {
        Turn::Roll => vec![action("roll", tr!(lang, "rivalry-answer-roll"), lang)],
        Turn::EndMoves => vec![action(
            "end-moves",
            tr!(lang, "rivalry-answer-end-moves"),
            lang,
        )],
        Turn::EndBattles => vec![action(
            "end-battles",
            tr!(lang, "rivalry-answer-end-battles"),
            lang,
        )],
        Turn::EndTurn => vec![action(
            "end-turn",
            tr!(lang, "rivalry-answer-end-turn"),
            lang,
        )],
        Turn::Resign => vec![action("resign", tr!(lang, "rivalry-answer-resign"), lang)],
        Turn::Move { from, to, units: u } => vec![
            action("move", tr!(lang, "rivalry-answer-move"), lang),
            tile_step(tr!(lang, "rivalry-ask-from"), *from, state, lang),
            tile_step(tr!(lang, "rivalry-ask-to"), *to, state, lang),
            MoveStep::new(
                tr!(lang, "rivalry-ask-how-many"),
                format_units(*u),
                units(*u, lang),
            ),
        ],
        Turn::Assault {
            from,
            target: t,
            fight_out,
        } => vec![
            action("assault", tr!(lang, "rivalry-answer-assault"), lang),
            tile_step(tr!(lang, "rivalry-ask-assault-from"), *from, state, lang),
            MoveStep::new(
                tr!(lang, "rivalry-ask-target"),
                format_target(*t),
                target(*t, lang),
            ),
            if *fight_out {
                MoveStep::new(
                    tr!(lang, "rivalry-ask-fight"),
                    "out",
                    tr!(lang, "rivalry-answer-fight-out"),
                )
            } else {
                MoveStep::new(
                    tr!(lang, "rivalry-ask-fight"),
                    "once",
                    tr!(lang, "rivalry-answer-once"),
                )
            },
        ],
        Turn::Advance { onto, units: u } => vec![
            action("advance", tr!(lang, "rivalry-answer-advance"), lang),
            tile_step(tr!(lang, "rivalry-ask-onto"), *onto, state, lang),
            MoveStep::new(
                tr!(lang, "rivalry-ask-how-many"),
                format_units(*u),
                units(*u, lang),
            ),
        ],
        Turn::Recruit {
            site,
            tile,
            cavalry,
        } => vec![
            action("recruit", tr!(lang, "rivalry-answer-recruit"), lang),
            MoveStep::new(
                tr!(lang, "rivalry-ask-recruit-at"),
                format_site(*site),
                city(*site, lang),
            ),
            tile_step(tr!(lang, "rivalry-ask-tile"), *tile, state, lang),
            kind_step(*cavalry, lang),
        ],
        Turn::Reinforce { tile, cavalry } => vec![
            action("reinforce", tr!(lang, "rivalry-answer-reinforce"), lang),
            tile_step(tr!(lang, "rivalry-ask-tile"), *tile, state, lang),
            kind_step(*cavalry, lang),
        ],
        Turn::Build { site } => vec![
            action("build", tr!(lang, "rivalry-answer-build"), lang),
            MoveStep::new(
                tr!(lang, "rivalry-ask-build"),
                format_site(*site),
                city(*site, lang),
            ),
        ],
        Turn::Mutiny { tile, cavalry } => vec![
            action("mutiny", tr!(lang, "rivalry-answer-mutiny"), lang),
            tile_step(tr!(lang, "rivalry-ask-mutiny"), *tile, state, lang),
            kind_step(*cavalry, lang),
        ],
        Turn::Surrender { target: t, to } => {
            let key: Vec<String> = to
                .iter()
                .map(|(tile, u)| format!("{}:{}", format_tile(*tile), format_units(*u)))
                .collect();
            vec![
                action("surrender", tr!(lang, "rivalry-answer-surrender"), lang),
                MoveStep::new(
                    tr!(lang, "rivalry-ask-surrender"),
                    format_target(*t),
                    target(*t, lang),
                ),
                MoveStep::new(
                    tr!(lang, "rivalry-ask-relocate"),
                    key.join(","),
                    units_by_tile(to),
                ),
            ]
        }
    }
}
