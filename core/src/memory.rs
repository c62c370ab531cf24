//! Gives the system back the memory that glibc's allocator keeps after the program freed it.
//!
//! glibc gives each thread that allocates an arena of its own and returns freed memory to the
//! system only from the top of each one. A burst therefore leaves a long-running process at its
//! peak long after the memory is free: the first write to the search index (about 12 MB for
//! tantivy's segment writer), a full site build in a worker. In the cluster benchmark a worker
//! held 20.7 MB with 1.6 MB of it in use, and servers grew by 8 to 14 MB in one step
//! (BENCHMARKS.md). `malloc_trim(0)` walks every arena and hands its free pages back.
//!
//! A trim cannot return a page that still holds one live allocation, so large blocks are kept
//! out of the arenas altogether (`map_large_blocks_alone`). Nor does it return the free top of
//! any arena but the first, so a server and a worker keep to that one (`share_one_arena`).

use std::time::{Duration, Instant};

use tokio::time::MissedTickBehavior;

/// How often a server or a worker gives free memory back: as often as the response cache drops
/// its stale answers, so that neither shows a burst for longer than the other.
pub const RELEASE_EVERY: Duration = Duration::from_secs(10);

/// A size in `/proc/self/status` (Linux: `VmRSS:`, `RssAnon:`), in bytes; none elsewhere.
pub fn status_bytes(status: &str, field: &str) -> Option<i64> {
    let line = status.lines().find(|line| line.starts_with(field))?;
    let kib: i64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Blocks of at least this size get a mapping of their own, unmapped when freed. glibc starts
/// at 128 KiB but raises the threshold to the size of every larger mapped block freed: once the
/// search index's first write had freed its writer's 1 MiB pages, the next ones were carved out
/// of the arenas, and the small allocations made between them kept 8 to 12 MB of pages that no
/// trim could return. Fixed at 1 MiB, a server stayed within 1 MB of where it was before the
/// writes; at 256 KiB the blocks that answers allocate were mapped too, and the throughput fell
/// by a sixth (BENCHMARKS.md).
const MAP_ALONE_FROM: usize = 1024 * 1024;

/// Fixes the size from which glibc maps a block by itself at [`MAP_ALONE_FROM`]; whether glibc
/// took it.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[expect(unsafe_code, reason = "mallopt is glibc's and only reached through its C interface")]
pub fn map_large_blocks_alone() -> bool {
    let bytes = libc::c_int::try_from(MAP_ALONE_FROM).expect("1 MiB fits an int");
    // SAFETY: mallopt takes two integers and no pointer; glibc changes the setting under its
    // main arena's lock.
    unsafe { libc::mallopt(libc::M_MMAP_THRESHOLD, bytes) == 1 }
}

/// Other allocators (musl's, macOS's) have no such threshold to fix.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn map_large_blocks_alone() -> bool {
    false
}

/// Makes every thread allocate from glibc's main arena, whose free top a trim gives back.
///
/// glibc gives a thread another arena when the ones it tried were locked, up to eight per core,
/// and `malloc_trim` returns the free pages between the blocks of those arenas but never the
/// free space at their top. Each write to the search index runs tantivy's threads, whose peak
/// was left at the top of an arena: a server under load grew by about a megabyte a write, to
/// 8 MB in one arena holding less than one in use. With one arena it stayed within half a
/// megabyte; each thread's own cache of small blocks keeps most allocations off its lock
/// (BENCHMARKS.md).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[expect(unsafe_code, reason = "mallopt is glibc's and only reached through its C interface")]
pub fn share_one_arena() -> bool {
    // SAFETY: as in `map_large_blocks_alone`. Threads that already have an arena keep it.
    unsafe { libc::mallopt(libc::M_ARENA_MAX, 1) == 1 }
}

/// Other allocators keep no arenas of the kind.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn share_one_arena() -> bool {
    false
}

/// Returns the allocator's free pages to the system; whether any were returned.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[expect(
    unsafe_code,
    reason = "malloc_trim is glibc's and only reached through its C interface"
)]
pub fn release_free_memory() -> bool {
    // SAFETY: malloc_trim takes no pointer and owns no memory of ours; glibc locks each arena
    // while it trims it, as it does for every other call into the allocator.
    unsafe { libc::malloc_trim(0) == 1 }
}

/// Other allocators (musl's, macOS's) return freed memory by themselves.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn release_free_memory() -> bool {
    false
}

/// Gives free memory back every [`RELEASE_EVERY`], for as long as the process runs. A trim
/// locks each arena in turn, so it runs on a blocking thread rather than hold a runtime worker.
pub async fn release_periodically() {
    let mut ticks = tokio::time::interval(RELEASE_EVERY);
    ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let started = Instant::now();
        let Ok(released) = tokio::task::spawn_blocking(release_free_memory).await else {
            return;
        };
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        tracing::debug!(released, ms, "free memory given back to the system");
    }
}

