//! The double's turns: whose seat, whose move, the legal moves, the start of a game.

use manawell::engines::rivality::notation::format_move;
use manawell::engines::rivality::{new_game, Game, Options};
use manawell::frontends::discord::desk::{Refusal, Status};

use super::Table;

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
