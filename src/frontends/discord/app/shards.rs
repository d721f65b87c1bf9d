//! Which gateway shards this process runs (`SHARDS=0-3`, `SHARD_COUNT=8`): a bot in
//! thousands of servers splits its shards across processes, each running a range of
//! them, all sharing one database.

use std::fmt;
use std::ops::Range;

/// Shards `first` to `last` (both included) of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// Why `SHARDS` or `SHARD_COUNT` cannot be used; the message says what to write.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ShardsError {
    #[error("SHARD_COUNT must be a number of shards (1 or more), not {0:?}")]
    BadCount(String),
    #[error("SHARDS must be a shard number (`2`) or a range of them (`0-3`), not {0:?}")]
    BadRange(String),
    #[error("SHARDS {0:?} runs backwards: write the lower shard first (`{2}-{1}`)")]
    Backwards(String, u32, u32),
    #[error(
        "SHARDS {range:?} goes past SHARD_COUNT={total}: shards are numbered 0 to {}",
        total - 1
    )]
    OutsideTotal { range: String, total: u32 },
    #[error(
        "SHARDS {0:?} needs SHARD_COUNT, the total number of shards across every process \
         (e.g. SHARDS=0-3 SHARD_COUNT=8)"
    )]
    RangeWithoutCount(String),
}

impl Shards {
    /// The shards of `range` (`None`: all of them) out of `count`; neither given: `None`,
    /// as many shards as Discord recommends, all in this process.
    pub fn parse(range: Option<&str>, count: Option<&str>) -> Result<Option<Shards>, ShardsError> {
        let total = match count {
            None => {
                return match range {
                    None => Ok(None),
                    Some(range) => Err(ShardsError::RangeWithoutCount(range.to_string())),
                }
            }
            Some(text) => text
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| ShardsError::BadCount(text.to_string()))?,
        };
        let Some(text) = range else {
            return Ok(Some(Shards {
                first: 0,
                last: total - 1,
                total,
            }));
        };
        let number = |part: &str| {
            part.trim()
                .parse::<u32>()
                .map_err(|_| ShardsError::BadRange(text.to_string()))
        };
        let (first, last) = match text.split_once('-') {
            Some((first, last)) => (number(first)?, number(last)?),
            None => {
                let one = number(text)?;
                (one, one)
            }
        };
        if first > last {
            return Err(ShardsError::Backwards(text.to_string(), first, last));
        }
        if last >= total {
            return Err(ShardsError::OutsideTotal {
                range: text.to_string(),
                total,
            });
        }
        Ok(Some(Shards { first, last, total }))
    }

    /// The range as serenity's `start_shard_range` takes it: its end is *included*
    /// (`4..7` starts shards 4, 5, 6 and 7).
    pub fn serenity_range(self) -> Range<u32> {
        self.first..self.last
    }

    pub fn count(self) -> u32 {
        self.last - self.first + 1
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{} of {}", self.first, self.last, self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shards(first: u32, last: u32, total: u32) -> Option<Shards> {
        Some(Shards { first, last, total })
    }

    #[test]
    fn neither_given_is_autosharding() {
        assert_eq!(Shards::parse(None, None), Ok(None));
    }

    #[test]
    fn a_range_and_a_total_are_read() {
        assert_eq!(Shards::parse(Some("0-3"), Some("8")), Ok(shards(0, 3, 8)));
        assert_eq!(
            Shards::parse(Some(" 4 - 7 "), Some(" 8 ")),
            Ok(shards(4, 7, 8))
        );
        assert_eq!(Shards::parse(Some("5"), Some("8")), Ok(shards(5, 5, 8)));
    }

    #[test]
    fn a_total_alone_runs_every_shard_here() {
        assert_eq!(Shards::parse(None, Some("2")), Ok(shards(0, 1, 2)));
    }

    #[test]
    fn serenitys_range_includes_its_end() {
        let s = Shards::parse(Some("4-7"), Some("8")).unwrap().unwrap();
        assert_eq!(s.serenity_range(), 4..7);
        assert_eq!(s.count(), 4);
        let one = Shards::parse(Some("3"), Some("4")).unwrap().unwrap();
        assert_eq!(one.serenity_range(), 3..3);
        assert_eq!(one.count(), 1);
        assert_eq!(one.to_string(), "3-3 of 4");
    }

    #[test]
    fn a_range_past_the_total_is_refused() {
        let err = Shards::parse(Some("4-8"), Some("8")).unwrap_err();
        assert_eq!(
            err,
            ShardsError::OutsideTotal {
                range: "4-8".into(),
                total: 8
            }
        );
        assert!(err.to_string().contains("0 to 7"), "{err}");
        assert!(Shards::parse(Some("8"), Some("8")).is_err());
    }

    #[test]
    fn a_backwards_range_is_refused() {
        let err = Shards::parse(Some("3-1"), Some("8")).unwrap_err();
        assert_eq!(err, ShardsError::Backwards("3-1".into(), 3, 1));
        assert!(err.to_string().contains("`1-3`"), "{err}");
    }

    #[test]
    fn words_and_bad_numbers_are_refused() {
        for range in ["a-b", "0-", "-3", "1-2-3", "", "0..3", "-1"] {
            assert_eq!(
                Shards::parse(Some(range), Some("8")),
                Err(ShardsError::BadRange(range.into())),
                "{range:?}"
            );
        }
        for count in ["eight", "0", "-8", "", "4000000000000"] {
            assert_eq!(
                Shards::parse(Some("0-3"), Some(count)),
                Err(ShardsError::BadCount(count.into())),
                "{count:?}"
            );
        }
    }

    #[test]
    fn a_range_without_a_total_is_refused() {
        let err = Shards::parse(Some("0-3"), None).unwrap_err();
        assert_eq!(err, ShardsError::RangeWithoutCount("0-3".into()));
        assert!(err.to_string().contains("SHARD_COUNT"));
    }
}
