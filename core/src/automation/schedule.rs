//! Cron schedules in a time zone: the usual five fields (minute hour day month weekday), or six
//! with seconds first; weekdays count from Sunday = 0 (or 7) as in crontab, or by name. The
//! `cron` crate does the arithmetic; it counts weekdays from Sunday = 1 and wants every day
//! restriction to hold at once, so the weekday field is rewritten by name, and restricting both
//! the day of the month and the weekday (which crontab joins with "or") is refused rather than
//! read differently.

use std::str::FromStr;

use chrono::{DateTime, Utc};
use chrono_tz::Tz;

use crate::{Error, Result};

pub const DEFAULT_TIME_ZONE: &str = "Europe/Bucharest";

const WEEKDAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// A parsed, valid schedule: it runs at least once.
#[derive(Clone, Debug)]
pub struct Schedule {
    zone: Tz,
    cron: cron::Schedule,
    fields: Fields,
}

/// The fields as the editor wrote them (seconds filled in), for the description.
#[derive(Clone, Debug)]
struct Fields {
    second: String,
    minute: String,
    hour: String,
    day: String,
    month: String,
    /// Sunday = 0; `None` for every day.
    weekdays: Option<Vec<usize>>,
}

impl Schedule {
    pub fn parse(expression: &str, time_zone: &str) -> Result<Self> {
        let zone = Tz::from_str(time_zone).map_err(|_| {
            Error::invalid(
                "time_zone",
                format!("{time_zone:?} is not a time zone of the IANA database (like Europe/Bucharest)"),
            )
        })?;
        let parts: Vec<&str> = expression.split_whitespace().collect();
        let (second, rest) = match parts.len() {
            5 => ("0", &parts[..]),
            6 => (parts[0], &parts[1..]),
            _ => {
                return Err(invalid(
                    "a schedule has five fields (minute hour day month weekday), or six with seconds first",
                ));
            }
        };
        let weekdays = weekdays(rest[4])?;
        if weekdays.is_some() && !is_any(rest[2]) {
            return Err(invalid(
                "give the day of the month or the weekday, not both (set one of them to *)",
            ));
        }
        let weekday_field = match &weekdays {
            None => "*".to_owned(),
            Some(days) => days
                .iter()
                .map(|day| &WEEKDAYS[*day][..3])
                .collect::<Vec<_>>()
                .join(","),
        };
        let source = format!(
            "{second} {} {} {} {} {weekday_field}",
            rest[0], rest[1], rest[2], rest[3]
        );
        let cron = cron::Schedule::from_str(&source).map_err(|err| invalid(&err.to_string()))?;
        let schedule = Self {
            zone,
            cron,
            fields: Fields {
                second: second.to_owned(),
                minute: rest[0].to_owned(),
                hour: rest[1].to_owned(),
                day: rest[2].to_owned(),
                month: rest[3].to_owned(),
                weekdays,
            },
        };
        if schedule.next_after(Utc::now()).is_none() {
            return Err(invalid("this schedule never runs (is the date real?)"));
        }
        Ok(schedule)
    }

    /// The first time after `after` (never `after` itself).
    pub fn next_after(&self, after: DateTime<Utc>) -> Option<DateTime<Utc>> {
        self.upcoming(after, 1).into_iter().next()
    }

    pub fn upcoming(&self, after: DateTime<Utc>, count: usize) -> Vec<DateTime<Utc>> {
        self.cron
            .after(&after.with_timezone(&self.zone))
            .take(count)
            .map(|at| at.with_timezone(&Utc))
            .collect()
    }

