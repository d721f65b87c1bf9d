//! A turn's events in plain words, for the channel and the log. Only public facts: a drawn
//! tile is never named, and neither is a discarded hand.

use crate::engines::rivality::{Control, EndReason, Event, Game, Side};
use crate::i18n::Lang;
use crate::table::kinds::Names;
use crate::tr;
use crate::words::rivality::{facing_name, golems, joined, lost, side_name, tile_name, Joiner};

/// The players of a side: "Mira" or, in teams, "Mira & Bo".
pub fn side_players(game: &Game, side: Side, names: &Names) -> String {
    let players: Vec<&str> = (0..game.players())
        .filter(|s| game.side_of(*s) == side)
        .map(|s| names.of(s))
        .collect();
    players.join(" & ")
}

/// "Mira (salmon)".
pub fn side_label(game: &Game, side: Side, names: &Names, lang: Lang) -> String {
    format!(
        "{} ({})",
        side_players(game, side, names),
        side_name(side, lang)
    )
}

fn control(game: &Game, to: Control, names: &Names, lang: Lang) -> String {
    match to {
        Control::Side(s) => tr!(
            lang,
            "rivality-held-by",
            side = side_label(game, s, names, lang)
        ),
        Control::Contested => tr!(lang, "rivality-contested"),
        Control::Empty => tr!(lang, "rivality-empty"),
    }
}

