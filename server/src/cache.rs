//! Public API responses kept in memory until the content changes, and at most `MAX_AGE`.
//! Every article write reaches each process through the outbox, which clears this cache, so a
//! cached answer is never older than one outbox poll. Readers' views and likes do not go
//! through the outbox (a click must not empty every node's cache): the counts in a cached
//! answer (an article's `views`, the popular lists) are at most `MAX_AGE` old.

use std::collections::HashMap;
use std::sync::RwLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::Response;

use crate::AppState;
use crate::auth::Caller;

/// Past this many bytes of cached bodies the cache starts over, which bounds its memory.
const MAX_BYTES: usize = 24 * 1024 * 1024;
/// How stale the view counts in a cached answer may be; README states it.
const MAX_AGE: Duration = Duration::from_secs(10);

pub struct ResponseCache {
    /// Off, every read goes to the database and the index (for measuring and debugging).
    disabled: bool,
    max_age: Duration,
    entries: RwLock<Entries>,
    /// Bumped by every clear, so an answer computed before a change is never stored after it.
    generation: AtomicU64,
}

impl Default for ResponseCache {
    fn default() -> Self {
        Self {
            disabled: false,
            max_age: MAX_AGE,
            entries: RwLock::default(),
            generation: AtomicU64::default(),
        }
    }
}

impl ResponseCache {
    pub fn new(enabled: bool) -> Self {
        Self {
            disabled: !enabled,
            ..Default::default()
        }
    }

    pub fn get(&self, key: &str) -> Option<Bytes> {
        if self.disabled {
            return None;
        }
        let entries = self.entries.read().ok()?;
        let (stored, body) = entries.bodies.get(key)?;
        (stored.elapsed() < self.max_age).then(|| body.clone())
    }

    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// Stores `body` unless the content changed since `generation` was read.
    pub fn put(&self, key: String, body: Bytes, generation: u64) {
        if self.disabled {
            return;
        }
        if let Ok(mut entries) = self.entries.write() {
            if self.generation() != generation {
                return;
            }
            let key_len = key.len();
            let size = key_len + body.len();
            if entries.swept.elapsed() >= self.max_age || entries.bytes + size > MAX_BYTES {
                entries.drop_older_than(self.max_age);
            }
            if entries.bytes + size > MAX_BYTES {
                entries.clear();
            }
            entries.bytes += size;
            if let Some((_, old)) = entries.bodies.insert(key, (Instant::now(), body)) {
                entries.bytes -= key_len + old.len();
            }
        }
    }

    /// The body kept under `key`, or the one `produce` makes, kept unless the content changed
    /// meanwhile.
    pub async fn get_or_insert<E>(
        &self,
        key: String,
        produce: impl Future<Output = Result<Bytes, E>>,
    ) -> Result<Bytes, E> {
        if let Some(body) = self.get(&key) {
            return Ok(body);
        }
        let generation = self.generation();
        let body = produce.await?;
        self.put(key, body.clone(), generation);
        Ok(body)
    }

    /// Keys and bodies held now, for `/metrics`: the part of a server's memory that comes and
    /// goes with its readers' requests within two `MAX_AGE`s.
    pub fn bytes(&self) -> usize {
        self.entries.read().map_or(0, |entries| entries.bytes)
    }

    pub fn clear(&self) {
        if let Ok(mut entries) = self.entries.write() {
            self.generation.fetch_add(1, Ordering::AcqRel);
            entries.clear();
        }
    }
}

struct Entries {
    /// Each body with when it was stored.
    bodies: HashMap<String, (Instant, Bytes)>,
    /// Keys and bodies, roughly what the cache holds.
    bytes: usize,
    /// When answers past their age were last dropped. An answer is never served past `MAX_AGE`,
    /// and one nobody asked for again would otherwise stay until the budget is spent: the
    /// cache's memory then climbed for minutes to the whole budget and fell back at once
    /// (BENCHMARKS.md, "ten minutes on the two-node cluster"). Dropped every `MAX_AGE`, the
    /// cache holds about the answers of the last two periods, which a steady load keeps level.
    swept: Instant,
}

impl Default for Entries {
    fn default() -> Self {
        Self {
            bodies: HashMap::new(),
            bytes: 0,
            swept: Instant::now(),
        }
    }
}

impl Entries {
    fn clear(&mut self) {
        self.bodies.clear();
        self.bytes = 0;
    }

    fn drop_older_than(&mut self, max_age: Duration) {
        let mut dropped = 0;
        self.bodies.retain(|key, (stored, body)| {
            let keep = stored.elapsed() < max_age;
            if !keep {
                dropped += key.len() + body.len();
            }
            keep
        });
        self.bytes -= dropped;
        self.swept = Instant::now();
    }
}

/// A write through the admin API or with an API key empties this server's cache as soon as it
/// succeeds, so whoever made it reads the result back at once (a feed just after an episode is
/// deleted); other servers follow within an outbox poll.
pub async fn forget_after_writes(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let write = !request.method().is_safe()
        && (request.uri().path().starts_with("/api/v1/admin/")
            || matches!(request.extensions().get::<Caller>(), Some(Caller::ApiKey(_))));
    let response = next.run(request).await;
    if write && response.status().is_success() {
        state.cache.clear();
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_computed_before_a_change_is_not_kept() {
        let cache = ResponseCache::default();
        let before = cache.generation();
        cache.clear();
        cache.put("/a".into(), Bytes::from_static(b"old"), before);
        assert_eq!(cache.get("/a"), None);
        cache.put("/a".into(), Bytes::from_static(b"new"), cache.generation());
        assert_eq!(cache.get("/a"), Some(Bytes::from_static(b"new")));
    }

    #[test]
    fn an_answer_older_than_the_maximum_age_is_computed_again() {
        let cache = ResponseCache {
            max_age: Duration::ZERO,
            ..Default::default()
        };
        cache.put("/a".into(), Bytes::from_static(b"counts"), cache.generation());
        assert_eq!(cache.get("/a"), None);
    }

    #[test]
    fn the_cache_starts_over_past_its_byte_budget() {
        let cache = ResponseCache::default();
        let body = Bytes::from(vec![b'x'; MAX_BYTES / 2]);
        cache.put("/1".into(), body.clone(), 0);
        cache.put("/2".into(), body.clone(), 0);
        assert_eq!(cache.get("/1"), None, "the first body was dropped to make room");
        assert!(cache.get("/2").is_some());
    }

    #[test]
    fn answers_past_their_age_are_dropped_and_stop_counting() {
        let cache = ResponseCache {
            max_age: Duration::from_millis(50),
            ..Default::default()
        };
        cache.put("/old".into(), Bytes::from_static(b"old"), 0);
        cache.put("/old".into(), Bytes::from_static(b"older"), 0);
        std::thread::sleep(Duration::from_millis(60));
        cache.put("/new".into(), Bytes::from_static(b"new"), 0);
        let entries = cache.entries.read().unwrap();
        assert_eq!(entries.bodies.keys().collect::<Vec<_>>(), ["/new"]);
        assert_eq!(entries.bytes, "/new".len() + "new".len());
    }
}
