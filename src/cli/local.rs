//! `manawell local`: play in the terminal with no Discord token (see `frontends::local`).

use std::io::IsTerminal;
use std::sync::Arc;

use clap::Args;

use crate::ai::Level;
use crate::engines::rivality::solo::Difficulty;
use crate::frontends::local::replay::step_through_in;
use crate::frontends::local::{self, LocalGame, LocalOptions, Pictures, Script, Terminal};
use crate::frontends::pictures::BoardPictures;
use crate::i18n::Lang;
use crate::store::{Store, StoreConfig};
use crate::table::{AiBot, Export, TableService};

#[derive(Args)]
pub struct LocalArgs {
    /// The database: a SQLite file (created if missing) or a `sqlite://` URL. Defaults to
    /// $MANAWELL_DATABASE_URL, else `manawell.db` in the working directory.
    #[arg(long)]
    pub db: Option<String>,
    /// The game: rivality (the default), magistrar, aetherium or rivalry. A resumed game must be
    /// this one.
    #[arg(long, value_name = "GAME")]
    pub game: Option<LocalGame>,
    /// Magistrar as a Grand Mage match: best of five games (implies --game magistrar).
    #[arg(long)]
    pub grand_mage: bool,
    /// Players at the table, taking turns at this terminal (Rivality: 2, 3 or 4; 2 by
    /// default; Magistrar and Aetherium: 2).
    #[arg(long)]
    pub players: Option<u8>,
    /// Play against the AI: every seat but yours is the bot, at this level (random, easy,
    /// medium, hard). The level is kept with the game: a resumed game plays at it.
    #[arg(long, value_name = "LEVEL")]
    pub ai: Option<Level>,
    /// Solo against the wizard Suramun, at a difficulty: beginner, standard (the default)
    /// or master.
    #[arg(long, value_name = "DIFFICULTY", num_args = 0..=1, default_missing_value = "standard")]
    pub solo: Option<Difficulty>,
    /// Play with the Expert rules.
    #[arg(long)]
    pub expert: bool,
    /// The players' names, comma-separated, in seat order (seat 1 plays first).
    #[arg(long, value_delimiter = ',')]
    pub names: Vec<String>,
    /// Start a new game instead of resuming the one in progress. Without it, options that
    /// do not agree with the game in progress are refused, saying what differs.
    #[arg(long)]
    pub new: bool,
    /// The deal (for a game you want to replay exactly).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Step through a game exported as text (`/replay` on Discord gives finished games'
    /// moves as a file; `docs/replay-format.md`): next, prev, goto N, quit.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["players", "ai", "solo", "expert", "names", "new", "seed"])]
    pub replay: Option<std::path::PathBuf>,
}

pub fn run(args: LocalArgs) -> Result<(), String> {
    let url = args
        .db
        .clone()
        .or_else(|| std::env::var("MANAWELL_DATABASE_URL").ok())
        .unwrap_or_else(|| "manawell.db".to_string());
    if let Some(file) = &args.replay {
        return replay(file, &url);
    }
    let options = LocalOptions {
        game: args.game,
        grand_mage: args.grand_mage,
        players: args.players,
        expert: args.expert,
        solo: args.solo,
        ai: args.ai,
        names: args.names,
        new: args.new,
        seed: args.seed,
        // The PNG goes next to the database file.
        pictures: Some(Pictures {
            dir: picture_dir(&url),
            renderer: Arc::new(BoardPictures),
        }),
        lang: terminal_lang(),
        clear_screen: std::io::stdin().is_terminal() && std::io::stdout().is_terminal(),
    };
    // Refused before the database is even opened.
    options.check()?;
    // SQLite creates a missing file but not a missing folder ("unable to open database
    // file"): the folder is named instead.
    let folder = picture_dir(&url);
    if !url.starts_with("postgres") && !folder.is_dir() {
        return Err(crate::tr!(
            options.lang,
            "local-io-no-folder",
            folder = folder.display().to_string(),
            url = url.as_str()
        ));
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| crate::tr!(options.lang, "local-io-runtime", why = e.to_string()))?;
    runtime.block_on(async {
        let store = Store::open(&StoreConfig::at(&url)).await.map_err(|e| {
            crate::tr!(
                options.lang,
                "local-io-database",
                url = url.as_str(),
                why = e.to_string()
            )
        })?;
        // Each table plays at the level stored with it; this one is for tables from
        // before levels were stored.
        let bot = AiBot::new(args.ai.unwrap_or(Level::Medium));
        let svc = TableService::new(store.clone()).with_bot(Arc::new(bot));
        let stdin = std::io::stdin();
        let mut stdout = std::io::stdout();
        // Line editing and history at a terminal; plain lines from a pipe or a script.
        let result = if stdin.is_terminal() {
            match Terminal::new(options.lang) {
                Ok(mut terminal) => {
                    local::run_with(&svc, &options, &mut terminal, &mut stdout).await
                }
                Err(e) => Err(e),
            }
        } else {
            local::run(&svc, &options, stdin.lock(), &mut stdout).await
        };
        store.close().await;
        result.map(|_| ())
    })
}

/// `--replay FILE`: the export read and replayed through the rules, then stepped
/// through; no database is opened.
fn replay(file: &std::path::Path, url: &str) -> Result<(), String> {
    let lang = terminal_lang();
    let text = std::fs::read_to_string(file).map_err(|e| {
        crate::tr!(
            lang,
            "local-io-read-file",
            path = file.display().to_string(),
            why = e.to_string()
        )
    })?;
    let replay = Export::parse_in(&text, lang)
        .and_then(|export| export.replay_in(lang))
        .map_err(|e| format!("{}: {e}", file.display()))?;
    let pictures = Pictures {
        dir: picture_dir(url),
        renderer: Arc::new(BoardPictures),
    };
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout();
    if stdin.is_terminal() {
        let mut terminal = Terminal::new(lang)?;
        step_through_in(lang, &replay, Some(&pictures), &mut terminal, &mut stdout)
    } else {
        step_through_in(
            lang,
            &replay,
            Some(&pictures),
            &mut Script(stdin.lock()),
            &mut stdout,
        )
    }
}

/// The folder of the database file (the working directory for a bare file name, or for
/// a database server's URL, which names no folder here).
fn picture_dir(url: &str) -> std::path::PathBuf {
    if !url.starts_with("sqlite:") && url.contains("://") {
        return std::path::PathBuf::from(".");
    }
    let path = url
        .trim_start_matches("sqlite://")
        .trim_start_matches("sqlite:");
    let path = path.split('?').next().unwrap_or(path);
    match std::path::Path::new(path).parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    }
}

/// The terminal's language, as the C library picks it: `LC_ALL`, then `LC_MESSAGES`, then
/// `LANG` (`fr_FR.UTF-8`); English when none is one manawell speaks.
fn terminal_lang() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
        .and_then(|value| Lang::from_locale(&value))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::picture_dir;
    use std::path::PathBuf;

    #[test]
    fn pictures_go_beside_a_sqlite_file_and_to_the_working_folder_for_a_server() {
        assert_eq!(
            picture_dir("sqlite:games/manawell.db?mode=rwc"),
            PathBuf::from("games")
        );
        assert_eq!(picture_dir("sqlite://manawell.db"), PathBuf::from("."));
        // A server's URL names no folder of this machine.
        for url in [
            "postgres://bot:secret@db.example/manawell",
            "postgresql://localhost/manawell?sslmode=disable",
        ] {
            assert_eq!(picture_dir(url), PathBuf::from("."), "{url}");
        }
    }
}
