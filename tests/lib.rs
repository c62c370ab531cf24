//! Workspace-level integration tests live in api/ and cluster/; what both read is here.

use std::collections::HashMap;

/// Every sample of a `/metrics` answer by its series (name and labels as written).
pub fn metric_samples(text: &str) -> HashMap<String, f64> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.rsplit_once(' '))
        .map(|(series, value)| (series.to_string(), value.parse().unwrap()))
        .collect()
}
