//! A move's events in plain words, for the channel and the log. Tokens are named once they
//! are face up in the arena; a bag's order never is. The words are in
//! `assets/locales/<lang>/moves-magistrar.ftl`.

use super::seat_of;
use crate::engines::magistrar::{Event, Game, GameResult, Mage, Outcome, Strength, Token};
use crate::i18n::Lang;
use crate::table::kinds::{two_players, Names};
use crate::tr;
use crate::words::capitalised;

/// "white", "blanc", "Weiß".
pub fn mage_name(mage: Mage, lang: Lang) -> String {
    match mage {
        Mage::White => tr!(lang, "magistrar-mage-white"),
        Mage::Black => tr!(lang, "magistrar-mage-black"),
    }
}

/// "Mira (white)".
pub fn mage_label(mage: Mage, names: &Names, lang: Lang) -> String {
    format!("{} ({})", names.of(seat_of(mage)), mage_name(mage, lang))
}

fn who(mage: Mage, names: &Names) -> &str {
    names.of(seat_of(mage))
}

pub fn strength_name(strength: Strength, lang: Lang) -> String {
    match strength {
        Strength::Strong => tr!(lang, "magistrar-strength-strong"),
        Strength::Medium => tr!(lang, "magistrar-strength-medium"),
        Strength::Weak => tr!(lang, "magistrar-strength-weak"),
    }
}

/// A token won: "light energy".
fn energy_name(token: Token, lang: Lang) -> String {
    match token {
        Token::Light => tr!(lang, "magistrar-energy-light"),
        Token::Dark => tr!(lang, "magistrar-energy-dark"),
        Token::Super => tr!(lang, "magistrar-energy-super"),
        Token::Golden => tr!(lang, "magistrar-energy-golden"),
    }
}

/// A place on the energy track in words: "0", "dark 5", "light 3".
pub fn track_words(at: i8, lang: Lang) -> String {
    match at {
        0 => "0".to_string(),
        n if n > 0 => tr!(lang, "magistrar-track-dark", n = n),
        n => tr!(lang, "magistrar-track-light", n = n.unsigned_abs()),
    }
}

/// "strong, medium, –, weak, medium, weak".
fn pawns_words(pawns: &[Option<Strength>], lang: Lang) -> String {
    let words: Vec<String> = pawns
        .iter()
        .map(|p| p.map_or_else(|| "–".to_string(), |s| strength_name(s, lang)))
        .collect();
    words.join(", ")
}

fn tokens_words(tokens: &[Token], lang: Lang) -> String {
    let words: Vec<String> = tokens.iter().map(|t| short_token(*t, lang)).collect();
    words.join(", ")
}

/// "light", "dark", "super", "golden".
pub fn short_token(token: Token, lang: Lang) -> String {
    match token {
        Token::Light => tr!(lang, "magistrar-token-light"),
        Token::Dark => tr!(lang, "magistrar-token-dark"),
        Token::Super => tr!(lang, "magistrar-token-super"),
        Token::Golden => tr!(lang, "magistrar-token-golden"),
    }
}

/// One event as a sentence (without its full stop).
fn sentence(event: &Event, names: &Names, lang: Lang) -> String {
    match event {
        Event::Placed { mage, pawns } => tr!(
            lang,
            "magistrar-placed",
            player = who(*mage, names),
            pawns = pawns_words(pawns, lang)
        ),
        Event::PawnPlaced {
            mage,
            encounter,
            strength,
        } => tr!(
            lang,
            "magistrar-pawn-placed",
            player = who(*mage, names),
            strength = strength_name(*strength, lang),
            rock = *encounter
        ),
        Event::EncounterWon {
            encounter,
            mage,
            token,
        } => tr!(
            lang,
            "magistrar-encounter-won",
            rock = *encounter,
            player = who(*mage, names),
            token = energy_name(*token, lang)
        ),
        Event::EncounterIdentical { encounter } => {
            tr!(lang, "magistrar-identical", rock = *encounter)
        }
        Event::SupersTied { encounter } => tr!(lang, "magistrar-supers-tied", rock = *encounter),
        Event::SteerAsked {
            mage,
            encounter,
            steps,
        } => tr!(
            lang,
            "magistrar-steer-asked",
            player = who(*mage, names),
            rock = *encounter,
            steps = *steps
        ),
        Event::TrackMoved { mage, from, to, .. } if from == to => tr!(
            lang,
            "magistrar-track-stays",
            player = who(*mage, names),
            at = track_words(*to, lang)
        ),
        Event::TrackMoved { mage, from, to, .. } => tr!(
            lang,
            "magistrar-track-moved",
            player = who(*mage, names),
            from = track_words(*from, lang),
            to = track_words(*to, lang)
        ),
        Event::DuelEnded {
            duel,
            encounters,
            winner,
        } => {
            let score = format!(
                "{} {}, {} {}",
                who(Mage::White, names),
                encounters[0],
                who(Mage::Black, names),
                encounters[1]
            );
            match winner {
                Some(m) => tr!(
                    lang,
                    "magistrar-duel-won",
                    duel = *duel,
                    score = score,
                    player = who(*m, names)
                ),
                None => tr!(lang, "magistrar-duel-tied", duel = *duel, score = score),
            }
        }
        Event::DuelBegan {
            duel,
            starting,
            tokens,
        } => tr!(
            lang,
            "magistrar-duel-began",
            duel = *duel,
            player = who(*starting, names),
            white = who(Mage::White, names),
            white_tokens = tokens_words(&tokens[0], lang),
            black = who(Mage::Black, names),
            black_tokens = tokens_words(&tokens[1], lang)
        ),
        Event::GameEnded { game, result } => tr!(
            lang,
            "magistrar-game-ended",
            game = *game,
            result = game_words(result, names, lang)
        ),
        Event::GoldenAdded { mage } => {
            tr!(lang, "magistrar-golden-added", player = who(*mage, names))
        }
        Event::GameBegan { game, starting } => tr!(
            lang,
            "magistrar-game-began",
            game = *game,
            player = who(*starting, names)
        ),
        Event::Over { outcome } => verdict(outcome, names, lang),
    }
}

