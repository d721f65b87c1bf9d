//! The desk double's solo games, over the real solo engine.

use manawell::engines::rivality::solo::{
    new_solo, Challenge, Difficulty, SoloGame, SoloMove, SoloNotationError,
};
use manawell::frontends::discord::desk::{NewSolo, Refusal, Status, TableView};
use manawell::table::OptionsReason;

use super::{seat_of, Table};

/// A new solo table numbered `table`: the day's challenge, a code, or a fresh deal.
pub(crate) fn open(new: NewSolo, table: u64) -> Result<Table, Refusal> {
    let game = match new.challenge.as_deref() {
        Some("daily") => Challenge::daily("2026-11-22").map(|c| c.game()),
        Some(code) => code.parse::<Challenge>().map(|c| c.game()),
        None => {
            let difficulty: Difficulty = new.difficulty.parse().expect("a difficulty");
            Ok(new_solo(11, difficulty))
        }
    };
    let game = game.map_err(|e| Refusal::BadOptions(OptionsReason::Challenge(e)))?;
    let view = TableView {
        table,
        version: 1,
        status: Status::Running,
        title: format!("Rivality solo against Suramun ({})", new.difficulty),
        game: "Rivality solo".into(),
        seats: 1,
        seated: vec![new.player.clone()],
        invited: vec![],
        creator: new.player.id,
        account: vec![format!("{} challenges Suramun.", new.player.name)],
        since: None,
        to_move: Some(new.player.id),
        also_to_move: Vec::new(),
        place: None,
        lobby_channel: None,
        guild: new.guild,
        dm_to_move: false,
        dm_also_to_move: Vec::new(),
        deadline_secs: None,
        when_late: Default::default(),
        due: None,
    };
    Ok(Table {
        view,
        game: None,
        solo: Some(game),
        log: Vec::new(),
        guild: None,
    })
}

/// The solo game, if `who` plays it and it is running.
pub(crate) fn solo_mover(t: &Table, who: u64) -> Option<Result<&SoloGame, Refusal>> {
    let solo = t.solo.as_ref()?;
    Some(match seat_of(t, who) {
        Err(refusal) => Err(refusal),
        Ok(_) if solo.is_over() => Err(Refusal::GameOver),
        Ok(_) => Ok(solo),
    })
}

pub(crate) fn solo_move(solo: &SoloGame, notation: &str) -> Result<SoloGame, Refusal> {
    let mv: SoloMove = notation
        .parse()
        .map_err(|e: SoloNotationError| Refusal::Illegal(e.to_string()))?;
    solo.apply(mv)
        .map(|(next, _)| next)
        .map_err(|e| Refusal::Illegal(e.to_string()))
}

/// What the real table service says of a solo move before it is confirmed.
pub(crate) fn solo_preview(solo: &SoloGame, notation: &str) -> Result<String, Refusal> {
    let mv: SoloMove = notation
        .parse()
        .map_err(|e: SoloNotationError| Refusal::Illegal(e.to_string()))?;
    let preview = solo
        .preview(mv)
        .map_err(|e| Refusal::Illegal(e.to_string()))?;
    Ok(manawell::table::kinds::suramun::describe::preview(
        &preview,
        manawell::i18n::Lang::En,
    ))
}
