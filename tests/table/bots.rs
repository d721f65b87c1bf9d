//! The AI seats at a table: a player's move is answered by the AI's whole turn, however
//! many steps it takes, so that the game never waits on its AI.

use std::sync::Arc;

use manawell::ai::{Budget, Level};
use manawell::engines::rivalry::notation::format_setup;
use manawell::engines::rivalry::{suggested_setup, Side};
use manawell::table::kinds::rivalry::Options;
use manawell::table::{AiBot, GameOptions, Place, ShowStatus, TableSpec};

use crate::support::{user, Db};

/// A Rivalry turn is many steps (the roll, each move, each assault, each recruit): more
/// than a table of bots only may play in one request. A player's table must still get
/// the AI's whole turn back at once, not twenty seconds later from the sweeper.
#[tokio::test]
async fn an_ai_turn_of_many_steps_is_played_in_one_go() {
    let db = Db::new("bots_long_turn");
    let budget = Budget::iterations(8);
    let bot = AiBot {
        level: Level::Random,
        budget,
    };
    let svc = db.service().await.with_bot(Arc::new(bot));
    let mut spec = TableSpec::new(GameOptions::Rivalry(Options {}), Place::local(), user(0));
    // The AI seeds its choices from the view's JSON: a seed whose game has a long turn
    // (5 had none once a view listed the cities closed by surrender).
    spec.seed = Some(2);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.add_bot(id, &user(0).id, "Bot").await.unwrap();
    let setup = format_setup(&suggested_setup(Side::Republic));
    let mut show = svc.submit(id, &user(0).id, &setup).await.unwrap();
    let mut longest = 0;
    while show.status == ShowStatus::Running && longest <= 12 {
        let (_, game) = svc.game(id).await.unwrap();
        assert_eq!(
            game.waiting_for(),
            vec![0],
            "the AI's turn was left unfinished at version {}",
            show.version
        );
        let text = game.ai_move(0, Level::Random, budget).expect("a move");
        let before = show.version;
        show = svc.submit(id, &user(0).id, &text).await.unwrap();
        longest = longest.max(show.version - before - 1);
    }
    assert!(
        longest > 12,
        "the AI's turns were all short: {longest} steps"
    );
}
