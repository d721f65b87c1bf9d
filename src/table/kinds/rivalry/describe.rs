//! Rivalry's public account of a move: every event, every die, in the language asked for
//! (`assets/locales/<lang>/moves-rivalry.ftl`).

use crate::engines::rivalry::notation::{format_site, format_target, format_tile};
use crate::engines::rivalry::{
    map, Card, Ending, Event, Outcome, Setup, Side, SiteId, Target, TileId, Units,
};
use crate::i18n::Lang;
use crate::table::kinds::two_players::sentences;
use crate::table::kinds::Names;
use crate::tr;

use super::seat_of;

/// "the Republic", "la République".
pub fn side_name(side: Side, lang: Lang) -> String {
    match side {
        Side::Republic => tr!(lang, "rivalry-side-republic"),
        Side::Kingdom => tr!(lang, "rivalry-side-kingdom"),
    }
}

/// "the President", "the King".
pub fn leader(side: Side, lang: Lang) -> String {
    match side {
        Side::Republic => tr!(lang, "rivalry-leader-republic"),
        Side::Kingdom => tr!(lang, "rivalry-leader-kingdom"),
    }
}

/// "2 armies and 1 cavalry".
pub fn units(u: Units, lang: Lang) -> String {
    tr!(
        lang,
        "rivalry-units",
        armies = u.armies,
        cavalry = u.cavalry
    )
}

/// "an army", "a cavalry".
pub fn unit(cavalry: bool, lang: Lang) -> String {
    if cavalry {
        tr!(lang, "rivalry-unit-cavalry")
    } else {
        tr!(lang, "rivalry-unit-army")
    }
}

/// "Westwatch (@K9)".
pub fn city(site: SiteId, lang: Lang) -> String {
    tr!(
        lang,
        "rivalry-city",
        name = map().site(site).name.clone(),
        site = format_site(site)
    )
}

/// A tile (`E8`) or a city with its name.
pub fn target(t: Target, lang: Lang) -> String {
    match t {
        Target::Tile(_) => format_target(t),
        Target::City(site) => city(site, lang),
    }
}

pub fn card(c: Card, lang: Lang) -> String {
    match c {
        Card::ForeignAid(n) => tr!(lang, "rivalry-card-foreign-aid", n = n),
        Card::NewRecruits(n) => tr!(lang, "rivalry-card-new-recruits", n = n),
        Card::InternalImprovement => tr!(lang, "rivalry-card-internal-improvement"),
        Card::Mutiny(n) => tr!(lang, "rivalry-card-mutiny", n = n),
        Card::Revolt => tr!(lang, "rivalry-card-revolt"),
        Card::Sabotage => tr!(lang, "rivalry-card-sabotage"),
        Card::Scandal(Side::Republic) => tr!(lang, "rivalry-card-scandal-republic"),
        Card::Scandal(Side::Kingdom) => tr!(lang, "rivalry-card-scandal-kingdom"),
    }
}

/// Units by tile: "E3 2a, E4 1a1c".
pub fn units_by_tile(list: &[(TileId, Units)]) -> String {
    let said: Vec<String> = list
        .iter()
        .map(|(t, u)| {
            format!(
                "{} {}",
                format_tile(*t),
                crate::engines::rivalry::notation::format_units(*u)
            )
        })
        .collect();
    said.join(", ")
}

fn cities(setup: &Setup, lang: Lang) -> String {
    let said: Vec<String> = setup.cities.iter().map(|s| city(*s, lang)).collect();
    said.join(", ")
}

/// One side's revealed set-up.
fn setup_of(side: Side, setup: &Setup, names: &Names, lang: Lang) -> String {
    tr!(
        lang,
        "rivalry-setup-of",
        player = names.of(seat_of(side)),
        side = side_name(side, lang),
        cities = cities(setup, lang),
        capital = city(setup.capital, lang),
        units = units_by_tile(&setup.units),
        extra = format_tile(setup.extra)
    )
}

/// One's own set-up before sending it: for the sender's eyes only.
pub fn setup_preview(setup: &Setup, lang: Lang) -> String {
    tr!(
        lang,
        "rivalry-setup-preview",
        cities = cities(setup, lang),
        capital = city(setup.capital, lang),
        units = units_by_tile(&setup.units),
        extra = format_tile(setup.extra)
    ) + "."
}

/// The public result: who won and how.
pub fn result(outcome: &Outcome, names: &Names, lang: Lang) -> String {
    let Some(winner) = outcome.winner else {
        return tr!(lang, "rivalry-draw-round-limit");
    };
    let (player, side) = (names.of(seat_of(winner)), side_name(winner, lang));
    match outcome.ending {
        Ending::LeaderCaught => tr!(
            lang,
            "rivalry-won-leader-caught",
            player = player,
            side = side
        ),
        Ending::InterimCapitalTaken => {
            tr!(
                lang,
                "rivalry-won-interim-taken",
                player = player,
                side = side
            )
        }
        Ending::RoundLimit => tr!(
            lang,
            "rivalry-won-round-limit",
            player = player,
            side = side
        ),
        Ending::Resigned => tr!(lang, "rivalry-won-resigned", player = player, side = side),
    }
}

fn loss(lost: Option<(TileId, bool)>, side: Side, lang: Lang) -> Option<String> {
    lost.map(|(tile, cavalry)| {
        tr!(
            lang,
            "rivalry-loss",
            side = side_name(side, lang),
            unit = unit(cavalry, lang),
            tile = format_tile(tile)
        )
    })
}

