//! "Take my turn" buttons from earlier turns are switched off once the turn passes, so
//! that a thread shows one live button: the latest. (A click on an old one is refused
//! anyway, by the version in its custom id; this spares the player the try.)
//!
//! Nothing is kept in memory: the game's latest messages are read back, so it works for
//! boards posted before a restart, and in a channel or DM shared by several games (only
//! this table's buttons are touched).

use poise::serenity_prelude as serenity;
use tracing::warn;

use crate::frontends::discord::wire::custom_id::{Action, ComponentId};
use crate::frontends::discord::wire::redact;

/// How far back to look: the previous board is normally the latest message but one; a
/// few chat messages or other games' boards may come between.
const LOOK_BACK: u8 = 25;

/// Which of a table's buttons a message should no longer offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stale {
    /// "Take my turn" buttons (and take-back answers) posted before this version: the
    /// turn passed.
    TurnsBefore(u64),
    /// Every button of the table: the game ended, or its lobby was cancelled.
    All,
}

impl Stale {
    /// Whether `custom_id` is a live button of `table` this rule switches off.
    fn covers(self, custom_id: &str, table: u64) -> bool {
        custom_id.parse::<ComponentId>().is_ok_and(|id| {
            id.table == table
                && match self {
                    // A take-back's answers hold only at the version it was asked at.
                    Stale::TurnsBefore(version) => {
                        matches!(
                            id.action,
                            Action::Turn | Action::AcceptTakeback | Action::RefuseTakeback
                        ) && id.version < version
                    }
                    Stale::All => true,
                }
        })
    }
}

/// Disables the buttons of `table` that `stale` covers among the latest messages of
/// `channel`. Failures are logged: stale buttons stay harmless.
pub async fn disable(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    table: u64,
    stale: Stale,
) {
    let latest = match channel
        .messages(http, serenity::GetMessages::new().limit(LOOK_BACK))
        .await
    {
        Ok(latest) => latest,
        Err(e) => {
            warn!(table, error = %redact::error(&e), "could not read the place to disable old buttons");
            return;
        }
    };
    // Only this bot's own posts (a bot's user id is its application's): another bot's
    // copy of a board is not ours to edit. Unknown before the gateway's READY: left.
    let Some(me) = http.application_id() else {
        return;
    };
    for message in latest.iter().filter(|m| m.author.id.get() == me.get()) {
        let Some(rows) = with_stale_disabled(&message.components, table, stale) else {
            continue;
        };
        let edit = serenity::EditMessage::new().components(rows);
        if let Err(e) = channel.edit_message(http, message.id, edit).await {
            warn!(table, error = %redact::error(&e), "could not disable an old button");
        }
    }
}

/// The rows of a message with its stale turn buttons disabled; `None` when there is
/// nothing to change (or a row holds something other than buttons, left as it is).
pub fn with_stale_turns_disabled(
    rows: &[serenity::ActionRow],
    table: u64,
    version: u64,
) -> Option<Vec<serenity::CreateActionRow>> {
    with_stale_disabled(rows, table, Stale::TurnsBefore(version))
}

/// The rows of a message with the buttons `stale` covers disabled; `None` when there is
/// nothing to change (or a row holds something other than buttons, left as it is).
pub fn with_stale_disabled(
    rows: &[serenity::ActionRow],
    table: u64,
    stale: Stale,
) -> Option<Vec<serenity::CreateActionRow>> {
    let mut changed = false;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let mut buttons = Vec::with_capacity(row.components.len());
        for component in &row.components {
            let serenity::ActionRowComponent::Button(button) = component else {
                return None;
            };
            let off = match &button.data {
                serenity::ButtonKind::NonLink { custom_id, .. } => {
                    !button.disabled && stale.covers(custom_id, table)
                }
                _ => false,
            };
            changed |= off;
            buttons.push(
                serenity::CreateButton::from(button.clone()).disabled(button.disabled || off),
            );
        }
        out.push(serenity::CreateActionRow::Buttons(buttons));
    }
    changed.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(ids: &[(&str, bool)]) -> Vec<serenity::ActionRow> {
        let buttons: Vec<serde_json::Value> = ids
            .iter()
            .map(|(id, disabled)| {
                serde_json::json!({"type": 2, "style": 1, "label": "Take my turn",
                                   "custom_id": id, "disabled": disabled})
            })
            .collect();
        serde_json::from_value(serde_json::json!([{"type": 1, "components": buttons}])).unwrap()
    }

    fn disabled(rows: &[serenity::CreateActionRow]) -> Vec<bool> {
        let json = serde_json::to_value(rows).unwrap();
        json[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["disabled"] == true)
            .collect()
    }

    #[test]
    fn only_this_tables_earlier_turns_are_switched_off() {
        let earlier = rows(&[("mw:4:6:turn", false)]);
        let out = with_stale_turns_disabled(&earlier, 4, 7).expect("a change");
        assert_eq!(disabled(&out), [true]);
        // The current turn, another table, another action, a disabled button: untouched.
        for (id, off) in [
            ("mw:4:7:turn", false),
            ("mw:5:6:turn", false),
            ("mw:4:6:join", false),
            ("mw:4:6:turn", true),
            ("other", false),
        ] {
            assert!(
                with_stale_turns_disabled(&rows(&[(id, off)]), 4, 7).is_none(),
                "{id}"
            );
        }
    }

    #[test]
    fn a_take_back_request_holds_at_its_version_only_and_a_rematch_stays() {
        let request = rows(&[("mw:4:6:takeback", false), ("mw:4:6:keepmove", false)]);
        let out = with_stale_turns_disabled(&request, 4, 7).expect("a change");
        assert_eq!(disabled(&out), [true, true]);
        assert!(with_stale_turns_disabled(&request, 4, 6).is_none());
        // The result post's Rematch outlives the game's last turn.
        let rematch = rows(&[("mw:4:6:rematch", false)]);
        assert!(with_stale_turns_disabled(&rematch, 4, u64::MAX).is_none());
    }

    #[test]
    fn an_ended_game_switches_off_every_button_of_its_table_only() {
        let lobby = rows(&[
            ("mw:4:0:join", false),
            ("mw:4:0:cancel", false),
            ("mw:5:0:join", false),
        ]);
        let out = with_stale_disabled(&lobby, 4, Stale::All).expect("a change");
        assert_eq!(disabled(&out), [true, true, false]);
        let turn = rows(&[("mw:4:9:turn", false)]);
        assert_eq!(
            disabled(&with_stale_disabled(&turn, 4, Stale::All).unwrap()),
            [true]
        );
        assert!(with_stale_disabled(&turn, 5, Stale::All).is_none());
    }
}
