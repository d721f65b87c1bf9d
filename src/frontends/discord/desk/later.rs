//! A move whose AI answer follows: when the AI's thinking pool is full (a burst of AI
//! games), the player's move is saved and their click answered at once ("your move is
//! saved; the board follows"); the AI seats then play when a slot comes, and the board
//! with both moves is posted as usual.

use crate::table::Show;

use crate::frontends::discord::desk::convert::{refusal, user_id};
use crate::frontends::discord::desk::{table_id, Desk, Refusal, TableView};

/// A move played through [`Desk::play_or_save`].
#[derive(Debug)]
pub enum Played {
    /// Played, with the AI's answer if it had one: the view to post.
    Whole(TableView),
    /// Saved; the AI seats to act answer in [`Desk::ai_answer`].
    AiToFollow(AiToFollow),
}

/// What [`Desk::ai_answer`] carries on from: the player's move as saved.
#[derive(Debug)]
pub struct AiToFollow {
    show: Show,
}

impl Desk {
    /// Plays `who`'s move as [`Desk::play`] does; but when the AI would answer it and
    /// its thinking pool is full, only saves it: the AI's answer follows
    /// ([`Desk::ai_answer`]), and the click is not kept waiting for it.
    pub async fn play_or_save(
        &self,
        table: u64,
        who: u64,
        notation: String,
        seen: u64,
        lang: crate::i18n::Lang,
    ) -> Result<Played, Refusal> {
        if !self.service.thinking().full() {
            return self
                .play(table, who, notation, seen, lang)
                .await
                .map(Played::Whole);
        }
        let id = table_id(table)?;
        let seen = i64::try_from(seen).map_err(|_| Refusal::MovedOn)?;
        let show = self
            .service
            .submit_checked(id, &user_id(who), &notation, Some(seen), Some(lang))
            .await
            .map_err(refusal)?;
        if self.service.ai_to_act(show.table).await.map_err(refusal)? {
            Ok(Played::AiToFollow(AiToFollow { show }))
        } else {
            self.view_of(id, Some(&show)).await.map(Played::Whole)
        }
    }

    /// The AI seats' answer to a saved move, once a thinking slot comes: the view to
    /// post, with both moves told.
    pub async fn ai_answer(&self, saved: AiToFollow) -> Result<TableView, Refusal> {
        let id = saved.show.table;
        let show = self.service.bots_play(saved.show).await.map_err(refusal)?;
        self.view_of(id, Some(&show)).await
    }
}
