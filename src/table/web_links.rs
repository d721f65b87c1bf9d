//! The links to a game's web board: an unguessable token (128 random bits from the
//! operating system) is the permission to look. A game has one public link at a time,
//! made on first request and kept until a moderator revokes it (the next request then
//! makes a new one); a player's personal link shows their own view as well, and runs
//! out after [`PERSONAL_LINK_MS`]. And the games' new versions, as they are written, for
//! an open board to follow.

use rand::TryRngCore;

use super::error::TableError;
use super::ids::{TableId, UserId};
use super::kinds::Seat;
use super::service::TableService;
use crate::store::web_links::WebLink;

/// How long a personal link opens its player's view: long enough to open it from the
/// private message, short enough that a link passed on soon stops showing the hand.
pub const PERSONAL_LINK_MS: i64 = 60 * 60_000;

/// What a live link opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardLink {
    pub table: TableId,
    /// `Some`: a personal link, showing that seat's own view too.
    pub seat: Option<Seat>,
}

/// A new token: 128 bits from the operating system's random source, as 32 hex digits.
fn new_token() -> Result<String, TableError> {
    let mut bits = [0u8; 16];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bits)
        .map_err(|e| TableError::Store(format!("no random bits for a link: {e}")))?;
    Ok(bits.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `token` has the shape of one [`new_token`] makes: anything else is not looked
/// up at all.
pub fn well_formed(token: &str) -> bool {
    token.len() == 32
        && token
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

impl TableService {
    /// The public link's token of game `id`, made now if it has none live. A game that
    /// does not exist has none.
    pub async fn board_token(&self, id: TableId) -> Result<String, TableError> {
        self.load(id).await?;
        if let Some(token) = self.store.public_web_link(id.0).await? {
            return Ok(token);
        }
        let token = new_token()?;
        let link = WebLink {
            table: id.0,
            seat: None,
        };
        self.store
            .add_web_link(&token, link, self.now(), None)
            .await?;
        Ok(token)
    }

    /// A personal link's token for `user`'s seat in game `id`, good for
    /// [`PERSONAL_LINK_MS`]: refused to anyone without a seat there.
    pub async fn personal_board_token(
        &self,
        id: TableId,
        user: &UserId,
    ) -> Result<String, TableError> {
        let t = self.load(id).await?;
        let seat = t.seat_of(user).ok_or(TableError::NotYourGame(id))?;
        let token = new_token()?;
        let now = self.now();
        let link = WebLink {
            table: id.0,
            seat: Some(i64::from(seat)),
        };
        self.store
            .add_web_link(&token, link, now, Some(now + PERSONAL_LINK_MS))
            .await?;
        Ok(token)
    }

    /// What `token` opens now: `None` for a token never made, revoked or run out (all
    /// alike, so that an answer tells nothing of a game's existence).
    pub async fn open_board(&self, token: &str) -> Result<Option<BoardLink>, TableError> {
        if !well_formed(token) {
            return Ok(None);
        }
        let Some(link) = self.store.web_link(token, self.now()).await? else {
            return Ok(None);
        };
        Ok(Some(BoardLink {
            table: TableId(link.table),
            seat: link.seat.and_then(|s| Seat::try_from(s).ok()),
        }))
    }

    /// Revokes every link of game `id`, on a moderator's word (who counts as one is the
    /// front end's business); returns how many were live.
    pub async fn revoke_board(&self, id: TableId) -> Result<u64, TableError> {
        self.load(id).await?;
        Ok(self.store.revoke_web_links(id.0, self.now()).await?)
    }

    /// The games' new versions written from now on by this process: `(game, version)`.
    pub fn versions(&self) -> tokio::sync::broadcast::Receiver<crate::store::Change> {
        self.store.changes()
    }
}

#[cfg(test)]
mod tests {
    use super::{new_token, well_formed};

    #[test]
    fn a_token_is_128_bits_in_hex_and_never_the_same() {
        let a = new_token().unwrap();
        let b = new_token().unwrap();
        assert!(well_formed(&a), "{a}");
        assert_ne!(a, b);
    }

    #[test]
    fn only_a_tokens_shape_is_looked_up() {
        assert!(!well_formed("../../etc/passwd"));
        assert!(!well_formed("ABCDEF0123456789abcdef0123456789"));
        assert!(!well_formed("abc"));
    }
}
