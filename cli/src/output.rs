//! What commands print: a table by default, the same rows as JSON with `--json`.

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
