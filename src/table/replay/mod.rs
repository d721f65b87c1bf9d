//! A game replayed version by version, for any kind: the positions rebuilt from the seed
//! (`new_game`, then each stored action), one picture per version from the
//! [`BoardRenderer`] port, the whole as an animation, and a finished game's moves as
//! text ([`export`], `docs/replay-format.md`).
//!
//! Every frame is the public picture (`viewer: None`), for a running game and a finished
//! one alike: a replay is posted where everyone reads it, and a hand at the end of a game
//! tells nothing the result does not.

pub mod export;
mod history;

use super::kinds::{AnyGame, Names};
use super::play::Action;
use super::show::{BoardRenderer, LastAction};
use crate::i18n::Lang;
use crate::render::animation::{encode_gif, Timing};

pub use export::Export;

/// One version of a game: the position, what brought it there, and that in words.
pub struct Version {
    pub game: Box<dyn AnyGame>,
    /// `None` for the start.
    pub action: Option<Action>,
    pub caption: String,
}

/// A whole game, version by version from the start (frame 0).
pub struct Replay {
    pub kind: String,
    pub names: Names,
    /// The language of the frames' words: the table's.
    pub lang: Lang,
    versions: Vec<Version>,
}

impl Replay {
    /// A replay that begins with `start`, its words in `lang`.
    pub fn new(kind: &str, names: Names, start: Box<dyn AnyGame>, lang: Lang) -> Replay {
        Replay {
            kind: kind.to_string(),
            names,
            lang,
            versions: vec![Version {
                game: start,
                action: None,
                caption: crate::tr!(lang, "replay-start-caption"),
            }],
        }
    }

    pub fn push(&mut self, game: Box<dyn AnyGame>, action: Action, caption: String) {
        self.versions.push(Version {
            game,
            action: Some(action),
            caption,
        });
    }

    /// The number of frames: the start and one per action.
    pub fn len(&self) -> usize {
        self.versions.len()
    }

    /// Never: a replay holds at least its start.
    pub fn is_empty(&self) -> bool {
        self.versions.is_empty()
    }

    pub fn version(&self, frame: usize) -> Option<&Version> {
        self.versions.get(frame)
    }

    /// The last position.
    pub fn last(&self) -> &Version {
        // `new` puts the start in; nothing takes a version out.
        &self.versions[self.versions.len() - 1]
    }

    /// Frame `frame` as everyone may see it, with what brought it there drawn.
    pub fn frame_png<R: BoardRenderer + ?Sized>(
        &self,
        frame: usize,
        renderer: &R,
    ) -> Result<Vec<u8>, String> {
        let Some(v) = self.versions.get(frame) else {
            return Err(format!(
                "there is no frame {frame}: this replay has {}",
                self.len()
            ));
        };
        let before = frame
            .checked_sub(1)
            .and_then(|b| self.versions.get(b))
            .map(|b| &*b.game);
        draw(
            renderer,
            &*v.game,
            before,
            v.action.as_ref(),
            None,
            &self.names.0,
            self.lang,
        )
    }

    /// Every frame as PNG, first to last.
    pub fn frames<R: BoardRenderer + ?Sized>(&self, renderer: &R) -> Result<Vec<Vec<u8>>, String> {
        (0..self.len())
            .map(|f| self.frame_png(f, renderer))
            .collect()
    }

    /// The whole game as one looping GIF: a frame per version (at most
    /// [`ANIMATION_FRAMES`] of them, evenly spaced), a pause on the last.
    pub fn animation<R: BoardRenderer + ?Sized>(&self, renderer: &R) -> Result<Vec<u8>, String> {
        let frames = animated(self.len(), ANIMATION_FRAMES)
            .into_iter()
            .map(|f| self.frame_png(f, renderer))
            .collect::<Result<Vec<_>, _>>()?;
        encode_gif(&frames, Timing::default())
    }
}

/// The most pictures a replay's animation holds: a long game (Rivalry's hundreds of
/// steps) would take minutes to draw and be too large to post. Stepping through a replay
/// ([`Replay::frame_png`]) still shows every version.
pub const ANIMATION_FRAMES: usize = 100;

/// Which of `len` versions an animation of at most `most` pictures shows: all of them,
/// or `most` evenly spaced, the first and the last always among them.
pub fn animated(len: usize, most: usize) -> Vec<usize> {
    if len <= most {
        return (0..len).collect();
    }
    if most < 2 {
        // Room for one picture at most: the end.
        return vec![len - 1; most];
    }
    (0..most).map(|i| i * (len - 1) / (most - 1)).collect()
}

/// `game` as `action` left it (played on `before`), drawn by `renderer` for `viewer`:
/// the move highlighted, or the panel saying who gave up; the plain board otherwise.
pub(crate) fn draw<R: BoardRenderer + ?Sized>(
    renderer: &R,
    game: &dyn AnyGame,
    before: Option<&dyn AnyGame>,
    action: Option<&Action>,
    viewer: Option<super::kinds::Seat>,
    names: &[String],
    lang: Lang,
) -> Result<Vec<u8>, String> {
    match (action, before) {
        // A sealed move is drawn as the plain board: nothing points at it.
        (Some(Action::Play { .. }), Some(before)) if before.sealed() => {
            renderer.board_png(game, viewer, names, lang)
        }
        (Some(Action::Play { mv }), Some(before)) => match before.notation_of(&mv.to_string()) {
            Some(notation) => {
                let last = LastAction::Move {
                    before,
                    notation: &notation,
                };
                renderer.last_png(game, last, viewer, names, lang)
            }
            None => renderer.board_png(game, viewer, names, lang),
        },
        (Some(&Action::Resign { seat }), _) => {
            let last = LastAction::GaveUp {
                seat,
                forfeit: false,
            };
            renderer.last_png(game, last, viewer, names, lang)
        }
        (Some(&Action::Forfeit { seat }), _) => {
            let last = LastAction::GaveUp {
                seat,
                forfeit: true,
            };
            renderer.last_png(game, last, viewer, names, lang)
        }
        _ => renderer.board_png(game, viewer, names, lang),
    }
}

#[cfg(test)]
mod tests {
    use super::animated;
    use proptest::prelude::*;

    #[test]
    fn a_short_game_is_animated_whole() {
        assert_eq!(animated(4, 100), vec![0, 1, 2, 3]);
        assert_eq!(animated(1, 100), vec![0]);
    }

    proptest! {
        #[test]
        fn a_long_game_shows_its_start_its_end_and_evenly_spaced_versions(
            len in 101usize..5000,
            most in 2usize..200,
        ) {
            let shown = animated(len, most);
            prop_assert_eq!(shown.len(), most.min(len));
            prop_assert_eq!(shown[0], 0);
            prop_assert_eq!(*shown.last().unwrap(), len - 1);
            prop_assert!(shown.windows(2).all(|w| w[0] < w[1]));
            // Evenly: no gap more than one longer than another.
            let gaps: Vec<usize> = shown.windows(2).map(|w| w[1] - w[0]).collect();
            if let (Some(lo), Some(hi)) = (gaps.iter().min(), gaps.iter().max()) {
                prop_assert!(hi - lo <= 1, "{:?}", gaps);
            }
        }
    }
}
