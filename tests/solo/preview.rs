//! A move looked at before it is confirmed (`SoloGame::preview`): it says what playing
//! the move does up to the wizards' arrival, and nothing in it depends on what a
//! face-down tile hides.

use manawell::engines::dice::Dice;
use manawell::engines::rivality::solo::{
    new_solo, Difficulty, SoloGame, SoloMove, PLAYER, SURAMUN,
};
use manawell::engines::rivality::{Cell, Event};
use proptest::prelude::*;
use rand::RngCore;

use super::common::{at, enter, go, put};

fn difficulty(n: u8) -> Difficulty {
    Difficulty::ALL[usize::from(n % 3)]
}

/// `game` with the identities of its face-down tiles turned round (the last one's tile
/// goes first): the same game as the player may see it.
fn hidden_shuffled(game: &SoloGame) -> SoloGame {
    let mut other = game.clone();
    let hidden: Vec<usize> = (0..other.field.tiles.len())
        .filter(|i| other.field.tiles[*i].face_down)
        .collect();
    if let Some(&last) = hidden.last() {
        let tile = other.field.tiles[last].tile;
        for pair in hidden.windows(2).rev() {
            other.field.tiles[pair[1]].tile = other.field.tiles[pair[0]].tile;
        }
        other.field.tiles[hidden[0]].tile = tile;
    }
    other
}

/// A played turn's events up to the first spell: a spell begins with what it lands on
/// turning face up (if it was face down), whereas an arriving wizard's tile turns up
/// right after its move.
fn arrival_part(events: &[Event]) -> &[Event] {
    let spell = events.iter().enumerate().position(|(i, e)| match e {
        Event::Summoned { .. } | Event::SpellLost { .. } => true,
        Event::Revealed { cell, .. } => !matches!(
            i.checked_sub(1).map(|j| &events[j]),
            Some(Event::WizardMoved { cell: to, .. }) if to == cell
        ),
        _ => false,
    });
    &events[..spell.unwrap_or(events.len())]
}

fn revealed(events: &[Event]) -> (Vec<Event>, Vec<Cell>) {
    let mut rest = Vec::new();
    let mut cells = Vec::new();
    for e in events {
        match e {
            Event::Revealed { cell, .. } => cells.push(*cell),
            _ => rest.push(e.clone()),
        }
    }
    (rest, cells)
}

fn check_move(game: &SoloGame, mv: SoloMove) -> Result<(), TestCaseError> {
    let preview = game.preview(mv).unwrap();
    let (mut after, mut events) = game.apply(mv).unwrap();
    // A turn stopped for the order of your spells goes on with any of them: Suramun's
    // arrival, which the preview tells, comes after the choice.
    if let Some(SoloMove::Order { .. }) = listed_first(&after) {
        let order = listed_first(&after).unwrap();
        let (rest, more) = after.apply(order).unwrap();
        after = rest;
        events.extend(more);
    }
    // Where the wizards end the turn: spells move no wizard.
    prop_assert_eq!(preview.yours, mv.cell());
    prop_assert_eq!(after.wizard(), Some(preview.yours));
    match preview.suramun {
        Some(his) => prop_assert_eq!(after.suramun(), Some(his)),
        // Your last golem ended the game before Suramun moved.
        None => {
            prop_assert!(after.is_over() && preview.ends());
            prop_assert_eq!(after.suramun(), game.suramun());
        }
    }
    prop_assert_eq!(&preview.state.wizards, &after.wizards);
    // What it tells is what happens, up to the spells.
    let (arrivals, turned_up) = revealed(arrival_part(&events));
    prop_assert_eq!(&preview.events, &arrivals);
    prop_assert_eq!(&preview.turned_up, &turned_up);
    prop_assert_eq!(preview.state.outcome.clone(), None);
    for cell in &preview.turned_up {
        prop_assert!(
            preview.state.tile(*cell).unwrap().face_down,
            "still face down"
        );
    }
    // The same preview whatever the face-down tiles are.
    let other = hidden_shuffled(game).preview(mv).unwrap();
    prop_assert_eq!(&other.events, &preview.events);
    prop_assert_eq!(&other.turned_up, &preview.turned_up);
    prop_assert_eq!(other.state.view(), preview.state.view());
    prop_assert_eq!(other.state.score_now(), preview.state.score_now());
    // Nothing is changed.
    prop_assert_eq!(game.clone().preview(mv).unwrap(), preview);
    Ok(())
}

