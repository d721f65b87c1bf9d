//! The session: whose turn it is, the board and the hand shown to the right player, and
//! each typed command answered.

use std::io::Write;

use super::commands::{self, Answer, Command};
use super::input::Lines;
use super::{help, picture, refusal, say, Ending, Io, LocalOptions};
use crate::engines::rivalry::Side;
use crate::frontends::rivalry_setup::setup_side;
use crate::table::{
    GameOptions, Seat, Show, ShowStatus, TableError, TableId, TableService, ToAct, UserId,
};
use crate::tr;

pub(super) struct Session<'a, O: Write> {
    pub svc: &'a TableService,
    pub options: &'a LocalOptions,
    pub id: TableId,
    pub game: GameOptions,
    pub lines: &'a mut dyn Lines,
    pub out: &'a mut O,
    /// More than one person at this keyboard and a game with hands: a hand is shown only
    /// after a pause. (Magistrar and Aetherium hide nothing from either player.)
    hot_seat: bool,
    /// More than one person at this keyboard: Rivalry's sealed set-ups, too, are asked
    /// only after a pause.
    shared: bool,
    /// The version whose board was last shown.
    shown: Option<i64>,
    /// The seat whose hand was last shown.
    hand_shown_to: Option<Seat>,
    /// A line typed at a question, to be read as a command next.
    pub pending: Option<String>,
    /// The public lines last printed (not printed twice at the end).
    pub printed: Vec<String>,
}

/// Whether each player holds what the others may not see (Rivality's hands).
fn has_hands(game: &GameOptions) -> bool {
    matches!(game, GameOptions::Rivality(_))
}

/// What the loop does after a command.
pub(super) enum Flow {
    Go,
    Quit,
}

