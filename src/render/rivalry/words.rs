//! The words on the picture, through Fluent (`assets/locales/*/picture-rivalry.ftl`): the
//! highlighted events told in order (every die), whose turn and what they do, how the
//! game ended, each side's standing. City and tile names are the map's own.

use crate::engines::rivalry::numbers::ROUND_LIMIT;
use crate::engines::rivalry::{
    map, Card, Ending, Event, Outcome, Phase, SeatView, Side, Target, Units,
};
use crate::i18n::Lang;
use crate::tr;

use super::super::caption::name;
use super::marks::dice_words;
use super::touched::Touched;

pub fn nation(lang: Lang, side: Side) -> String {
    tr!(lang, "picture-rivalry-nation", side = side.word())
}

pub fn leader(lang: Lang, side: Side) -> String {
    tr!(lang, "picture-rivalry-leader", side = side.word())
}

/// "alice (Republic)": the seat's name is the side's index.
pub fn player(lang: Lang, names: &[String], side: Side) -> String {
    tr!(
        lang,
        "picture-rivalry-player",
        name = name(names, side.index() as u8, lang),
        nation = nation(lang, side)
    )
}

pub fn city(site: crate::engines::rivalry::SiteId) -> String {
    map().site(site).name.clone()
}

/// A tile by its id, a city by its name.
pub fn target(t: Target) -> String {
    match t {
        Target::Tile(t) => map().tile(t).id.clone(),
        Target::City(s) => city(s),
    }
}

pub fn card(lang: Lang, card: Card) -> String {
    let (kind, n) = match card {
        Card::ForeignAid(n) => ("foreign-aid", n),
        Card::NewRecruits(n) => ("new-recruits", n),
        Card::InternalImprovement => ("internal-improvement", 0),
        Card::Mutiny(n) => ("mutiny", n),
        Card::Revolt => ("revolt", 0),
        Card::Sabotage => ("sabotage", 0),
        Card::Scandal(Side::Republic) => ("scandal-president", 0),
        Card::Scandal(Side::Kingdom) => ("scandal-prime-minister", 0),
    };
    tr!(lang, "picture-rivalry-card", card = kind, n = n)
}

pub fn round(lang: Lang, round: u16) -> String {
    tr!(
        lang,
        "picture-rivalry-round",
        round = round,
        limit = ROUND_LIMIT
    )
}

/// The side whose events these are: the first that acted.
fn actor(events: &[Event]) -> Option<Side> {
    events.iter().find_map(|e| match e {
        Event::TurnLost { side }
        | Event::Surrendered { side, .. }
        | Event::Rolled { side, .. }
        | Event::CardDrawn { side, .. }
        | Event::Raised { side, .. }
        | Event::CityBuilt { side, .. }
        | Event::NoSite { side }
        | Event::Mutinied { side, .. }
        | Event::Moved { side, .. }
        | Event::Assault { side, .. }
        | Event::Advanced { side, .. }
        | Event::TurnEnded { side } => Some(*side),
        _ => None,
    })
}

