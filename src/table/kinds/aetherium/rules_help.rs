//! Aetherium's rules in short, by topic, for any front end (`/aetherium rules`, the
//! terminal's `rules`). A test holds its numbers to the mat's table.

use super::Aetherium;
use crate::table::kinds::{HelpTopic, Rules};

pub const TOPICS: &[HelpTopic] = &[
    HelpTopic::of(Aetherium::KIND, "overview"),
    HelpTopic::of(Aetherium::KIND, "turn"),
    HelpTopic::of(Aetherium::KIND, "tokens"),
    HelpTopic::of(Aetherium::KIND, "aether"),
    HelpTopic::of(Aetherium::KIND, "round"),
    HelpTopic::of(Aetherium::KIND, "winning"),
];

#[cfg(test)]
mod tests {
    use super::TOPICS;
    use crate::engines::aetherium::{ActionKind, MAT};
    use crate::i18n::Lang;

    fn topic(key: &str, lang: Lang) -> String {
        TOPICS.iter().find(|t| t.key == key).unwrap().text(lang)
    }

    #[test]
    fn the_help_agrees_with_the_mat() {
        let turn = topic("turn", Lang::En);
        assert!(turn.contains(&format!("twin rise (two stones up {} each)", MAT.twin_rise)));
        assert!(turn.contains(&format!("surge (one stone up {})", MAT.surge)));
        assert!(turn.contains(&format!(
            "step and leap (one stone up {}, then another up {})",
            MAT.step, MAT.leap
        )));
        assert!(topic("overview", Lang::En)
            .contains(&format!("spaces 0 (bottom) to {} (top)", MAT.top)));
        assert_eq!(
            MAT.actions[0],
            ActionKind::Fall,
            "the help names fall as nearest"
        );
        let tokens = topic("tokens", Lang::En);
        assert!(tokens.contains(&format!(
            "marked spaces ({} and {} of each column)",
            MAT.marked[0], MAT.marked[1]
        )));
    }

    #[test]
    fn the_translations_give_the_mats_numbers_too() {
        let fr = topic("turn", Lang::Fr);
        assert!(fr.contains(&format!(
            "double montée (deux pierres montent de {} chacune)",
            MAT.twin_rise
        )));
        assert!(fr.contains(&format!("élan (une pierre monte de {})", MAT.surge)));
        assert!(fr.contains(&format!(
            "pas et bond (une pierre monte de {}, puis une autre de {})",
            MAT.step, MAT.leap
        )));
        let de = topic("turn", Lang::De);
        assert!(de.contains(&format!(
            "Doppelaufstieg (zwei Steine je {} nach oben)",
            MAT.twin_rise
        )));
        assert!(de.contains(&format!("Schub (ein Stein {} nach oben)", MAT.surge)));
        assert!(de.contains(&format!(
            "Schritt und Sprung (ein Stein {} nach oben, dann ein anderer {})",
            MAT.step, MAT.leap
        )));
        assert!(topic("overview", Lang::Fr)
            .contains(&format!("cases 0 (en bas) à {} (en haut)", MAT.top)));
        assert!(topic("overview", Lang::De)
            .contains(&format!("Feldern 0 (unten) bis {} (oben)", MAT.top)));
        assert!(topic("tokens", Lang::Fr).contains(&format!(
            "cases marquées ({} et {} de chaque colonne)",
            MAT.marked[0], MAT.marked[1]
        )));
        assert!(topic("tokens", Lang::De).contains(&format!(
            "markierten Feldern ({} und {} jeder Spalte)",
            MAT.marked[0], MAT.marked[1]
        )));
    }
}
