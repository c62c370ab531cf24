//! Uploaded images. The type is read from the bytes, never from the name or the browser's
//! word; the image is decoded (which leaves every metadata block behind: EXIF, GPS, XMP,
//! comments), turned upright by its EXIF orientation, and written as WebP at the widths the
//! site's `srcset` uses. Nothing of the uploaded file itself is kept.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use image::imageops::FilterType;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use sha2::{Digest, Sha256};

use crate::auth::Actor;
use crate::s3::Bucket;
use crate::store::{MediaItem, NewMedia};
use crate::{Config, Error, Result, Store};

/// The widths an image is offered at; one larger than the upload is replaced by the upload's
/// own width (never enlarged).
pub const WIDTHS: [u32; 3] = [480, 960, 1600];
pub const MAX_UPLOAD_BYTES: usize = 15 * 1024 * 1024;
/// Where uploads live under the media directory, and so their URL prefix under `/media/`.
pub const UPLOADS: &str = "uploads";
/// Episodes' audio, one file per upload: `audio/{key}.{mp3|m4a}`.
pub const AUDIO: &str = "audio";
/// A decoded image may not be larger than this (a small file can claim a huge canvas).
const MAX_SIDE: u32 = 12_000;
const MAX_DECODED_BYTES: u64 = 512 * 1024 * 1024;
const WEBP_QUALITY: f32 = 80.0;

/// An upload made ready: what it was, and each WebP variant by width.
pub struct ProcessedImage {
    pub format: &'static str,
    /// Of the largest variant.
    pub width: u32,
    pub height: u32,
    pub variants: Vec<(u32, Vec<u8>)>,
}

/// Checks, decodes and re-encodes an upload. CPU-heavy: call it off the async threads.
pub fn process(bytes: &[u8]) -> Result<ProcessedImage> {
    let format = match image::guess_format(bytes) {
        Ok(ImageFormat::Jpeg) => "jpeg",
        Ok(ImageFormat::Png) => "png",
        Ok(ImageFormat::WebP) => "webp",
        Ok(ImageFormat::Gif) => "gif",
        _ => return Err(Error::invalid("file", "an image must be a JPEG, PNG, WebP or GIF file")),
    };
    let unreadable = |e: image::ImageError| Error::invalid("file", format!("the {format} image cannot be read: {e}"));
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| Error::invalid("file", format!("the image cannot be read: {e}")))?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODED_BYTES);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(unreadable)?;
    let orientation = decoder.orientation().map_err(unreadable)?;
    let mut image = DynamicImage::from_decoder(decoder).map_err(unreadable)?;
    image.apply_orientation(orientation);
    let (width, height) = (image.width(), image.height());
    if width == 0 || height == 0 {
        return Err(Error::invalid("file", "the image is empty"));
    }
    let largest = width.min(*WIDTHS.last().unwrap_or(&width));
    let widths = WIDTHS.iter().copied().filter(|w| *w < largest).chain([largest]);
    let variants = widths
        .map(|w| {
            let h = ((u64::from(height) * u64::from(w) + u64::from(width) / 2) / u64::from(width)).max(1) as u32;
            let resized = if w == width {
                image.clone()
            } else {
                image.resize_exact(w, h, FilterType::CatmullRom)
            };
            (w, encode_webp(&resized))
        })
        .collect();
    Ok(ProcessedImage {
        format,
        width: largest,
        height: ((u64::from(height) * u64::from(largest) + u64::from(width) / 2) / u64::from(width)).max(1) as u32,
        variants,
    })
}

fn encode_webp(image: &DynamicImage) -> Vec<u8> {
    let encoded = if image.color().has_alpha() {
        let rgba = image.to_rgba8();
        webp::Encoder::from_rgba(&rgba, rgba.width(), rgba.height()).encode(WEBP_QUALITY)
    } else {
        let rgb = image.to_rgb8();
        webp::Encoder::from_rgb(&rgb, rgb.width(), rgb.height()).encode(WEBP_QUALITY)
    };
    encoded.to_vec()
}

