//! The words of `/vacation`.

use crate::frontends::discord::desk::VacationView;
use crate::frontends::discord::wire::time::relative_time;
use crate::i18n::Lang;
use crate::tr;

/// What the player is told after a change.
pub fn vacation_words(lang: Lang, view: &VacationView) -> String {
    match view.until {
        Some(until) => tr!(
            lang,
            "vacation-started",
            until = relative_time(until),
            days = view.days_left
        ),
        None => tr!(lang, "vacation-ended", days = view.days_left),
    }
}
