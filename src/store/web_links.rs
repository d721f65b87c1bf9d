//! The web board's links (`web_links`): a token per game (public) or per seat (personal,
//! with an expiry), revoked by a moderator. The tokens are made by the table service.

use super::backend::with_pool;
use super::{Store, StoreError};

/// What a live token opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WebLink {
    pub table: i64,
    /// `None`: the public page; `Some`: that seat's own view too.
    pub seat: Option<i64>,
}

impl Store {
    /// The live public token of `table`, if it has one.
    pub async fn public_web_link(&self, table: i64) -> Result<Option<String>, StoreError> {
        with_pool!(self, pool, d => {
            let token: Option<String> = sqlx::query_scalar(&d.sql(
                "SELECT token FROM web_links \
                 WHERE table_id = ? AND seat IS NULL AND revoked_at IS NULL \
                 ORDER BY created_at DESC LIMIT 1",
            ))
            .bind(table)
            .fetch_optional(pool)
            .await?;
            Ok(token)
        })
    }

    /// Stores `token` as a link to `table` (`seat`: a personal one, until `expires_at`).
    pub async fn add_web_link(
        &self,
        token: &str,
        link: WebLink,
        now: i64,
        expires_at: Option<i64>,
    ) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
            sqlx::query(&d.sql(
                "INSERT INTO web_links (token, table_id, seat, created_at, expires_at) \
                 VALUES (?, ?, ?, ?, ?)",
            ))
            .bind(token)
            .bind(link.table)
            .bind(link.seat)
            .bind(now)
            .bind(expires_at)
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// What `token` opens at `now`: nothing once revoked or expired.
    pub async fn web_link(&self, token: &str, now: i64) -> Result<Option<WebLink>, StoreError> {
        with_pool!(self, pool, d => {
            let row: Option<(i64, Option<i64>)> = sqlx::query_as(&d.sql(
                "SELECT table_id, seat FROM web_links WHERE token = ? AND revoked_at IS NULL \
                 AND (expires_at IS NULL OR expires_at > ?)",
            ))
            .bind(token)
            .bind(now)
            .fetch_optional(pool)
            .await?;
            Ok(row.map(|(table, seat)| WebLink { table, seat }))
        })
    }

    /// Revokes every live link of `table`; returns how many there were.
    pub async fn revoke_web_links(&self, table: i64, now: i64) -> Result<u64, StoreError> {
        with_pool!(self, pool, d => {
            let done = sqlx::query(&d.sql(
                "UPDATE web_links SET revoked_at = ? WHERE table_id = ? AND revoked_at IS NULL",
            ))
            .bind(now)
            .bind(table)
            .execute(pool)
            .await?;
            Ok(done.rows_affected())
        })
    }
}
