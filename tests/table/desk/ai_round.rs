//! The sweeper's round of AI seats left waiting, through the desk: one damaged table
//! among them neither stops the round nor keeps its claim.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use manawell::ai::{Budget, Level};
use manawell::frontends::discord::desk::Desk;
use manawell::table::kinds::rivalry::Options;
use manawell::table::{AiBot, GameOptions, Place, TableSpec};

use super::Says;
use crate::support::{self, user, Db};

#[tokio::test]
async fn one_damaged_table_does_not_stop_the_ai_round_nor_keep_its_claim() {
    let db = Db::new("desk-ai-round");
    let (now, clock) = support::manual_clock(1_000_000);
    // Opened where no bot plays: each AI seat is left waiting at its set-up, as when the
    // process stopped while the AI thought.
    let quiet = db.service().await.with_clock(clock.clone());
    let mut ids = Vec::new();
    for _ in 0..2 {
        let place = Place::channel("discord", "2000", "3000");
        let mut spec = TableSpec::new(GameOptions::Rivalry(Options {}), place, user(0));
        spec.seed = Some(11);
        spec.shuffle_seats = false;
        let (id, _) = quiet.create(spec).await.unwrap();
        quiet.add_bot(id, &user(0).id, "Bot").await.unwrap();
        ids.push(id);
    }
    // The first table's saved state damaged.
    let damage = format!(
        "UPDATE tables SET state = '{{\"options\": [' WHERE id = {}",
        ids[0].0
    );
    assert_eq!(quiet.store().execute_sql(&damage).await.unwrap(), 1);
    now.fetch_add(60_000, Ordering::SeqCst);

    let bot = AiBot {
        level: Level::Easy,
        budget: Budget::iterations(8),
    };
    let svc = db.service().await.with_clock(clock).with_bot(Arc::new(bot));
    let desk = Desk::new(svc.clone(), Arc::new(Says));
    let played = desk.ai_turns().await.expect("the round goes on");
    let tables: Vec<u64> = played.iter().map(|v| v.table).collect();
    assert_eq!(tables, [ids[1].0 as u64], "the sound table's AI played");
    // The damaged table's claim was let go: the next round claims it again at once.
    assert_eq!(svc.ai_turns_waiting("discord").await.unwrap(), [ids[0]]);
}
