//! Site releases: with `NEWS_STORAGE=s3` the site a worker builds is uploaded to the bucket, and
//! every server brings it into its own site directory, so that a node with an empty data
//! directory serves every page.
//!
//! A release is a manifest (`site/releases/{id}.json`: each file's path and SHA-256) over
//! content-addressed objects (`site/objects/{sha256}`), so a build that changed ten pages
//! uploads ten files, and a server downloads only what it does not have. On a node, objects are
//! kept in `{site}-objects/` and each release is assembled from hard links to them in
//! `{site}-builds/{id}/`, then swapped in as the web build does (web/build/publish.ts): the
//! site directory is a symlink renamed over in one step, so no reader sees half a release.
//! A build and a server's sync on the same node take turns with the site directory
//! (`SiteLock`).

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use chrono::Utc;
use futures::{StreamExt, TryStreamExt, stream};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::s3::Bucket;
use crate::{Config, Error, Result, Store};

const RELEASES: &str = "releases/";
const OBJECTS: &str = "objects/";
/// Releases kept in the bucket (a server mid-sync still finds the one it is fetching).
const KEEP_RELEASES: usize = 3;
/// Releases kept on a node besides the one served, so a reader mid-navigation still finds its
/// assets (as the web build keeps one).
const KEEP_PREVIOUS: usize = 1;
/// Objects a server downloads at once. One at a time, a new server brought in the 30,000 of a
/// site of 10,000 articles at 25 a second from s3s-fs here, waiting on each answer with its
/// processor idle: 20 minutes before it served the site.
const DOWNLOADS_AT_ONCE: usize = 16;
/// How often a build asks again for a site directory another holder changes.
const LOCK_POLL: std::time::Duration = std::time::Duration::from_millis(250);

#[derive(Serialize, Deserialize)]
struct Manifest {
    /// Each file's path in the site → the SHA-256 of its bytes.
    files: BTreeMap<String, String>,
}

/// Held while a node changes its site directory: a build (from its sync to its publish) and a
/// server's sync take turns, so a sync never swaps the current release back in over a build not
/// yet published. An advisory lock on `{site}.lock`, so it holds across processes too (`serve
/// --no-worker` and `worker` on one data directory); the system frees it if its holder dies.
pub struct SiteLock {
    _file: std::fs::File,
}

/// The bucket's site releases and this node's site directory.
#[derive(Clone)]
pub struct SiteReleases {
    bucket: Bucket,
    site: PathBuf,
}

fn io(what: impl std::fmt::Display, path: &Path) -> impl FnOnce(std::io::Error) -> Error {
    let context = format!("cannot {what} {}", path.display());
    move |err| Error::io(context, err)
}

impl SiteReleases {
    /// `None` unless `NEWS_STORAGE=s3`.
    pub fn from_config(config: &Config) -> Result<Option<Self>> {
        let site = std::path::absolute(&config.site_dir).map_err(io("resolve", &config.site_dir))?;
        Ok(Bucket::from_config(config, "site/")?.map(|bucket| Self { bucket, site }))
    }

    fn builds(&self) -> PathBuf {
        sibling(&self.site, "-builds")
    }

    fn objects(&self) -> PathBuf {
        sibling(&self.site, "-objects")
    }

