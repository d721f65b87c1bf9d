//! The background sweeps stay cheap at 100,000 stored games: every statement they run
//! reads an index holding only the rows it looks for, never every table (on SQLite, and
//! on PostgreSQL when `MANAWELL_TEST_POSTGRES` names a server). Their timings are
//! measured by `benches/sweeps.rs`.

use manawell::store::sweeps::{statements, Statement};
use manawell::store::{Dialect, Store};

use crate::support::stored_games;
use crate::support::Db;

const GAMES: i64 = 100_000;
const NOW: i64 = 1_800_000_000_000;

/// The plan's steps that read `tables` other than through its key or an index made for
/// the sweeps (one holding only the rows a sweep looks for), or `seats` without an index.
fn full_scans(dialect: Dialect, plan: &[String]) -> Vec<String> {
    plan.iter()
        .filter(|step| !indexed(dialect, step.trim()))
        .cloned()
        .collect()
}

fn indexed(dialect: Dialect, step: &str) -> bool {
    let allowed = |step: &str| SWEEP_INDEXES.iter().any(|index| step.contains(index));
    match dialect {
        // "SCAN tables", "SEARCH t USING INDEX tables_status (status=?)", ...
        Dialect::Sqlite => {
            let mut words = step.split_whitespace();
            let (Some("SCAN" | "SEARCH"), Some(object)) = (words.next(), words.next()) else {
                return true;
            };
            match object {
                // An index holding every running game is searched by range, not read whole.
                "tables" | "t" if step.starts_with("SCAN") => {
                    SMALL_INDEXES.iter().any(|index| step.contains(index))
                }
                "tables" | "t" => step.contains("INTEGER PRIMARY KEY") || allowed(step),
                "seats" | "s" => step.contains(" INDEX "),
                _ => true,
            }
        }
        // "Seq Scan on tables", "Index Scan using tables_status on tables t", ...
        Dialect::Postgres => {
            if step.contains("Seq Scan on tables") || step.contains("Seq Scan on seats") {
                return false;
            }
            let index = step
                .split_once(" using ")
                .or_else(|| step.split_once("Bitmap Index Scan on "))
                .and_then(|(_, rest)| rest.split_whitespace().next());
            match index {
                Some(index) if index.starts_with("tables_") => {
                    index == "tables_pkey" || allowed(index)
                }
                _ => true,
            }
        }
    }
}

/// The indexes holding only the rows a sweep looks for (migration 0014): read whole.
const SMALL_INDEXES: [&str; 3] = ["tables_ai_turn", "tables_unrated", "tables_behind"];

/// The indexes made for the sweeps (migration 0014): the small ones, and the times due
/// of the running games.
const SWEEP_INDEXES: [&str; 5] = [
    "tables_ai_turn",
    "tables_unrated",
    "tables_behind",
    "tables_remind_running",
    "tables_deadline_running",
];

async fn plans(store: &Store) -> Vec<(Statement, Vec<String>)> {
    let mut plans = Vec::new();
    for statement in statements(NOW) {
        let plan = store.plan(&statement).await.unwrap();
        plans.push((statement, plan));
    }
    plans
}

#[tokio::test]
async fn every_sweep_query_reads_an_index_at_100000_games() {
    let db = Db::new("sweeps-plans");
    let store = db.store().await;
    stored_games::fill(&store, GAMES, NOW).await;
    let plans = plans(&store).await;
    assert_eq!(
        plans.len(),
        5,
        "behind, claim_due, claim_ai_to_act, next_due, unrated"
    );
    for (statement, plan) in &plans {
        assert!(!plan.is_empty(), "{}: no plan", statement.name);
        let scans = full_scans(store.dialect(), plan);
        assert!(
            scans.is_empty(),
            "{} reads every table on {:?}: {scans:?}\n{}",
            statement.name,
            store.dialect(),
            plan.join("\n")
        );
    }
}

/// The test above would see a full scan: the old `behind`, which parsed every row's
/// place, is one.
#[tokio::test]
async fn a_query_without_its_index_is_seen_scanning() {
    let db = Db::new("sweeps-scan");
    let store = db.store().await;
    stored_games::fill(&store, 1_000, NOW).await;
    let scan = Statement {
        name: "every place",
        sql: "SELECT id FROM tables WHERE json_extract(place, '$.frontend') = 'discord'".into(),
        args: vec![],
    };
    let plan = store.plan(&scan).await.unwrap();
    assert!(!full_scans(store.dialect(), &plan).is_empty(), "{plan:?}");
}
