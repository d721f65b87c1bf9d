//! `manawell local`: play in the terminal, through the same table service and database as
//! the bot. Hot-seat for 2 to 4 players, or solo against Suramun. Quit at any time; running it again resumes the
//! game where it was (the game lives in the database, not in this loop).
//!
//! The loop reads lines from any `BufRead` and writes to any `Write`, so tests drive it
//! with a script.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use crate::ai::Level;
use crate::engines::rivality::solo::Difficulty;
use crate::engines::rivality::Options;
use crate::store::Status;
use crate::table::kinds::suramun::SoloOptions;
use crate::table::{
    BoardRenderer, Choice, GameOptions, ImageRequest, Place, Show, ShowStatus, TableError, TableId,
    TableService, TableSpec, User, UserId,
};

/// How to set up a new local game (ignored when one is resumed).
#[derive(Clone, Debug)]
pub struct LocalOptions {
    pub players: u8,
    pub expert: bool,
    /// The other seats are played by the AI at this level (the service must have a bot).
    pub ai: Option<Level>,
    /// Solo against Suramun at this difficulty (then `players` is ignored).
    pub solo: Option<Difficulty>,
    /// The players' names, in seat order; missing ones are "Player n".
    pub names: Vec<String>,
    /// Start a new game even if one is running.
    pub new: bool,
    pub seed: Option<u64>,
    /// Where to write the board's PNG after each change, and what draws it.
    pub pictures: Option<Pictures>,
}

/// The PNG of the board, rewritten after each change (`<dir>/manawell-game-<id>.png`).
#[derive(Clone)]
pub struct Pictures {
    pub dir: PathBuf,
    pub renderer: Arc<dyn BoardRenderer>,
}

impl std::fmt::Debug for Pictures {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pictures").field("dir", &self.dir).finish()
    }
}

/// How the session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The player quit (or the input ended); the game waits in the database.
    Saved(TableId),
    /// The game is over.
    Finished(TableId),
}

const HELP: &str = "Type a move (`A7 M14 east`, `A6 M14 east right,front,left`, `mulligan`, \
`remove teal`; solo: `enter B1`, `move C2`), or the number of a move from `moves`.\n\
Commands: moves, board, hand, log, resign, help, quit.";

fn local_user(seat: usize) -> UserId {
    UserId::new(format!("local:{}", seat + 1))
}

type Io = Result<(), String>;

fn say(out: &mut impl Write, text: &str) -> Io {
    writeln!(out, "{text}").map_err(|e| format!("cannot write to the terminal: {e}"))
}

