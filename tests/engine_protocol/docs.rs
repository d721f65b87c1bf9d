//! The examples of `docs/engine-protocol.md` and `docs/notation.md`, run: read from the
//! markdown itself, so that the docs cannot drift from what the engine does.
