//! Where backup files are kept: a local directory by default, or an S3 bucket (any
//! S3-compatible endpoint). A file becomes visible under its final name only once it is whole:
//! renamed after it was written, or an upload completed.

use std::path::{Path, PathBuf};
use std::pin::Pin;

use aws_sdk_s3::Client;
use aws_sdk_s3::config::{BehaviorVersion, Credentials, Region};
use aws_sdk_s3::primitives::{ByteStream, Length};
use aws_sdk_s3::types::{CompletedMultipartUpload, CompletedPart};
use tokio::io::AsyncRead;

use super::check_file_name;
use crate::{Config, Error, Result, fs};

/// Files above this go up in parts of this size (S3's minimum part is 5 MiB).
const PART_BYTES: u64 = 16 * 1024 * 1024;

#[derive(Clone)]
pub enum Storage {
    Local {
        dir: PathBuf,
    },
    S3 {
        client: Client,
        bucket: String,
        prefix: String,
    },
}

/// Where a stored file went, for backup_data.
pub struct Stored {
    pub location: String,
}

/// A backup file on the local disk; removed when dropped if it was fetched from elsewhere.
pub struct StoredFile {
    pub path: PathBuf,
    temporary: bool,
}

impl Drop for StoredFile {
    fn drop(&mut self) {
        if self.temporary {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

pub type Reader = Pin<Box<dyn AsyncRead + Send>>;

fn s3_error(what: &str, err: impl std::fmt::Display) -> Error {
    Error::Backup(format!("S3 {what} failed: {err}"))
}

impl Storage {
    pub fn from_config(config: &Config) -> Result<Self> {
        let Some(bucket) = config.backup_s3_bucket.clone() else {
            return Ok(Self::Local {
                dir: config.backup_dir(),
            });
        };
        let (Some(access_key), Some(secret_key)) = (&config.backup_s3_access_key, &config.backup_s3_secret_key) else {
            return Err(Error::Config(
                "NEWS_BACKUP_S3_BUCKET needs NEWS_BACKUP_S3_ACCESS_KEY and NEWS_BACKUP_S3_SECRET_KEY".into(),
            ));
        };
        let mut builder = aws_sdk_s3::Config::builder()
            .behavior_version(BehaviorVersion::latest())
            .region(Region::new(config.backup_s3_region.clone()))
            .credentials_provider(Credentials::new(
                access_key.expose(),
                secret_key.expose(),
                None,
                None,
                "newsroom",
            ))
            .force_path_style(config.backup_s3_path_style);
        if let Some(endpoint) = &config.backup_s3_endpoint {
            builder = builder.endpoint_url(endpoint);
        }
        Ok(Self::S3 {
            client: Client::from_conf(builder.build()),
            bucket,
            prefix: config.backup_s3_prefix.clone(),
        })
    }

    /// Moves the finished file at `partial` to its final `name`.
    pub async fn put(&self, partial: &Path, name: &str) -> Result<Stored> {
        check_file_name(name)?;
        match self {
            Self::Local { dir } => {
                let target = dir.join(name);
                std::fs::rename(partial, &target)
                    .map_err(|e| Error::io(format!("cannot move the backup to {}", target.display()), e))?;
                if let Ok(folder) = std::fs::File::open(dir) {
                    let _ = folder.sync_all();
                }
                Ok(Stored {
                    location: format!("local:{}", target.display()),
                })
            }
            Self::S3 { client, bucket, prefix } => {
                let key = format!("{prefix}{name}");
                upload(client, bucket, &key, partial).await?;
                Ok(Stored {
                    location: format!("s3://{bucket}/{key}"),
                })
            }
        }
    }

    /// A local copy of `name`, fetched into `scratch` when it lives in S3.
    pub async fn fetch(&self, name: &str, scratch: &Path) -> Result<StoredFile> {
        check_file_name(name)?;
        match self {
            Self::Local { dir } => {
                let path = dir.join(name);
                if !path.is_file() {
                    return Err(Error::NotFound(format!("the backup file {name}")));
                }
                Ok(StoredFile { path, temporary: false })
            }
            Self::S3 { .. } => {
                let path = scratch.join(format!(".fetch-{}-{name}", uuid::Uuid::new_v4()));
                let file = StoredFile { path, temporary: true };
                let (_, mut reader) = self.open(name).await?;
                let mut out = tokio::fs::File::from_std(fs::create_private_file(&file.path)?);
                tokio::io::copy(&mut reader, &mut out)
                    .await
                    .map_err(|e| s3_error("download", e))?;
                Ok(file)
            }
        }
    }

    /// The size of `name` and a stream of its bytes, for downloads.
    pub async fn open(&self, name: &str) -> Result<(u64, Reader)> {
        check_file_name(name)?;
        match self {
            Self::Local { dir } => {
                let path = dir.join(name);
                let file = tokio::fs::File::open(&path)
                    .await
                    .map_err(|_| Error::NotFound(format!("the backup file {name}")))?;
                let size = file
                    .metadata()
                    .await
                    .map_err(|e| Error::io(format!("cannot read {}", path.display()), e))?
                    .len();
                Ok((size, Box::pin(file)))
            }
            Self::S3 { client, bucket, prefix } => {
                let object = client
                    .get_object()
                    .bucket(bucket)
                    .key(format!("{prefix}{name}"))
                    .send()
                    .await
                    .map_err(|e| match e.as_service_error() {
                        Some(service) if service.is_no_such_key() => Error::NotFound(format!("the backup file {name}")),
                        _ => s3_error("download", e),
                    })?;
                let size = object.content_length().unwrap_or_default().max(0) as u64;
                Ok((size, Box::pin(object.body.into_async_read())))
            }
        }
    }

    /// Deletes `name`; a file already gone is not an error.
    pub async fn delete(&self, name: &str) -> Result<()> {
        check_file_name(name)?;
        match self {
            Self::Local { dir } => match std::fs::remove_file(dir.join(name)) {
                Err(err) if err.kind() != std::io::ErrorKind::NotFound => {
                    Err(Error::io(format!("cannot delete {name}"), err))
                }
                _ => Ok(()),
            },
            Self::S3 { client, bucket, prefix } => client
                .delete_object()
                .bucket(bucket)
                .key(format!("{prefix}{name}"))
                .send()
                .await
                .map(drop)
                .map_err(|e| s3_error("delete", e)),
        }
    }
}

/// One request for a small file; a multipart upload (aborted on failure) for a large one.
async fn upload(client: &Client, bucket: &str, key: &str, path: &Path) -> Result<()> {
    let size = std::fs::metadata(path)
        .map_err(|e| Error::io(format!("cannot read {}", path.display()), e))?
        .len();
    if size <= PART_BYTES {
        let body = ByteStream::from_path(path).await.map_err(|e| s3_error("upload", e))?;
        client
            .put_object()
            .bucket(bucket)
            .key(key)
            .body(body)
            .send()
            .await
            .map_err(|e| s3_error("upload", e))?;
        return Ok(());
    }
    let upload = client
        .create_multipart_upload()
        .bucket(bucket)
        .key(key)
        .send()
        .await
        .map_err(|e| s3_error("upload", e))?;
    let upload_id = upload
        .upload_id()
        .ok_or_else(|| s3_error("upload", "no upload id"))?
        .to_string();
    let result = upload_parts(client, bucket, key, &upload_id, path, size).await;
    if result.is_err() {
        let _ = client
            .abort_multipart_upload()
            .bucket(bucket)
            .key(key)
            .upload_id(&upload_id)
            .send()
            .await;
    }
    result
}

async fn upload_parts(client: &Client, bucket: &str, key: &str, upload_id: &str, path: &Path, size: u64) -> Result<()> {
    let mut parts = Vec::new();
    let mut offset = 0;
    let mut number = 1;
    while offset < size {
        let length = PART_BYTES.min(size - offset);
        let body = ByteStream::read_from()
            .path(path)
            .offset(offset)
            .length(Length::Exact(length))
            .build()
            .await
            .map_err(|e| s3_error("upload", e))?;
        let part = client
            .upload_part()
            .bucket(bucket)
            .key(key)
            .upload_id(upload_id)
            .part_number(number)
            .body(body)
            .send()
            .await
            .map_err(|e| s3_error("upload", e))?;
        parts.push(
            CompletedPart::builder()
                .part_number(number)
                .set_e_tag(part.e_tag().map(str::to_string))
                .build(),
        );
        offset += length;
        number += 1;
    }
    client
        .complete_multipart_upload()
        .bucket(bucket)
        .key(key)
        .upload_id(upload_id)
        .multipart_upload(CompletedMultipartUpload::builder().set_parts(Some(parts)).build())
        .send()
        .await
        .map(drop)
        .map_err(|e| s3_error("upload", e))
}
