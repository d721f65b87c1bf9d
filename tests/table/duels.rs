//! Magistrar and Aetherium at a table, through the same service as Rivality: played to
//! their end by two players and against the AI, rated when over, a damaged row refused
//! naming the game and nothing hidden, a move from an earlier version refused, and the
//! public words and boards blind to the only secrets (the bags' and the pouch's order).

use std::sync::Arc;

use manawell::ai::{Budget, Level};
use manawell::engines::{aetherium, magistrar};
use manawell::i18n::Lang;
use manawell::table::kinds::aetherium::Aetherium;
use manawell::table::kinds::magistrar::Magistrar;
use manawell::table::kinds::{Names, Rules};
use manawell::table::{
    AiBot, GameOptions, Place, ShowStatus, TableError, TableId, TableService, TableSpec,
};

use super::support::{next_move, play, user, Db};

fn magistrar(grand_mage: bool) -> GameOptions {
    GameOptions::Magistrar(magistrar::Options {
        grand_mage,
        ..Default::default()
    })
}

fn aetherium() -> GameOptions {
    GameOptions::Aetherium(aetherium::Options::default())
}

/// A table of two players (Mira first, then Tom), started.
async fn two_players(svc: &TableService, options: GameOptions, seed: u64) -> TableId {
    let mut spec = TableSpec::new(options, Place::channel("test", "g", "c"), user(0));
    spec.seed = Some(seed);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    id
}

/// Mira against the AI: she plays the `salt`-th moves, the bot answers.
async fn against_the_ai(options: GameOptions, name: &str, seed: u64) {
    let db = Db::new(name);
    let bot = AiBot {
        level: Level::Easy,
        budget: Budget::iterations(8),
    };
    let svc = db.service().await.with_bot(Arc::new(bot));
    let mut spec = TableSpec::new(options, Place::local(), user(0));
    spec.seed = Some(seed);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.add_bot(id, &user(0).id, "Bot").await.unwrap();
    // The bot may be first: it plays when the table is read for its turn.
    svc.play_ai_turns(id).await.unwrap();
    let mut accounts = Vec::new();
    for i in 0..400 {
        let Some((who, mv)) = next_move(&svc, id, i * 13 + 5).await else {
            break;
        };
        assert_eq!(
            who,
            user(0).id,
            "the bot answers at once: Mira is always to act"
        );
        let show = svc.submit(id, &who, &mv).await.unwrap();
        accounts.extend(show.public);
    }
    let now = svc.current(id, None).await.unwrap();
    assert_eq!(now.status, ShowStatus::Finished, "the game ends");
    assert!(
        accounts.iter().any(|a| a.starts_with("Bot ")),
        "the bot's moves are told: {accounts:?}"
    );
    assert!(svc.verify_replay(id).await.unwrap());
    // Games against the AI are not rated.
    assert!(svc.profile(&user(0).id).await.unwrap().standings.is_empty());
}

/// Plays a table of two players to its end and checks the ratings it moved.
async fn to_the_end_and_rated(svc: &TableService, id: TableId, pool: &str) -> Vec<String> {
    let played = play(svc, id, 600, 11).await;
    assert!(played < 600, "the game ends");
    let now = svc.current(id, None).await.unwrap();
    assert_eq!(now.status, ShowStatus::Finished);
    let (_, game) = svc.game(id).await.unwrap();
    let places = game.places().expect("a finished duel has places");
    assert!(!svc.rate_finished(id).await.unwrap(), "rated when it ended");
    let mira = &svc.profile(&user(0).id).await.unwrap().standings[0];
    let tom = &svc.profile(&user(1).id).await.unwrap().standings[0];
    assert_eq!((mira.pool.as_str(), mira.games, tom.games), (pool, 1, 1));
    match places[0].cmp(&places[1]) {
        std::cmp::Ordering::Less => assert!(mira.rating > 1500 && tom.rating < 1500),
        std::cmp::Ordering::Greater => assert!(mira.rating < 1500 && tom.rating > 1500),
        std::cmp::Ordering::Equal => assert_eq!((mira.draws, tom.draws), (1, 1)),
    }
    assert!(svc.verify_replay(id).await.unwrap());
    svc.log(id)
        .await
        .unwrap()
        .into_iter()
        .map(|l| l.text)
        .collect()
}

