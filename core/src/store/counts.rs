//! Counts of article lists, and the ids of rows at fixed places in them, kept until the
//! articles change. Every change of an article (its status, language, category, flags, title
//! or dates) appends to the search log in the same transaction, so a count taken when the
//! log's head was N still holds while the head is N; a list then costs its page rather than a
//! walk over every matching row. Views are not logged: no list ordered by them is kept.
//!
//! The head itself is remembered too, so that a list is one query: until this process commits
//! a write, and for at most `HEAD_FRESH`. Another process's change therefore reaches the counts
//! here within `HEAD_FRESH`, as it reaches the response cache within one outbox poll.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::write;

/// Distinct lists remembered at once; past this the memory starts over.
const MAX_COUNTS: usize = 512;
/// How long a head read from the database stands for it, while this process writes nothing.
const HEAD_FRESH: Duration = Duration::from_millis(250);

/// The ids at a list's places, shared by the requests that read them.
pub(super) type Places = Arc<Vec<i64>>;

#[derive(Debug, Default)]
pub(super) struct CountCache {
    /// By the count's SQL and arguments: the log head it was taken at, and the count.
    entries: Mutex<HashMap<String, (i64, i64)>>,
    /// By the list's key and order: the head its rows were found at, and the id at every
    /// `ANCHOR_EVERY`th place (the first at place 0), all found in one pass.
    anchors: Mutex<HashMap<String, (i64, Places)>>,
    /// Held while a missing count or list of places is computed, one by key: requests that
    /// miss together wait for the first one's answer rather than all running the same scan of
    /// the list, and a list's long scan holds back no other list.
    computing: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    /// The head last read, this process's commits before it was read, and when.
    head: Mutex<Option<(i64, u64, Instant)>>,
}

impl CountCache {
    /// The remembered head, unless this process committed since or it is older than
    /// `HEAD_FRESH`.
    pub fn head(&self) -> Option<i64> {
        let head = self.head.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        head.filter(|(_, commits, read)| *commits == write::commits() && read.elapsed() < HEAD_FRESH)
            .map(|(head, _, _)| head)
    }

    /// Remembers `head`, read from the database after `commits` (from `write::commits`).
    pub fn put_head(&self, head: i64, commits: u64) {
        let mut remembered = self.head.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        *remembered = Some((head, commits, Instant::now()));
    }

    pub fn get(&self, key: &str, head: i64) -> Option<i64> {
        let entries = self.entries.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        entries.get(key).filter(|(at, _)| *at == head).map(|(_, count)| *count)
    }

    /// Remembers `count`, taken after the log's head was read as `head`.
    pub fn put(&self, key: String, head: i64, count: i64) {
        remember(&self.entries, key, (head, count));
    }

    pub fn anchors(&self, key: &str, head: i64) -> Option<Places> {
        self.anchors_at(key).filter(|(at, _)| *at == head).map(|(_, ids)| ids)
    }

    /// The places last found for a list, at whatever head, and that head.
    pub fn anchors_at(&self, key: &str) -> Option<(i64, Places)> {
        let anchors = self.anchors.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        anchors.get(key).map(|(at, ids)| (*at, Arc::clone(ids)))
    }

    /// Remembers the ids at a list's places, found after the log's head was read as `head`.
    pub fn put_anchors(&self, key: String, head: i64, ids: Places) {
        remember(&self.anchors, key, (head, ids));
    }

    /// The lock computations for `key` take.
    pub fn turn(&self, key: &str) -> Arc<tokio::sync::Mutex<()>> {
        let mut turns = self.computing.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(turn) = turns.get(key) {
            return Arc::clone(turn);
        }
        // Past the bound a computation under way keeps its lock; one more may start beside it.
        make_room(&mut turns, key);
        Arc::clone(turns.entry(key.to_owned()).or_default())
    }

    /// The lock of `key`'s computations, unless one is under way: its holder is the one
    /// computing for as long as it keeps it, in a task of its own say.
    pub fn try_turn(&self, key: &str) -> Option<tokio::sync::OwnedMutexGuard<()>> {
        self.turn(key).try_lock_owned().ok()
    }

    #[cfg(test)]
    fn busy(&self, key: &str) -> bool {
        self.try_turn(key).is_none()
    }

    /// What `remembered` finds, else what `compute` makes (it remembers it too): computed for
    /// `key` by one caller at a time, each finding first what the one before it remembered.
    pub async fn once<V>(
        &self,
        key: &str,
        remembered: impl Fn() -> Option<V>,
        compute: impl Future<Output = crate::Result<V>>,
    ) -> crate::Result<V> {
        if let Some(found) = remembered() {
            return Ok(found);
        }
        let turn = self.turn(key);
        let _turn = turn.lock().await;
        match remembered() {
            Some(found) => Ok(found),
            None => compute.await,
        }
    }
}

/// Inserts into a map that starts over past `MAX_COUNTS` entries, which bounds its memory.
fn remember<V>(map: &Mutex<HashMap<String, V>>, key: String, value: V) {
    let mut entries = map.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    make_room(&mut entries, &key);
    entries.insert(key, value);
}

/// Empties `entries` when it holds `MAX_COUNTS` and `key` would be one more.
fn make_room<V>(entries: &mut HashMap<String, V>, key: &str) {
    if entries.len() >= MAX_COUNTS && !entries.contains_key(key) {
        entries.clear();
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

    #[tokio::test]
    async fn a_computation_under_way_is_waited_for_and_not_made_twice() {
        let cache = CountCache::default();
        let turn = cache.turn("places");
        let under_way = turn.lock().await;
        assert!(cache.busy("places") && !cache.busy("another list"));
        let other_list = cache.once("another list", || None, async { Ok(3) }).await.unwrap();
        assert_eq!(other_list, 3, "another list is not held back");
        let found = Mutex::new(None);
        let waiting = cache.once("places", || *found.lock().unwrap(), async { Ok(2) });
        tokio::pin!(waiting);
        let early = tokio::time::timeout(Duration::from_millis(50), &mut waiting).await;
        assert!(early.is_err(), "it waits for the computation under way");
        *found.lock().unwrap() = Some(1);
        drop(under_way);
        assert_eq!(waiting.await.unwrap(), 1, "and takes what that one found");
        assert!(!cache.busy("places"));
    }

    #[test]
    fn the_head_is_read_again_after_a_commit_here_or_once_stale() {
        let cache = CountCache::default();
        assert_eq!(cache.head(), None);
        cache.put_head(7, write::commits());
        assert_eq!(cache.head(), Some(7));
        cache.put_head(7, write::commits().wrapping_sub(1));
        assert_eq!(cache.head(), None, "this process committed a write since");
        *cache.head.lock().unwrap() = Some((7, write::commits(), Instant::now() - HEAD_FRESH));
        assert_eq!(cache.head(), None, "another process may have written since");
    }
}
