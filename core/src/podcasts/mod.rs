//! Podcasts' use cases beyond storage: keeping an uploaded episode's audio (its kind and
//! duration read from the file) and letting it go when no episode uses it, or when an upload
//! was never used.

pub mod audio;

use std::path::Path;
use std::time::SystemTime;

use serde::Serialize;
use sha2::{Digest, Sha256};
use utoipa::ToSchema;

use crate::media::{AUDIO, MediaFiles};
use crate::{Error, Result, Store};

/// Uploads larger than this are refused.
pub const MAX_AUDIO_BYTES: u64 = 300 * 1024 * 1024;

/// An uploaded audio file, as an episode refers to it.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
#[schema(as = PodcastAudio)]
pub struct StoredAudio {
    pub audio_url: String,
    pub audio_type: String,
    pub audio_bytes: i64,
    /// Rounded to the second.
    pub duration_seconds: i64,
}

/// Keeps the audio in `file` (a temporary file, moved away): refused unless it is MP3 or M4A;
/// named by its content, so the same file uploaded twice is kept once.
pub async fn keep_audio(media: &MediaFiles, file: &Path) -> Result<StoredAudio> {
    let path = file.to_path_buf();
    let (info, bytes, key) = tokio::task::spawn_blocking(move || -> Result<_> {
        let io = |e: std::io::Error| Error::io("cannot read the uploaded audio", e);
        let mut reader = std::fs::File::open(&path).map_err(io)?;
        let info = audio::probe(&mut reader)?;
        let mut reader = std::fs::File::open(&path).map_err(io)?;
        let mut hash = Sha256::new();
        let bytes = std::io::copy(&mut reader, &mut hash).map_err(io)?;
        Ok((info, bytes, hex::encode(&hash.finalize()[..10])))
    })
    .await
    .map_err(|e| Error::io("reading the uploaded audio stopped", std::io::Error::other(e)))??;
    let relative = format!("{AUDIO}/{key}.{}", info.extension());
    media.keep_file(file, &relative, info.mime).await?;
    Ok(StoredAudio {
        audio_url: format!("/media/{relative}"),
        audio_type: info.mime.to_owned(),
        audio_bytes: bytes as i64,
        duration_seconds: info.seconds.round() as i64,
    })
}

/// Deletes an uploaded audio file (an address elsewhere is left alone).
pub async fn forget_audio(media: &MediaFiles, audio_url: &str) -> Result<()> {
    match audio_url.strip_prefix("/media/") {
        Some(relative) if relative.starts_with(&format!("{AUDIO}/")) => media.remove_file(relative).await,
        _ => Ok(()),
    }
}

/// How long an uploaded audio file may wait for an episode to use it (an editor uploads, then
/// writes the episode) before the hourly sweep deletes it.
pub const UNUSED_AUDIO_GRACE: std::time::Duration = std::time::Duration::from_secs(24 * 3600);

/// Deletes the uploaded audio files of this node's media directory (and their bucket copies)
/// that no episode uses and that were written before `before`: uploads never saved in an
/// episode. How many went.
pub async fn sweep_unused_audio(store: &Store, media: &MediaFiles, before: SystemTime) -> Result<u64> {
    let dir = media.dir().join(AUDIO);
    let io = |e: std::io::Error| Error::io(format!("cannot read {}", dir.display()), e);
    let mut entries = match tokio::fs::read_dir(&dir).await {
        Ok(entries) => entries,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        Err(err) => return Err(io(err)),
    };
    let mut removed = 0;
    while let Some(entry) = entries.next_entry().await.map_err(io)? {
        let metadata = entry.metadata().await.map_err(io)?;
        if !metadata.is_file() || metadata.modified().map_err(io)? >= before {
            continue;
        }
        let url = format!("/media/{AUDIO}/{}", entry.file_name().to_string_lossy());
        if !store.audio_in_use(&url).await? {
            forget_audio(media, &url).await?;
            removed += 1;
        }
    }
    Ok(removed)
}
