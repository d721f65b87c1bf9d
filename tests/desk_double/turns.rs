//! The double's turns: whose seat, whose move, the legal moves, the start of a game.

use manawell::engines::rivality::notation::format_move;
use manawell::engines::rivality::notation::parse_move;
use manawell::engines::rivality::{new_game, Game, Options};
use manawell::frontends::discord::desk::{Refusal, Status, TableView, TurnView};
use manawell::frontends::discord::views::rivality::panel_view::tile_label;

use super::solo::{solo_move, solo_mover};
use super::{early, Table};

pub(crate) fn seat_of(t: &Table, who: u64) -> Result<u8, Refusal> {
    let seat = t
        .view
        .seated
        .iter()
        .position(|p| p.id == who)
        .ok_or(Refusal::NotYourGame)?;
    Ok(seat as u8)
}

/// The seat to act, checked against `who`.
pub(super) fn mover(t: &Table, who: u64) -> Result<(&Game, u8), Refusal> {
    let seat = seat_of(t, who)?;
    let game = t.game.as_ref().ok_or(Refusal::NotALobby)?;
    let to_act = game.to_act().ok_or(Refusal::GameOver)?;
    if t.view.status != Status::Running {
        return Err(Refusal::GameOver);
    }
    if to_act != seat {
        let whose = t.view.seated[to_act as usize].name.clone();
        return Err(Refusal::NotYourTurn { whose });
    }
    Ok((game, seat))
}

pub(super) fn legal(game: &Game) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.iter().map(format_move).collect()
}

pub(super) fn start(t: &mut Table) {
    let options = Options {
        players: t.view.seats as u8,
        expert: false,
    };
    let game = new_game(options, 7).expect("a deal");
    let names: Vec<String> = t.view.seated.iter().map(|p| p.name.clone()).collect();
    t.view.account = vec![format!("The game starts: {}.", names.join(" against "))];
    t.view.to_move = game.to_act().map(|s| t.view.seated[s as usize].id);
    t.view.status = Status::Running;
    t.game = Some(game);
}

/// The mover's panel: their hand and legal moves.
pub(super) fn turn(t: &mut Table, table: u64, who: u64) -> Result<TurnView, Refusal> {
    if let Some(solo) = solo_mover(t, who) {
        let mut moves = Vec::new();
        solo?.legal_moves(&mut moves);
        let moves = moves.iter().map(|m| m.to_string()).collect();
        let hand = "none (in solo, your tiles lie on the battlefield)".to_string();
        return Ok(TurnView {
            table,
            version: t.view.version,
            hand,
            moves,
            steps: Vec::new(),
            sealed: false,
        });
    }
    let (game, seat) = mover(t, who)?;
    let hand: Vec<String> = game
        .hand(seat)
        .iter()
        .map(|tile| tile_label(manawell::i18n::Lang::En, &tile.to_string()))
        .collect();
    Ok(TurnView {
        table,
        version: t.view.version,
        hand: hand.join(", "),
        moves: legal(game),
        steps: Vec::new(),
        sealed: false,
    })
}

/// Plays a typed move, then the AI seats' moves.
pub(super) fn play(
    t: &mut Table,
    who: u64,
    notation: String,
    seen: u64,
    dms: &[u64],
) -> Result<TableView, Refusal> {
    if seen != t.view.version {
        return Err(Refusal::MovedOn);
    }
    if let Some(solo) = solo_mover(t, who) {
        let next = solo_move(solo?, &notation)?;
        t.view.account = vec![format!("{} played {notation}.", t.view.seated[0].name)];
        t.log.push(t.view.account[0].clone());
        t.view.version += 1;
        if next.is_over() {
            t.view.status = Status::Finished;
            t.view.to_move = None;
            t.view.account.push("The game is over.".to_string());
        }
        t.solo = Some(next);
        return Ok(t.view.clone());
    }
    let (game, seat) = mover(t, who)?;
    let mv = parse_move(&notation).map_err(|e| Refusal::Illegal(e.to_string()))?;
    let (next, _events) = game
        .apply(mv)
        .map_err(|e| Refusal::Illegal(e.to_string()))?;
    let name = t.view.seated[seat as usize].name.clone();
    t.view.account = vec![format!("{name} played {notation}.")];
    t.log.push(t.view.account[0].clone());
    t.view.version += 1;
    t.view.to_move = next.to_act().map(|s| t.view.seated[s as usize].id);
    if next.is_over() {
        t.view.status = Status::Finished;
        t.view.account.push("The game is over.".to_string());
    }
    t.game = Some(next);
    early::ai_plays(t);
    t.view.dm_to_move = t.view.to_move.is_some_and(|u| dms.contains(&u));
    Ok(t.view.clone())
}
