//! Set-ups typed as one line with `/rivalry play move:` (longer than the 100 characters
//! the command once allowed), then the Republic's first turn through the step panel: an
//! assault fought out in one action, the advance onto the emptied tile, the recruits;
//! each public with its dice, and the log with every die.

use manawell::engines::rivalry::notation::format_setup;
use manawell::engines::rivalry::{map, validate_setup, Setup, Side, Units};
use serde_json::{json, Value};

use crate::fake_discord::FakeDiscord;
use crate::game::Players;
use crate::{ephemeral_text, message_answer, WAIT};

use super::*;

/// The longest set-up line a player may type: 25 units alone on 25 tiles of the Kingdom
/// (whose rows run to 13), the tiles with the longest names first.
fn longest_setup_line() -> String {
    let m = map();
    let side = Side::Kingdom;
    let cities: Vec<_> = m.sites_of(side).take(4).collect();
    let mut tiles: Vec<_> = cities.iter().flat_map(|s| m.site(*s).tiles).collect();
    let mut others: Vec<_> = m
        .tile_ids()
        .filter(|t| m.is_home_land(*t, side) && !tiles.contains(t))
        .collect();
    others.sort_by_key(|t| std::cmp::Reverse(m.tile(*t).id.len()));
    tiles.extend(others.into_iter().take(25 - tiles.len()));
    let setup = Setup {
        capital: cities[0],
        extra: tiles[0],
        cities,
        units: tiles.iter().map(|t| (*t, Units::new(1, 0))).collect(),
    };
    validate_setup(side, &setup).expect("a sound set-up");
    format!("kingdom {}", format_setup(&setup))
}

/// The `max_length` of `/rivalry play`'s `move`, as the bot registered it.
fn move_cap(fake: &FakeDiscord) -> u64 {
    let registered = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .and_then(|r| r.json)
        .expect("the commands registered");
    let find = |list: &Value, name: &str| {
        list.as_array()
            .and_then(|l| l.iter().find(|c| c["name"] == name).cloned())
            .unwrap_or_else(|| panic!("no {name} in {list}"))
    };
    let play = find(&find(&registered, "rivalry")["options"], "play");
    find(&play["options"], "move")["max_length"]
        .as_u64()
        .expect("a cap")
}

