//! Times in words: a duration ("2 days"), and a moment as Discord shows it in the
//! reader's own time zone and language.

use crate::i18n::Lang;
use crate::tr;

/// "1 day", "12 hours", "90 seconds".
pub fn duration_words(lang: Lang, secs: u64) -> String {
    const HOUR: u64 = 3600;
    const DAY: u64 = 24 * HOUR;
    let (n, unit) = match secs {
        s if s >= DAY && s % DAY == 0 => (s / DAY, "day"),
        s if s >= HOUR && s % HOUR == 0 => (s / HOUR, "hour"),
        s if s >= 60 && s % 60 == 0 => (s / 60, "minute"),
        s => (s, "second"),
    };
    tr!(lang, "posts-duration", unit = unit, count = n)
}

/// Discord's relative time (`in 3 hours`, shown in each reader's own words and zone)
/// for `secs` since the Unix epoch.
pub fn relative_time(secs: u64) -> String {
    format!("<t:{secs}:R>")
}
