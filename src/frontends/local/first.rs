//! A run that says nothing about what to play (no game, players, AI, solo or names) and
//! finds no game to resume: the games are offered, one line each, and the one picked is
//! played against the AI; after a finished game, its rematch is offered first (Enter).

use std::io::Write;

use super::damaged::{self, Damaged};
use super::games::LocalGame;
use super::input::Lines;
use super::{commands, say, LocalOptions};
use crate::ai::Level;
use crate::engines::rivality::solo::Difficulty;
use crate::store::Status;
use crate::table::{GameOptions, TableId, TableService};
use crate::tr;

/// The level a first game is played at: the bot's default, a fair fight for a newcomer.
pub const FIRST_LEVEL: Level = Level::Medium;

/// What a player picks from the list, in its order (its number is its place + 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    Rivality,
    Solo,
    Magistrar,
    Aetherium,
    Rivalry,
}

const PICKS: [Pick; 5] = [
    Pick::Rivality,
    Pick::Solo,
    Pick::Magistrar,
    Pick::Aetherium,
    Pick::Rivalry,
];

impl Pick {
    /// Its line in the list, in `lang`.
    fn line(self, lang: crate::i18n::Lang) -> String {
        match self {
            Pick::Rivality => tr!(lang, "local-first-rivality"),
            Pick::Solo => tr!(lang, "local-first-solo"),
            Pick::Magistrar => tr!(lang, "local-first-magistrar"),
            Pick::Aetherium => tr!(lang, "local-first-aetherium"),
            Pick::Rivalry => tr!(lang, "local-first-rivalry"),
        }
    }

    /// A new game of it against the AI (solo: against Suramun, at Standard).
    fn options(self, base: &LocalOptions) -> LocalOptions {
        let fresh = LocalOptions {
            new: true,
            seed: base.seed,
            pictures: base.pictures.clone(),
            lang: base.lang,
            clear_screen: base.clear_screen,
            ..LocalOptions::default()
        };
        let game = match self {
            Pick::Solo => {
                return LocalOptions {
                    solo: Some(Difficulty::Standard),
                    ..fresh
                }
            }
            Pick::Rivality => LocalGame::Rivality,
            Pick::Magistrar => LocalGame::Magistrar,
            Pick::Aetherium => LocalGame::Aetherium,
            Pick::Rivalry => LocalGame::Rivalry,
        };
        LocalOptions {
            game: Some(game),
            ai: Some(FIRST_LEVEL),
            ..fresh
        }
    }
}

impl LocalOptions {
    /// Nothing is said about what to play: the game is asked for (or resumed).
    pub fn says_nothing_of_the_game(&self) -> bool {
        self.game.is_none()
            && !self.grand_mage
            && self.players.is_none()
            && self.ai.is_none()
            && self.solo.is_none()
            && !self.expert
            && self.names.is_empty()
    }
}

/// The options of a new game, asked for: the finished game's rematch or one of the
/// games; `None` when the input ends or the player quits first.
/// A game here that cannot be read (`damaged`, or one more recent than the last finished
/// game) is named above the list.
pub async fn ask(
    svc: &TableService,
    options: &LocalOptions,
    damaged: Option<Damaged>,
    lines: &mut dyn Lines,
    out: &mut impl Write,
) -> Result<Option<LocalOptions>, String> {
    let lang = options.lang;
    let (finished, also) = damaged::latest(svc, &[Status::Finished]).await?;
    let rematch = match finished {
        Some(id) => Some((id, rematch_of(svc, id, options).await?)),
        None => None,
    };
    let mut list = Vec::new();
    if let Some(d) = damaged.or(also) {
        list.push(d.said(lang));
    }
    match &rematch {
        Some((id, again)) => {
            let title = svc
                .table_info(*id)
                .await
                .map_err(|e| e.to_string())?
                .options
                .title(lang);
            list.push(tr!(lang, "local-first-over", table = id.to_string()));
            list.push(tr!(lang, "local-first-rematch-ask", title = title.as_str()));
            list.push(format!("  r. {}", rematch_line(again, &title, lang)));
        }
        None => list.push(tr!(lang, "local-first-ask")),
    }
    for (i, pick) in PICKS.iter().enumerate() {
        list.push(format!("  {}. {}", i + 1, pick.line(lang)));
    }
    list.push(tr!(lang, "local-first-other-ways"));
    say(out, &list.join("\n"), lang)?;
    let prompt = tr!(lang, "local-first-prompt") + " ";
    loop {
        let Some(line) = lines.line(&prompt, out, lang)? else {
            return Ok(None);
        };
        let typed = line.trim().to_ascii_lowercase();
        if commands::parse(&typed) == commands::Command::Quit {
            return Ok(None);
        }
        match (typed.as_str(), &rematch) {
            ("" | "r", Some((_, again))) => return Ok(Some(again.clone())),
            ("", None) => return Ok(Some(PICKS[0].options(options))),
            _ => {}
        }
        let picked = typed
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| PICKS.get(i));
        match picked {
            Some(pick) => return Ok(Some(pick.options(options))),
            None => say(
                out,
                &tr!(
                    lang,
                    "local-first-not-listed",
                    line = commands::excerpt(&line),
                    count = PICKS.len()
                ),
                lang,
            )?,
        }
    }
}