    fn open_lock(&self) -> Result<std::fs::File> {
        let path = sibling(&self.site, ".lock");
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(io("create", parent))?;
        }
        std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(io("open", &path))
    }

    fn try_lock(&self) -> Result<Option<SiteLock>> {
        let file = self.open_lock()?;
        match file.try_lock() {
            Ok(()) => Ok(Some(SiteLock { _file: file })),
            Err(std::fs::TryLockError::WouldBlock) => Ok(None),
            Err(std::fs::TryLockError::Error(err)) => Err(Error::io("cannot lock the site directory", err)),
        }
    }

    /// Takes this node's site directory, waiting while another holder changes it (a new
    /// server's first sync can take minutes). Polled, so that a worker stopping meanwhile is
    /// not held up by a thread blocked on the lock.
    pub async fn lock(&self) -> Result<SiteLock> {
        loop {
            if let Some(held) = self.try_lock()? {
                return Ok(held);
            }
            tokio::time::sleep(LOCK_POLL).await;
        }
    }

    /// For a server: brings the current release in, unless a build on this node holds the site
    /// directory (it brings the release in itself, and publishes the next). True when the site
    /// directory holds the current release.
    pub async fn sync_unless_building(&self, store: &Store) -> Result<bool> {
        match self.try_lock()? {
            Some(held) => {
                self.sync(store, &held).await?;
                Ok(true)
            }
            None => {
                let current = store.site_release().await?.map(|(id, _)| id);
                Ok(current.is_some() && self.local_release() == current)
            }
        }
    }

    /// Records which release the site directory holds: `{id} {build directory's name}`.
    fn state_file(&self) -> PathBuf {
        sibling(&self.site, ".release")
    }

    /// The release last recorded and the name of its build directory.
    fn recorded(&self) -> Option<(String, String)> {
        let state = std::fs::read_to_string(self.state_file()).ok()?;
        let (id, build) = state.trim().split_once(' ')?;
        Some((id.to_string(), build.to_string()))
    }

    /// The release the site directory holds now, if it holds one.
    fn local_release(&self) -> Option<String> {
        let (id, build) = self.recorded()?;
        let target = std::fs::read_link(&self.site).ok()?;
        (target.file_name()? == build.as_str()).then_some(id)
    }

    fn record_local(&self, id: &str) -> Result<()> {
        let target = std::fs::read_link(&self.site).map_err(io("read", &self.site))?;
        let build = target.file_name().unwrap_or_default().to_string_lossy();
        let state = self.state_file();
        write_atomically(&state, format!("{id} {build}\n").as_bytes()).map_err(io("write", &state))
    }

    /// Uploads the build the site directory points at as a new release and makes it the one
    /// every server serves. Only objects the current release lacks are uploaded. Called under
    /// the site build's lease, which also makes pruning the bucket safe.
    pub async fn publish(&self, store: &Store, _held: &SiteLock) -> Result<String> {
        let build = std::fs::canonicalize(&self.site).map_err(io("read", &self.site))?;
        let files = {
            let build = build.clone();
            tokio::task::spawn_blocking(move || hash_tree(&build))
                .await
                .map_err(|err| Error::Site(format!("hashing the site failed: {err}")))??
        };
        let known: HashSet<String> = match store.site_release().await? {
            Some((current, _)) => match self.manifest(&current).await {
                Ok(manifest) => manifest.files.into_values().collect(),
                Err(_) => HashSet::new(),
            },
            None => HashSet::new(),
        };
        let mut uploaded = HashSet::new();
        for (path, hash) in &files {
            if !known.contains(hash) && uploaded.insert(hash.clone()) {
                self.bucket
                    .put_file(&format!("{OBJECTS}{hash}"), &build.join(path), None)
                    .await?;
            }
        }
        let id = release_id();
        let manifest = serde_json::to_vec(&Manifest { files }).map_err(|e| Error::Site(e.to_string()))?;
        self.bucket
            .put_bytes(&format!("{RELEASES}{id}.json"), manifest, "application/json")
            .await?;
        store.publish_site_release(&id, Utc::now()).await?;
        self.record_local(&id)?;
        tracing::info!(release = %id, uploaded = uploaded.len(), "site release published");
        if let Err(err) = self.prune_bucket().await {
            tracing::warn!(error = %err, "pruning old site releases failed; next time");
        }
        Ok(id)
    }

    /// Brings the current release into the site directory unless it is there already;
    /// returns its id when the site changed.
    pub async fn sync(&self, store: &Store, _held: &SiteLock) -> Result<Option<String>> {
        let Some((id, _)) = store.site_release().await? else {
            return Ok(None);
        };
        if self.local_release().as_deref() == Some(id.as_str()) {
            return Ok(None);
        }
        let manifest = self.manifest(&id).await?;
        let objects = self.objects();
        tokio::fs::create_dir_all(&objects)
            .await
            .map_err(io("create", &objects))?;
        let wanted: BTreeSet<&String> = manifest.files.values().collect();
        let missing: Vec<(String, PathBuf)> = wanted
            .into_iter()
            .map(|hash| (hash.clone(), objects.join(hash)))
            .filter(|(_, object)| !object.is_file())
            .collect();
        stream::iter(missing)
            .map(|(hash, object)| self.download(hash, object))
            .buffer_unordered(DOWNLOADS_AT_ONCE)
            .try_collect::<()>()
            .await?;
        let this = self.clone();
        let release = id.clone();
        tokio::task::spawn_blocking(move || this.assemble(&release, &manifest))
            .await
            .map_err(|err| Error::Site(format!("assembling the site failed: {err}")))??;
        self.record_local(&id)?;
        tracing::info!(release = %id, "site release brought in");
        // After the record: removing an old build of tens of thousands of files takes most of a
        // minute on a slow disk, and the new release is served and counted ready meanwhile.
        // What is left is removed after the next release.
        let this = self.clone();
        let release = id.clone();
        let pruned = tokio::task::spawn_blocking(move || this.prune(&release))
            .await
            .map_err(|err| Error::Site(err.to_string()))
            .flatten();
        if let Err(err) = pruned {
            tracing::warn!(error = %err, "pruning the site's older builds failed");
        }
        Ok(Some(id))
    }

    /// Writes the current release's files under `into`, for a backup made on any node; false
    /// when no release was published. A file comes by hard link from this node's copy of the
    /// release or from its objects when it is there (neither is ever written through), else from
    /// the bucket.
    pub async fn copy_current(&self, store: &Store, into: &Path) -> Result<bool> {
        let Some((id, _)) = store.site_release().await? else {
            return Ok(false);
        };
        let manifest = self.manifest(&id).await?;
        let (this, into) = (self.clone(), into.to_path_buf());
        let missing = tokio::task::spawn_blocking(move || this.link_local(&id, &manifest, &into))
            .await
            .map_err(|err| Error::Site(format!("copying the site failed: {err}")))??;
        stream::iter(missing)
            .map(|(hash, copies)| async move {
                let (first, others) = copies.split_first().expect("a missing object has a path");
                self.download(hash, first.clone()).await?;
                for copy in others {
                    std::fs::hard_link(first, copy).map_err(io("write", copy))?;
                }
                Ok::<_, Error>(())
            })
            .buffer_unordered(DOWNLOADS_AT_ONCE)
            .try_collect::<()>()
            .await?;
        Ok(true)
    }

    /// Links each file of release `id` under `into` from this node where it can; returns the
    /// objects it could not, each with the paths that want it.
    fn link_local(&self, id: &str, manifest: &Manifest, into: &Path) -> Result<BTreeMap<String, Vec<PathBuf>>> {
        // The build the site directory points at is release `id` only if the state file says
        // so about that very build (read after the link, so a swap in between shows).
        let served = std::fs::canonicalize(&self.site).ok().filter(|build| {
            self.recorded()
                .is_some_and(|(recorded, name)| recorded == id && build.file_name() == Some(name.as_ref()))
        });
        let objects = self.objects();
        let mut missing: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
        // Another file system than the backups' (a link fails with EXDEV) means every file is
        // fetched: said once, not per file.
        let mut failure = None;
        for (path, hash) in &manifest.files {
            let copy = place(into, path).map_err(io("place a file under", into))?;
            let linked = served
                .iter()
                .map(|build| build.join(path))
                .chain([objects.join(hash)])
                .any(|source| match std::fs::hard_link(&source, &copy) {
                    Ok(()) => true,
                    Err(err) if err.kind() == std::io::ErrorKind::NotFound => false,
                    Err(err) => {
                        failure.get_or_insert((source, err));
                        false
                    }
                });
            if !linked {
                missing.entry(hash.clone()).or_default().push(copy);
            }
        }
        if let Some((source, err)) = failure {
            tracing::warn!(error = %err, source = %source.display(), "cannot link this node's copy of the site into the backup; fetching it from the bucket");
        }
        Ok(missing)
    }

    async fn manifest(&self, id: &str) -> Result<Manifest> {
        let Some(json) = self.bucket.get_bytes(&format!("{RELEASES}{id}.json")).await? else {
            return Err(Error::NotFound(format!("site release {id}")));
        };
        serde_json::from_slice(&json).map_err(|err| Error::Site(format!("site release {id} is not readable: {err}")))
    }

    /// Writes object `hash` under a temporary name, checks it, then renames it into place.
    async fn download(&self, hash: String, object: PathBuf) -> Result<()> {
        let Some(bytes) = self.bucket.get_bytes(&format!("{OBJECTS}{hash}")).await? else {
            return Err(Error::NotFound(format!("site object {hash}")));
        };
        if hex::encode(Sha256::digest(&bytes)) != hash {
            return Err(Error::Storage(format!(
                "site object {hash} does not match its checksum"
            )));
        }
        write_atomically(&object, &bytes).map_err(io("write", &object))
    }

    /// Builds `{site}-builds/{id}` from hard links to the objects and swaps the site directory
    /// to it.
    fn assemble(&self, id: &str, manifest: &Manifest) -> Result<()> {
        let (builds, objects) = (self.builds(), self.objects());
        let target = builds.join(id);
        let staging = builds.join(format!(".staging-{}", uuid::Uuid::new_v4()));
        let built = (|| -> std::io::Result<()> {
            for (path, hash) in &manifest.files {
                std::fs::hard_link(objects.join(hash), place(&staging, path)?)?;
            }
            if target.exists() {
                std::fs::remove_dir_all(&target)?;
            }
            std::fs::rename(&staging, &target)
        })();
        if let Err(err) = built {
            let _ = std::fs::remove_dir_all(&staging);
            return Err(Error::io(format!("cannot assemble {}", target.display()), err));
        }
        swap_in(&self.site, &target)
    }

    /// Removes the builds older than the one before `current`, then the objects no build uses
    /// any more.
    fn prune(&self, current: &str) -> Result<()> {
        let (builds, objects) = (self.builds(), self.objects());
        prune_builds(&builds, current).map_err(io("prune", &builds))?;
        prune_objects(&objects).map_err(io("prune", &objects))
    }

    /// Keeps the newest `KEEP_RELEASES` manifests, and deletes the objects that only the
    /// dropped ones named. The objects are never listed: a large site has tens of thousands.
    /// Objects an interrupted publish uploaded stay; being content-addressed, the next
    /// publish of the same build names them.
    async fn prune_bucket(&self) -> Result<()> {
        let mut releases = self.bucket.list(RELEASES).await?;
        releases.sort();
        let cut = releases.len().saturating_sub(KEEP_RELEASES);
        let (old, kept) = releases.split_at(cut);
        if old.is_empty() {
            return Ok(());
        }
        let release_id = |key: &str| key.trim_start_matches(RELEASES).trim_end_matches(".json").to_string();
        let mut used = HashSet::new();
        for key in kept {
            used.extend(self.manifest(&release_id(key)).await?.files.into_values());
        }
        for key in old {
            let dropped = self.manifest(&release_id(key)).await?.files;
            // `used` also gains what is deleted, so an object two dropped releases share is
            // deleted once.
            for hash in dropped.into_values() {
                if used.insert(hash.clone()) {
                    self.bucket.delete(&format!("{OBJECTS}{hash}")).await?;
                }
            }
            self.bucket.delete(key).await?;
        }
        Ok(())
    }
}

