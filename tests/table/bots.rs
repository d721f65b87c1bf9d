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

/// The first legal move, counting how often it is asked.
#[derive(Default)]
struct Counted(std::sync::atomic::AtomicUsize);

impl manawell::table::BotPlayer for Counted {
    fn choose(&self, game: &dyn manawell::table::AnyGame, _seat: u8) -> Option<String> {
        self.0.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        game.choices(manawell::i18n::Lang::En)
            .first()
            .map(|c| c.notation.clone())
    }
}

/// The AI thinks in the service's bounded pool, never on a thread of its own for every
/// game: while the pool is full (a burst of AI games), an AI turn waits for a slot, and
/// the cores stay with the pictures and the runtime.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_waits_for_a_slot_of_its_pool() {
    use manawell::table::Workers;
    use std::sync::atomic::Ordering;

    let db = Db::new("bots_bounded_pool");
    let bot = Arc::new(Counted::default());
    let pool = Workers::new(1);
    let svc = db
        .service()
        .await
        .with_bot(bot.clone())
        .with_thinking(pool.clone());
    let mut spec = TableSpec::new(
        GameOptions::Rivality(manawell::engines::rivality::Options {
            players: 2,
            expert: false,
        }),
        Place::local(),
        user(0),
    );
    spec.seed = Some(3);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.add_bot(id, &user(0).id, "Bot").await.unwrap();

    // The pool's one slot taken by other work until `free` is sent.
    let (free, held) = std::sync::mpsc::channel::<()>();
    let other = tokio::spawn({
        let pool = pool.clone();
        async move { pool.run(move || held.recv().ok()).await }
    });
    while !pool.full() {
        tokio::task::yield_now().await;
    }
    let (before, game) = svc.game(id).await.unwrap();
    let mine = game.choices(manawell::i18n::Lang::En)[0].notation.clone();
    let mover = tokio::spawn({
        let svc = svc.clone();
        async move { svc.submit(id, &user(0).id, &mine).await }
    });
    // The AI's turn comes up and queues for the slot (a guard, not a timing: it is
    // reached at once unless the AI thinks outside the pool).
    let guard = tokio::time::Instant::now() + std::time::Duration::from_secs(30);
    while pool.waiting() == 0 {
        assert!(
            tokio::time::Instant::now() < guard,
            "the AI never waited for the pool: it thought outside it ({} moves)",
            bot.0.load(Ordering::SeqCst)
        );
        tokio::task::yield_now().await;
    }
    assert_eq!(
        bot.0.load(Ordering::SeqCst),
        0,
        "the AI thought in a full pool"
    );
    free.send(()).unwrap();
    other.await.unwrap().unwrap();
    let show = mover.await.unwrap().unwrap();
    assert_eq!(
        bot.0.load(Ordering::SeqCst),
        1,
        "the AI answered once its slot came"
    );
    assert_eq!(
        show.version,
        before + 2,
        "the player's move and the AI's answer"
    );
}