#[tokio::test]
async fn a_magistrar_game_is_played_to_its_end_and_rated() {
    let db = Db::new("magistrar-end");
    let svc = db.service().await;
    let id = two_players(&svc, magistrar(false), 5).await;
    let info = svc.table_info(id).await.unwrap();
    assert_eq!(info.options.title(manawell::i18n::Lang::En), "Magistrar");
    let log = to_the_end_and_rated(&svc, id, "magistrar-2p").await;
    let all = log.join("\n");
    assert!(all.contains("placed their pawns on rocks 1–6"), "{all}");
    assert!(all.contains("Duel 5 ends"), "{all}");
    assert!(all.contains("Honoris"), "{all}");
}

#[tokio::test]
async fn an_aetherium_game_is_played_to_its_end_and_rated() {
    let db = Db::new("aetherium-end");
    let svc = db.service().await;
    let id = two_players(&svc, aetherium(), 8).await;
    let log = to_the_end_and_rated(&svc, id, "aetherium-2p").await;
    let all = log.join("\n");
    assert!(all.contains("put their"), "{all}");
    assert!(all.contains("The game is over:"), "{all}");
}

#[tokio::test]
async fn a_grand_mage_match_is_played_against_the_ai() {
    against_the_ai(magistrar(true), "magistrar-ai", 3).await;
}

#[tokio::test]
async fn an_aetherium_game_is_played_against_the_ai() {
    against_the_ai(aetherium(), "aetherium-ai", 4).await;
}

#[tokio::test]
async fn a_move_from_an_earlier_version_is_refused() {
    let db = Db::new("duels-stale");
    let svc = db.service().await;
    for (options, seed) in [(magistrar(false), 1), (aetherium(), 2)] {
        let id = two_players(&svc, options, seed).await;
        let (who, mv) = next_move(&svc, id, 0).await.unwrap();
        let seen = svc.current(id, None).await.unwrap().version;
        svc.submit_at(id, &who, &mv, Some(seen)).await.unwrap();
        let (who, mv) = next_move(&svc, id, 0).await.unwrap();
        assert_eq!(
            svc.submit_at(id, &who, &mv, Some(seen)).await.unwrap_err(),
            TableError::MovedOn(id)
        );
        assert_eq!(svc.current(id, None).await.unwrap().version, seen + 1);
    }
}

/// Rewrites table `id`'s stored state with `damage` (on either database).
async fn damage(svc: &TableService, id: TableId, damage: impl Fn(&mut serde_json::Value)) {
    let (_, game) = svc.game(id).await.unwrap();
    let mut value: serde_json::Value = serde_json::from_str(&game.encode().unwrap()).unwrap();
    damage(&mut value);
    let sql = format!(
        "UPDATE tables SET state = '{}' WHERE id = {}",
        value.to_string().replace('\'', "''"),
        id.0
    );
    assert_eq!(svc.store().execute_sql(&sql).await.unwrap(), 1);
}

fn corrupt(err: &TableError, id: TableId) -> String {
    match err {
        TableError::Corrupt { table, what } => {
            assert_eq!(*table, id);
            what.clone()
        }
        e => panic!("{e:?}"),
    }
}

#[tokio::test]
async fn a_damaged_state_is_refused_naming_the_game_and_nothing_hidden() {
    let db = Db::new("duels-damaged");
    let svc = db.service().await;
    let bag = two_players(&svc, magistrar(false), 1).await;
    let track = two_players(&svc, magistrar(false), 2).await;
    let pouch = two_players(&svc, aetherium(), 3).await;
    let stone = two_players(&svc, aetherium(), 4).await;
    let good = two_players(&svc, aetherium(), 5).await;
    // A super energy too many in white's bag; its order stays out of the message.
    let (_, game) = svc.game(bag).await.unwrap();
    let hidden = serde_json::to_string(
        &game
            .as_any()
            .downcast_ref::<magistrar::Game>()
            .unwrap()
            .bags[0],
    )
    .unwrap();
    damage(&svc, bag, |s| {
        s["bags"][0].as_array_mut().unwrap().push("super".into())
    })
    .await;
    damage(&svc, track, |s| s["track"][1] = 16.into()).await;
    let (_, game) = svc.game(pouch).await.unwrap();
    let hidden_pouch = serde_json::to_string(
        &game
            .as_any()
            .downcast_ref::<aetherium::Game>()
            .unwrap()
            .pouch,
    )
    .unwrap();
    damage(&svc, pouch, |s| {
        s["pouch"].as_array_mut().unwrap().push("aether".into())
    })
    .await;
    damage(&svc, stone, |s| s["stones"][2][1] = 9.into()).await;
    for (id, game, said, secret) in [
        (bag, "magistrar", "each token is drawn once", Some(&hidden)),
        (track, "magistrar", "15", None),
        (pouch, "aetherium", "aether", Some(&hidden_pouch)),
        (stone, "aetherium", "column C is on space 9", None),
    ] {
        let err = svc.submit(id, &user(0).id, "anything").await.unwrap_err();
        let what = corrupt(&err, id);
        assert!(
            what.starts_with(&format!("the {game} state is impossible: ")),
            "{what}"
        );
        assert!(what.contains(said), "{what}");
        if let Some(secret) = secret {
            assert!(!what.contains(secret.as_str()), "{what}");
            assert!(!what.contains('['), "no list quoted: {what}");
        }
        assert!(err.to_string().contains("other games are not affected"));
    }
    assert_eq!(play(&svc, good, 3, 0).await, 3, "the other games play on");
}

