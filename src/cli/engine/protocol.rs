//! The protocol's numbers, which `info` tells a client.

/// The longest request line read; a longer one is answered `line_too_long` and skipped to
/// its end. A whole state is a few kilobytes.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// The version of the protocol, raised when an answer changes shape.
pub const PROTOCOL_VERSION: u32 = 4;
