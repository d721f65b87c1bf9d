//! `moves` a client can handle: an Aetherium turn lists thousands of moves (1.8 MB on one
//! line), so a request may ask for the count alone, the moves whose notation holds a
//! filter, and a page of them.

use serde::Deserialize;
use serde_json::{json, Value};

/// `moves`: all fields optional.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovesRequest {
    #[serde(rename = "cmd")]
    _cmd: String,
    /// Only `total`, without the list.
    #[serde(default)]
    count: bool,
    /// Keeps the moves whose notation holds this text, whatever the case.
    #[serde(default)]
    filter: Option<String>,
    /// The first move of the page, from 0.
    #[serde(default)]
    offset: usize,
    /// The most moves in the page; left out, all from `offset`.
    #[serde(default)]
    limit: Option<usize>,
}

impl MovesRequest {
    /// The answer for the game's whole list `moves` (`[{"text":…,"move":…}]`): `total`
    /// (after the filter), and unless a count alone was asked, `offset` and `moves`.
    pub fn answer(&self, moves: Value) -> Value {
        let Value::Array(moves) = moves else {
            return json!({ "moves": moves });
        };
        let filter = self.filter.as_deref().map(str::to_lowercase);
        let kept: Vec<Value> = moves
            .into_iter()
            .filter(|m| match &filter {
                Some(f) => m["text"]
                    .as_str()
                    .is_some_and(|t| t.to_lowercase().contains(f.as_str())),
                None => true,
            })
            .collect();
        let total = kept.len();
        if self.count {
            return json!({ "total": total });
        }
        let page: Vec<Value> = kept
            .into_iter()
            .skip(self.offset)
            .take(self.limit.unwrap_or(usize::MAX))
            .collect();
        json!({ "moves": page, "total": total, "offset": self.offset })
    }
}
