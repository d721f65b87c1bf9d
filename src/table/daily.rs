//! The daily challenge stays a challenge: while its day runs (UTC), a player's game of it
//! is theirs alone. Anyone else asking for its moves (the log, a replay, the export) is
//! refused until the day is over; its player always sees their own.

use super::error::TableError;
use super::ids::{TableId, UserId};
use super::service::TableService;
use super::settings;

impl TableService {
    /// Whether `viewer` may see the moves of `id`: always, but while `id` plays the
    /// daily challenge of a day not over yet (by the service's clock, UTC) and `viewer`
    /// has no seat in it.
    pub async fn may_see_moves(&self, id: TableId, viewer: &UserId) -> Result<(), TableError> {
        let t = self.load(id).await?;
        let Some(day) = settings::get::<String>(&t.row.options, settings::DAILY) else {
            return Ok(());
        };
        if t.seat_of(viewer).is_some() || day < utc_date(self.now()) {
            return Ok(());
        }
        Err(TableError::DailyNotOver(id))
    }
}

/// The UTC calendar date of `ms` (milliseconds since the Unix epoch), `YYYY-MM-DD`: the
/// daily challenge's day.
pub fn utc_date(ms: i64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let days = ms.div_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::utc_date;

    #[test]
    fn dates_are_utc_days() {
        assert_eq!(utc_date(0), "1970-01-01");
        assert_eq!(utc_date(1_795_305_600_000), "2026-11-22");
        assert_eq!(utc_date(951_782_400_000), "2000-02-29");
        // The last millisecond of a day is still that day.
        assert_eq!(utc_date(1_795_305_600_000 - 1), "2026-11-21");
    }
}
