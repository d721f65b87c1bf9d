//! Public messages of a game, as plain data in and Discord builders out: the lobby, the
//! turn announcement, and the `/games` list. Pure, so that they are tested without
//! Discord; they only ever receive public information.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::desk::{GameLine, WhenLate};
use crate::frontends::discord::wire::custom_id::{Action, ComponentId};
use crate::frontends::discord::wire::time::{duration_words, relative_time};
use crate::i18n::Lang;
use crate::tr;

/// A lobby as the table service describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lobby {
    pub table: u64,
    pub version: u64,
    /// "Rivality, 2 players, Expert rules, 1 day per move".
    pub title: String,
    pub seats: usize,
    /// Discord ids of the seated players, in join order.
    pub seated: Vec<u64>,
    /// Discord ids of the invited players not seated yet (empty: open to all).
    pub invited: Vec<u64>,
    pub creator: u64,
    /// The time per move in seconds (`None`: no deadline), and what happens after it.
    pub deadline_secs: Option<u64>,
    pub when_late: WhenLate,
}

/// The lobby's line about the time per move and what happens when it runs out.
pub fn deadline_line(lang: Lang, deadline_secs: Option<u64>, when_late: WhenLate) -> String {
    let Some(secs) = deadline_secs else {
        return tr!(lang, "posts-no-time-limit");
    };
    let when_late = match when_late {
        WhenLate::Forfeit => "forfeit",
        WhenLate::AiPlays => "ai",
    };
    tr!(
        lang,
        "posts-time-per-move",
        duration = duration_words(lang, secs),
        when_late = when_late
    )
}

pub(crate) fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// The lobby message: who is in, who is awaited, and the buttons.
pub fn lobby_message(lang: Lang, lobby: &Lobby) -> (String, Vec<serenity::CreateActionRow>) {
    let seated: Vec<String> = lobby.seated.iter().map(|u| mention(*u)).collect();
    let mut text = tr!(
        lang,
        "posts-lobby",
        title = lobby.title.as_str(),
        table = lobby.table.to_string(),
        creator = mention(lobby.creator),
        seated_count = lobby.seated.len(),
        seats = lobby.seats,
        seated = if seated.is_empty() {
            tr!(lang, "posts-nobody-yet")
        } else {
            seated.join(", ")
        }
    );
    if !lobby.invited.is_empty() {
        let invited: Vec<String> = lobby.invited.iter().map(|u| mention(*u)).collect();
        text.push('\n');
        text.push_str(&tr!(lang, "posts-invited", invited = invited.join(", ")));
    }
    text.push('\n');
    text.push_str(&deadline_line(lang, lobby.deadline_secs, lobby.when_late));
    text.push('\n');
    text.push_str(&tr!(lang, "posts-lobby-starts"));
    let button = |action: Action, label: String, style: serenity::ButtonStyle| {
        let id = ComponentId::new(lobby.table, lobby.version, action).to_string();
        serenity::CreateButton::new(id).label(label).style(style)
    };
    let full = lobby.seated.len() >= lobby.seats;
    let buttons = vec![
        button(
            Action::Join,
            tr!(lang, "posts-join"),
            serenity::ButtonStyle::Primary,
        )
        .disabled(full),
        button(
            Action::Leave,
            tr!(lang, "posts-leave"),
            serenity::ButtonStyle::Secondary,
        ),
        // Everyone sees Start now and Cancel (Discord cannot show a button to one person
        // in a public message); anyone but the creator gets an ephemeral refusal.
        button(
            Action::Start,
            tr!(lang, "posts-start-now"),
            serenity::ButtonStyle::Success,
        ),
        button(
            Action::Cancel,
            tr!(lang, "posts-cancel"),
            serenity::ButtonStyle::Danger,
        ),
    ];
    (text, vec![serenity::CreateActionRow::Buttons(buttons)])
}

/// The announcement after a move (or at the start): the public account, and a ping with
/// a "Take my turn" button for the player to move.
pub fn turn_message(
    lang: Lang,
    table: u64,
    version: u64,
    account: &[String],
    to_move: Option<u64>,
) -> (String, Vec<serenity::CreateActionRow>) {
    turn_message_due(lang, table, version, account, to_move, None)
}

/// As [`turn_message`], saying when the time for the move runs out (`due`, Unix
/// seconds), as Discord's relative time.
pub fn turn_message_due(
    lang: Lang,
    table: u64,
    version: u64,
    account: &[String],
    to_move: Option<u64>,
    due: Option<u64>,
) -> (String, Vec<serenity::CreateActionRow>) {
    // A long account (a whole Rivalry turn of dice) loses lines in its middle, never
    // the ping that tells the next player it is their turn, nor the result.
    let account = account.join("\n");
    let Some(player) = to_move else {
        return (
            crate::frontends::discord::wire::markdown::fit_keeping_end(&account, ""),
            Vec::new(),
        );
    };
    let turn = match due {
        Some(secs) => tr!(
            lang,
            "posts-your-turn-due",
            player = mention(player),
            due = relative_time(secs)
        ),
        None => tr!(lang, "posts-your-turn", player = mention(player)),
    };
    let text = crate::frontends::discord::wire::markdown::fit_keeping_end(&account, &turn);
    let id = ComponentId::new(table, version, Action::Turn).to_string();
    let button = serenity::CreateButton::new(id)
        .label(tr!(lang, "posts-take-my-turn"))
        .style(serenity::ButtonStyle::Primary);
    (text, vec![serenity::CreateActionRow::Buttons(vec![button])])
}

