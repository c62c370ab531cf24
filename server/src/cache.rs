//! Public API responses kept in memory until the content changes. Every article write reaches
//! each process through the outbox, which clears this cache, so a cached answer is never older
//! than one outbox poll.

use std::collections::HashMap;
use std::sync::RwLock;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::body::Bytes;

const MAX_ENTRIES: usize = 20_000;

#[derive(Default)]
pub struct ResponseCache {
    entries: RwLock<HashMap<String, Bytes>>,
    /// Bumped by every clear, so an answer computed before a change is never stored after it.
    generation: AtomicU64,
}

impl ResponseCache {
    pub fn get(&self, key: &str) -> Option<Bytes> {
        self.entries.read().ok()?.get(key).cloned()
    }

    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// Stores `body` unless the content changed since `generation` was read.
    pub fn put(&self, key: String, body: Bytes, generation: u64) {
        if let Ok(mut entries) = self.entries.write() {
            if self.generation() != generation {
                return;
            }
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
            entries.insert(key, body);
        }
    }

    pub fn clear(&self) {
        if let Ok(mut entries) = self.entries.write() {
            self.generation.fetch_add(1, Ordering::AcqRel);
            entries.clear();
        }
    }
}