/// An upload as the library keeps it: the image is processed and its variants written, then
/// recorded. The same image uploaded again is the entry there is (`false`: nothing new).
pub async fn upload(
    store: &Store,
    files: &MediaFiles,
    bytes: Vec<u8>,
    original_name: &str,
    alt: &str,
    actor: &Actor,
) -> Result<(MediaItem, bool)> {
    let key = hex::encode(&Sha256::digest(&bytes)[..10]);
    if let Some(existing) = store.media_by_key(&key).await? {
        return Ok((existing, false));
    }
    let uploads = files.dir.join(UPLOADS);
    let (processed, written) = {
        let (key, uploads) = (key.clone(), uploads.clone());
        tokio::task::spawn_blocking(move || -> Result<_> {
            let processed = process(&bytes)?;
            let written = write_variants(&uploads, &key, &processed.variants)?;
            Ok((processed, written))
        })
        .await
        .map_err(|e| Error::io("processing the image stopped", std::io::Error::other(e)))??
    };
    let media = NewMedia {
        key: key.clone(),
        original_name: original_name.chars().take(255).collect(),
        format: processed.format.into(),
        width: processed.width.into(),
        height: processed.height.into(),
        widths: processed.variants.iter().map(|(w, _)| *w).collect(),
        bytes: processed.variants.iter().map(|(_, v)| v.len() as i64).sum(),
        alt: alt.trim().chars().take(300).collect(),
    };
    let recorded = match files.publish(&key).await {
        Ok(()) => store.insert_media(media, actor).await,
        Err(err) => Err(err),
    };
    match recorded {
        Ok(item) => Ok((item, true)),
        Err(err) => {
            let _ = std::fs::remove_dir_all(&written);
            let _ = files.remove_from_bucket(&key).await;
            Err(err)
        }
    }
}

/// Writes the variants into a hidden directory and renames it into place, so the library
/// never shows a directory with only some of them.
fn write_variants(uploads: &Path, key: &str, variants: &[(u32, Vec<u8>)]) -> Result<PathBuf> {
    let io = |what: &str, e: std::io::Error| Error::io(format!("cannot {what} in {}", uploads.display()), e);
    std::fs::create_dir_all(uploads).map_err(|e| io("create the uploads directory", e))?;
    let target = uploads.join(key);
    let staging = uploads.join(format!(".{key}.{}.partial", std::process::id()));
    if staging.exists() {
        std::fs::remove_dir_all(&staging).map_err(|e| io("clear an unfinished upload", e))?;
    }
    std::fs::create_dir(&staging).map_err(|e| io("stage an upload", e))?;
    let staged = (|| {
        for (width, bytes) in variants {
            std::fs::write(staging.join(format!("{width}.webp")), bytes)?;
        }
        if target.exists() {
            std::fs::remove_dir_all(&target)?;
        }
        std::fs::rename(&staging, &target)
    })();
    if let Err(err) = staged {
        let _ = std::fs::remove_dir_all(&staging);
        return Err(io("store an image", err));
    }
    Ok(target)
}

/// Where media files are kept: in the media directory, and with `NEWS_STORAGE=s3` in
/// the bucket as well (under `media/`), the directory then being this node's cache of it, so
/// that a node with an empty directory still serves every upload.
#[derive(Clone)]
pub struct MediaFiles {
    dir: PathBuf,
    bucket: Option<Bucket>,
}

impl MediaFiles {
    pub fn from_config(config: &Config) -> Result<Self> {
        let bucket = Bucket::from_config(config, "media/")?;
        Ok(Self {
            dir: config.media_dir(),
            bucket,
        })
    }

    /// Media kept in `dir` only.
    pub fn local(dir: PathBuf) -> Self {
        Self { dir, bucket: None }
    }

    /// The media directory (this node's copy).
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Copies a new upload's variants to the bucket, if there is one.
    async fn publish(&self, key: &str) -> Result<()> {
        let Some(bucket) = &self.bucket else {
            return Ok(());
        };
        let folder = self.dir.join(UPLOADS).join(key);
        let entries =
            std::fs::read_dir(&folder).map_err(|e| Error::io(format!("cannot read {}", folder.display()), e))?;
        for entry in entries {
            let entry = entry.map_err(|e| Error::io(format!("cannot read {}", folder.display()), e))?;
            let name = entry.file_name().to_string_lossy().to_string();
            bucket
                .put_file(&format!("{UPLOADS}/{key}/{name}"), &entry.path(), Some("image/webp"))
                .await?;
        }
        Ok(())
    }

