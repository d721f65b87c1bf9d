//! `manawell local` in the terminal's language: the binary run with `LANG=fr_FR.UTF-8`
//! and `LANG=de_DE.UTF-8` speaks French and German (prompts, help, answers, refusals);
//! what is typed stays English.

use std::io::Write;
use std::process::{Command, Stdio};

use super::support::Db;

/// The binary's output for `script` typed at a new two-player game, in `lang`.
fn played_in(lang: &str, db: &Db, script: &str) -> String {
    run_in(lang, db, &["--names", "Ann,Bob", "--seed", "4"], script)
}

/// The binary's output for `script` typed at `manawell local` with `args`, in `lang`.
fn run_in(lang: &str, db: &Db, args: &[&str], script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_manawell"))
        .arg("local")
        .arg("--db")
        .arg(&db.path)
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

const SCRIPT: &str = "\nhelp\ntile Z9\n999\nA1 Q99 sideways\nresign\nn\nquit\n";

#[test]
fn the_loop_speaks_french_with_lang_fr_fr() {
    let db = Db::new("local-lang-fr");
    let out = played_in("fr_FR.UTF-8", &db, SCRIPT);
    let words = out.split_whitespace().collect::<Vec<_>>().join(" ");
    for said in [
        "Nouvelle partie #1 :",
        "Tape `help` pour savoir comment jouer, `quit` pour arrêter (la partie est gardée). \
         Les commandes et les coups se tapent en anglais.",
        "Passe le clavier à Ann — appuie sur Entrée quand c'est prêt.",
        "Ann, à toi de jouer.",
        "Pose une tuile : son identifiant, une case",
        "Commandes, à taper en anglais comme les coups : moves",
        "`z9` n'est pas une tuile",
        "Pas de coup numéro 999 : ce tour en a",
        "Refusé : `A1 Q99 sideways` n'est pas un coup",
        // The reason, from the notation, in French too.
        "`sideways` n'est pas une orientation : north, east, south ou west",
        "Ann, abandonner la partie #1 ?",
        "Pas d'abandon : la partie continue.",
        "La partie #1 est sauvegardée. Relance `manawell local` pour la reprendre.",
    ] {
        assert!(words.contains(said), "{said}\n---\n{out}");
    }
    for english in [
        "your turn",
        "Pass the keyboard",
        "Commands:",
        "is saved",
        "is not a facing",
    ] {
        assert!(!out.contains(english), "{english}\n---\n{out}");
    }
}

#[test]
fn the_loop_speaks_german_with_lang_de_de() {
    let db = Db::new("local-lang-de");
    let out = played_in("de_DE.UTF-8", &db, SCRIPT);
    let words = out.split_whitespace().collect::<Vec<_>>().join(" ");
    for said in [
        "Neue Partie #1:",
        "Befehle und Züge tippst du auf Englisch.",
        "Gib die Tastatur an Ann weiter",
        "Ann, du bist dran.",
        "Leg ein Plättchen:",
        "Befehle, wie die Züge auf Englisch getippt: moves",
        "`z9` ist kein Plättchen",
        "Kein Zug Nummer 999:",
        "Abgelehnt: `A1 Q99 sideways` ist kein Zug",
        "`sideways` ist keine Ausrichtung: north, east, south oder west",
        "Ann, Partie #1 aufgeben?",
        "Nicht aufgegeben: Es geht weiter.",
        "Partie #1 ist gespeichert.",
    ] {
        assert!(words.contains(said), "{said}\n---\n{out}");
    }
    for english in [
        "your turn",
        "Pass the keyboard",
        "Commands:",
        "is saved",
        "is not a facing",
    ] {
        assert!(!out.contains(english), "{english}\n---\n{out}");
    }
}

/// The command line's options refused in the terminal's language; the options themselves
/// are named as they are typed.
#[test]
fn options_are_refused_in_french_and_german() {
    use manawell::frontends::local::{LocalGame, LocalOptions};
    use manawell::i18n::Lang;
    let refused = |lang, change: &dyn Fn(&mut LocalOptions)| {
        let mut options = LocalOptions {
            lang,
            ..LocalOptions::default()
        };
        change(&mut options);
        options.check().unwrap_err()
    };
    let five = |o: &mut LocalOptions| o.players = Some(5);
    assert_eq!(
        refused(Lang::Fr, &five),
        "Rivality se joue à 2, 3 ou 4 joueurs, pas 5"
    );
    assert_eq!(
        refused(Lang::En, &five),
        "Rivality is played by 2, 3 or 4 players, not 5"
    );
    let names = |o: &mut LocalOptions| {
        o.players = Some(2);
        o.names = vec!["Ann".into(), "Bob".into(), "Cy".into()];
    };
    assert_eq!(
        refused(Lang::De, &names),
        "--names gibt 3 Namen für 2 Spieler: ein Name pro Platz, in der Reihenfolge der Plätze"
    );
    let expert = |o: &mut LocalOptions| {
        o.game = Some(LocalGame::Aetherium);
        o.expert = true;
    };
    assert_eq!(
        refused(Lang::Fr, &expert),
        "--expert est pour Rivality\u{a0}: Aetherium n'a pas de règles Expert"
    );
}

/// The AI seats are named with their level in the terminal's language.
#[test]
fn the_ai_seats_level_is_named_in_french_and_german() {
    let db = Db::new("local-lang-bot-fr");
    let out = run_in(
        "fr_FR.UTF-8",
        &db,
        &["--ai", "easy", "--seed", "4"],
        "quit\n",
    );
    assert!(out.contains("Bot facile"), "{out}");
    assert!(!out.contains("(easy)"), "{out}");
    let db = Db::new("local-lang-bot-de");
    let args = ["--players", "3", "--ai", "medium", "--seed", "4"];
    let out = run_in("de_DE.UTF-8", &db, &args, "quit\n");
    for said in ["Mittlerer Bot 1", "Mittlerer Bot 2"] {
        assert!(out.contains(said), "{said}\n---\n{out}");
    }
    assert!(!out.contains("(medium)"), "{out}");
}
