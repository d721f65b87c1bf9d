//! `help`: the syntax of the game being played, and the commands of the loop, in the
//! terminal's language (what is typed stays English: the help says so).

use crate::i18n::Lang;
use crate::table::GameOptions;
use crate::tr;

pub fn text(options: &GameOptions, lang: Lang) -> String {
    let confirm = tr!(lang, "local-help-confirm");
    let (syntax, commands) = match options {
        GameOptions::Rivality(o) => {
            let mut text = tr!(lang, "local-help-rivality");
            if o.players >= 3 {
                text.push('\n');
                text.push_str(&tr!(lang, "local-help-crowded"));
            }
            (text, tr!(lang, "local-help-commands"))
        }
        GameOptions::Suramun(_) => (
            tr!(lang, "local-help-suramun"),
            tr!(lang, "local-help-solo-commands"),
        ),
        GameOptions::Magistrar(_) => (
            tr!(lang, "local-help-magistrar"),
            tr!(lang, "local-help-duel-commands"),
        ),
        GameOptions::Rivalry(_) => (
            tr!(lang, "local-help-rivalry"),
            tr!(lang, "local-help-duel-commands"),
        ),
        GameOptions::Aetherium(_) => (
            tr!(lang, "local-help-aetherium"),
            tr!(lang, "local-help-duel-commands"),
        ),
    };
    format!("{syntax}\n{commands}\n{confirm}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::Options;

    fn rivality(players: u8) -> GameOptions {
        GameOptions::Rivality(Options {
            players,
            expert: false,
        })
    }

    #[test]
    fn the_english_help_keeps_its_words() {
        let help = text(&rivality(3), Lang::En);
        assert!(help.starts_with(
            "Place a tile: its id, a cell and the way its front faces, like `A7 M14 east`"
        ));
        assert!(help.contains(
            "(a new hand).\nWhen five golems crowd a tile and you must choose whose goes: \
             `remove salmon` (or purple, teal).\nCommands: moves (or `moves A6`"
        ));
        assert!(help.ends_with(
            "help, quit.\nEach move is shown first: press Enter (or y) to play it, n to take \
             it back."
        ));
        assert!(!text(&rivality(2), Lang::En).contains("five golems"));
    }

    /// In French and German the help says the commands are typed in English, and shows
    /// them as they are typed.
    #[test]
    fn the_help_is_french_and_german_and_says_commands_stay_english() {
        let games = [
            rivality(2),
            GameOptions::Suramun(crate::table::kinds::suramun::SoloOptions {
                difficulty: crate::engines::rivality::solo::Difficulty::Standard,
            }),
            GameOptions::Magistrar(Default::default()),
            GameOptions::Aetherium(Default::default()),
        ];
        for game in &games {
            let english = text(game, Lang::En);
            let french = text(game, Lang::Fr);
            let german = text(game, Lang::De);
            assert!(french.contains("à taper en anglais"), "{french}");
            assert!(german.contains("auf Englisch getippt"), "{german}");
            for said in [&french, &german] {
                assert_ne!(said, &english);
                for typed in ["moves", "board", "resign", "help", "quit"] {
                    assert!(said.contains(typed), "{typed} in {said}");
                }
            }
        }
        assert!(text(&rivality(2), Lang::Fr).contains("`A7 M14 east`"));
        assert!(text(&games[2], Lang::De).contains("`sm.wmw`"));
    }
}
