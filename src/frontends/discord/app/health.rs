//! Whether the bot can do its work: the database and Discord both reachable. Each sweep
//! writes it to `HEALTH_FILE` (for a container's health check); a process unhealthy for
//! longer than `UNHEALTHY_EXIT_AFTER_SECS` stops, so that its supervisor starts it again
//! (a fresh connection pool, a fresh gateway session).

use std::time::{Duration, Instant};

/// How long a process may stay unhealthy before it stops, unless configured.
pub const DEFAULT_UNHEALTHY_EXIT_AFTER: Duration = Duration::from_secs(10 * 60);

/// What one sweep found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Health {
    /// The heartbeat reached the database.
    pub database: bool,
    /// Discord answered the sweep's check within the request timeout.
    pub discord: bool,
}

impl Health {
    pub fn healthy(self) -> bool {
        self.database && self.discord
    }

    /// The file's text: `healthy` or `unhealthy` on the first line (what a health check
    /// reads), then each part and the time (Unix ms).
    pub fn text(self, now_ms: i64) -> String {
        let word = |ok: bool| if ok { "reachable" } else { "unreachable" };
        format!(
            "{}\ndatabase: {}\ndiscord: {}\nat: {now_ms}\n",
            if self.healthy() {
                "healthy"
            } else {
                "unhealthy"
            },
            word(self.database),
            word(self.discord),
        )
    }
}

/// `health` in `path`, written whole (a reader never sees it half written).
pub fn write(path: &std::path::Path, health: Health) -> std::io::Result<()> {
    let mut next = path.as_os_str().to_owned();
    next.push(".next");
    std::fs::write(&next, health.text(crate::store::now_ms()))?;
    std::fs::rename(&next, path)
}

/// Counts how long the process has been unhealthy without a break.
#[derive(Debug)]
pub struct Watch {
    limit: Duration,
    since: Option<Instant>,
}

impl Watch {
    pub fn new(limit: Duration) -> Watch {
        Watch { limit, since: None }
    }

    /// One sweep's finding at `now`: `true` once unhealthy for longer than the limit.
    pub fn give_up(&mut self, health: Health, now: Instant) -> bool {
        if health.healthy() {
            self.since = None;
            return false;
        }
        let since = *self.since.get_or_insert(now);
        now.duration_since(since) > self.limit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const UP: Health = Health {
        database: true,
        discord: true,
    };
    const NO_DISCORD: Health = Health {
        database: true,
        discord: false,
    };

    #[test]
    fn the_file_says_which_part_is_unreachable() {
        assert_eq!(
            UP.text(5),
            "healthy\ndatabase: reachable\ndiscord: reachable\nat: 5\n"
        );
        let down = Health {
            database: false,
            discord: true,
        };
        assert!(down
            .text(5)
            .starts_with("unhealthy\ndatabase: unreachable\n"));
        assert!(NO_DISCORD.text(5).contains("discord: unreachable"));
    }

    #[test]
    fn only_a_long_unbroken_illness_gives_up() {
        let start = Instant::now();
        let minute = Duration::from_secs(60);
        let mut watch = Watch::new(10 * minute);
        assert!(!watch.give_up(NO_DISCORD, start));
        assert!(!watch.give_up(NO_DISCORD, start + 9 * minute));
        // Well again: the count starts over.
        assert!(!watch.give_up(UP, start + 9 * minute));
        assert!(!watch.give_up(NO_DISCORD, start + 10 * minute));
        assert!(!watch.give_up(NO_DISCORD, start + 19 * minute));
        assert!(watch.give_up(NO_DISCORD, start + 21 * minute));
    }
}
