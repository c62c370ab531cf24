//! The cron expression parser under generated input (issue 14, parsers under fuzzing): any text
//! is refused or accepted without a panic, and an accepted schedule's next runs are in the
//! future and in order. `PROPTEST_CASES` sets how many inputs.

use chrono::{TimeZone, Utc};
use proptest::prelude::*;

use super::Schedule;

/// Five or six fields made of the pieces cron fields are written with, valid or not.
fn expression() -> impl Strategy<Value = String> {
    let field = prop::collection::vec(
        prop_oneof![
            prop::sample::select(vec![
                "*",
                "/",
                ",",
                "-",
                "?",
                "L",
                "MON",
                "sun",
                "JAN",
                "0",
                "7",
                "60",
                "99999999999"
            ])
            .prop_map(str::to_string),
            (0u32..70).prop_map(|n| n.to_string()),
        ],
        1..5,
    )
    .prop_map(|parts| parts.concat());
    prop::collection::vec(field, 0..8).prop_map(|fields| fields.join(" "))
}

proptest! {
    #[test]
    fn any_expression_is_refused_or_gives_runs_in_order(text in expression(), zone in prop::sample::select(vec!["UTC", "Europe/Bucharest", "America/New_York", "Nowhere/Else"])) {
        if let Ok(schedule) = Schedule::parse(&text, zone) {
            let after = Utc.with_ymd_and_hms(2026, 3, 29, 0, 30, 0).unwrap();
            let runs = schedule.upcoming(after, 3);
            prop_assert!(runs.windows(2).all(|pair| pair[0] < pair[1]), "{text}: {runs:?}");
            prop_assert!(runs.iter().all(|run| *run > after), "{text}: {runs:?}");
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,40}") {
        let _ = Schedule::parse(&text, "UTC");
    }
}
