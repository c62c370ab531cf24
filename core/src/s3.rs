//! One S3 bucket (any S3-compatible endpoint) under a key prefix: the object store that media,
//! backups and site releases share with `NEWS_STORAGE=s3`. An object becomes visible
//! under its key only once it is whole: S3 writes are atomic, and large files go up in parts
//! that are completed only when every part arrived.

use std::path::Path;
use std::pin::Pin;
use std::time::Duration;

use aws_sdk_s3::Client;
use aws_sdk_s3::config::timeout::TimeoutConfig;
use aws_sdk_s3::config::{BehaviorVersion, Credentials, Region};
use aws_sdk_s3::primitives::{ByteStream, Length};
use aws_sdk_s3::types::{CompletedMultipartUpload, CompletedPart};
use tokio::io::AsyncRead;

use crate::config::StorageKind;
use crate::{Config, Error, Result};

/// A store that does not accept the connection in this long is away.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Files above this go up in parts of this size (S3's minimum part is 5 MiB).
const PART_BYTES: u64 = 16 * 1024 * 1024;

pub type Reader = Pin<Box<dyn AsyncRead + Send>>;

#[derive(Clone)]
pub struct Bucket {
    client: Client,
    name: String,
    prefix: String,
}

fn s3_error(what: &str, err: impl std::fmt::Display) -> Error {
    Error::Storage(format!("S3 {what} failed: {err}"))
}

impl Bucket {
    /// The shared bucket's `area` (`backups/`, `media/`, `site/`) under the configured prefix;
    /// `None` unless `NEWS_STORAGE=s3`.
    pub fn from_config(config: &Config, area: &str) -> Result<Option<Self>> {
        let s3 = &config.s3;
        let (StorageKind::S3, Some(name), Some(access_key), Some(secret_key)) =
            (config.storage, &s3.bucket, &s3.access_key, &s3.secret_key)
        else {
            return Ok(None);
        };
        let mut builder = aws_sdk_s3::Config::builder()
            .behavior_version(BehaviorVersion::latest())
            .region(Region::new(s3.region.clone()))
            .credentials_provider(Credentials::new(
                access_key.expose(),
                secret_key.expose(),
                None,
                None,
                "newsroom",
            ))
            .force_path_style(s3.path_style)
            .timeout_config(
                TimeoutConfig::builder()
                    .connect_timeout(CONNECT_TIMEOUT)
                    .read_timeout(Duration::from_secs(s3.timeout_secs.max(1)))
                    .build(),
            );
        if let Some(endpoint) = &s3.endpoint {
            builder = builder.endpoint_url(endpoint);
        }
        Ok(Some(Self {
            client: Client::from_conf(builder.build()),
            name: name.clone(),
            prefix: format!("{}{area}", s3.prefix),
        }))
    }

    /// Where `key` lives, for records and messages: `s3://bucket/prefix/key`.
    pub fn location(&self, key: &str) -> String {
        format!("s3://{}/{}{key}", self.name, self.prefix)
    }

    /// Uploads the file at `path` as `key`: one request for a small file, a multipart upload
    /// (aborted on failure) for a large one.
    pub async fn put_file(&self, key: &str, path: &Path, content_type: Option<&str>) -> Result<()> {
        let key = format!("{}{key}", self.prefix);
        let size = std::fs::metadata(path)
            .map_err(|e| Error::io(format!("cannot read {}", path.display()), e))?
            .len();
        if size <= PART_BYTES {
            let body = ByteStream::from_path(path).await.map_err(|e| s3_error("upload", e))?;
            self.client
                .put_object()
                .bucket(&self.name)
                .key(&key)
                .set_content_type(content_type.map(str::to_string))
                .body(body)
                .send()
                .await
                .map_err(|e| s3_error("upload", e))?;
            return Ok(());
        }
        let upload = self
            .client
            .create_multipart_upload()
            .bucket(&self.name)
            .key(&key)
            .set_content_type(content_type.map(str::to_string))
            .send()
            .await
            .map_err(|e| s3_error("upload", e))?;
        let upload_id = upload
            .upload_id()
            .ok_or_else(|| s3_error("upload", "no upload id"))?
            .to_string();
        let result = self.upload_parts(&key, &upload_id, path, size).await;
        if result.is_err() {
            let _ = self
                .client
                .abort_multipart_upload()
                .bucket(&self.name)
                .key(&key)
                .upload_id(&upload_id)
                .send()
                .await;
        }
        result
    }

    /// Uploads `bytes` as `key` in one request (small objects: a manifest).
    pub async fn put_bytes(&self, key: &str, bytes: Vec<u8>, content_type: &str) -> Result<()> {
        self.client
            .put_object()
            .bucket(&self.name)
            .key(format!("{}{key}", self.prefix))
            .content_type(content_type)
            .body(ByteStream::from(bytes))
            .send()
            .await
            .map(drop)
            .map_err(|e| s3_error("upload", e))
    }

    async fn upload_parts(&self, key: &str, upload_id: &str, path: &Path, size: u64) -> Result<()> {
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
            let part = self
                .client
                .upload_part()
                .bucket(&self.name)
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
        self.client
            .complete_multipart_upload()
            .bucket(&self.name)
            .key(key)
            .upload_id(upload_id)
            .multipart_upload(CompletedMultipartUpload::builder().set_parts(Some(parts)).build())
            .send()
            .await
            .map(drop)
            .map_err(|e| s3_error("upload", e))
    }

    /// The size of `key` and a stream of its bytes; `None` when there is no such object.
    pub async fn get(&self, key: &str) -> Result<Option<(u64, Reader)>> {
        let object = self
            .client
            .get_object()
            .bucket(&self.name)
            .key(format!("{}{key}", self.prefix))
            .send()
            .await;
        match object {
            Ok(object) => {
                let size = object.content_length().unwrap_or_default().max(0) as u64;
                Ok(Some((size, Box::pin(object.body.into_async_read()))))
            }
            Err(err) if err.as_service_error().is_some_and(|e| e.is_no_such_key()) => Ok(None),
            Err(err) => Err(s3_error("download", err)),
        }
    }

    /// The whole of a small object (a manifest, a probe); `None` when there is no such object.
    pub async fn get_bytes(&self, key: &str) -> Result<Option<Vec<u8>>> {
        let Some((_, mut reader)) = self.get(key).await? else {
            return Ok(None);
        };
        let mut bytes = Vec::new();
        tokio::io::AsyncReadExt::read_to_end(&mut reader, &mut bytes)
            .await
            .map_err(|e| s3_error("download", e))?;
        Ok(Some(bytes))
    }

    /// Deletes `key`; an object already gone is not an error.
    pub async fn delete(&self, key: &str) -> Result<()> {
        self.client
            .delete_object()
            .bucket(&self.name)
            .key(format!("{}{key}", self.prefix))
            .send()
            .await
            .map(drop)
            .map_err(|e| s3_error("delete", e))
    }

    /// Every key under `under` (relative to the bucket's prefix, as `put_file` takes them).
    pub async fn list(&self, under: &str) -> Result<Vec<String>> {
        let mut keys = Vec::new();
        let mut pages = self
            .client
            .list_objects_v2()
            .bucket(&self.name)
            .prefix(format!("{}{under}", self.prefix))
            .into_paginator()
            .send();
        while let Some(page) = pages.next().await {
            let page = page.map_err(|e| s3_error("listing", e))?;
            keys.extend(
                page.contents()
                    .iter()
                    .filter_map(|object| object.key())
                    .filter_map(|key| key.strip_prefix(&self.prefix))
                    .map(str::to_string),
            );
        }
        Ok(keys)
    }
}