fn dice(d: [u8; 2]) -> String {
    format!("{}+{}", d[0], d[1])
}

/// One event in words (no capital, no full stop).
pub fn event(e: &Event, names: &Names, lang: Lang) -> String {
    let s = |side: Side| side_name(side, lang);
    match e {
        Event::SetUp { setups } => {
            let [r, k] = &**setups;
            format!(
                "{}: {}. {}",
                tr!(lang, "rivalry-setup-revealed"),
                setup_of(Side::Republic, r, names, lang),
                crate::words::capitalised(&setup_of(Side::Kingdom, k, names, lang))
            )
        }
        Event::TurnBegan { side, round } => tr!(
            lang,
            "rivalry-turn-began",
            round = *round,
            player = names.of(seat_of(*side)),
            side = s(*side)
        ),
        Event::TurnLost { side } => tr!(lang, "rivalry-turn-lost", side = s(*side)),
        Event::Sabotaged { side } => tr!(lang, "rivalry-sabotaged", side = s(*side)),
        Event::Surrendered {
            side,
            target: t,
            to,
        } => tr!(
            lang,
            "rivalry-surrendered",
            side = s(*side),
            target = target(*t, lang),
            to = units_by_tile(to)
        ),
        Event::Rolled { side, dice } => tr!(
            lang,
            "rivalry-rolled",
            side = s(*side),
            first = dice[0],
            second = dice[1]
        ),
        Event::Reshuffled => tr!(lang, "rivalry-reshuffled"),
        Event::CardDrawn { side, card: c } => {
            tr!(
                lang,
                "rivalry-card-drawn",
                side = s(*side),
                card = card(*c, lang)
            )
        }
        Event::Raised {
            side,
            tile,
            cavalry,
        } => tr!(
            lang,
            "rivalry-raised",
            side = s(*side),
            unit = unit(*cavalry, lang),
            tile = format_tile(*tile)
        ),
        Event::NotRaised { side, count } => {
            tr!(lang, "rivalry-not-raised", side = s(*side), count = *count)
        }
        Event::CityBuilt { side, site } => tr!(
            lang,
            "rivalry-city-built",
            side = s(*side),
            city = city(*site, lang)
        ),
        Event::NoSite { side } => tr!(lang, "rivalry-no-site", side = s(*side)),
        Event::Mutinied {
            side,
            tile,
            cavalry,
        } => tr!(
            lang,
            "rivalry-mutinied",
            side = s(*side),
            unit = unit(*cavalry, lang),
            tile = format_tile(*tile)
        ),
        Event::TurnToLose { side, pending } => {
            tr!(
                lang,
                "rivalry-turn-to-lose",
                side = s(*side),
                pending = *pending
            )
        }
        Event::SabotagePending { side, pending } => tr!(
            lang,
            "rivalry-sabotage-pending",
            side = s(*side),
            pending = *pending
        ),
        Event::Moved {
            side,
            from,
            to,
            units: u,
        } => tr!(
            lang,
            "rivalry-moved",
            side = s(*side),
            units = units(*u, lang),
            from = format_tile(*from),
            to = format_tile(*to)
        ),
        Event::Assault {
            side,
            from,
            target: t,
            attack,
            defence,
            attacker_lost,
            defender_lost,
        } => {
            let losses: Vec<String> = [
                loss(*attacker_lost, *side, lang),
                loss(*defender_lost, side.other(), lang),
            ]
            .into_iter()
            .flatten()
            .collect();
            let losses = if losses.is_empty() {
                tr!(lang, "rivalry-no-loss")
            } else {
                losses.join(", ")
            };
            tr!(
                lang,
                "rivalry-assault",
                side = s(*side),
                target = target(*t, lang),
                from = format_tile(*from),
                attack = dice(*attack),
                defence = dice(*defence),
                losses = losses
            )
        }
        Event::Advanced {
            side,
            from,
            onto,
            units: u,
        } => tr!(
            lang,
            "rivalry-advanced",
            side = s(*side),
            units = units(*u, lang),
            from = format_tile(*from),
            onto = format_tile(*onto)
        ),
        Event::CityCaptured { side, site, from } => tr!(
            lang,
            "rivalry-city-captured",
            side = s(*side),
            city = city(*site, lang),
            from = s(*from)
        ),
        Event::EscapeRoll { side, die } => {
            tr!(
                lang,
                "rivalry-escape-roll",
                leader = leader(*side, lang),
                die = *die
            )
        }
        Event::Escaped { side, to } => tr!(
            lang,
            "rivalry-escaped",
            leader = leader(*side, lang),
            city = city(*to, lang)
        ),
        Event::LeaderHome { side } => {
            tr!(lang, "rivalry-leader-home", leader = leader(*side, lang))
        }
        Event::LeaderCaught { side } => {
            tr!(lang, "rivalry-leader-caught", leader = leader(*side, lang))
        }
        Event::TurnEnded { side } => tr!(lang, "rivalry-turn-ended", side = s(*side)),
        Event::Over { outcome } => result(outcome, names, lang),
    }
}

/// A move's events, one sentence each.
pub fn describe(events: &[Event], names: &Names, lang: Lang) -> String {
    sentences(events, |e| event(e, names, lang))
}
