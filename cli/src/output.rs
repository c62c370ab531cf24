//! What commands print: a table by default, the same rows as JSON with `--json`.

use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use tabled::settings::Style;
use tabled::{Table, Tabled};

pub fn print_rows<R: Tabled + Serialize>(rows: &[R], json: bool) -> anyhow::Result<()> {
    if json {
        println!("{}", serde_json::to_string_pretty(rows)?);
    } else {
        println!("{}", Table::new(rows).with(Style::sharp()));
    }
    Ok(())
}

pub fn print_value<T: Serialize>(value: &T) -> anyhow::Result<()> {
    println!("{}", serde_json::to_string_pretty(value)?);
    Ok(())
}

/// Cuts text to `max` characters for a table cell.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

pub const SPINNER: &str = "{spinner} {msg}";

/// A spinner with a message, hidden under `--json`.
pub fn spinner(json: bool) -> ProgressBar {
    let bar = if json {
        ProgressBar::hidden()
    } else {
        ProgressBar::new_spinner()
    };
    bar.enable_steady_tick(Duration::from_millis(120));
    bar.set_style(ProgressStyle::with_template(SPINNER).expect("a valid template"));
    bar
}