    /// In words: "every day at 06:00 Bucharest time", "every 10 minutes"; the expression itself
    /// when it is not one of the shapes worded here.
    pub fn describe(&self) -> String {
        let f = &self.fields;
        let every_day = is_any(&f.day) && is_any(&f.month) && f.weekdays.is_none();
        if f.second != "0" {
            let under_a_minute = every_day && is_any(&f.minute) && is_any(&f.hour);
            return match (under_a_minute, f.second.as_str(), step(&f.second)) {
                (true, "*", _) => "every second".to_owned(),
                (true, _, Some(n)) => format!("every {n} seconds"),
                _ => self.as_written(),
            };
        }
        if every_day && is_any(&f.hour) {
            return match (f.minute.as_str(), step(&f.minute), numbers(&f.minute)) {
                ("*", _, _) => "every minute".to_owned(),
                (_, Some(n), _) => format!("every {n} minutes"),
                (_, _, Some(minutes)) if minutes.len() == 1 => format!("every hour at minute {}", minutes[0]),
                _ => self.as_written(),
            };
        }
        let (Some(minutes), Some(hours)) = (numbers(&f.minute), numbers(&f.hour)) else {
            return self.as_written();
        };
        let [minute] = minutes[..] else {
            return self.as_written();
        };
        let times = list(
            &hours
                .iter()
                .map(|hour| format!("{hour:02}:{minute:02}"))
                .collect::<Vec<_>>(),
        );
        let days = match (&f.weekdays, numbers(&f.day)) {
            (Some(days), _) if days[..] == [1, 2, 3, 4, 5] => "every weekday (Monday to Friday)".to_owned(),
            (Some(days), _) => format!(
                "every {}",
                list(&days.iter().map(|day| WEEKDAYS[*day].to_owned()).collect::<Vec<_>>())
            ),
            (None, _) if is_any(&f.day) => "every day".to_owned(),
            (None, Some(days)) => format!(
                "on day {} of the month",
                list(&days.iter().map(u32::to_string).collect::<Vec<_>>())
            ),
            (None, None) => return self.as_written(),
        };
        let months = if is_any(&f.month) {
            String::new()
        } else {
            match numbers(&f.month) {
                Some(months) if months.iter().all(|m| (1..=12).contains(m)) => format!(
                    " in {}",
                    list(
                        &months
                            .iter()
                            .map(|m| MONTHS[*m as usize - 1].to_owned())
                            .collect::<Vec<_>>()
                    )
                ),
                _ => return self.as_written(),
            }
        };
        format!("{days} at {times}{months} {}", zone_name(self.zone))
    }

    fn as_written(&self) -> String {
        let f = &self.fields;
        format!(
            "on the schedule \"{} {} {} {} {}\" (seconds {}) {}",
            f.minute,
            f.hour,
            f.day,
            f.month,
            f.weekdays.as_ref().map_or_else(
                || "*".to_owned(),
                |days| days.iter().map(usize::to_string).collect::<Vec<_>>().join(",")
            ),
            f.second,
            zone_name(self.zone)
        )
    }
}

fn invalid(message: &str) -> Error {
    Error::invalid("schedule", message)
}

fn is_any(field: &str) -> bool {
    field == "*" || field == "?"
}

/// `*/n`.
fn step(field: &str) -> Option<u32> {
    field.strip_prefix("*/")?.parse().ok()
}

/// A plain list of numbers, like `6,18`.
fn numbers(field: &str) -> Option<Vec<u32>> {
    field.split(',').map(|n| n.parse().ok()).collect()
}

/// "a", "a and b", "a, b and c".
fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "Bucharest time", "New York time", "UTC".
fn zone_name(zone: Tz) -> String {
    match zone.name() {
        "UTC" | "Etc/UTC" => "UTC".to_owned(),
        name => format!("{} time", name.rsplit('/').next().unwrap_or(name).replace('_', " ")),
    }
}

/// The weekday field as a sorted set (Sunday = 0), `None` for every day: numbers 0 to 7,
/// English names or their first three letters, ranges and lists.
fn weekdays(field: &str) -> Result<Option<Vec<usize>>> {
    if is_any(field) {
        return Ok(None);
    }
    let mut days = [false; 7];
    for part in field.split(',') {
        let (from, to) = match part.split_once('-') {
            Some((from, to)) => (weekday(from)?, weekday(to)?),
            None => (weekday(part)?, weekday(part)?),
        };
        // `5-7` is Friday to Sunday; 7 is Sunday again.
        let to = if to < from { to + 7 } else { to };
        for day in from..=to {
            days[day % 7] = true;
        }
    }
    let set: Vec<usize> = (0..7).filter(|day| days[*day]).collect();
    Ok(if set.len() == 7 { None } else { Some(set) })
}