/// A link that opens a channel or thread in the Discord client.
pub fn channel_link(guild: Option<u64>, channel: u64) -> String {
    match guild {
        Some(guild) => format!("https://discord.com/channels/{guild}/{channel}"),
        None => format!("https://discord.com/channels/@me/{channel}"),
    }
}

/// The `/games` answer: the games waiting for the caller first. Cut to fit one message.
pub fn games_list(lang: Lang, games: &[GameLine]) -> String {
    if games.is_empty() {
        return tr!(lang, "posts-no-games");
    }
    let mut sorted: Vec<&GameLine> = games.iter().collect();
    sorted.sort_by_key(|g| !g.my_turn);
    let mut text = tr!(lang, "posts-your-games");
    let (your_turn, waiting) = (
        tr!(lang, "posts-marker-your-turn"),
        tr!(lang, "posts-marker-waiting"),
    );
    for (shown, game) in sorted.iter().enumerate() {
        let line = match &game.damaged {
            Some(why) => damaged_line(lang, game, why),
            None => sound_line(lang, game, &your_turn, &waiting),
        };
        if text.len() + line.len() > 1900 {
            text.push('\n');
            text.push_str(&tr!(lang, "posts-and-more", count = sorted.len() - shown));
            break;
        }
        text.push_str(&line);
    }
    text
}

/// A game whose saved row cannot be read: named as damaged, with what is wrong for the
/// operator, never as anyone's turn.
fn damaged_line(lang: Lang, game: &GameLine, why: &str) -> String {
    let said = tr!(
        lang,
        "posts-game-damaged",
        table = game.table.to_string(),
        why = why
    );
    match game.place {
        (_, 0) => format!("\n• {said}"),
        (guild, channel) => format!("\n• {said} · {}", channel_link(guild, channel)),
    }
}

