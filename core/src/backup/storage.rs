//! Where backup files are kept: a local directory by default, or an S3 bucket (any
//! S3-compatible endpoint). A file becomes visible under its final name only once it is whole:
//! renamed after it was written, or an upload completed.

use std::path::{Path, PathBuf};

use super::check_file_name;
use crate::s3::Bucket;
pub use crate::s3::Reader;
use crate::{Config, Error, Result, fs};

#[derive(Clone)]
pub enum Storage {
    Local { dir: PathBuf },
    S3(Bucket),
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

impl Storage {
    pub fn from_config(config: &Config) -> Result<Self> {
        Ok(match Bucket::from_config(config, "backups/")? {
            Some(bucket) => Self::S3(bucket),
            None => Self::Local {
                dir: config.backup_dir(),
            },
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
            Self::S3(bucket) => {
                bucket.put_file(name, partial, Some("application/zstd")).await?;
                Ok(Stored {
                    location: bucket.location(name),
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
            Self::S3(_) => {
                let path = scratch.join(format!(".fetch-{}-{name}", uuid::Uuid::new_v4()));
                let file = StoredFile { path, temporary: true };
                let (_, mut reader) = self.open(name).await?;
                let mut out = tokio::fs::File::from_std(fs::create_private_file(&file.path)?);
                tokio::io::copy(&mut reader, &mut out)
                    .await
                    .map_err(|e| Error::Storage(format!("S3 download failed: {e}")))?;
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
            Self::S3(bucket) => bucket
                .get(name)
                .await?
                .ok_or_else(|| Error::NotFound(format!("the backup file {name}"))),
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
            Self::S3(bucket) => bucket.delete(name).await,
        }
    }
}
