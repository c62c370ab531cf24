//! Automation's use cases shared by the API, `newsctl` and the worker: writing rules, the
//! schedule preview, and the work of the actions that live in the core (feed import, the
//! translation reminder's list). The worker runs the rules (`worker/src/automation`).

mod feed;
pub mod schedule;

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

pub use feed::{FeedImport, import_feed};
pub use schedule::Schedule;

use crate::Result;

/// How many upcoming runs a preview lists.
pub const PREVIEW_RUNS: usize = 5;

/// A schedule in words, with its next runs.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = SchedulePreview)]
pub struct Preview {
    pub description: String,
    pub next_runs: Vec<DateTime<Utc>>,
}

pub fn preview(expression: &str, time_zone: &str, now: DateTime<Utc>) -> Result<Preview> {
    let schedule = Schedule::parse(expression, time_zone)?;
    Ok(Preview {
        description: schedule.describe(),
        next_runs: schedule.upcoming(now, PREVIEW_RUNS),
    })
}
