//! Starting a local game, or resuming the one in progress: the options are checked
//! before anything is opened, and a resumed game must agree with the options given.

use std::io::Write;

use super::games::LocalGame;
use super::LocalOptions;
use crate::engines::rivality::Options;
use crate::store::Status;
use crate::table::kinds::suramun::SoloOptions;
use crate::table::{GameOptions, Place, TableId, TableService, TableSpec, User, UserId};
use crate::tr;

/// The longest name a player may take (it is printed in every account).
const MAX_NAME: usize = 24;

pub fn local_user(seat: usize) -> UserId {
    UserId::new(format!("local:{}", seat + 1))
}

impl LocalOptions {
    /// The number of seats these options ask for, if they say.
    fn seats(&self) -> Option<u8> {
        match (self.solo, self.asked_game()) {
            (Some(_), _) => Some(1),
            (None, Some(LocalGame::Magistrar | LocalGame::Aetherium | LocalGame::Rivalry)) => {
                Some(2)
            }
            (None, _) => self.players,
        }
    }

    /// Refuses options that cannot go together, saying why (nothing is opened).
    pub fn check(&self) -> Result<(), String> {
        let lang = self.lang;
        self.check_game()?;
        if self.solo.is_some() {
            if let Some(n) = self.players {
                return Err(tr!(lang, "local-solo-players", n = n.to_string()));
            }
            if self.ai.is_some() {
                return Err(tr!(lang, "local-solo-ai"));
            }
            if self.expert {
                return Err(tr!(lang, "local-solo-expert"));
            }
        }
        if let Some(n) = self.players {
            if !(2..=4).contains(&n) {
                return Err(tr!(lang, "local-players-range", n = n.to_string()));
            }
        }
        for (i, name) in self.names.iter().enumerate() {
            let name = name.trim();
            let n = (i + 1).to_string();
            if name.is_empty() {
                return Err(tr!(lang, "local-name-empty", n = n));
            }
            if name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
                let most = MAX_NAME.to_string();
                return Err(tr!(lang, "local-name-bad", n = n, most = most));
            }
            if self.names[..i].iter().any(|n| n.trim() == name) {
                return Err(tr!(lang, "local-name-twice", name = name));
            }
        }
        // Without --players, a resumed game has the seats it has (compared later); a new
        // one has two (checked when it is opened).
        if let Some(seats) = self.seats() {
            self.check_names_fit(seats)?;
        }
        Ok(())
    }

    /// The game asked for: `--game`, or Magistrar for `--grand-mage`.
    pub fn asked_game(&self) -> Option<LocalGame> {
        self.game
            .or(self.grand_mage.then_some(LocalGame::Magistrar))
    }

    /// Refuses options of one game given for another.
    fn check_game(&self) -> Result<(), String> {
        let Some(game) = self.asked_game() else {
            return Ok(());
        };
        let lang = self.lang;
        if self.grand_mage && game != LocalGame::Magistrar {
            let game = game.to_string();
            return Err(tr!(lang, "local-grand-mage-game", game = game));
        }
        if game == LocalGame::Rivality {
            return Ok(());
        }
        let title = game.title();
        if self.solo.is_some() {
            return Err(tr!(lang, "local-no-solo", title = title));
        }
        if self.expert {
            return Err(tr!(lang, "local-no-expert", title = title));
        }
        match self.players {
            Some(n) if n != 2 => Err(tr!(
                lang,
                "local-two-players",
                title = title,
                n = n.to_string()
            )),
            _ => Ok(()),
        }
    }

    /// Refuses more names than seats.
    fn check_names_fit(&self, seats: u8) -> Result<(), String> {
        let seats = usize::from(seats);
        if self.names.len() > seats {
            let more = self.solo.is_none()
                && self.players.is_none()
                && matches!(self.asked_game(), None | Some(LocalGame::Rivality));
            return Err(tr!(
                self.lang,
                "local-too-many-names",
                count = self.names.len().to_string(),
                seats = seats,
                more = if more { "yes" } else { "no" }
            ));
        }
        Ok(())
    }

    /// The options as typed, for the command that starts a new game with them.
    fn as_args(&self) -> String {
        let mut args = vec!["manawell local --new".to_string()];
        if let Some(game) = self.game {
            args.push(format!("--game {game}"));
        }
        if self.grand_mage {
            args.push("--grand-mage".to_string());
        }
        if let Some(n) = self.players {
            args.push(format!("--players {n}"));
        }
        if let Some(level) = self.ai {
            args.push(format!("--ai {level}"));
        }
        if let Some(d) = self.solo {
            args.push(format!("--solo {d}"));
        }
        if self.expert {
            args.push("--expert".to_string());
        }
        if !self.names.is_empty() {
            args.push(format!("--names {}", self.names.join(",")));
        }
        if let Some(seed) = self.seed {
            args.push(format!("--seed {seed}"));
        }
        args.join(" ")
    }
}

