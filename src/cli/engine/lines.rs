//! Request lines read with a cap on their length, as bytes: a line too long is measured
//! and skipped to its end without being kept, and the next line is read as usual.

use std::io::{BufRead, ErrorKind};

pub enum Line {
    /// The line's bytes, without the end of line (`\n` or `\r\n`).
    Text(Vec<u8>),
    /// A line longer than the cap, skipped.
    TooLong { bytes: usize },
}

pub struct Lines<R> {
    input: R,
    limit: usize,
}

impl<R: BufRead> Lines<R> {
    pub fn new(input: R, limit: usize) -> Lines<R> {
        Lines { input, limit }
    }

    /// The next line; `None` at the end of the input.
    pub fn next_line(&mut self) -> std::io::Result<Option<Line>> {
        let mut line = Vec::new();
        let mut bytes = 0usize;
        let mut too_long = false;
        let mut any = false;
        loop {
            let buffer = match self.input.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buffer.is_empty() {
                if !any {
                    return Ok(None);
                }
                break;
            }
            any = true;
            let end = buffer.iter().position(|b| *b == b'\n');
            let chunk = &buffer[..end.unwrap_or(buffer.len())];
            bytes = bytes.saturating_add(chunk.len());
            if !too_long {
                if line.len() + chunk.len() > self.limit {
                    too_long = true;
                    line = Vec::new();
                } else {
                    line.extend_from_slice(chunk);
                }
            }
            let used = chunk.len() + usize::from(end.is_some());
            self.input.consume(used);
            if end.is_some() {
                break;
            }
        }
        if too_long {
            return Ok(Some(Line::TooLong { bytes }));
        }
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        Ok(Some(Line::Text(line)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(input: &[u8], limit: usize) -> Vec<Result<Vec<u8>, usize>> {
        // A tiny buffer, so that lines span many reads.
        let mut lines = Lines::new(std::io::BufReader::with_capacity(3, input), limit);
        let mut out = Vec::new();
        while let Some(line) = lines.next_line().unwrap() {
            out.push(match line {
                Line::Text(t) => Ok(t),
                Line::TooLong { bytes } => Err(bytes),
            });
        }
        out
    }

    #[test]
    fn a_long_line_is_skipped_and_the_next_one_read() {
        let got = read_all(b"ab\r\n0123456789\n\nxyz", 5);
        assert_eq!(
            got,
            vec![
                Ok(b"ab".to_vec()),
                Err(10),
                Ok(Vec::new()),
                Ok(b"xyz".to_vec())
            ]
        );
        assert!(read_all(b"", 5).is_empty());
        assert_eq!(read_all(b"\xff\xfe\n", 5), vec![Ok(vec![0xff, 0xfe])]);
    }
}