/// "Rivality against Medium bot", as the rematch is offered.
fn rematch_line(again: &LocalOptions, title: &str, lang: crate::i18n::Lang) -> String {
    let who = match (again.solo, again.ai) {
        (Some(_), _) => tr!(lang, "local-first-rematch-solo"),
        (None, Some(level)) => tr!(lang, "local-first-rematch-ai", level = level.name()),
        (None, None) => tr!(lang, "local-first-rematch-hot-seat"),
    };
    tr!(lang, "local-first-rematch", title = title, who = who)
}

/// The options that start game `id` again: its game and its variant, its players (the
/// AI at its level), a new deal.
async fn rematch_of(
    svc: &TableService,
    id: TableId,
    base: &LocalOptions,
) -> Result<LocalOptions, String> {
    let info = svc.table_info(id).await.map_err(|e| e.to_string())?;
    let level = svc.ai_level(id).await.map_err(|e| e.to_string())?;
    let mut seated = info.seated.clone();
    seated.sort_by_key(|s| s.seat);
    let bots = seated.iter().any(|s| s.ai);
    let mut again = LocalOptions {
        new: true,
        seed: base.seed,
        pictures: base.pictures.clone(),
        lang: base.lang,
        clear_screen: base.clear_screen,
        ..LocalOptions::default()
    };
    match &info.options {
        GameOptions::Rivality(o) => {
            again.game = Some(LocalGame::Rivality);
            again.players = Some(o.players);
            again.expert = o.expert;
        }
        GameOptions::Suramun(o) => again.solo = Some(o.difficulty),
        GameOptions::Magistrar(o) => {
            again.game = Some(LocalGame::Magistrar);
            again.grand_mage = o.grand_mage;
        }
        GameOptions::Aetherium(_) => again.game = Some(LocalGame::Aetherium),
        GameOptions::Rivalry(_) => again.game = Some(LocalGame::Rivalry),
    }
    // The bots are named again by the new table; the people keep their names.
    again.names = seated
        .iter()
        .filter(|s| !s.ai)
        .map(|s| s.name.clone())
        .collect();
    if bots {
        again.ai = Some(level.unwrap_or(FIRST_LEVEL));
        again.names.truncate(1);
    }
    Ok(again)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_options_about_the_game_count_as_saying_what_to_play() {
        let nothing = LocalOptions {
            new: true,
            seed: Some(3),
            ..LocalOptions::default()
        };
        assert!(nothing.says_nothing_of_the_game());
        for said in [
            LocalOptions {
                players: Some(2),
                ..LocalOptions::default()
            },
            LocalOptions {
                names: vec!["Ann".into()],
                ..LocalOptions::default()
            },
            LocalOptions {
                game: Some(LocalGame::Rivality),
                ..LocalOptions::default()
            },
        ] {
            assert!(!said.says_nothing_of_the_game());
        }
    }

    #[test]
    fn every_game_picked_is_played_against_the_ai_and_passes_the_checks() {
        for pick in PICKS {
            let o = pick.options(&LocalOptions::default());
            assert!(o.check().is_ok(), "{pick:?}");
            assert!(o.ai.is_some() != o.solo.is_some(), "{pick:?}");
            assert!(!o.says_nothing_of_the_game(), "{pick:?}");
        }
    }
}