/// Writes `path` under a temporary name beside it, then renames it into place.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let partial = sibling(path, &format!(".partial-{}", uuid::Uuid::new_v4().simple()));
    std::fs::write(&partial, bytes)
        .and_then(|()| std::fs::rename(&partial, path))
        .inspect_err(|_| {
            let _ = std::fs::remove_file(&partial);
        })
}

/// Where the manifest's `path` goes under `root`, with its folders made; an error for a path
/// that would leave `root`.
fn place(root: &Path, path: &str) -> std::io::Result<PathBuf> {
    let file = crate::fs::safe_join(root, path)
        .ok_or_else(|| std::io::Error::other(format!("{path} is not a path inside the site")))?;
    if let Some(parent) = file.parent() {
        std::fs::create_dir_all(parent)?;
    }
    Ok(file)
}

/// `{path}{suffix}` beside `path`: `/srv/site` → `/srv/site-builds`.
fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// A new release's id: sortable by time, like the web build's directory names.
fn release_id() -> String {
    let stamp = Utc::now().format("%Y%m%d-%H%M%S%3fZ");
    format!("{stamp}-{}", &uuid::Uuid::new_v4().simple().to_string()[..8])
}

/// Every file under `root` (symlinks followed as the server follows them) → its SHA-256.
fn hash_tree(root: &Path) -> Result<BTreeMap<String, String>> {
    let mut files = BTreeMap::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).map_err(io("read", &folder))? {
            let path = entry.map_err(io("read", &folder))?.path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            let bytes = std::fs::read(&path).map_err(io("read", &path))?;
            let relative = path.strip_prefix(root).unwrap_or(&path).to_string_lossy().into_owned();
            files.insert(relative, hex::encode(Sha256::digest(&bytes)));
        }
    }
    Ok(files)
}

