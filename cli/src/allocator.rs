//! Every allocation of the process, Rust's and the C libraries' (SQLite, zstd, aws-lc), goes to
//! jemalloc.
//!
//! glibc's allocator gives threads that allocate at once arenas of their own and returns freed
//! memory only from the top of each one; `malloc_trim` returns the free pages between blocks but
//! never the free top of any arena but the first. Each write to the search index runs tantivy's
//! threads, and their peak stayed at the top of an arena: a server under load grew by about a
//! megabyte a write. Keeping every thread on glibc's first arena held it flat but took a quarter
//! to two fifths of the uncached reads on SQLite, whose eight connection threads then queued on
//! one lock. jemalloc's own thread gives back every page left free for a second, wherever it
//! lies (`.cargo/config.toml`), and it served those reads faster than glibc (BENCHMARKS.md,
//! 2026-12-02).

#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use std::time::{Duration, Instant};

    /// This process's anonymous resident memory (its heap and stacks), in bytes.
    fn anonymous_memory() -> i64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        news_core::memory::status_bytes(&status, "RssAnon:").unwrap()
    }

    #[test]
    fn memory_a_burst_freed_between_live_allocations_goes_back_to_the_system_by_itself() {
        const MB: i64 = 1024 * 1024;
        const PIECES: usize = 96 * 1024;
        // A thread allocates 96 MB in small pieces, keeps every hundredth and frees the rest:
        // free pages between live blocks, which glibc returns only when asked. Half of them must
        // come back without a call, so that other tests allocating meanwhile cannot fail this.
        let (peak, kept) = std::thread::spawn(|| {
            let mut pieces = Vec::with_capacity(PIECES);
            let mut kept = Vec::with_capacity(PIECES / 100);
            for n in 1..=PIECES {
                let piece = vec![1u8; 1000];
                match n % 100 {
                    0 => kept.push(piece),
                    _ => pieces.push(piece),
                }
            }
            let peak = anonymous_memory();
            drop(pieces);
            (peak, kept)
        })
        .join()
        .unwrap();
        let deadline = Instant::now() + Duration::from_secs(30);
        while anonymous_memory() > peak - 48 * MB {
            assert!(
                Instant::now() < deadline,
                "{} MB at the peak, still {} MB after 30 s",
                peak / MB,
                anonymous_memory() / MB
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        drop(kept);
    }
}