/// The game in progress at this terminal, unless a new one is asked for; refused when the
/// options given say something else than it was started with.
pub async fn resumable(
    svc: &TableService,
    options: &LocalOptions,
) -> Result<Option<TableId>, String> {
    if options.new {
        return Ok(None);
    }
    let Some(id) = svc
        .latest_at(&Place::local(), &[Status::Running])
        .await
        .map_err(|e| e.to_string())?
    else {
        return Ok(None);
    };
    let differences = differences(svc, id, options).await?;
    if differences.is_empty() {
        return Ok(Some(id));
    }
    Err(tr!(
        options.lang,
        "local-other-options",
        table = id.to_string(),
        differences = differences.join("\n  - "),
        args = options.as_args()
    ))
}

/// What the options given say that game `id` does not.
async fn differences(
    svc: &TableService,
    id: TableId,
    options: &LocalOptions,
) -> Result<Vec<String>, String> {
    let info = svc.table_info(id).await.map_err(|e| e.to_string())?;
    let (row, _) = svc
        .store()
        .load_table(id.0)
        .await
        .map_err(|e| e.to_string())?;
    let level = svc.ai_level(id).await.map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    let lang = options.lang;
    let game = match &info.options {
        GameOptions::Rivality(o) => tr!(
            lang,
            "local-game-rivality",
            players = o.players.to_string(),
            expert = if o.expert { "yes" } else { "no" }
        ),
        GameOptions::Suramun(o) => {
            tr!(
                lang,
                "local-game-solo",
                difficulty = o.difficulty.to_string()
            )
        }
        other => other.title(lang),
    };
    let game = game.as_str();
    let playing = LocalGame::of(&info.options);
    if let Some(asked) = options.asked_game() {
        if Some(asked) != playing {
            out.push(tr!(
                lang,
                "local-differs-game",
                game = game,
                asked = asked.title()
            ));
        }
    }
    if options.grand_mage
        && !matches!(
            info.options,
            GameOptions::Magistrar(crate::engines::magistrar::Options {
                grand_mage: true,
                ..
            })
        )
    {
        out.push(tr!(lang, "local-differs-grand-mage", game = game));
    }
    match (&info.options, options.solo) {
        (GameOptions::Suramun(o), Some(d)) if o.difficulty != d => out.push(tr!(
            lang,
            "local-differs-difficulty",
            stored = o.difficulty.to_string(),
            asked = d.to_string()
        )),
        (GameOptions::Suramun(_), _) => {}
        (_, Some(_)) => out.push(tr!(lang, "local-differs-solo", game = game)),
        _ => {}
    }
    if let Some(n) = options.players {
        match &info.options {
            GameOptions::Rivality(o) if o.players != n => out.push(tr!(
                lang,
                "local-differs-players",
                stored = o.players.to_string(),
                n = n.to_string()
            )),
            GameOptions::Suramun(_) => out.push(tr!(
                lang,
                "local-differs-solo-players",
                game = game,
                n = n.to_string()
            )),
            GameOptions::Magistrar(_) | GameOptions::Aetherium(_) if n != 2 => out.push(tr!(
                lang,
                "local-differs-two-players",
                game = game,
                n = n.to_string()
            )),
            _ => {}
        }
    }
    if options.expert
        && !matches!(
            info.options,
            GameOptions::Rivality(Options { expert: true, .. })
        )
    {
        out.push(tr!(lang, "local-differs-expert", game = game));
    }
    let bots: Vec<&str> = info
        .seated
        .iter()
        .filter(|s| s.ai)
        .map(|s| s.name.as_str())
        .collect();
    if let Some(asked) = options.ai {
        match (bots.is_empty(), level) {
            (true, _) => out.push(tr!(lang, "local-differs-no-ai", asked = asked.to_string())),
            (false, Some(stored)) if stored != asked => out.push(tr!(
                lang,
                "local-differs-ai-level",
                stored = stored.to_string(),
                asked = asked.to_string()
            )),
            _ => {}
        }
    }
    for (seat, name) in options.names.iter().enumerate() {
        let stored = info.seated.get(seat).map(|s| s.name.as_str());
        if stored != Some(name.trim()) {
            let nobody = tr!(lang, "local-differs-nobody");
            out.push(tr!(
                lang,
                "local-differs-seat",
                seat = (seat + 1).to_string(),
                stored = stored.unwrap_or(&nobody),
                name = name.trim()
            ));
        }
    }
    if let Some(seed) = options.seed {
        if row.seed() != seed {
            out.push(tr!(lang, "local-differs-seed", seed = seed.to_string()));
        }
    }
    Ok(out)
}

