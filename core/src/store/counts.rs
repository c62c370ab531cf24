//! Counts of article lists, and the ids of rows at fixed places in them, kept until the
//! articles change. Every change of an article (its status, language, category, flags, title
//! or dates) appends to the search log in the same transaction, so a count taken when the
//! log's head was N still holds while the head is N; a list then costs its page rather than a
//! walk over every matching row. Views are not logged: no list ordered by them is kept.

use std::collections::HashMap;
use std::sync::Mutex;

/// Distinct lists remembered at once; past this the memory starts over.
const MAX_COUNTS: usize = 512;

#[derive(Debug, Default)]
pub(super) struct CountCache {
    /// By the count's SQL and arguments: the log head it was taken at, and the count.
    entries: Mutex<HashMap<String, (i64, i64)>>,
}

impl CountCache {
    pub fn get(&self, key: &str, head: i64) -> Option<i64> {
        let entries = self.entries.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        entries.get(key).filter(|(at, _)| *at == head).map(|(_, count)| *count)
    }

    /// Remembers `count`, taken after the log's head was read as `head`.
    pub fn put(&self, key: String, head: i64, count: i64) {
        let mut entries = self.entries.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if entries.len() >= MAX_COUNTS && !entries.contains_key(&key) {
            entries.clear();
        }
        entries.insert(key, (head, count));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_holds_only_at_the_head_it_was_taken_at() {
        let cache = CountCache::default();
        cache.put("published".into(), 7, 120);
        assert_eq!(cache.get("published", 7), Some(120));
        assert_eq!(cache.get("published", 8), None, "an article changed since");
        assert_eq!(cache.get("archived", 7), None);
        for n in 0..MAX_COUNTS {
            cache.put(format!("list {n}"), 7, 1);
        }
        assert!(cache.entries.lock().unwrap().len() <= MAX_COUNTS);
    }
}
