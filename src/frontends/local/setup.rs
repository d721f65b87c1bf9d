//! Starting a local game, or resuming the one in progress: the options are checked
//! before anything is opened, and a resumed game must agree with the options given.

use std::io::Write;

use super::games::LocalGame;
use super::LocalOptions;
use crate::engines::rivality::Options;
use crate::store::Status;
use crate::table::kinds::suramun::SoloOptions;
use crate::table::{GameOptions, Place, TableId, TableService, TableSpec, User, UserId};

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
        self.check_game()?;
        if self.solo.is_some() {
            if let Some(n) = self.players {
                return Err(format!(
                    "--solo is a game for one, against Suramun: it cannot have --players {n}"
                ));
            }
            if self.ai.is_some() {
                return Err(
                    "--solo is played against Suramun, who plays by the solo rules: \
                            --ai is for Rivality tables (`--players 2 --ai hard`)"
                        .to_string(),
                );
            }
            if self.expert {
                return Err(
                    "--expert is for Rivality tables: the solo mode has its own rules".to_string(),
                );
            }
        }
        if let Some(n) = self.players {
            if !(2..=4).contains(&n) {
                return Err(format!("Rivality is played by 2, 3 or 4 players, not {n}"));
            }
        }
        for (i, name) in self.names.iter().enumerate() {
            let name = name.trim();
            if name.is_empty() {
                return Err(format!(
                    "--names: name {} is empty; give names between commas, like `--names Ann,Bob`",
                    i + 1
                ));
            }
            if name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
                return Err(format!(
                    "--names: name {} is not a name (at most {MAX_NAME} letters, no control characters)",
                    i + 1
                ));
            }
            if self.names[..i].iter().any(|n| n.trim() == name) {
                return Err(format!(
                    "--names: two players are named {name}; give each seat its own name"
                ));
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
        if self.grand_mage && game != LocalGame::Magistrar {
            return Err(format!(
                "--grand-mage is a Magistrar match: it cannot go with --game {game}"
            ));
        }
        if game == LocalGame::Rivality {
            return Ok(());
        }
        let title = game.title();
        if self.solo.is_some() {
            return Err(format!(
                "--solo is Rivality's solo mode against Suramun: {title} has no solo mode"
            ));
        }
        if self.expert {
            return Err(format!(
                "--expert is for Rivality: {title} has no Expert rules"
            ));
        }
        match self.players {
            Some(n) if n != 2 => Err(format!("{title} is played by 2 players, not {n}")),
            _ => Ok(()),
        }
    }

    /// Refuses more names than seats.
    fn check_names_fit(&self, seats: u8) -> Result<(), String> {
        let seats = usize::from(seats);
        if self.names.len() > seats {
            return Err(format!(
                "--names gives {} names for {} {}: give one name per seat, in seat order{}",
                self.names.len(),
                seats,
                if seats == 1 { "player" } else { "players" },
                if self.solo.is_none()
                    && self.players.is_none()
                    && matches!(self.asked_game(), None | Some(LocalGame::Rivality))
                {
                    " (or add --players N)"
                } else {
                    ""
                }
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
    Err(format!(
        "game {id} is in progress here, and it was started with other options:\n  - {}\n\
         Run `manawell local` with no options (or the same ones) to resume it, or start a new \
         game with `{}`.",
        differences.join("\n  - "),
        options.as_args()
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
    let game = match &info.options {
        GameOptions::Rivality(o) => format!(
            "Rivality for {} players{}",
            o.players,
            if o.expert {
                " with the Expert rules"
            } else {
                ""
            }
        ),
        GameOptions::Suramun(o) => format!("solo against Suramun ({})", o.difficulty),
        other => other.title(),
    };
    let playing = LocalGame::of(&info.options);
    if let Some(asked) = options.asked_game() {
        if Some(asked) != playing {
            out.push(format!("it is {game}, not {} (--game)", asked.title()));
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
        out.push(format!(
            "it is {game}, not a Grand Mage match (--grand-mage)"
        ));
    }
    match (&info.options, options.solo) {
        (GameOptions::Suramun(o), Some(d)) if o.difficulty != d => out.push(format!(
            "it is solo against Suramun at {} difficulty, not {d} (--solo)",
            o.difficulty
        )),
        (GameOptions::Suramun(_), _) => {}
        (_, Some(_)) => out.push(format!("it is {game}, not solo (--solo)")),
        _ => {}
    }
    if let Some(n) = options.players {
        match &info.options {
            GameOptions::Rivality(o) if o.players != n => {
                out.push(format!("it has {} players, not {n} (--players)", o.players))
            }
            GameOptions::Suramun(_) => out.push(format!("it is {game}, not for {n} players")),
            GameOptions::Magistrar(_) | GameOptions::Aetherium(_) if n != 2 => {
                out.push(format!("it is {game}, for 2 players, not {n}"))
            }
            _ => {}
        }
    }
    if options.expert
        && !matches!(
            info.options,
            GameOptions::Rivality(Options { expert: true, .. })
        )
    {
        out.push(format!("it is {game}, without the Expert rules (--expert)"));
    }
    let bots: Vec<&str> = info
        .seated
        .iter()
        .filter(|s| s.ai)
        .map(|s| s.name.as_str())
        .collect();
    if let Some(asked) = options.ai {
        match (bots.is_empty(), level) {
            (true, _) => out.push(format!(
                "it has no AI seat: everyone plays at this terminal (--ai {asked})"
            )),
            (false, Some(stored)) if stored != asked => out.push(format!(
                "its AI plays at {stored} level, not {asked} (--ai)"
            )),
            _ => {}
        }
    }
    for (seat, name) in options.names.iter().enumerate() {
        let stored = info.seated.get(seat).map(|s| s.name.as_str());
        if stored != Some(name.trim()) {
            out.push(format!(
                "seat {} is {}, not {} (--names)",
                seat + 1,
                stored.unwrap_or("nobody"),
                name.trim()
            ));
        }
    }
    if let Some(seed) = options.seed {
        if row.seed() != seed {
            out.push(format!(
                "it was dealt from another seed than {seed} (--seed)"
            ));
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
            Some(level) if i > 0 && bots == 1 => format!("Bot ({level})"),
            Some(level) if i > 0 => format!("Bot {i} ({level})"),
            _ => format!("Player {}", i + 1),
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
    writeln!(out, "New game {id}: {}.", game.title())
        .map_err(|e| format!("cannot write to the terminal: {e}"))?;
    Ok(id)
}