fn weekday(text: &str) -> Result<usize> {
    if let Ok(number) = text.parse::<usize>() {
        return match number {
            0..=6 => Ok(number),
            7 => Ok(7),
            _ => Err(invalid("a weekday is 0 to 7 (Sunday is 0 or 7) or a name like mon")),
        };
    }
    let lower = text.to_ascii_lowercase();
    WEEKDAYS
        .iter()
        .position(|day| lower.len() >= 3 && day.to_ascii_lowercase().starts_with(&lower))
        .ok_or_else(|| invalid(&format!("{text:?} is not a weekday (use 0 to 7 or a name like mon)")))
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn described(expression: &str, zone: &str) -> String {
        Schedule::parse(expression, zone).unwrap().describe()
    }

    #[test]
    fn the_usual_shapes_read_as_words() {
        assert_eq!(
            described("0 6 * * *", "Europe/Bucharest"),
            "every day at 06:00 Bucharest time"
        );
        assert_eq!(described("* * * * *", "UTC"), "every minute");
        assert_eq!(described("*/10 * * * *", "UTC"), "every 10 minutes");
        assert_eq!(described("15 * * * *", "UTC"), "every hour at minute 15");
        assert_eq!(described("* * * * * *", "UTC"), "every second");
        assert_eq!(described("*/5 * * * * *", "UTC"), "every 5 seconds");
        assert_eq!(
            described("0 8 * * 1", "Europe/Bucharest"),
            "every Monday at 08:00 Bucharest time"
        );
        assert_eq!(
            described("30 7 * * 1-5", "America/New_York"),
            "every weekday (Monday to Friday) at 07:30 New York time"
        );
        assert_eq!(
            described("0 6,18 * * sat,sun", "UTC"),
            "every Sunday and Saturday at 06:00 and 18:00 UTC"
        );
        assert_eq!(described("0 3 1 * *", "UTC"), "on day 1 of the month at 03:00 UTC");
        assert_eq!(described("0 9 * 12 *", "UTC"), "every day at 09:00 in December UTC");
        assert!(described("0 */2 * * *", "UTC").starts_with("on the schedule"));
    }

    #[test]
    fn weekdays_count_from_sunday_zero_as_in_crontab() {
        // 2026-11-26 is a Thursday.
        let thursday = Utc.with_ymd_and_hms(2026, 11, 26, 12, 0, 0).unwrap();
        let next = |expression: &str| {
            Schedule::parse(expression, "UTC")
                .unwrap()
                .next_after(thursday)
                .unwrap()
        };
        assert_eq!(next("0 8 * * 1"), Utc.with_ymd_and_hms(2026, 11, 30, 8, 0, 0).unwrap());
        assert_eq!(next("0 8 * * 0"), Utc.with_ymd_and_hms(2026, 11, 29, 8, 0, 0).unwrap());
        assert_eq!(next("0 8 * * 7"), next("0 8 * * 0"));
        assert_eq!(
            next("0 8 * * 5-7"),
            Utc.with_ymd_and_hms(2026, 11, 27, 8, 0, 0).unwrap()
        );
        assert_eq!(next("0 8 * * fri"), next("0 8 * * 5"));
    }

    #[test]
    fn times_are_in_the_rules_zone_across_daylight_saving() {
        let schedule = Schedule::parse("0 6 * * *", "Europe/Bucharest").unwrap();
        // Winter: UTC+2; summer: UTC+3.
        let winter = Utc.with_ymd_and_hms(2026, 11, 26, 12, 0, 0).unwrap();
        assert_eq!(
            schedule.next_after(winter).unwrap(),
            Utc.with_ymd_and_hms(2026, 11, 27, 4, 0, 0).unwrap()
        );
        let summer = Utc.with_ymd_and_hms(2026, 7, 1, 12, 0, 0).unwrap();
        assert_eq!(
            schedule.next_after(summer).unwrap(),
            Utc.with_ymd_and_hms(2026, 7, 2, 3, 0, 0).unwrap()
        );
        let five = schedule.upcoming(winter, 5);
        assert_eq!(five.len(), 5);
        assert!(
            five.windows(2)
                .all(|pair| pair[1] - pair[0] == chrono::Duration::days(1))
        );
    }

    #[test]
    fn bad_schedules_are_refused_with_the_reason() {
        let refused = |expression: &str, zone: &str| Schedule::parse(expression, zone).unwrap_err().to_string();
        assert!(refused("* * *", "UTC").contains("five fields"));
        assert!(refused("0 6 1 * 1", "UTC").contains("not both"));
        assert!(refused("0 6 * * 9", "UTC").contains("weekday"));
        assert!(refused("61 * * * *", "UTC").contains("schedule"));
        assert!(refused("0 6 * * *", "Mars/Olympus").contains("time zone"));
        assert!(refused("0 0 30 2 *", "UTC").contains("never runs"));
    }
}