/// A game as it stands: whose turn, its clock, where it is played.
fn sound_line(lang: Lang, game: &GameLine, your_turn: &str, waiting: &str) -> String {
    let marker = if game.my_turn { your_turn } else { waiting };
    let due = match (game.paused, game.due) {
        (true, _) => format!(" · {}", tr!(lang, "posts-paused")),
        (false, Some(secs)) => format!(
            " · {}",
            tr!(lang, "posts-time-runs-out", due = relative_time(secs))
        ),
        (false, None) => String::new(),
    };
    format!(
        "\n• {} · {}{due} · {}",
        game.title,
        marker,
        channel_link(game.place.0, game.place.1)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lobby() -> Lobby {
        Lobby {
            table: 12,
            version: 3,
            title: "Rivality, 2 players".into(),
            seats: 2,
            seated: vec![1],
            invited: vec![],
            creator: 1,
            deadline_secs: Some(86_400),
            when_late: WhenLate::AiPlays,
        }
    }

    fn ids(rows: &[serenity::CreateActionRow]) -> Vec<String> {
        let rows = serde_json::to_value(rows).unwrap();
        let buttons = rows[0]["components"].as_array().unwrap().clone();
        buttons
            .iter()
            .map(|b| b["custom_id"].as_str().unwrap().to_string())
            .collect()
    }

    #[test]
    fn the_lobby_shows_seats_and_buttons() {
        let (text, rows) = lobby_message(Lang::En, &lobby());
        assert!(text.contains("Seated (1/2): <@1>"), "{text}");
        assert!(
            text.contains("Time per move: 1 day. When it runs out, the AI plays that move"),
            "{text}"
        );
        assert_eq!(
            ids(&rows),
            [
                "mw:12:3:join",
                "mw:12:3:leave",
                "mw:12:3:start",
                "mw:12:3:cancel"
            ]
        );
        let forfeit = deadline_line(Lang::En, Some(3600), WhenLate::Forfeit);
        assert_eq!(
            forfeit,
            "Time per move: 1 hour. When it runs out, the player to move forfeits the game."
        );
        assert_eq!(
            deadline_line(Lang::En, None, WhenLate::AiPlays),
            "No time limit per move."
        );
        let full = Lobby {
            seated: vec![1, 2],
            ..lobby()
        };
        let rows = serde_json::to_value(lobby_message(Lang::En, &full).1).unwrap();
        assert_eq!(
            rows[0]["components"][0]["disabled"], true,
            "Join is off when full"
        );
    }

    #[test]
    fn the_turn_message_pings_the_player_to_move() {
        let account = vec!["alice placed A7 at M14 facing east.".to_string()];
        let (text, rows) = turn_message(Lang::En, 12, 4, &account, Some(2));
        assert_eq!(
            text,
            "alice placed A7 at M14 facing east.\n<@2>, your turn."
        );
        assert_eq!(ids(&rows), ["mw:12:4:turn"]);
        let (text, rows) = turn_message(Lang::En, 12, 5, &["alice wins.".to_string()], None);
        assert_eq!((text.as_str(), rows.len()), ("alice wins.", 0));
        let (text, _) = turn_message_due(Lang::En, 12, 4, &account, Some(2), Some(1_800_000_000));
        assert!(
            text.ends_with("<@2>, your turn: the time for this move runs out <t:1800000000:R>."),
            "{text}"
        );
    }

    /// A whole turn of dice is longer than a message: the ping must still be there, or
    /// the next player never hears it is their turn.
    #[test]
    fn a_long_account_keeps_the_ping_and_the_result() {
        let account: Vec<String> = (0..100)
            .map(|n| format!("The Republic assaults Westwatch (@K9): attack {n}."))
            .collect();
        let (text, _) = turn_message(Lang::En, 12, 4, &account, Some(2));
        assert!(text.chars().count() <= 2000);
        assert!(text.ends_with("attack 99.\n<@2>, your turn."), "{text}");
        let mut over = account.clone();
        over.push("alice resigned: AI wins.".into());
        let (text, _) = turn_message(Lang::En, 12, 5, &over, None);
        assert!(text.ends_with("alice resigned: AI wins."), "{text}");
    }

    #[test]
    fn games_waiting_for_me_come_first() {
        let games = vec![
            GameLine {
                table: 1,
                title: "Rivality #1".into(),
                my_turn: false,
                place: (Some(5), 6),
                due: None,
                paused: true,
                damaged: None,
            },
            GameLine {
                table: 2,
                title: "Rivality #2".into(),
                my_turn: true,
                place: (None, 7),
                due: Some(1_800_000_000),
                paused: false,
                damaged: None,
            },
        ];
        let text = games_list(Lang::En, &games);
        let first = text.find("#2").unwrap();
        assert!(first < text.find("#1").unwrap(), "{text}");
        assert!(text.contains("https://discord.com/channels/@me/7"));
        assert!(text.contains("https://discord.com/channels/5/6"));
        assert!(
            text.contains("▶ your turn · time runs out <t:1800000000:R>"),
            "{text}"
        );
        assert!(text.contains("waiting · ⏸ paused"), "{text}");
        let many: Vec<GameLine> = (0..200)
            .map(|n| GameLine {
                table: n,
                title: format!("Rivality #{n}"),
                my_turn: false,
                place: (Some(1), n),
                due: None,
                paused: false,
                damaged: None,
            })
            .collect();
        let text = games_list(Lang::En, &many);
        assert!(
            text.len() <= 2000 && text.contains("more."),
            "{}",
            text.len()
        );
    }

    #[test]
    fn lobbies_turns_and_game_lists_speak_french_and_german() {
        let (text, rows) = lobby_message(Lang::Fr, &lobby());
        assert!(text.contains("(partie n°12), ouverte par <@1>."), "{text}");
        assert!(text.contains("Places prises (1/2)\u{a0}: <@1>"), "{text}");
        assert!(
            text.contains("Temps par coup\u{a0}: 1 jour. Une fois écoulé, l'IA joue ce coup"),
            "{text}"
        );
        let labels = serde_json::to_value(&rows).unwrap()[0]["components"].clone();
        assert_eq!(labels[0]["label"], "Rejoindre");
        let (text, _) = lobby_message(Lang::De, &lobby());
        assert!(text.contains("Plätze besetzt (1/2): <@1>"), "{text}");
        assert_eq!(duration_words(Lang::De, 2 * 86_400), "2 Tage");
        assert_eq!(duration_words(Lang::Fr, 3600), "1 heure");
        assert_eq!(
            deadline_line(Lang::De, Some(3600), WhenLate::Forfeit),
            "Zeit pro Zug: 1 Stunde. Läuft sie ab, verliert der Spieler am Zug die Partie."
        );
        let account = vec!["alice a posé A7.".to_string()];
        let (text, rows) = turn_message_due(Lang::Fr, 12, 4, &account, Some(2), Some(9));
        assert_eq!(
            text,
            "alice a posé A7.\n<@2>, à toi de jouer\u{a0}: le temps pour ce coup s'écoule <t:9:R>."
        );
        let button = serde_json::to_value(&rows).unwrap()[0]["components"][0].clone();
        assert_eq!(button["label"], "Jouer mon tour");
        let (text, _) = turn_message(Lang::De, 12, 4, &[], Some(2));
        assert_eq!(text, "<@2>, du bist am Zug.");
        assert!(games_list(Lang::De, &[]).starts_with("Du bist in keiner Partie."));
        let mine = GameLine {
            table: 2,
            title: "Rivality #2".into(),
            my_turn: true,
            place: (None, 7),
            due: None,
            paused: true,
            damaged: None,
        };
        let text = games_list(Lang::Fr, &[mine]);
        assert!(text.starts_with("**Tes parties**"), "{text}");
        assert!(text.contains("▶ à toi de jouer · ⏸ en pause"), "{text}");
    }
}
