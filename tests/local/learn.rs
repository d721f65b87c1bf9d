//! Learning a game from inside `manawell local`: Rivality's and solo's rules help by
//! topic, in the terminal's language, as the other games have it.

use manawell::engines::rivality::solo::Difficulty;
use manawell::frontends::local::LocalOptions;
use manawell::i18n::Lang;

use super::{options, session};
use crate::support::Db;

fn solo() -> LocalOptions {
    LocalOptions {
        players: None,
        solo: Some(Difficulty::Standard),
        names: vec!["Ann".into()],
        ..options(true)
    }
}

#[tokio::test]
async fn rivality_is_learned_by_topic_in_the_terminal() {
    let db = Db::new("local-learn-rivality");
    let (_, out) = session(
        &db,
        &options(true),
        "\nrules\nrules attack\nrules zzz\nquit\n",
    )
    .await;
    assert!(!out.contains("in its rulebook"), "{out}");
    // Every topic, each under its title, then the one asked for.
    for title in ["Overview", "Your turn", "The tiles", "Expert rules"] {
        assert!(out.contains(&format!("{title}\n  ")), "{title} in {out}");
    }
    assert!(
        out.contains("Attacks, shields and the 5-golem limit\n  • Shields. Golems arriving"),
        "{out}"
    );
    assert!(
        out.contains("No rules topic `zzz`: the topics are overview, turn, attack, tiles"),
        "{out}"
    );
    // Plain text for a terminal: no markdown.
    assert!(!out.contains("**"), "{out}");
}

#[tokio::test]
async fn solo_is_learned_by_topic_in_french() {
    let db = Db::new("local-learn-solo");
    let french = LocalOptions {
        lang: Lang::Fr,
        ..solo()
    };
    let (_, out) = session(&db, &french, "rules suramun\nrules scoring\nquit\n").await;
    assert!(
        out.contains("Le tour de Suramun\n  • Il finit toujours dans la même colonne"),
        "{out}"
    );
    assert!(
        out.contains("En solo, ton Magicien ne protège pas ta tuile"),
        "{out}"
    );
    assert!(out.contains("Chevronné\u{a0}: comme Normal"), "{out}");
    // Each line of a topic is indented under its title.
    assert!(out.contains("\n  • Chaque camp compte"), "{out}");
}