/// Opens a new game with these options; the AI seats (if any) are seated at once.
pub async fn create(
    svc: &TableService,
    options: &LocalOptions,
    out: &mut impl Write,
) -> Result<TableId, String> {
    let (game, seats) = match (options.solo, options.asked_game()) {
        (Some(difficulty), _) => (GameOptions::Suramun(SoloOptions { difficulty }), 1),
        (None, Some(LocalGame::Magistrar)) => (
            GameOptions::Magistrar(crate::engines::magistrar::Options {
                grand_mage: options.grand_mage,
                ..Default::default()
            }),
            2,
        ),
        (None, Some(LocalGame::Aetherium)) => (
            GameOptions::Aetherium(crate::engines::aetherium::Options::default()),
            2,
        ),
        (None, Some(LocalGame::Rivalry)) => (GameOptions::Rivalry(Default::default()), 2),
        (None, _) => {
            let players = options.players.unwrap_or(2);
            let game = GameOptions::Rivality(Options {
                players,
                expert: options.expert,
            });
            (game, players)
        }
    };
    options.check_names_fit(seats)?;
    let seats = usize::from(seats.max(1));
    let bots = if options.ai.is_some() { seats - 1 } else { 0 };
    let name = |i: usize| -> String {
        if let Some(given) = options.names.get(i) {
            return given.trim().to_string();
        }
        match options.ai {
            Some(level) if i > 0 && bots == 1 => {
                tr!(options.lang, "local-bot", level = level.name())
            }
            Some(level) if i > 0 => tr!(
                options.lang,
                "local-bot-numbered",
                n = i.to_string(),
                level = level.name()
            ),
            _ => tr!(options.lang, "local-player", n = (i + 1).to_string()),
        }
    };
    let creator = User {
        id: local_user(0),
        name: name(0),
    };
    let mut spec = TableSpec::new(game.clone(), Place::local(), creator.clone());
    spec.shuffle_seats = false; // hot-seat: the names are given in seat order
    spec.seed = options.seed;
    spec.ai_level = options.ai;
    let (id, _) = svc.create(spec).await.map_err(|e| e.to_string())?;
    for i in 1..seats {
        match options.ai {
            Some(_) => svc.add_bot(id, &creator.id, &name(i)).await,
            None => {
                let user = User {
                    id: local_user(i),
                    name: name(i),
                };
                svc.join(id, &user).await
            }
        }
        .map_err(|e| e.to_string())?;
    }
    let title = game.title(options.lang);
    let said = tr!(
        options.lang,
        "local-new-game",
        table = id.to_string(),
        title = title.as_str()
    );
    writeln!(out, "{said}").map_err(|e| super::input::unwritable(options.lang, &e))?;
    Ok(id)
}