/// Every position of a game played with `pick`, its hidden part shuffled by `hide`: the
/// board, each seat's private words and the preview of every move read the same.
fn blind_to_the_secret<R: Rules>(
    mut game: R::State,
    hide: impl Fn(&mut R::State),
    over: impl Fn(&R::State) -> bool,
) {
    let names = Names(vec!["Mira".into(), "Tom".into()]);
    let mut n = 0usize;
    while !over(&game) {
        let mut other = game.clone();
        hide(&mut other);
        // Hidden things stay hidden in every language the words are written in.
        for lang in Lang::ALL {
            assert_eq!(
                R::board_text(&game, None, &names, lang),
                R::board_text(&other, None, &names, lang)
            );
            for seat in 0..2 {
                assert_eq!(
                    R::private_text(&game, seat, lang),
                    R::private_text(&other, seat, lang)
                );
            }
        }
        let moves = R::legal_moves(&game);
        for mv in moves.iter().step_by(moves.len() / 8 + 1) {
            for lang in Lang::ALL {
                assert_eq!(
                    R::preview(&game, mv, &names, lang),
                    R::preview(&other, mv, &names, lang),
                    "{}",
                    R::print_move(mv)
                );
            }
        }
        n = n.wrapping_mul(31).wrapping_add(7);
        let mv = moves[n % moves.len()].clone();
        R::apply(&mut game, &mv, &names, Lang::En).unwrap();
    }
}

#[test]
fn words_and_boards_never_tell_the_bags_order() {
    for seed in 0..3 {
        let game = magistrar::new_game(magistrar::Options::default(), seed).unwrap();
        blind_to_the_secret::<Magistrar>(
            game,
            |g| {
                g.bags[0].reverse();
                if !g.bags[1].is_empty() {
                    g.bags[1].rotate_left(1);
                }
            },
            |g| g.is_over(),
        );
    }
}

#[test]
fn words_and_boards_never_tell_the_pouchs_order() {
    for seed in 0..3 {
        let game = aetherium::new_game(aetherium::Options::default(), seed).unwrap();
        blind_to_the_secret::<Aetherium>(game, |g| g.pouch.reverse(), |g| g.is_over());
    }
}

#[tokio::test]
async fn magistrar_variants_without_their_cards_are_refused_with_the_reason() {
    let db = Db::new("magistrar-variants");
    let svc = db.service().await;
    for (options, said) in [
        (
            magistrar::Options {
                mage_cards: true,
                ..Default::default()
            },
            "variant 1 (mage cards) cannot be played",
        ),
        (
            magistrar::Options {
                duel_cards: true,
                ..Default::default()
            },
            "variant 2 (duel cards) cannot be played",
        ),
    ] {
        let spec = TableSpec::new(GameOptions::Magistrar(options), Place::local(), user(0));
        match svc.create(spec).await {
            Err(TableError::BadOptions(why)) => assert!(why.to_string().contains(said), "{why}"),
            other => panic!("{other:?}"),
        }
    }
    let spec = TableSpec::new(magistrar(true), Place::local(), user(0));
    let (id, _) = svc.create(spec).await.unwrap();
    let info = svc.table_info(id).await.unwrap();
    assert_eq!(
        info.options.title(manawell::i18n::Lang::En),
        "Magistrar, Grand Mage match"
    );
    assert_eq!(
        info.options,
        magistrar(true),
        "the options read back as stored"
    );
}