/// Runs a local session until the game ends or the player quits.
pub async fn run(
    svc: &TableService,
    options: &LocalOptions,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<Ending, String> {
    let id = match resumable(svc, options).await? {
        Some(id) => {
            say(out, &format!("Resuming game {id}."))?;
            id
        }
        None => create(svc, options, out).await?,
    };
    let mut lines = input.lines();
    let mut listed: Vec<Choice> = Vec::new();
    let mut show_board = true;
    loop {
        let now = svc.current(id, None).await.map_err(|e| e.to_string())?;
        if now.status == ShowStatus::Finished || now.status == ShowStatus::Cancelled {
            print_board(svc, id, out).await?;
            for line in &now.public {
                say(out, line)?;
            }
            say(out, &format!("Game {id} is over."))?;
            return Ok(Ending::Finished(id));
        }
        let Some(to_act) = now.to_act else {
            return Err(format!("game {id} is waiting for nobody"));
        };
        let Some(user) = to_act.user.clone() else {
            return Err(format!(
                "game {id}: seat {} has no local player",
                to_act.seat + 1
            ));
        };
        let mine = svc
            .current(id, Some(&user))
            .await
            .map_err(|e| e.to_string())?;
        if show_board {
            print_board(svc, id, out).await?;
            if let Some(pictures) = &options.pictures {
                write_picture(svc, id, now.version, pictures, out).await?;
            }
            // Hot-seat: say whose hand follows, so the others can look away.
            say(out, &format!("{}, your turn.", to_act.name))?;
            for p in &mine.private {
                say(out, &p.text)?;
            }
            show_board = false;
        }
        write!(out, "{} to play> ", to_act.name).map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
        let Some(line) = lines.next() else {
            say(out, "")?;
            return saved(id, out);
        };
        let line = line.map_err(|e| format!("cannot read the terminal: {e}"))?;
        let line = line.trim();
        let choices = mine.to_act.map(|t| t.choices).unwrap_or_default();
        match line.to_ascii_lowercase().as_str() {
            "" => {}
            "quit" | "exit" | "q" => return saved(id, out),
            "help" | "?" => say(out, HELP)?,
            "board" => show_board = true,
            "hand" => {
                for p in &mine.private {
                    say(out, &p.text)?;
                }
            }
            "moves" => {
                list_moves(&choices, out)?;
                listed = choices;
            }
            "log" => {
                for l in svc.log(id).await.map_err(|e| e.to_string())? {
                    say(out, &format!("{:>3}. {}", l.ply, l.text))?;
                }
            }
            "resign" => show_board = report(svc.resign(id, &user).await, out)?,
            _ => {
                // A number picks from the last list shown (it must still be this turn's).
                let text = match line.parse::<usize>() {
                    Ok(n) if n >= 1 && n <= listed.len() && listed == choices => {
                        listed[n - 1].notation.clone()
                    }
                    Ok(_) => {
                        say(
                            out,
                            "No such move number: type `moves` for this turn's list.",
                        )?;
                        continue;
                    }
                    Err(_) => line.to_string(),
                };
                show_board = report(svc.submit(id, &user, &text).await, out)?;
            }
        }
    }
}

/// Prints the outcome of a change; `true` when the game changed (show the board again).
fn report(result: Result<Show, TableError>, out: &mut impl Write) -> Result<bool, String> {
    match result {
        Ok(show) => {
            for line in &show.public {
                say(out, line)?;
            }
            Ok(true)
        }
        Err(e @ TableError::Store(_)) => Err(e.to_string()),
        Err(e) => {
            say(out, &format!("Refused: {e}"))?;
            Ok(false)
        }
    }
}

fn saved(id: TableId, out: &mut impl Write) -> Result<Ending, String> {
    say(
        out,
        &format!("Game {id} is saved. Run `manawell local` again to resume it."),
    )?;
    Ok(Ending::Saved(id))
}

async fn print_board(svc: &TableService, id: TableId, out: &mut impl Write) -> Io {
    let board = svc.board_text(id, None).await.map_err(|e| e.to_string())?;
    say(out, "")?;
    say(out, &board)
}

/// Writes the public picture of the board; a failure is reported, not fatal (the text
/// board is there).
async fn write_picture(
    svc: &TableService,
    id: TableId,
    version: i64,
    pictures: &Pictures,
    out: &mut impl Write,
) -> Io {
    let request = ImageRequest::Board {
        table: id,
        version,
        viewer: None,
    };
    let path = pictures.dir.join(format!("manawell-game-{}.png", id.0));
    let written = match svc.picture(&request, &*pictures.renderer).await {
        Ok(png) => crate::frontends::files::write_atomic(&path, &png).map_err(|e| e.to_string()),
        Err(e) => Err(e.to_string()),
    };
    match written {
        Ok(()) => say(out, &format!("Board picture: {}", path.display())),
        Err(e) => say(out, &format!("(no picture: {e})")),
    }
}

fn list_moves(choices: &[Choice], out: &mut impl Write) -> Io {
    let width = choices.len().to_string().len();
    let mut line = String::new();
    for (i, c) in choices.iter().enumerate() {
        let item = format!("{:>width$}. {:<28}", i + 1, c.notation);
        if line.len() + item.len() > 96 {
            say(out, line.trim_end())?;
            line.clear();
        }
        line.push_str(&item);
    }
    if !line.is_empty() {
        say(out, line.trim_end())?;
    }
    Ok(())
}

/// The local game to resume, unless a new one is asked for.
async fn resumable(svc: &TableService, options: &LocalOptions) -> Result<Option<TableId>, String> {
    if options.new {
        return Ok(None);
    }
    svc.latest_at(&Place::local(), &[Status::Running])
        .await
        .map_err(|e| e.to_string())
}

async fn create(
    svc: &TableService,
    options: &LocalOptions,
    out: &mut impl Write,
) -> Result<TableId, String> {
    let (game, seats) = match options.solo {
        Some(difficulty) => (GameOptions::Suramun(SoloOptions { difficulty }), 1),
        None => (
            GameOptions::Rivality(Options {
                players: options.players,
                expert: options.expert,
            }),
            options.players,
        ),
    };
    let players: Vec<User> = (0..usize::from(seats.max(1)))
        .map(|i| {
            let name = options
                .names
                .get(i)
                .cloned()
                .unwrap_or_else(|| format!("Player {}", i + 1));
            User {
                id: local_user(i),
                name,
            }
        })
        .collect();
    let mut spec = TableSpec::new(game, Place::local(), players[0].clone());
    spec.shuffle_seats = false; // hot-seat: the names are given in seat order
    spec.seed = options.seed;
    let (id, _) = svc.create(spec).await.map_err(|e| e.to_string())?;
    for p in &players[1..] {
        match options.ai {
            Some(level) => {
                let name = format!("Bot ({})", level.name());
                svc.add_bot(id, &players[0].id, &name).await
            }
            None => svc.join(id, p).await,
        }
        .map_err(|e| e.to_string())?;
    }
    say(out, &format!("New game {id}. {HELP}"))?;
    Ok(id)
}