    /// Keeps `file` as `relative` (a path under `/media/`): moved into the directory, and
    /// copied to the bucket if there is one.
    pub async fn keep_file(&self, file: &Path, relative: &str, content_type: &str) -> Result<()> {
        let path = self.dir.join(relative);
        let io = |e: std::io::Error| Error::io(format!("cannot write {}", path.display()), e);
        if let Some(parent) = path.parent() {
            tokio::fs::create_dir_all(parent).await.map_err(io)?;
        }
        tokio::fs::rename(file, &path).await.map_err(io)?;
        if let Some(bucket) = &self.bucket {
            bucket.put_file(relative, &path, Some(content_type)).await?;
        }
        Ok(())
    }

    /// Deletes one file kept by `keep_file`, here and in the bucket.
    pub async fn remove_file(&self, relative: &str) -> Result<()> {
        if !is_plain_path(relative) {
            return Ok(());
        }
        let path = self.dir.join(relative);
        match tokio::fs::remove_file(&path).await {
            Err(err) if err.kind() != std::io::ErrorKind::NotFound => {
                return Err(Error::io(format!("cannot delete {}", path.display()), err));
            }
            _ => {}
        }
        match &self.bucket {
            Some(bucket) => bucket.delete(relative).await,
            None => Ok(()),
        }
    }

    /// Deletes an upload's files (after its record), here and in the bucket.
    pub async fn remove(&self, key: &str) -> Result<()> {
        let dir = self.dir.join(UPLOADS).join(key);
        match tokio::fs::remove_dir_all(&dir).await {
            Err(err) if err.kind() != std::io::ErrorKind::NotFound => {
                return Err(Error::io(format!("cannot delete {}", dir.display()), err));
            }
            _ => {}
        }
        self.remove_from_bucket(key).await
    }

    async fn remove_from_bucket(&self, key: &str) -> Result<()> {
        let Some(bucket) = &self.bucket else {
            return Ok(());
        };
        for object in bucket.list(&format!("{UPLOADS}/{key}/")).await? {
            bucket.delete(&object).await?;
        }
        Ok(())
    }

    /// The local file of `relative` (a path under `/media/`), fetched from the bucket first
    /// when only the bucket has it; `None` when neither has it or the path is not a plain one.
    pub async fn local_file(&self, relative: &str) -> Result<Option<PathBuf>> {
        if !is_plain_path(relative) {
            return Ok(None);
        }
        let path = self.dir.join(relative);
        if path.is_file() {
            return Ok(Some(path));
        }
        match &self.bucket {
            Some(bucket) => self.download(bucket, relative).await,
            None => Ok(None),
        }
    }

    /// Writes the bucket's copy of `relative` into the directory under a temporary name, then
    /// renames it into place, so that no reader sees half a file.
    async fn download(&self, bucket: &Bucket, relative: &str) -> Result<Option<PathBuf>> {
        let Some((_, mut reader)) = bucket.get(relative).await? else {
            return Ok(None);
        };
        let path = self.dir.join(relative);
        let io = |e: std::io::Error| Error::io(format!("cannot write {}", path.display()), e);
        if let Some(parent) = path.parent() {
            tokio::fs::create_dir_all(parent).await.map_err(io)?;
        }
        let partial = path.with_file_name(format!(".{}.partial", uuid::Uuid::new_v4()));
        let mut out = tokio::fs::File::create(&partial).await.map_err(io)?;
        let copied = tokio::io::copy(&mut reader, &mut out).await;
        drop(out);
        if let Err(err) = copied {
            let _ = tokio::fs::remove_file(&partial).await;
            return Err(Error::Storage(format!("S3 download of media/{relative} failed: {err}")));
        }
        tokio::fs::rename(&partial, &path).await.map_err(io)?;
        Ok(Some(path))
    }

    /// Brings every upload the bucket has into the directory (before an enhanced backup packs
    /// the directory); returns how many were fetched.
    pub async fn pull_all(&self) -> Result<u64> {
        let Some(bucket) = &self.bucket else {
            return Ok(0);
        };
        let mut fetched = 0;
        for folder in [UPLOADS, AUDIO] {
            for key in bucket.list(&format!("{folder}/")).await? {
                if is_plain_path(&key) && !self.dir.join(&key).is_file() && self.download(bucket, &key).await?.is_some()
                {
                    fetched += 1;
                }
            }
        }
        Ok(fetched)
    }