fn listed_first(game: &SoloGame) -> Option<SoloMove> {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    legal.first().copied()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_preview_tells_where_the_wizards_go_as_playing_the_move_does(
        seed in any::<u64>(), choices in any::<u64>(), level in 0u8..3
    ) {
        let mut game = new_solo(seed, difficulty(level));
        let mut dice = Dice::new(choices);
        let mut legal = Vec::new();
        while !game.is_over() {
            game.legal_moves(&mut legal);
            for mv in &legal {
                check_move(&game, *mv)?;
            }
            let mv = legal[(dice.next_u64() % legal.len() as u64) as usize];
            game = game.apply(mv).unwrap().0;
        }
        // Once the game is over, the preview refuses as playing does.
        let mv = go("A2");
        prop_assert_eq!(game.preview(mv).unwrap_err(), game.apply(mv).unwrap_err());
    }
}

#[test]
fn entering_turns_up_suramuns_tile_only() {
    let game = new_solo(11, Difficulty::Standard);
    let p = game.preview(enter("B1")).unwrap();
    assert_eq!((p.yours, p.suramun), (at("B1"), Some(at("B6"))));
    assert_eq!(p.turned_up, vec![at("B6")]);
    assert!(matches!(
        p.events.as_slice(),
        [
            Event::WizardMoved { golem: true, .. },
            Event::ControlChanged { .. },
            Event::WizardMoved { golem: true, .. },
            Event::ControlChanged { .. },
        ]
    ));
}

#[test]
fn suramun_arriving_on_five_golems_sends_yours_back_in_the_preview_too() {
    let mut game = new_solo(11, Difficulty::Standard);
    game.wizards[PLAYER.index()] = Some(at("B1"));
    game.wizards[SURAMUN.index()] = Some(at("B6"));
    game.turns = 1;
    put(&mut game, "B1", 1, 0);
    put(&mut game, "B6", 0, 1);
    // Your golems: a path up to C3, and five on C4, where Suramun will arrive.
    put(&mut game, "C1", 1, 0);
    put(&mut game, "C2", 1, 0);
    put(&mut game, "C4", 5, 0);
    game.validate().unwrap();
    let mv = go("C3");
    check_move(&game, mv).unwrap();
    let p = game.preview(mv).unwrap();
    assert_eq!(p.suramun, Some(at("C4")));
    assert!(
        p.events
            .iter()
            .any(|e| matches!(e, Event::GolemsRemoved { count: 1, .. })),
        "{:?}",
        p.events
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The legal moves are part of what the player sees: they must not depend on what a
    /// face-down tile hides (a list of spell orders that told which lead to the same end
    /// would tell what Suramun's hidden tile does).
    #[test]
    fn the_legal_moves_are_the_same_whatever_the_face_down_tiles_are(
        seed in any::<u64>(), choices in any::<u64>(), level in 0u8..3
    ) {
        let mut game = new_solo(seed, difficulty(level));
        let mut dice = Dice::new(choices);
        let (mut legal, mut other) = (Vec::new(), Vec::new());
        while !game.is_over() {
            game.legal_moves(&mut legal);
            hidden_shuffled(&game).legal_moves(&mut other);
            prop_assert_eq!(&legal, &other);
            let mv = legal[(dice.next_u64() % legal.len() as u64) as usize];
            game = game.apply(mv).unwrap().0;
        }
    }
}
