//! The messages the fake holds, by id and by channel: a thousand games at once wait on
//! the latest message of their own thread, and each of those waits must not read every
//! message of every game.

use std::collections::{BTreeSet, HashMap};

use serde_json::Value;

#[derive(Default)]
pub struct Held {
    by_id: HashMap<u64, Value>,
    /// Channel id (as Discord writes it, a string) -> its messages' ids.
    by_channel: HashMap<String, BTreeSet<u64>>,
}

fn channel_of(message: &Value) -> Option<String> {
    message["channel_id"].as_str().map(str::to_string)
}

impl Held {
    pub fn get(&self, id: &u64) -> Option<&Value> {
        self.by_id.get(id)
    }

    pub fn insert(&mut self, id: u64, message: Value) -> Option<Value> {
        let old = self.remove(&id);
        if let Some(channel) = channel_of(&message) {
            self.by_channel.entry(channel).or_default().insert(id);
        }
        self.by_id.insert(id, message);
        old
    }

    pub fn remove(&mut self, id: &u64) -> Option<Value> {
        let old = self.by_id.remove(id)?;
        if let Some(ids) = channel_of(&old).and_then(|c| self.by_channel.get_mut(&c)) {
            ids.remove(id);
        }
        Some(old)
    }

    /// Holds `message` under `id` unless a message is held there already.
    pub fn insert_if_absent(&mut self, id: u64, message: impl FnOnce() -> Value) {
        if !self.by_id.contains_key(&id) {
            self.insert(id, message());
        }
    }

    pub fn values(&self) -> impl Iterator<Item = &Value> {
        self.by_id.values()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&u64, &Value)> {
        self.by_id.iter()
    }

    /// The messages of `channel`, newest first.
    pub fn in_channel(&self, channel: &str) -> impl Iterator<Item = (&u64, &Value)> {
        self.by_channel
            .get(channel)
            .into_iter()
            .flat_map(|ids| ids.iter().rev())
            .filter_map(|id| self.by_id.get_key_value(id))
    }
}