    /// Copies every upload and audio file of the directory to the bucket (after a restore wrote
    /// them back); returns how many.
    pub async fn push_all(&self) -> Result<u64> {
        if self.bucket.is_none() {
            return Ok(0);
        }
        let mut pushed = 0;
        for key in plain_names(&self.dir.join(UPLOADS)) {
            self.publish(&key).await?;
            pushed += 1;
        }
        if let Some(bucket) = &self.bucket {
            for name in plain_names(&self.dir.join(AUDIO)) {
                let relative = format!("{AUDIO}/{name}");
                bucket.put_file(&relative, &self.dir.join(&relative), None).await?;
                pushed += 1;
            }
        }
        Ok(pushed)
    }
}

/// The entries of `dir` that are not hidden (work files start with a dot); none if it is not there.
fn plain_names(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|entry| entry.file_name().to_string_lossy().to_string())
                .filter(|name| !name.starts_with('.'))
                .collect()
        })
        .unwrap_or_default()
}

/// A relative path of plain segments (no `..`, no hidden or empty parts, no backslashes).
fn is_plain_path(relative: &str) -> bool {
    !relative.is_empty()
        && relative
            .split('/')
            .all(|part| !part.is_empty() && !part.starts_with('.') && !part.contains('\\'))
}

/// The URL of an upload's variant.
pub fn variant_url(key: &str, width: u32) -> String {
    format!("/media/{UPLOADS}/{key}/{width}.webp")
}

/// The uploads an article's image and HTML point at, by key, each once.
pub fn referenced_keys<'a>(texts: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let prefix = format!("/media/{UPLOADS}/");
    let mut keys: Vec<String> = Vec::new();
    for text in texts {
        for (at, _) in text.match_indices(&prefix) {
            let rest = &text[at + prefix.len()..];
            let key: String = rest.chars().take_while(char::is_ascii_hexdigit).collect();
            if !key.is_empty() && rest[key.len()..].starts_with('/') && !keys.contains(&key) {
                keys.push(key);
            }
        }
    }
    keys
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageEncoder, RgbImage};

    fn png(width: u32, height: u32) -> Vec<u8> {
        let pixels = RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
        let mut out = Vec::new();
        image::codecs::png::PngEncoder::new(&mut out)
            .write_image(&pixels, width, height, image::ExtendedColorType::Rgb8)
            .unwrap();
        out
    }

    #[test]
    fn an_upload_becomes_webp_variants_never_enlarged() {
        let processed = process(&png(1200, 800)).unwrap();
        assert_eq!(processed.format, "png");
        let widths: Vec<u32> = processed.variants.iter().map(|(w, _)| *w).collect();
        assert_eq!(widths, [480, 960, 1200]);
        assert_eq!((processed.width, processed.height), (1200, 800));
        for (width, bytes) in &processed.variants {
            assert_eq!(image::guess_format(bytes).unwrap(), ImageFormat::WebP);
            let decoded = image::load_from_memory(bytes).unwrap();
            assert_eq!(decoded.width(), *width);
        }
        let small = process(&png(300, 200)).unwrap();
        assert_eq!(small.variants.len(), 1);
        assert_eq!(small.variants[0].0, 300);
    }

    #[test]
    fn what_is_not_an_image_is_refused_by_its_bytes() {
        for bytes in [
            &b"<svg xmlns='http://www.w3.org/2000/svg'/>"[..],
            b"GIF89a",
            &png(10, 10)[..40],
        ] {
            assert!(matches!(process(bytes), Err(Error::Invalid { field, .. }) if field == "file"));
        }
    }

    #[test]
    fn references_are_found_in_the_image_and_the_html() {
        let keys = referenced_keys([
            "/media/uploads/ab12/1600.webp",
            r#"<p><img src="/media/uploads/cd34/960.webp"> <img src="/media/uploads/ab12/480.webp"> /media/uploads/zz/1.webp /media/uploads/ef56</p>"#,
        ]);
        assert_eq!(keys, ["ab12", "cd34"]);
    }
}