/// The highlighted events in words: a heading naming who, then one line per thing that
/// happened, in order (moves on one line, an assault's rolls on one).
pub fn events(lang: Lang, names: &[String], events: &[Event], preview: bool) -> Vec<String> {
    let Some(side) = actor(events) else {
        return Vec::new();
    };
    let touched = Touched::of(events);
    let mut lines = Vec::new();
    let who = player(lang, names, side);
    lines.push(if preview {
        tr!(lang, "picture-rivalry-preview-of", player = who)
    } else {
        tr!(lang, "picture-rivalry-last", player = who)
    });
    let mut moves_told = false;
    let mut assaults_told = Vec::new();
    let (mut raised, mut removed) = (0u32, 0u32);
    for (i, event) in events.iter().enumerate() {
        match event {
            // A turn within the events (a move that ended one, or a whole round shown):
            // its own heading, once the first side's is told.
            Event::TurnBegan { side: next, round } if i > 0 => lines.push(tr!(
                lang,
                "picture-rivalry-turn-of",
                player = player(lang, names, *next),
                round = *round
            )),
            Event::TurnLost { side } => lines.push(tr!(
                lang,
                "picture-rivalry-turn-lost",
                nation = nation(lang, *side)
            )),
            Event::Sabotaged { side } => lines.push(tr!(
                lang,
                "picture-rivalry-sabotaged",
                nation = nation(lang, *side)
            )),
            Event::Surrendered {
                side, target: t, ..
            } => lines.push(tr!(
                lang,
                "picture-rivalry-surrendered",
                nation = nation(lang, *side),
                target = target(*t)
            )),
            Event::Rolled { dice, .. } => lines.push(tr!(
                lang,
                "picture-rivalry-rolled",
                first = dice[0],
                second = dice[1],
                sum = dice[0] + dice[1]
            )),
            Event::Reshuffled => lines.push(tr!(lang, "picture-rivalry-reshuffled")),
            Event::CardDrawn { side, card: c } => lines.push(tr!(
                lang,
                "picture-rivalry-drew",
                nation = nation(lang, *side),
                card = card(lang, *c)
            )),
            Event::NotRaised { count, .. } => {
                lines.push(tr!(lang, "picture-rivalry-not-raised", count = *count))
            }
            Event::CityBuilt { side, site } => lines.push(tr!(
                lang,
                "picture-rivalry-built",
                nation = nation(lang, *side),
                city = city(*site)
            )),
            Event::NoSite { .. } => lines.push(tr!(lang, "picture-rivalry-no-site")),
            Event::TurnToLose { side, pending } => lines.push(tr!(
                lang,
                "picture-rivalry-turn-to-lose",
                nation = nation(lang, *side),
                pending = *pending
            )),
            Event::SabotagePending { side, pending } => lines.push(tr!(
                lang,
                "picture-rivalry-sabotage-pending",
                nation = nation(lang, *side),
                pending = *pending
            )),
            Event::Moved { .. } | Event::Advanced { .. } if !moves_told => {
                moves_told = true;
                let list: Vec<String> = touched
                    .arrows
                    .iter()
                    .filter(|a| matches!(a.from, Target::Tile(_)))
                    .map(|a| {
                        format!(
                            "{}→{} ({})",
                            target(a.from),
                            map().tile(a.to).id,
                            a.units.total()
                        )
                    })
                    .collect();
                lines.push(tr!(lang, "picture-rivalry-moves", list = list.join(", ")));
            }
            Event::Assault {
                side,
                from,
                target: t,
                ..
            } if !assaults_told.contains(&(*from, *t)) => {
                assaults_told.push((*from, *t));
                if let Some(a) = touched
                    .assaults
                    .iter()
                    .find(|a| a.from == *from && a.target == *t)
                {
                    lines.push(assault(lang, *side, a));
                }
            }
            Event::CityCaptured { side, site, .. } => lines.push(tr!(
                lang,
                "picture-rivalry-captured",
                nation = nation(lang, *side),
                city = city(*site)
            )),
            Event::EscapeRoll { side, die } => {
                let escaped = events.iter().find_map(|e| match e {
                    Event::Escaped { side: s, to } if s == side => Some(*to),
                    _ => None,
                });
                lines.push(match escaped {
                    Some(to) => tr!(
                        lang,
                        "picture-rivalry-escaped",
                        leader = leader(lang, *side),
                        city = city(to),
                        die = *die
                    ),
                    None => tr!(
                        lang,
                        "picture-rivalry-caught-die",
                        leader = leader(lang, *side),
                        die = *die
                    ),
                });
            }
            Event::LeaderCaught { side } => {
                let rolled = events
                    .iter()
                    .any(|e| matches!(e, Event::EscapeRoll { side: s, .. } if s == side));
                if !rolled {
                    lines.push(tr!(
                        lang,
                        "picture-rivalry-caught",
                        leader = leader(lang, *side)
                    ));
                }
            }
            Event::LeaderHome { side } => lines.push(tr!(
                lang,
                "picture-rivalry-home",
                leader = leader(lang, *side)
            )),
            Event::Raised { .. } => raised += 1,
            Event::Mutinied { .. } => removed += 1,
            _ => {}
        }
    }
    if raised > 0 {
        lines.push(tr!(lang, "picture-rivalry-raised", count = raised));
    }
    if removed > 0 {
        lines.push(tr!(lang, "picture-rivalry-mutinied", count = removed));
    }
    lines
}

fn assault(lang: Lang, side: Side, a: &super::touched::Assault) -> String {
    let pairs: Vec<String> = a
        .rolls
        .iter()
        .map(|(at, de)| {
            tr!(
                lang,
                "picture-rivalry-roll-pair",
                attack = format!("{}+{}", at[0], at[1]),
                defence = format!("{}+{}", de[0], de[1])
            )
        })
        .collect();
    let rolls = if pairs.is_empty() {
        dice_words(&a.rolls)
    } else {
        pairs.join(", ")
    };
    let head = tr!(
        lang,
        "picture-rivalry-assault",
        from = map().tile(a.from).id.clone(),
        target = target(a.target),
        rolls = rolls
    );
    if a.rolls.is_empty() {
        return head;
    }
    let losses = tr!(
        lang,
        "picture-rivalry-losses",
        attacker = nation(lang, side),
        attacker_lost = a.attacker_lost.total(),
        defender = nation(lang, side.other()),
        defender_lost = a.defender_lost.total()
    );
    format!("{head}; {losses}")
}