/// Points the symlink `site` at `build` in one rename (a plain directory there is moved aside
/// into the builds first).
fn swap_in(site: &Path, build: &Path) -> Result<()> {
    let parent = site.parent().unwrap_or(Path::new("/"));
    std::fs::create_dir_all(parent).map_err(io("create", parent))?;
    if std::fs::symlink_metadata(site).is_ok_and(|m| m.is_dir()) {
        let aside = build.with_file_name(format!("00000000-legacy-{}", std::process::id()));
        std::fs::rename(site, &aside).map_err(io("move aside", site))?;
    }
    let relative = build.strip_prefix(parent).unwrap_or(build);
    let link = sibling(site, &format!(".link-{}", uuid::Uuid::new_v4().simple()));
    std::os::unix::fs::symlink(relative, &link).map_err(io("link", &link))?;
    std::fs::rename(&link, site).map_err(io("swap", site))
}

/// Removes the builds older than the one before `current` (names sort by time).
fn prune_builds(builds: &Path, current: &str) -> std::io::Result<()> {
    let mut older: Vec<String> = std::fs::read_dir(builds)?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| !name.starts_with('.') && name.as_str() < current)
        .collect();
    older.sort();
    for name in &older[..older.len().saturating_sub(KEEP_PREVIOUS)] {
        std::fs::remove_dir_all(builds.join(name))?;
    }
    Ok(())
}

/// Removes the objects no build links to any more (only the object store holds them).
fn prune_objects(objects: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(objects)? {
        let entry = entry?;
        if entry.metadata()?.nlink() == 1 {
            std::fs::remove_file(entry.path())?;
        }
    }
    Ok(())
}
