//! The words of `/manawell settings`.

use crate::frontends::discord::desk::{ServerView, WhenLate};
use crate::i18n::Lang;
use crate::tr;

/// The settings, one per line, in `lang`; `guild_locale`: the server's preferred locale on
/// Discord, which public posts follow when the server chose no language.
pub fn settings_text(lang: Lang, s: &ServerView, guild_locale: Option<&str>) -> String {
    let deadline = match s.deadline_secs {
        Some(secs) => per_move(lang, secs),
        None => tr!(lang, "settings-no-deadline"),
    };
    let late = match s.when_late {
        WhenLate::Forfeit => tr!(lang, "settings-late-forfeit"),
        WhenLate::AiPlays => tr!(lang, "settings-late-ai"),
    };
    let hints = if s.hints {
        tr!(lang, "settings-hints-allowed")
    } else {
        tr!(lang, "settings-hints-ai-only")
    };
    let place = match s.games_channel {
        Some(channel) => tr!(
            lang,
            "settings-place-channel",
            channel = format!("<#{channel}>")
        ),
        None => tr!(lang, "settings-place-anywhere"),
    };
    let language = match s.language {
        Some(chosen) => chosen.native_name().to_string(),
        None => tr!(
            lang,
            "settings-language-discord",
            language = Lang::for_public(None, guild_locale).native_name()
        ),
    };
    tr!(
        lang,
        "settings-text",
        deadline = deadline,
        late = late,
        hints = hints,
        place = place,
        language = language
    )
}

/// `1 day per move`, `12 hours per move`.
fn per_move(lang: Lang, secs: u64) -> String {
    const HOUR: u64 = 3600;
    const DAY: u64 = 24 * HOUR;
    let (count, unit) = match secs {
        s if s >= DAY && s % DAY == 0 => (s / DAY, "day"),
        s if s >= HOUR && s % HOUR == 0 => (s / HOUR, "hour"),
        s if s >= 60 && s % 60 == 0 => (s / 60, "minute"),
        s => (s, "second"),
    };
    tr!(lang, "settings-per-move", count = count, unit = unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view() -> ServerView {
        ServerView {
            deadline_secs: Some(86_400),
            when_late: WhenLate::AiPlays,
            hints: true,
            games_channel: None,
            language: None,
            discord_language: None,
        }
    }

    #[test]
    fn english_settings_read_as_before() {
        let text = settings_text(Lang::En, &view(), None);
        assert!(
            text.starts_with("• Time per move: 1 day per move\n"),
            "{text}"
        );
        assert!(text.contains("• When it runs out: the AI plays the late move\n"));
        assert!(text.contains("• Hints: allowed between players\n"));
        assert!(text.contains("• Games are played in: the channel each game is opened in\n"));
        assert!(text.contains("• Public posts in: the server's language on Discord (English)"));
        assert!(text.ends_with(
            "A game's creator can still choose the first three otherwise in `/<game> new`."
        ));
        let twelve = ServerView {
            deadline_secs: Some(12 * 3600),
            ..view()
        };
        assert!(settings_text(Lang::En, &twelve, None).contains("12 hours per move"));
    }

    #[test]
    fn settings_speak_french_and_german() {
        let fr = settings_text(Lang::Fr, &view(), Some("fr"));
        assert!(fr.contains("1 jour par coup"), "{fr}");
        assert!(fr.contains("(Français)"), "{fr}");
        let chosen = ServerView {
            language: Some(Lang::De),
            deadline_secs: Some(3 * 3600),
            ..view()
        };
        let de = settings_text(Lang::De, &chosen, Some("fr"));
        assert!(de.contains("3 Stunden pro Zug"), "{de}");
        assert!(de.contains("Deutsch"), "{de}");
        assert!(!de.contains("Français"), "{de}");
    }
}
