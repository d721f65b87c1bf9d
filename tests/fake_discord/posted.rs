//! What the bot posted, as the fake holds it: messages, original responses, public
//! texts, threads.

use serde_json::Value;

use super::{payloads, FakeDiscord, Injected};

impl FakeDiscord {
    /// A message the fake holds (created by a callback, a follow-up or a post).
    pub fn message(&self, id: u64) -> Option<Value> {
        self.shared.lock().messages.get(&id).cloned()
    }

    /// The original response of an interaction, as it stands now.
    pub fn original(&self, injected: &Injected) -> Option<Value> {
        self.original_of(&injected.token)
    }

    /// The original response of the interaction with this token.
    pub fn original_of(&self, token: &str) -> Option<Value> {
        let state = self.shared.lock();
        let id = state.originals.get(token)?;
        state.messages.get(id).cloned()
    }

    /// The text of every message anyone but its addressee could see (not ephemeral):
    /// content, embeds and attachment names. A hand must never show up here.
    pub fn public_texts(&self) -> Vec<String> {
        let state = self.shared.lock();
        let is_public = |m: &&Value| m["flags"].as_u64().unwrap_or(0) & payloads::EPHEMERAL == 0;
        state
            .messages
            .values()
            .filter(is_public)
            .map(|m| {
                let names: Vec<&str> = m["attachments"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|a| a["filename"].as_str())
                    .collect();
                format!(
                    "{} {} {}",
                    m["content"].as_str().unwrap_or(""),
                    m["embeds"],
                    names.join(" ")
                )
            })
            .collect()
    }

    /// The latest message in a channel or thread.
    pub fn last_message_in(&self, channel: u64) -> Option<Value> {
        let channel = channel.to_string();
        let state = self.shared.lock();
        let newest = state.messages.in_channel(&channel).next();
        newest.map(|(_, m)| m.clone())
    }

    /// Every message held, in no particular order.
    pub fn messages(&self) -> Vec<Value> {
        self.shared.lock().messages.values().cloned().collect()
    }

    /// The messages that notified `user` (created with a mention of them that its
    /// allowed mentions let through; an edit notifies nobody), by id.
    pub fn notifications_of(&self, user: u64) -> Vec<u64> {
        self.shared
            .lock()
            .notified
            .iter()
            .filter(|(_, users)| users.contains(&user))
            .map(|(id, _)| *id)
            .collect()
    }

    /// A message someone else (`author`, a user's JSON) posted in `channel`: its id.
    pub fn post_as(&self, author: Value, channel: u64, body: Value) -> u64 {
        let id = self.shared.next_id();
        let message = payloads::message_json(id, channel, author, &body, &[]);
        self.shared.lock().messages.insert(id, message);
        self.shared.bump();
        id
    }
}
