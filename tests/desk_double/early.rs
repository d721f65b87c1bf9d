//! The desk double's "Start now" (the AI takes the empty seats) and hints. Its AI plays
//! the first legal move: enough for the bot's flows, which only need the game to go on.

use manawell::engines::rivality::notation::format_move;
use manawell::frontends::discord::desk::{HintView, Player, Refusal, Status, TableView};

use super::{legal, mover, start, Table};

/// AI seats have no Discord user: id 0 (never a real user id).
pub(crate) const AI_ID: u64 = 0;

pub(crate) fn start_now(t: &mut Table, who: u64) -> Result<TableView, Refusal> {
    if t.view.creator != who {
        return Err(Refusal::NotTheCreator);
    }
    if t.view.status != Status::Lobby {
        return Err(Refusal::NotALobby);
    }
    let empty = t.view.seats.saturating_sub(t.view.seated.len());
    for n in 1..=empty {
        let name = if empty == 1 {
            "AI".to_string()
        } else {
            format!("AI {n}")
        };
        t.view.seated.push(Player { id: AI_ID, name });
    }
    t.view.version += 1;
    start(t);
    ai_plays(t);
    Ok(t.view.clone())
}

/// Plays for the AI seats while one of them is to move, adding to the account.
pub(crate) fn ai_plays(t: &mut Table) {
    while let Some(game) = t.game.as_ref() {
        let Some(seat) = game.to_act() else { break };
        if t.view.seated[seat as usize].id != AI_ID || t.view.status != Status::Running {
            break;
        }
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let Some(mv) = moves.first().copied() else {
            break;
        };
        let Ok((next, _)) = game.apply(mv) else { break };
        let line = format!(
            "{} played {}.",
            t.view.seated[seat as usize].name,
            format_move(&mv)
        );
        t.log.push(line.clone());
        t.view.account.push(line);
        t.view.version += 1;
        t.view.to_move = next.to_act().map(|s| t.view.seated[s as usize].id);
        if next.is_over() {
            t.view.status = Status::Finished;
            t.view.account.push("The game is over.".to_string());
        }
        t.game = Some(next);
    }
}

/// A hint: the first legal move, even odds.
pub(crate) fn hint(t: &Table, who: u64) -> Result<HintView, Refusal> {
    if t.solo.is_some() {
        return Err(Refusal::NoHintInSolo);
    }
    let (game, _) = mover(t, who)?;
    let notation = legal(game).first().cloned().ok_or(Refusal::GameOver)?;
    Ok(HintView {
        table: t.view.table,
        words: format!("the move {notation}"),
        notation,
        win_probability: 0.5,
        expected_margin: 0.0,
        playouts: 1,
    })
}