#[cfg(all(test, target_os = "linux", target_env = "gnu"))]
mod tests {
    /// This process's anonymous resident memory (its heap and stacks), in bytes.
    fn anonymous_memory() -> i64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        super::status_bytes(&status, "RssAnon:").unwrap()
    }

    #[test]
    fn memory_a_thread_freed_below_a_live_allocation_goes_back_to_the_system() {
        const MB: i64 = 1024 * 1024;
        const PIECES: usize = 96 * 1024;
        // A thread allocates 96 MB in small pieces and keeps every hundredth: what it frees
        // lies between live allocations up to the top of its arena (shared with other tests'
        // threads or not), where glibc cannot give it back by itself. Half of it must come
        // back, so that other tests allocating meanwhile cannot fail this.
        let kept = std::thread::spawn(|| {
            let mut pieces = Vec::with_capacity(PIECES);
            let mut kept = Vec::with_capacity(PIECES / 100);
            for n in 1..=PIECES {
                let piece = vec![1u8; 1000];
                match n % 100 {
                    0 => kept.push(piece),
                    _ => pieces.push(piece),
                }
            }
            drop(pieces);
            kept
        })
        .join()
        .unwrap();
        let before = anonymous_memory();
        assert!(super::release_free_memory(), "glibc gave nothing back");
        let after = anonymous_memory();
        assert!(
            before >= after + 48 * MB,
            "{} MB before the trim, {} MB after",
            before / MB,
            after / MB
        );
        drop(kept);
    }

    /// Whether the block at `address` is a mapping of its own: glibc puts a mapped block's
    /// 16-byte header at the start of the mapping, where no block inside an arena begins.
    fn mapped_alone(address: usize) -> bool {
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        maps.lines()
            .filter_map(|line| line.split('-').next())
            .filter_map(|start| usize::from_str_radix(start, 16).ok())
            .any(|start| start + 16 == address)
    }

    /// Whether the ignored test `name` passes in a process of its own: the allocator's settings
    /// act on what comes after them, where this process's other tests have run already.
    fn passes_alone(name: &str) -> bool {
        std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", &format!("memory::tests::{name}"), "--ignored"])
            .args(["--test-threads", "1", "--quiet"])
            .status()
            .unwrap()
            .success()
    }

    #[test]
    fn memory_a_large_block_is_mapped_alone_after_a_larger_one_was_freed() {
        // Here other tests' threads free blocks into the arenas, and glibc fills a request from
        // free space in an arena whatever its threshold.
        assert!(
            passes_alone("a_large_block_in_a_new_process"),
            "the large block was not mapped alone"
        );
    }

    #[test]
    fn memory_threads_started_after_the_setting_allocate_from_the_main_arena() {
        assert!(
            passes_alone("threads_in_a_new_process"),
            "a thread allocated outside the main arena"
        );
    }

    #[test]
    #[ignore = "run in a process of its own, through passes_alone"]
    fn threads_in_a_new_process() {
        assert!(super::share_one_arena(), "glibc refused the setting");
        // The main arena grows the program's break (`[heap]`); each other arena is a heap of
        // its own, aligned to 64 MiB. The harness ran this test on a thread of its own, which
        // had taken an arena before the setting.
        let arena = |address: usize| {
            let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
            let in_heap = maps.lines().filter(|line| line.ends_with("[heap]")).any(|line| {
                let (start, end) = line.split_once(' ').unwrap().0.split_once('-').unwrap();
                let start = usize::from_str_radix(start, 16).unwrap();
                (start..usize::from_str_radix(end, 16).unwrap()).contains(&address)
            });
            if in_heap { 0 } else { address >> 26 }
        };
        let own = std::hint::black_box(Box::new([1u8; 100]));
        let allowed = [0, arena(own.as_ptr() as usize)];
        // Alive at once, so that none can take an arena another one left.
        let together = std::sync::Arc::new(std::sync::Barrier::new(4));
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let together = together.clone();
                std::thread::spawn(move || {
                    let block = std::hint::black_box(Box::new([1u8; 100]));
                    together.wait();
                    block
                })
            })
            .collect();
        let blocks: Vec<Box<[u8; 100]>> = threads.into_iter().map(|t| t.join().unwrap()).collect();
        let elsewhere = blocks
            .iter()
            .filter(|block| !allowed.contains(&arena(block.as_ptr() as usize)))
            .count();
        assert_eq!(elsewhere, 0, "threads allocated from arenas made after the setting");
    }

    #[test]
    #[ignore = "run in a process of its own, through passes_alone"]
    fn a_large_block_in_a_new_process() {
        assert!(super::map_large_blocks_alone(), "glibc refused the threshold");
        // Left to itself, glibc would now raise its threshold to 8 MiB and carve the next
        // 1 MiB block out of an arena.
        drop(std::hint::black_box(vec![1u8; 8 << 20]));
        let block = std::hint::black_box(vec![1u8; super::MAP_ALONE_FROM]);
        assert!(
            mapped_alone(block.as_ptr() as usize),
            "a 1 MiB block was put in an arena"
        );
    }
}
