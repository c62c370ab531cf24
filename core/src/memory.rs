//! The process's memory as Linux reports it. The allocator that keeps it level is the binary's
//! (cli/src/allocator.rs).

/// A size in `/proc/self/status` (Linux: `VmRSS:`, `RssAnon:`), in bytes; none elsewhere.
pub fn status_bytes(status: &str, field: &str) -> Option<i64> {
    let line = status.lines().find(|line| line.starts_with(field))?;
    let kib: i64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}
