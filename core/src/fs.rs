//! Files and directories only their owner may read: the data directory, the database, backups
//! and mail hold password hashes, tokens and readers' addresses (security review, issue 8,
//! finding 10). Every such file or directory is made here, so none is left to the umask. And
//! paths taken from a request or a manifest, kept inside their directory.

use std::fs::{DirBuilder, File, OpenOptions, Permissions};
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
use std::path::{Component, Path, PathBuf};

use crate::{Error, Result};

const PRIVATE_DIR: u32 = 0o700;
const PRIVATE_FILE: u32 = 0o600;

/// Creates `dir` (and any missing parent) with mode 0700, or tightens an existing one that
/// others may read or enter, logging that it did.
pub fn create_private_dir(dir: &Path) -> Result<()> {
    DirBuilder::new()
        .recursive(true)
        .mode(PRIVATE_DIR)
        .create(dir)
        .map_err(|e| Error::io(format!("cannot create {}", dir.display()), e))?;
    tighten(dir, PRIVATE_DIR)
}

/// Options that open a file for writing, creating it with mode 0600 when it is missing.
pub fn private_options() -> OpenOptions {
    let mut options = OpenOptions::new();
    options.write(true).create(true).mode(PRIVATE_FILE);
    options
}

/// Creates (or truncates) `path` for writing, with mode 0600 from its first byte on.
pub fn create_private_file(path: &Path) -> Result<File> {
    let file = private_options()
        .truncate(true)
        .open(path)
        .map_err(|e| Error::io(format!("cannot create {}", path.display()), e))?;
    // `mode` applies only when the file is new; one left by an earlier run keeps its own.
    tighten(path, PRIVATE_FILE)?;
    Ok(file)
}

/// Tightens an existing file to 0600 if others may read it; a missing file is not an error.
pub fn tighten_file(path: &Path) -> Result<()> {
    if !path.exists() {
        return Ok(());
    }
    tighten(path, PRIVATE_FILE)
}

/// Sets `mode` on `path` when its group or others have any access.
fn tighten(path: &Path, mode: u32) -> Result<()> {
    let current = std::fs::metadata(path)
        .map_err(|e| Error::io(format!("cannot read {}", path.display()), e))?
        .permissions()
        .mode();
    if current & 0o077 == 0 {
        return Ok(());
    }
    std::fs::set_permissions(path, Permissions::from_mode(mode))
        .map_err(|e| Error::io(format!("cannot restrict {}", path.display()), e))?;
    tracing::info!(
        path = %path.display(),
        from = format!("{:o}", current & 0o777),
        to = format!("{mode:o}"),
        "restricted a data path to its owner"
    );
    Ok(())
}

/// `base/relative` if `relative` stays inside `base` (no `..`, no absolute parts).
pub fn safe_join(base: &Path, relative: &str) -> Option<PathBuf> {
    inside(relative).map(|relative| base.join(relative))
}

/// `relative` as a path that stays inside whatever directory it is joined to: normal
/// components only (no root, no `..`).
pub fn inside(relative: &str) -> Option<&Path> {
    let relative = Path::new(relative);
    relative
        .components()
        .all(|c| matches!(c, Component::Normal(_)))
        .then_some(relative)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn paths_cannot_leave_their_directory() {
        let base = Path::new("/site");
        assert_eq!(
            safe_join(base, "en/index.html"),
            Some(PathBuf::from("/site/en/index.html"))
        );
        assert_eq!(safe_join(base, "../news.db"), None);
        assert_eq!(safe_join(base, "en/../../x"), None);
        assert_eq!(safe_join(base, "/etc/passwd"), None);
    }

    #[test]
    fn new_directories_and_files_are_private() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("data/backups");
        create_private_dir(&dir).unwrap();
        assert_eq!((mode(&root.path().join("data")), mode(&dir)), (0o700, 0o700));
        let file = dir.join("x");
        create_private_file(&file).unwrap();
        assert_eq!(mode(&file), 0o600);
    }

    #[test]
    fn existing_loose_directories_and_files_are_tightened() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("data");
        std::fs::create_dir(&dir).unwrap();
        std::fs::set_permissions(&dir, Permissions::from_mode(0o755)).unwrap();
        let file = dir.join("news.db");
        std::fs::write(&file, b"").unwrap();
        std::fs::set_permissions(&file, Permissions::from_mode(0o644)).unwrap();
        create_private_dir(&dir).unwrap();
        tighten_file(&file).unwrap();
        tighten_file(&dir.join("missing")).unwrap();
        assert_eq!((mode(&dir), mode(&file)), (0o700, 0o600));
        create_private_file(&file).unwrap();
        assert_eq!(mode(&file), 0o600);
    }
}
