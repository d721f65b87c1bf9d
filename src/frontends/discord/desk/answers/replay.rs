//! What `/replay` shows: the whole game as an animation, and one frame at a time for
//! the step-through. Every frame is the public picture: no hand, no hidden tile.

/// A game from its start, as one animated picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayView {
    pub table: u64,
    /// "Rivality, 2 players".
    pub title: String,
    /// The start and one per move (a resignation, a take-back are frames too).
    pub frames: u64,
    /// The animated GIF: a frame per version, a pause on the last.
    pub gif: Vec<u8>,
    /// The game is over.
    pub finished: bool,
    /// A finished game's moves as text (`docs/replay-format.md`); `None` while it runs.
    pub export: Option<String>,
}

/// One frame of a game's replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayFrameView {
    pub table: u64,
    /// From 0, the start.
    pub frame: u64,
    pub frames: u64,
    /// What happened at this frame, in public words.
    pub caption: String,
    pub png: Vec<u8>,
}
