//! Lobbies: opening one, taking and leaving seats, cancelling.

use manawell::frontends::discord::desk::{NewTable, Player, Refusal, Status, TableView};
use manawell::table::OptionsReason;

use super::turns::{seat_of, start};
use super::Table;

/// A new lobby; the double plays Rivality only.
pub(super) fn open(tables: &mut Vec<Table>, new: NewTable) -> Result<TableView, Refusal> {
    let players = match &new.options {
        manawell::table::kinds::GameOptions::Rivality(o) if (2..=4).contains(&o.players) => {
            o.players
        }
        // The double plays Rivality only.
        _ => {
            return Err(Refusal::BadOptions(OptionsReason::Game(
                manawell::engines::rivality::SetupError::Players(0).into(),
            )))
        }
    };
    let view = TableView {
        table: tables.len() as u64 + 1,
        version: 1,
        status: Status::Lobby,
        title: format!("Rivality, {players} players"),
        game: "Rivality".into(),
        seats: players as usize,
        seated: vec![new.creator.clone()],
        invited: new.invited.clone(),
        creator: new.creator.id,
        account: vec![],
        since: None,
        to_move: None,
        also_to_move: Vec::new(),
        place: None,
        lobby_channel: None,
        guild: new.guild,
        dm_to_move: false,
        dm_also_to_move: Vec::new(),
        deadline_secs: new.deadline_secs,
        when_late: new.when_late,
        due: None,
    };
    let table = Table {
        view: view.clone(),
        game: None,
        solo: None,
        log: Vec::new(),
        guild: new.guild,
    };
    tables.push(table);
    Ok(view)
}

/// Takes a seat, and starts the game when the last one is taken.
pub(super) fn join(t: &mut Table, who: Player, dms: &[u64]) -> Result<TableView, Refusal> {
    if t.view.status != Status::Lobby {
        return Err(Refusal::NotALobby);
    }
    if t.view.seated.iter().any(|p| p.id == who.id) {
        return Err(Refusal::AlreadySeated);
    }
    if !t.view.invited.is_empty() && !t.view.invited.contains(&who.id) {
        return Err(Refusal::NotInvited);
    }
    t.view.seated.push(who);
    t.view.version += 1;
    if t.view.seated.len() == t.view.seats {
        start(t);
        t.view.dm_to_move = t.view.to_move.is_some_and(|u| dms.contains(&u));
    }
    Ok(t.view.clone())
}

pub(super) fn leave(t: &mut Table, who: u64) -> Result<TableView, Refusal> {
    if t.view.status != Status::Lobby {
        return Err(Refusal::NotALobby);
    }
    let seat = seat_of(t, who)?;
    t.view.seated.remove(seat as usize);
    t.view.version += 1;
    Ok(t.view.clone())
}

pub(super) fn cancel(t: &mut Table, who: u64) -> Result<TableView, Refusal> {
    if t.view.creator != who {
        return Err(Refusal::NotTheCreator);
    }
    t.view.status = Status::Cancelled;
    t.view.version += 1;
    Ok(t.view.clone())
}
