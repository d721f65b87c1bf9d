//! A move looked at before it is confirmed: where both wizards will go, with the golems
//! they bring, and which tiles that turns face up — and nothing a face-down tile hides.
//!
//! A turn played turns tiles face up, and what Suramun's spells and yours do next depends
//! on what those tiles are: the preview stops before the spells. Up to there nothing
//! depends on a face-down tile's identity (a golem arriving meets no shield; control is
//! counted in golems; the five-golem limit counts golems), so the preview goes through the
//! very code of a played turn ([`SoloGame::arrivals`]), only without turning tiles up.

use super::super::events::Event;
use super::super::geometry::Cell;
use super::error::SoloError;
use super::moves::SoloMove;
use super::state::SoloGame;
use super::turn::Sight;
use super::{mirror, PLAYER, SURAMUN};

/// What a move will do before any spell is cast.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoloPreview {
    /// Where your wizard goes.
    pub yours: Cell,
    /// Where Suramun goes: the mirror of yours, unless your last golem ends the game
    /// before he moves. Onto a face-down tile, he goes there once the order of your
    /// spells is chosen, if the turn stops to ask it (which depends on the tile: the
    /// preview cannot tell, and tells the arrivals all the same).
    pub suramun: Option<Cell>,
    /// The tiles the wizards' arrival turns face up, by spot only.
    pub turned_up: Vec<Cell>,
    /// The turn up to the wizards' arrival, as a played turn tells it less its
    /// `Revealed` events: the wizards' moves, golems sent back by the five-golem limit,
    /// changes of control, and the end of the game if a supply runs dry.
    pub events: Vec<Event>,
    /// The game with both wizards and their golems in place, before any spell; the tiles
    /// they stand on are still face down if they were. For pictures (no game reaches
    /// it), drawn as the player sees it: its face-down tiles still hold their identity.
    pub state: SoloGame,
}

impl SoloPreview {
    /// Whether the game ends before any spell is cast (a supply ran dry).
    pub fn ends(&self) -> bool {
        self.events
            .iter()
            .any(|e| matches!(e, Event::GameEnded { .. }))
    }
}

impl SoloGame {
    /// What `mv` will do up to the wizards' arrival, with the same checks as
    /// [`SoloGame::apply`] (an illegal move says why). Nothing is changed, and nothing in
    /// the answer depends on which tiles lie face down.
    pub fn preview(&self, mv: SoloMove) -> Result<SoloPreview, SoloError> {
        let cell = self.check(mv)?;
        let mut state = self.clone();
        let mut events = Vec::new();
        match mv {
            // Your wizard is there already, the tile face up: what is left to arrive is
            // Suramun, always on your lands (face up), the mirror of his.
            SoloMove::Order { .. } => {
                state.pending = None;
                state.arrive(SURAMUN, mirror(cell), Sight::Previewed, &mut events);
            }
            SoloMove::Enter { .. } | SoloMove::Move { .. } => {
                state.turns += 1;
                state.arrivals(cell, Sight::Previewed, &mut events);
            }
        }
        let arrived = |side| {
            events.iter().find_map(|e| match *e {
                Event::WizardMoved { side: s, cell, .. } if s == side => Some(cell),
                _ => None,
            })
        };
        let yours = arrived(PLAYER).unwrap_or(cell);
        let suramun = arrived(SURAMUN);
        debug_assert!(suramun.is_none_or(|his| his == mirror(yours)));
        let turned_up = [Some(yours), suramun]
            .into_iter()
            .flatten()
            .filter(|c| self.tile(*c).is_some_and(|t| t.face_down))
            .collect();
        Ok(SoloPreview {
            yours,
            suramun,
            turned_up,
            events,
            state,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::{new_solo, Difficulty};
    use super::*;

    #[test]
    fn entering_shows_both_wizards_and_turns_suramuns_tile_up() {
        let g = new_solo(5, Difficulty::Standard);
        let mv = SoloMove::Enter {
            cell: Cell::new(2, 0),
        };
        let p = g.preview(mv).unwrap();
        assert_eq!(p.yours, Cell::new(2, 0));
        assert_eq!(p.suramun, Some(Cell::new(2, 5)));
        assert_eq!(p.turned_up, vec![Cell::new(2, 5)]);
        assert!(!p.ends());
        assert!(p.state.tile(Cell::new(2, 5)).unwrap().face_down);
        assert_eq!(
            p.state.wizards,
            [Some(Cell::new(2, 0)), Some(Cell::new(2, 5)), None]
        );
        assert!(!p.events.iter().any(|e| matches!(e, Event::Revealed { .. })));
    }

    #[test]
    fn an_illegal_move_is_refused_as_when_played() {
        let g = new_solo(5, Difficulty::Standard);
        let mv = SoloMove::Enter {
            cell: Cell::new(0, 1),
        };
        assert_eq!(g.preview(mv).unwrap_err(), g.apply(mv).unwrap_err());
    }

    #[test]
    fn your_last_golem_ends_the_game_before_suramun_moves() {
        let mut g = new_solo(5, Difficulty::Standard);
        g.supplies[PLAYER.index()] = 1;
        // The other 29 golems of yours stand in rows 2 and 3, five at most a tile.
        for (index, n) in (4..10).zip([5, 5, 5, 5, 5, 4]) {
            g.field.tiles[index].golems[PLAYER.index()] = n;
        }
        let p = g
            .preview(SoloMove::Enter {
                cell: Cell::new(0, 0),
            })
            .unwrap();
        assert!(p.ends());
        assert_eq!(p.suramun, None);
        assert!(p.state.outcome.is_none(), "a preview scores nothing");
    }
}