/// Each assault told in `text`, with its dice: "assaults B8 from B7: attack 4+3, defence
/// 2+5".
fn dice(text: &str) -> Vec<String> {
    text.split("The Republic ")
        .filter(|s| s.starts_with("assaults ") && s.contains(", defence "))
        .map(|s| s.split(';').next().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typed_set_ups_then_an_assault_fought_out_the_advance_and_the_recruits() {
    let real = start("rivalry-steps").await;
    let fake = &real.fake;
    let mut players = Players::new(fake);
    let (thread, [republic, kingdom]) = between_two(&real, &mut players).await;
    let place = Place::Guild { channel: thread };

    let longest = longest_setup_line();
    assert!(longest.len() > 200, "{longest}");
    let cap = move_cap(fake) as usize;
    assert!(
        cap >= longest.len() && KINGDOM_AT_THE_BORDER.len() > 100,
        "a set-up of {} characters is typed in a field of {cap}",
        longest.len()
    );

    // The Kingdom's line typed first: sealed, and nothing of it public.
    let answer = typed(fake, &kingdom, place, KINGDOM_AT_THE_BORDER).await;
    assert!(
        answer.contains("has sent their set-up; waiting for"),
        "{answer}"
    );
    let public = fake.public_texts().join("\n");
    assert!(!public.contains("B8"), "{public}");
    // A line with a mistake is refused with the reason, and changes nothing.
    let wrong = REPUBLIC_AT_THE_BORDER.replace("B7:10a2c", "B7:10a");
    let refused = typed(fake, &republic, place, &wrong).await;
    assert!(refused.contains("25"), "{refused}");
    let answer = typed(fake, &republic, place, REPUBLIC_AT_THE_BORDER).await;
    assert!(answer.starts_with("Played."), "{answer}");
    let reveal = fake
        .wait(WAIT, "the reveal", |f| {
            f.public_texts()
                .into_iter()
                .find(|t| t.contains("Both set-ups are revealed"))
        })
        .await;
    assert!(
        reveal.contains("B7") && reveal.contains("B8"),
        "both set-ups as typed: {reveal}"
    );
    // A move that loses the game is never one line away: typed, it is not played, and
    // the answer says what is at stake.
    let kept = typed(fake, &republic, place, "resign").await;
    assert!(
        kept.starts_with("This move resigns: your side capitulates and loses the game. Not played"),
        "{kept}"
    );
    assert!(
        !fake.public_texts().join("\n").contains("capitulated"),
        "the game goes on"
    );

    // The Republic's turn, step by step: the moves ended, B8 assaulted from B7 and
    // fought out, the advance onto it, then recruits until the turn ends.
    let mut seen = 0;
    let (mut fought, mut advanced, mut recruits, mut ended) = (None, None, 0, false);
    let mut steps = Vec::new();
    for _ in 0..30 {
        let post = next_post(&real, thread, seen).await;
        seen = version_of(&post);
        assert!(
            text_of(&post).contains(&format!("<@{}>, your turn", republic.id)),
            "still the Republic's turn: {post}"
        );
        let prefer: &[&str] = match (&fought, &advanced) {
            (None, _) => &["end the moves", "assault", "B7", "B8", "fight it out"],
            (Some(_), None) => &["advance", "1 army"],
            (Some(_), Some(_)) => &["end the battles", "recruit"],
        };
        let played = take_turn(&mut players, &republic, place, &post, prefer).await;
        let post = next_post(&real, thread, seen).await;
        let words = text_of(&post);
        steps.push(played.clone());
        if played.contains("**B7xB8!**") {
            fought = Some(words.clone());
        } else if played.contains("**>B8:1a**") {
            advanced = Some(words.clone());
        } else if played.contains("**@R") && played.contains('+') {
            recruits += 1;
        }
        if words.contains("The Republic ends its turn.") {
            ended = true;
            break;
        }
    }
    let fought = fought.expect("B8 fought out");
    // Fought out as one action: every assault of it told with its dice, until B8 is empty.
    let rounds = dice(&fought);
    assert!(
        rounds.len() >= 2,
        "two armies, two assaults at least: {fought}"
    );
    assert_eq!(
        fought.matches("assaults B8 from B7: attack ").count(),
        rounds.len(),
        "{fought}"
    );
    assert!(fought.contains("loses an army on B8"), "{fought}");
    let advanced = advanced.unwrap_or_else(|| panic!("no advance after {fought}: {steps:?}"));
    assert!(
        advanced.contains("advances 1 army from B7 onto B8"),
        "{advanced}"
    );
    assert!(
        recruits >= 1 && ended,
        "{recruits} recruits, the turn ended: {ended}"
    );
    // The Kingdom's turn next, unless a card the Republic drew made the Kingdom lose it
    // (the game's seed decides): then the Republic plays again.
    let after = text_of(&next_post(&real, thread, seen).await);
    let kingdom_plays = after.contains(&format!("<@{}>, your turn", kingdom.id));
    let kingdom_lost_it = after.contains("The Kingdom loses this turn.")
        && after.contains(&format!("<@{}>, your turn", republic.id));
    assert!(kingdom_plays || kingdom_lost_it, "{after}");

    // The log: the roll's dice and every die of the fight.
    let log = command(fake, &kingdom, place, "log", json!([]));
    let (_, message) = message_answer(fake, &log, false).await;
    // A long fight fills more than one message: the whole log is then attached.
    let latest = ephemeral_text(&message);
    let log = whole_log(fake, &log).unwrap_or(latest);
    assert!(log.contains("The Republic rolls "), "{log}");
    let logged: Vec<String> = dice(&log)
        .into_iter()
        .filter(|d| d.starts_with("assaults B8 from B7"))
        .collect();
    assert_eq!(logged, rounds, "{log}");
    real.finish().await;
}