/// The account of one move.
pub fn describe(events: &[Event], names: &Names, lang: Lang) -> String {
    // One game, not a Grand Mage match: its end is not numbered ("game 1 ends").
    let single = events.iter().any(|e| {
        matches!(e, Event::Over { outcome } if u32::from(outcome.wins[0]) + u32::from(outcome.wins[1]) <= 1)
    });
    two_players::sentences(events, |e| match e {
        Event::GameEnded { result, .. } if single => tr!(
            lang,
            "magistrar-the-game-ended",
            result = game_words(result, names, lang)
        ),
        _ => sentence(e, names, lang),
    })
}

/// The account of a move not played yet: up to the end of the duel it closes. What the
/// bags hold next is drawn only when the move is played.
pub fn foretell(events: &[Event], names: &Names, lang: Lang) -> String {
    let known = events
        .iter()
        .take_while(|e| !matches!(e, Event::DuelBegan { .. } | Event::GameBegan { .. }));
    let mut text = two_players::sentences(known, |e| sentence(e, names, lang));
    if events.iter().any(|e| matches!(e, Event::DuelBegan { .. })) {
        text.push(' ');
        text.push_str(&tr!(lang, "magistrar-foretell-draw"));
    }
    text
}

/// "Mira 23 Honoris (dark 9, 2 duel markers), Tom 17 Honoris (light 5, 1 duel marker):
/// Mira wins".
pub fn game_words(result: &GameResult, names: &Names, lang: Lang) -> String {
    let side = |mage: Mage| {
        let i = mage.index();
        tr!(
            lang,
            "magistrar-side-result",
            player = who(mage, names),
            honoris = result.honoris[i],
            level = result.levels[i],
            markers = result.markers[i]
        )
    };
    let verdict = match result.winner {
        Some(m) if result.honoris[0] == result.honoris[1] => {
            tr!(lang, "magistrar-wins-on-markers", player = who(m, names))
        }
        Some(m) => tr!(lang, "magistrar-wins", player = who(m, names)),
        None => tr!(lang, "magistrar-draw"),
    };
    tr!(
        lang,
        "magistrar-game-words",
        white = side(Mage::White),
        black = side(Mage::Black),
        verdict = verdict
    )
}

fn verdict(outcome: &Outcome, names: &Names, lang: Lang) -> String {
    let total = outcome.wins[0] as u32 + outcome.wins[1] as u32;
    let high = outcome.wins[0].max(outcome.wins[1]);
    let low = outcome.wins[0].min(outcome.wins[1]);
    match (outcome.winner, total > 1) {
        (Some(m), true) => tr!(
            lang,
            "magistrar-over-won-match",
            player = who(m, names),
            high = high,
            low = low
        ),
        (Some(m), false) => tr!(lang, "magistrar-over-won", player = who(m, names)),
        (None, true) => tr!(lang, "magistrar-over-draw-match", high = high, low = low),
        (None, false) => tr!(lang, "magistrar-over-draw"),
    }
}

/// The public result once the game (or the Grand Mage match) is over.
pub fn result(game: &Game, outcome: &Outcome, names: &Names, lang: Lang) -> String {
    let last = format!(
        "{}.",
        capitalised(&game_words(&outcome.last_game, names, lang))
    );
    if game.options.grand_mage {
        let high = outcome.wins[0].max(outcome.wins[1]);
        let low = outcome.wins[0].min(outcome.wins[1]);
        match outcome.winner {
            Some(m) => tr!(
                lang,
                "magistrar-match-won",
                player = who(m, names),
                high = high,
                low = low,
                last = last
            ),
            None => tr!(
                lang,
                "magistrar-match-drawn",
                high = high,
                low = low,
                last = last
            ),
        }
    } else {
        last
    }
}

#[cfg(test)]
#[path = "describe_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "describe_result_tests.rs"]
mod result_tests;