impl<'a, O: Write> Session<'a, O> {
    pub async fn new(
        svc: &'a TableService,
        options: &'a LocalOptions,
        id: TableId,
        lines: &'a mut dyn Lines,
        out: &'a mut O,
    ) -> Result<Session<'a, O>, String> {
        let info = svc.table_info(id).await.map_err(|e| e.to_string())?;
        let humans = info.seated.iter().filter(|s| !s.ai).count();
        let hot_seat = humans > 1 && has_hands(&info.options);
        Ok(Session {
            svc,
            options,
            id,
            game: info.options,
            lines,
            out,
            hot_seat,
            shared: humans > 1,
            shown: None,
            hand_shown_to: None,
            pending: None,
            printed: Vec::new(),
        })
    }

    pub fn say(&mut self, text: &str) -> Io {
        say(&mut *self.out, text, self.options.lang)
    }

    /// The language the loop speaks.
    pub fn lang(&self) -> crate::i18n::Lang {
        self.options.lang
    }

    pub fn is_solo(&self) -> bool {
        matches!(self.game, GameOptions::Suramun(_))
    }

    /// A line after `prompt`, or the one typed at the last question; `None` at the end.
    pub fn read(&mut self, prompt: &str) -> Result<Option<String>, String> {
        if let Some(line) = self.pending.take() {
            return Ok(Some(line));
        }
        self.lines.line(prompt, &mut *self.out, self.options.lang)
    }

    pub async fn play(mut self) -> Result<Ending, String> {
        loop {
            let now = self
                .svc
                .current(self.id, None)
                .await
                .map_err(|e| e.to_string())?;
            match now.status {
                ShowStatus::Running => {}
                ShowStatus::Finished | ShowStatus::Cancelled => return self.finish(&now).await,
                ShowStatus::Lobby => {
                    let table = self.id.to_string();
                    return Err(tr!(self.lang(), "local-still-waiting", table = table));
                }
            }
            let Some(to_act) = now.to_act.clone() else {
                let table = self.id.to_string();
                return Err(tr!(self.lang(), "local-waiting-for-nobody", table = table));
            };
            let Some(user) = to_act.user.clone() else {
                // An AI seat to move: after a player's move, or the game was left while
                // the AI was thinking. The picture shows the move it answers first.
                if let Some(pictures) = &self.options.pictures {
                    picture::board(
                        self.svc,
                        self.id,
                        now.version,
                        (pictures, self.options.lang),
                        &mut *self.out,
                    )
                    .await?;
                }
                if self.ai_turn(&now, &to_act).await? {
                    continue;
                }
                return self.saved();
            };
            if self.shown != Some(now.version) {
                self.board(now.version).await?;
                self.shown = Some(now.version);
                if !self.introduce(&to_act, &user).await? {
                    return self.saved();
                }
            }
            let prompt = format!("{}> ", to_act.name);
            let Some(line) = self.read(&prompt)? else {
                return self.saved();
            };
            if let Flow::Quit = self.command(&line, &to_act, &user).await? {
                return self.saved();
            }
        }
    }

    /// The AI seat to move plays now (as when the game was left while it thought).
    /// `false` when it did not move: the game is kept for a later run, not looped on.
    async fn ai_turn(&mut self, now: &Show, to_act: &ToAct) -> Result<bool, String> {
        let name = to_act.name.as_str();
        self.say(&tr!(self.lang(), "local-thinking", name = name))?;
        let show = self
            .svc
            .play_ai_turns(self.id)
            .await
            .map_err(|e| e.to_string())?;
        if show.version == now.version {
            self.say(&tr!(self.lang(), "local-cannot-move", name = name))?;
            return Ok(false);
        }
        self.public(&show.public)?;
        Ok(true)
    }

    /// "Cat, your turn." and their hand; at a shared keyboard, after the others looked
    /// away. `false` when the input ended meanwhile.
    async fn introduce(&mut self, to_act: &ToAct, user: &UserId) -> Result<bool, String> {
        let sealing = self.sealing(user).await?;
        let hidden = self.hot_seat || (self.shared && sealing.is_some());
        if hidden && self.hand_shown_to != Some(to_act.seat) {
            if self.options.clear_screen && self.hand_shown_to.is_some() {
                self.clear_for_the_next().await?;
            }
            let name = to_act.name.as_str();
            let prompt = tr!(self.lang(), "local-pass-keyboard", name = name) + " ";
            match self
                .lines
                .line(&prompt, &mut *self.out, self.options.lang)?
            {
                None => return Ok(false),
                Some(line) if commands::parse(&line) == Command::Quit => return Ok(false),
                Some(_) => {}
            }
        }
        self.hand_shown_to = Some(to_act.seat);
        let name = to_act.name.as_str();
        self.say(&tr!(self.lang(), "local-your-turn", name = name))?;
        if has_hands(&self.game) || sealing.is_some() {
            self.hand(user).await?;
        }
        if sealing.is_some() {
            self.say(&crate::tr!(self.options.lang, "setup-local-ask"))?;
        }
        Ok(true)
    }

    /// The side whose sealed set-up `user` is to send now, if this is Rivalry's set-up.
    async fn sealing(&self, user: &UserId) -> Result<Option<Side>, String> {
        let mine = self
            .svc
            .current(self.id, Some(user))
            .await
            .map_err(|e| e.to_string())?;
        let moves: Vec<String> = mine
            .to_act
            .map(|t| t.choices.into_iter().map(|c| c.notation).collect())
            .unwrap_or_default();
        Ok(setup_side(&moves))
    }

    pub async fn board(&mut self, version: i64) -> Io {
        self.board_but(version, &[]).await
    }

    /// The board, its lines starting with one of `dropped` left out.
    pub(super) async fn board_but(&mut self, version: i64, dropped: &[String]) -> Io {
        let board = self
            .svc
            .board_text(self.id, None)
            .await
            .map_err(|e| e.to_string())?;
        let board: Vec<&str> = board
            .trim_end()
            .lines()
            .filter(|l| !dropped.iter().any(|d| l.starts_with(d.as_str())))
            .collect();
        self.say("")?;
        self.say(&board.join("\n"))?;
        if let Some(pictures) = &self.options.pictures {
            picture::board(
                self.svc,
                self.id,
                version,
                (pictures, self.options.lang),
                &mut *self.out,
            )
            .await?;
        }
        Ok(())
    }

    async fn hand(&mut self, user: &UserId) -> Io {
        let mine = self
            .svc
            .current(self.id, Some(user))
            .await
            .map_err(|e| e.to_string())?;
        for p in &mine.private {
            self.say(&p.text)?;
        }
        Ok(())
    }

    /// Prints what everyone sees of a change.
    pub fn public(&mut self, lines: &[String]) -> Io {
        for line in lines {
            self.say(line)?;
        }
        self.printed = lines.to_vec();
        Ok(())
    }

    async fn command(&mut self, line: &str, to_act: &ToAct, user: &UserId) -> Result<Flow, String> {
        let mine = self
            .svc
            .current(self.id, Some(user))
            .await
            .map_err(|e| e.to_string())?;
        let choices = mine.to_act.map(|t| t.choices).unwrap_or_default();
        match commands::parse(line) {
            Command::Nothing => {}
            Command::Quit => return Ok(Flow::Quit),
            Command::Help => self.say(&help::text(&self.game, self.lang()))?,
            Command::Board => self.board(mine.version).await?,
            Command::Hand => self.hand(user).await?,
            Command::Log => {
                for l in self.svc.log(self.id).await.map_err(|e| e.to_string())? {
                    self.say(&format!("{:>3}. {}", l.ply, l.text))?;
                }
            }
            Command::Hint => self.hint(user).await?,
            Command::Resign => self.resign(to_act, user).await?,
            Command::Moves(filter) => self.moves(&choices, filter.as_deref())?,
            Command::Tile(name) => self.tile(&name)?,
            Command::Rules(topic) => self.rules(topic.as_deref())?,
            Command::Choose => self.choose(&choices, user).await?,
            Command::Number(n) => match n.checked_sub(1).and_then(|i| choices.get(i)) {
                Some(choice) => {
                    let notation = choice.notation.clone();
                    self.propose(&notation, &choices, user).await?
                }
                None => self.say(&tr!(
                    self.lang(),
                    "local-no-move-number",
                    n = n.to_string(),
                    count = choices.len().to_string()
                ))?,
            },
            Command::Move(text) => {
                // A set-up typed without its side is the side of the one sending it.
                let text = match self.sealing(user).await? {
                    Some(side) if text.to_ascii_lowercase().starts_with("cities") => {
                        format!("{} {text}", side.word())
                    }
                    _ => text,
                };
                self.propose(&text, &choices, user).await?
            }
            Command::TooLong => self.say(&tr!(
                self.lang(),
                "local-too-long",
                start = commands::excerpt(line)
            ))?,
        }
        Ok(Flow::Go)
    }

    async fn resign(&mut self, to_act: &ToAct, user: &UserId) -> Io {
        let prompt = tr!(
            self.lang(),
            "local-resign-ask",
            name = to_act.name.as_str(),
            table = self.id.to_string()
        ) + " ";
        let Some(line) = self
            .lines
            .line(&prompt, &mut *self.out, self.options.lang)?
        else {
            return Ok(());
        };
        match commands::yes_in_full(&line) {
            Answer::Yes => match self.svc.resign(self.id, user).await {
                Ok(show) => self.public(&show.public),
                Err(e) => self.refused(e),
            },
            Answer::No | Answer::Other => self.say(&tr!(self.lang(), "local-not-resigned")),
        }
    }

    /// Says why the service refused; a failing database is not the player's to fix.
    pub fn refused(&mut self, e: TableError) -> Io {
        match e {
            TableError::Store(_) => Err(e.to_string()),
            e => {
                let why = refusal::words(self.lang(), &e);
                self.say(&tr!(self.lang(), "local-refused", why = why))
            }
        }
    }
}
