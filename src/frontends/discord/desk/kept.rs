//! Draw once, show many: the pictures drawn lately, by (table, version, viewer's seat,
//! language). A version's position never changes (versions are never reused, not even
//! by a takeback), so its picture is drawn once and shown to every post, refresh and
//! spectator; a panel shows the same hand at each of its steps. Those who ask while it
//! is being drawn wait for that drawing rather than starting their own.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use tokio::sync::OnceCell;

use crate::i18n::Lang;
use crate::table::{Seat, TableId};

/// (table, version, viewer's seat, language): `None` for the public picture.
pub type PictureKey = (TableId, i64, Option<Seat>, Lang);

/// A picture drawn or being drawn.
pub type Slot = Arc<OnceCell<Vec<u8>>>;

/// How many pictures are kept, and how many bytes at most: enough for a few hundred
/// games played at once (each a public board and a hand or two).
const KEPT: usize = 1024;
const KEPT_BYTES: usize = 96 << 20;

#[derive(Default)]
pub struct Kept {
    slots: Mutex<VecDeque<(PictureKey, Slot)>>,
}

impl Kept {
    /// The slot of `key`: drawn already, being drawn, or new (the oldest pictures then
    /// make room).
    pub fn slot(&self, key: PictureKey) -> Slot {
        let Ok(mut slots) = self.slots.lock() else {
            // A panic elsewhere poisoned the lock: draw without keeping.
            return Slot::default();
        };
        if let Some((_, slot)) = slots.iter().find(|(k, _)| *k == key) {
            return slot.clone();
        }
        let slot = Slot::default();
        slots.push_back((key, slot.clone()));
        let bytes = |slots: &VecDeque<(PictureKey, Slot)>| -> usize {
            slots
                .iter()
                .filter_map(|(_, s)| s.get())
                .map(Vec::len)
                .sum()
        };
        while slots.len() > KEPT || slots.len() > 1 && bytes(&slots) > KEPT_BYTES {
            slots.pop_front();
        }
        slot
    }
}
