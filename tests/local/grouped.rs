//! Rivality's `choose` asks a placement a part at a time, the tile, then the spot, then
//! the facing, instead of listing every move of the turn at once.

use manawell::frontends::local::Ending;
use manawell::table::TableId;

use super::support::Db;

#[tokio::test]
async fn rivality_s_choose_asks_the_tile_then_the_spot_then_the_facing() {
    let db = Db::new("local-choose-rivality");
    let script = "\nchoose\n1\n1\n1\ny\nquit\n";
    let (ending, out) = super::session(&db, &super::options(true), script).await;
    assert_eq!(ending, Ending::Saved(TableId(1)), "{out}");
    let tile = out.find("Which tile (or another move)?").expect(&out);
    let spot = tile + out[tile..].find("Where?").expect(&out);
    let facing = tile + out[tile..].find("Its front facing which way?").expect(&out);
    assert!(spot < facing, "{out}");
    // The tiles of the hand (and a mulligan), not every move of the turn.
    let listed = out[tile..spot]
        .lines()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .count();
    assert!((2..=6).contains(&listed), "{listed} answers: {out}");
    assert!(
        out.contains("Ann placed") || out.contains("In which order do its spells go off?"),
        "{out}"
    );
}
