//! A game at this terminal whose saved row this version cannot read (a status it does not
//! know, written by hand or by a newer version): named in the terminal's language, never
//! resumed as if it were sound nor silently replaced by another game.

use crate::i18n::Lang;
use crate::store::Status;
use crate::table::{Place, TableError, TableId, TableService};
use crate::tr;

/// A game that cannot be read, and what is wrong with it (the service's words, for whoever
/// looks after the database).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damaged {
    pub table: TableId,
    pub what: String,
}

impl Damaged {
    /// "Game #3 cannot be read: …; it is left as it is in the database".
    pub fn said(&self, lang: Lang) -> String {
        tr!(
            lang,
            "local-damaged",
            table = self.table.0.to_string(),
            why = self.what.as_str()
        )
    }

    /// Options given would have resumed it: the run is refused, saying how to play another.
    pub fn refused(&self, lang: Lang) -> String {
        format!("{}\n{}", self.said(lang), tr!(lang, "local-damaged-new"))
    }
}

/// The latest game at this terminal with one of `statuses`, or the damaged game that is
/// more recent than it.
pub async fn latest(
    svc: &TableService,
    statuses: &[Status],
) -> Result<(Option<TableId>, Option<Damaged>), String> {
    match svc.latest_at(&Place::local(), statuses).await {
        Ok(found) => Ok((found, None)),
        Err(TableError::Corrupt { table, what }) => Ok((None, Some(Damaged { table, what }))),
        Err(e) => Err(e.to_string()),
    }
}