/// A move not played yet whose dice decide it: what it is, and that its dice come later.
pub fn planned(lang: Lang, names: &[String], side: Side, notation: &str) -> Vec<String> {
    vec![
        tr!(
            lang,
            "picture-rivalry-if-confirmed",
            player = player(lang, names, side),
            notation = notation
        ),
        tr!(lang, "picture-rivalry-dice-later"),
    ]
}

/// Whose turn it is and what they do now.
pub fn to_play(lang: Lang, names: &[String], view: &SeatView) -> String {
    let (step, left) = match view.phase {
        Phase::Surrender => ("surrender", 0),
        Phase::Move { left } => ("move", left),
        Phase::Reinforce { left } => ("reinforce", left),
        Phase::Build => ("build", 0),
        Phase::Mutiny { left } => ("mutiny", left),
        Phase::Battle => ("battle", 0),
        Phase::Advance { .. } => ("advance", 0),
        Phase::Recruit | Phase::Over => ("recruit", 0),
    };
    tr!(
        lang,
        "picture-rivalry-to-play",
        player = player(lang, names, view.turn),
        step = tr!(lang, "picture-rivalry-step", step = step, left = left)
    )
}

pub fn finished(lang: Lang, names: &[String], outcome: &Outcome) -> String {
    let ending = match outcome.ending {
        Ending::LeaderCaught => "leader-caught",
        Ending::InterimCapitalTaken => "interim-capital-taken",
        Ending::RoundLimit => "round-limit",
        Ending::Resigned => "resigned",
    };
    match outcome.winner {
        Some(side) => tr!(
            lang,
            "picture-rivalry-won",
            player = player(lang, names, side),
            ending = ending
        ),
        None => tr!(lang, "picture-rivalry-draw"),
    }
}

/// After round 40, what decided it, as the rules break the tie: a leader at home over one
/// in exile, then more cities, then more units on the board; else a draw. `None` for any
/// other ending.
pub fn round_limit_reason(lang: Lang, view: &SeatView) -> Option<String> {
    if view.outcome.map(|o| o.ending) != Some(Ending::RoundLimit) {
        return None;
    }
    let home = |s: Side| view.interim[s.index()].is_none();
    let cities = |s: Side| view.owner.iter().filter(|o| **o == Some(s)).count();
    let units = |s: Side| {
        view.units[s.index()]
            .iter()
            .map(|u| u32::from(u.armies) + u32::from(u.cavalry))
            .sum::<u32>()
    };
    let [r, k] = Side::BOTH;
    Some(if home(r) != home(k) {
        tr!(lang, "picture-rivalry-decided-leader")
    } else if cities(r) != cities(k) {
        tr!(
            lang,
            "picture-rivalry-decided-cities",
            republic = cities(r),
            kingdom = cities(k)
        )
    } else if units(r) != units(k) {
        tr!(
            lang,
            "picture-rivalry-decided-units",
            republic = units(r),
            kingdom = units(k)
        )
    } else {
        tr!(
            lang,
            "picture-rivalry-decided-nothing",
            cities = cities(r),
            units = units(r)
        )
    })
}

pub fn resigned(lang: Lang, names: &[String], side: Side, forfeit: bool) -> String {
    tr!(
        lang,
        "picture-rivalry-resigned",
        player = player(lang, names, side),
        forfeit = if forfeit { "yes" } else { "no" }
    )
}

/// The orange deck counted, and the card drawn last (the top discard) named as such.
pub fn deck(lang: Lang, view: &SeatView) -> String {
    let counted = tr!(
        lang,
        "picture-rivalry-deck",
        left = view.deck_left,
        discards = view.discards.len()
    );
    match view.discards.last() {
        Some(c) => {
            let last = tr!(lang, "picture-rivalry-last-card", card = card(lang, *c));
            format!("{counted} · {last}")
        }
        None => counted,
    }
}

/// A side's cities and units on the board, counted.
pub fn forces(lang: Lang, cities: usize, units: Units) -> String {
    tr!(
        lang,
        "picture-rivalry-forces",
        cities = cities,
        armies = units.armies,
        cavalry = units.cavalry
    )
}

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