/// The account of one move: a first sentence for the placement and its spells, then one
/// sentence per consequence. `game` is the state after the move (for names and scores).
pub fn describe(game: &Game, events: &[Event], names: &Names, lang: Lang) -> String {
    let mut head = String::new();
    let mut spells: Vec<String> = Vec::new();
    let mut after: Vec<String> = Vec::new();
    for event in events {
        match *event {
            Event::Mulligan { seat } => {
                head = tr!(lang, "rivality-mulligan", player = names.of(seat))
            }
            Event::TilePlaced {
                seat,
                tile,
                cell,
                facing,
                ..
            } => {
                head = tr!(
                    lang,
                    "rivality-placed",
                    player = names.of(seat),
                    tile = tile_name(tile, lang),
                    cell = cell.to_string(),
                    facing = facing_name(facing, lang)
                )
            }
            Event::WizardMoved { side, cell, golem } => {
                let (side, cell) = (side_name(side, lang), cell.to_string());
                spells.push(if golem {
                    tr!(
                        lang,
                        "rivality-wizard-moved-with-golem",
                        side = side,
                        cell = cell
                    )
                } else {
                    tr!(lang, "rivality-wizard-moved", side = side, cell = cell)
                })
            }
            Event::Revealed { cell, tile } => after.push(tr!(
                lang,
                "rivality-revealed",
                cell = cell.to_string(),
                tile = tile_name(tile, lang)
            )),
            Event::Summoned {
                caster,
                target,
                golems: n,
                destroyed,
                delayed,
                ..
            } => {
                let (n, target) = (golems(n, lang), target.to_string());
                let mut text = if delayed {
                    tr!(
                        lang,
                        "rivality-summoned-delayed",
                        side = side_name(caster, lang),
                        golems = n,
                        target = target
                    )
                } else {
                    tr!(lang, "rivality-summoned", golems = n, target = target)
                };
                if destroyed > 0 {
                    text.push_str(&tr!(lang, "rivality-destroyed", count = destroyed));
                }
                spells.push(text);
            }
            Event::SpellLost { target, reason, .. } => spells.push(tr!(
                lang,
                "rivality-spell-lost",
                target = target.to_string(),
                why = lost(reason, lang)
            )),
            Event::SpellDelayed { target, .. } => spells.push(tr!(
                lang,
                "rivality-spell-waits",
                target = target.to_string()
            )),
            Event::GolemsRemoved {
                cell, side, count, ..
            } => after.push(tr!(
                lang,
                "rivality-golems-removed",
                golems = golems(count, lang),
                side = side_name(side, lang),
                cell = cell.to_string()
            )),
            Event::ControlChanged { cell, to, .. } => after.push(tr!(
                lang,
                "rivality-control-changed",
                cell = cell.to_string(),
                control = control(game, to, names, lang)
            )),
            Event::RemovalChoice {
                seat,
                cell,
                ref sides,
            } => {
                let whose: Vec<String> = sides
                    .iter()
                    .map(|s| {
                        tr!(
                            lang,
                            "rivality-removal-option",
                            side = side_label(game, *s, names, lang),
                            // Typed as is, in every language.
                            typed = s.name()
                        )
                    })
                    .collect();
                after.push(tr!(
                    lang,
                    "rivality-removal-choice",
                    player = names.of(seat),
                    cell = cell.to_string(),
                    options = joined(&whose, Joiner::Or, lang)
                ))
            }
            Event::Besieged { cell, by, .. } => after.push(tr!(
                lang,
                "rivality-besieged",
                cell = cell.to_string(),
                side = side_label(game, by, names, lang)
            )),
            Event::Drew { seat } => after.push(tr!(lang, "rivality-drew", player = names.of(seat))),
            Event::GameEnded { reason } => after.push(ended(game, reason, names, lang)),
        }
    }
    let mut text = head;
    if !spells.is_empty() {
        if text.is_empty() {
            text = capitalise(&spells.join(", "));
        } else {
            text.push_str(": ");
            text.push_str(&spells.join(", "));
        }
    }
    for sentence in after {
        if !text.is_empty() {
            text.push_str(". ");
        }
        text.push_str(&capitalise(&sentence));
    }
    if !text.is_empty() {
        text.push('.');
    }
    text
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn ended(game: &Game, reason: EndReason, names: &Names, lang: Lang) -> String {
    let why = match reason {
        EndReason::TilesExhausted => tr!(lang, "rivality-end-tiles"),
        EndReason::SupplyEmpty { side } => {
            tr!(lang, "rivality-end-supply", side = side_name(side, lang))
        }
        EndReason::NoMoveLeft => tr!(lang, "rivality-end-no-move"),
    };
    match &game.outcome {
        Some(outcome) => tr!(
            lang,
            "rivality-over",
            why = why,
            result = result(game, outcome, names, lang)
        ),
        None => tr!(lang, "rivality-over-no-result", why = why),
    }
}

pub use super::outcome::{resigned, result};
pub use super::refusals::refusal;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::notation::{parse_move, parse_position};
    use crate::engines::rivality::{Cell, MoveError};

    #[test]
    fn a_turn_reads_as_one_account_with_shields_and_lost_spells() {
        let game = parse_position(
            "rivality 2p\nhand 1: A7\nhand 2: B2\nstack salmon: A1 A2\nstack purple: B3\n\
             M13 W\nN13 B1 north\nN14 B6 north p1\n",
        )
        .unwrap();
        let (after, events) = game.apply(parse_move("A7 M14 east").unwrap()).unwrap();
        let names = Names(vec!["Mira".into(), "Tom".into()]);
        let text = describe(&after, &events, &names, Lang::En);
        assert!(
            text.starts_with("Mira placed Cottage A7 at M14 facing east: "),
            "{text}"
        );
        assert!(
            text.contains("the salmon wizard moved to M14 with a golem"),
            "{text}"
        );
        assert!(
            text.contains("3 golems to N14, 1 destroyed by the shield"),
            "{text}"
        );
        assert!(
            text.contains("the spell to M17 was lost (no tile there)"),
            "{text}"
        );
        assert!(text.contains("N14 is now held by Mira (salmon)"), "{text}");
        assert!(text.ends_with("Mira drew a tile."), "{text}");
        // The drawn tile is in Mira's hand now, and never named.
        assert!(!text.contains("A2"), "{text}");
    }

    #[test]
    fn a_removal_choice_names_the_players() {
        let names = Names(vec!["Ann".into(), "Ben".into(), "Cat".into()]);
        let refused = MoveError::RemovalPending {
            seat: 1,
            cell: Cell::WELL,
        };
        let text = refusal(&refused, &names, Lang::En);
        assert!(text.starts_with("Ben must first choose"), "{text}");
        assert!(!text.contains("seat"), "{text}");
        let game = parse_position("rivality 3p\nM13 W\n").unwrap();
        let text = describe(
            &game,
            &[Event::RemovalChoice {
                seat: 1,
                cell: Cell::WELL,
                sides: vec![Side::SALMON, Side::TEAL],
            }],
            &names,
            Lang::En,
        );
        assert!(
            text.contains("Ben must choose whose golem goes back to supply from M13: Ann (salmon) (`remove salmon`) or Cat (teal) (`remove teal`)"),
            "{text}"
        );
    }

    #[test]
    fn a_turn_reads_in_french_and_german_with_the_rulebooks_words() {
        let game = parse_position(
            "rivality 2p\nhand 1: A7\nhand 2: B2\nstack salmon: A1 A2\nstack purple: B3\n\
             M13 W\nN13 B1 north\nN14 B6 north p1\n",
        )
        .unwrap();
        let (after, events) = game.apply(parse_move("A7 M14 east").unwrap()).unwrap();
        let names = Names(vec!["Mira".into(), "Tom".into()]);
        let fr = describe(&after, &events, &names, Lang::Fr);
        assert!(
            fr.starts_with("Mira a posé Chaumière A7 en M14, tournée vers l'est\u{a0}: ")
                || fr.starts_with("Mira a posé Chaumière A7 en M14, tournée vers l'est: "),
            "{fr}"
        );
        assert!(
            fr.contains("le Magicien saumon est allé en M14 avec un Golem"),
            "{fr}"
        );
        assert!(
            fr.contains("3 Golems en N14, 1 détruit par le Bouclier"),
            "{fr}"
        );
        assert!(
            fr.contains("le Sort vers M17 est perdu (pas de tuile à cet endroit)"),
            "{fr}"
        );
        assert!(
            fr.contains("N14 est maintenant contrôlée par Mira (saumon)"),
            "{fr}"
        );
        assert!(fr.ends_with("Mira a pioché une tuile."), "{fr}");
        let de = describe(&after, &events, &names, Lang::De);
        assert!(
            de.starts_with("Mira hat Hütte A7 auf M14 gelegt, nach Osten gedreht: "),
            "{de}"
        );
        assert!(
            de.contains("der Zauberer von Orange zog mit einem Golem auf M14"),
            "{de}"
        );
        assert!(
            de.contains("3 Golems auf N14, 1 vom Schild abgewehrt"),
            "{de}"
        );
        assert!(
            de.contains("N14 ist jetzt kontrolliert von Mira (Orange)"),
            "{de}"
        );
        assert!(de.ends_with("Mira hat ein Plättchen gezogen."), "{de}");
        // Hidden things stay hidden in every language.
        assert!(!fr.contains("A2") && !de.contains("A2"));
    }
}
