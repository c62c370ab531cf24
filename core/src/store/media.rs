//! The media library's records: one row per uploaded image, and how many articles (in the
//! trash too) use it, so that only unused files can be deleted.

use super::BeginWrite as _;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::articles::Page;
use super::sql::{Arg, Sql, contains_pattern, execute, fetch_as};
use super::{Db, Store, audit, with_db};
use crate::domain::identity::Actor;
use crate::media::{UPLOADS, variant_url};
use crate::{Error, Result};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct MediaItem {
    pub id: i64,
    /// The directory of its files under `/media/uploads/`.
    pub key: String,
    /// The largest variant.
    pub url: String,
    /// Every variant with its width, for an `<img srcset>`.
    pub srcset: String,
    pub widths: Vec<u32>,
    /// Of the largest variant.
    pub width: i64,
    pub height: i64,
    /// All variants together.
    pub bytes: i64,
    /// What was uploaded: jpeg, png, webp or gif.
    pub format: String,
    pub original_name: String,
    pub alt: String,
    pub uploaded_at: DateTime<Utc>,
    pub uploaded_by: String,
    /// Articles whose image or text use it, those in the trash included.
    pub used_by: i64,
}

/// An upload's record, its files already written.
pub struct NewMedia {
    pub key: String,
    pub original_name: String,
    pub format: String,
    pub width: i64,
    pub height: i64,
    pub widths: Vec<u32>,
    pub bytes: i64,
    pub alt: String,
}

#[derive(sqlx::FromRow)]
struct MediaRow {
    id: i64,
    key: String,
    original_name: String,
    format: String,
    width: i64,
    height: i64,
    widths: String,
    bytes: i64,
    alt: String,
    uploaded_at: DateTime<Utc>,
    uploaded_by: String,
    used_by: i64,
}

impl From<MediaRow> for MediaItem {
    fn from(row: MediaRow) -> Self {
        let widths: Vec<u32> = row.widths.split(',').filter_map(|w| w.parse().ok()).collect();
        let largest = widths.last().copied().unwrap_or(0);
        Self {
            id: row.id,
            url: variant_url(&row.key, largest),
            srcset: widths
                .iter()
                .map(|w| format!("{} {w}w", variant_url(&row.key, *w)))
                .collect::<Vec<_>>()
                .join(", "),
            key: row.key,
            widths,
            width: row.width,
            height: row.height,
            bytes: row.bytes,
            format: row.format,
            original_name: row.original_name,
            alt: row.alt,
            uploaded_at: row.uploaded_at,
            uploaded_by: row.uploaded_by,
            used_by: row.used_by,
        }
    }
}

fn select() -> Sql {
    Sql::new(&format!(
        "select id, key, original_name, format, width, height, widths, bytes, alt, uploaded_at, uploaded_by, \
         {} as used_by from media m",
        uses_of("m.key")
    ))
}

/// How many articles, in the trash too, use the upload whose key is the SQL expression `key`.
fn uses_of(key: &str) -> String {
    format!(
        "(select count(*) from article_media u where u.media_key = {key}) \
         + (select count(*) from article_trash t where t.article like '%/media/{UPLOADS}/' || {key} || '/%')"
    )
}

impl Store {
    pub async fn media_by_key(&self, key: &str) -> Result<Option<MediaItem>> {
        let mut sql = select();
        sql.push(" where key = ").bind(Arg::Text(key.into()));
        let row = with_db!(&self.db, pool => fetch_as!(pool, MediaRow, sql, fetch_optional))?;
        Ok(row.map(MediaItem::from))
    }

    pub async fn get_media(&self, id: i64) -> Result<MediaItem> {
        let mut sql = select();
        sql.push(" where id = ").bind(Arg::Int(id));
        let row = with_db!(&self.db, pool => fetch_as!(pool, MediaRow, sql, fetch_optional))?;
        row.map(MediaItem::from)
            .ok_or_else(|| Error::NotFound(format!("image {id}")))
    }

    /// Newest first; `search` matches the file name or the alt text.
    pub async fn list_media(&self, search: Option<&str>, page: Page) -> Result<(Vec<MediaItem>, i64)> {
        let filter = |sql: &mut Sql| {
            if let Some(search) = search {
                let pattern = contains_pattern(search);
                sql.push(" where lower(original_name) like ")
                    .bind(Arg::Text(pattern.clone()))
                    .push(" escape '\\' or lower(alt) like ")
                    .bind(Arg::Text(pattern))
                    .push(" escape '\\'");
            }
        };
        let mut sql = select();
        filter(&mut sql);
        sql.push(" order by uploaded_at desc, id desc")
            .limit(page.limit)
            .push(" offset ")
            .bind(Arg::Int(page.offset));
        let mut count = Sql::new("select count(*) from media");
        filter(&mut count);
        let (rows, (total,)) = with_db!(&self.db, pool => {
            let rows = fetch_as!(pool, MediaRow, sql, fetch_all)?;
            let total: (i64,) = fetch_as!(pool, (i64,), count, fetch_one)?;
            (rows, total)
        });
        Ok((rows.into_iter().map(MediaItem::from).collect(), total))
    }

    /// Records an upload whose files are written (audited as `media.upload`).
    pub async fn insert_media(&self, media: NewMedia, actor: &Actor) -> Result<MediaItem> {
        let widths = media.widths.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        let mut sql = Sql::new(
            "insert into media (key, original_name, format, width, height, widths, bytes, alt, uploaded_at, uploaded_by) values (",
        );
        let values = [
            Arg::Text(media.key.clone()),
            Arg::Text(media.original_name),
            Arg::Text(media.format),
            Arg::Int(media.width),
            Arg::Int(media.height),
            Arg::Text(widths),
            Arg::Int(media.bytes),
            Arg::Text(media.alt),
            Arg::Time(crate::domain::article::timestamp(Utc::now())),
            Arg::Text(actor.label.clone()),
        ];
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                sql.push(", ");
            }
            sql.bind(value);
        }
        sql.push(")");
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            execute!(&mut *tx, sql)?;
            execute!(&mut *tx, audit::entry(actor, "media.upload", &format!("image {}", media.key)))?;
            tx.commit().await?;
        });
        self.media_by_key(&media.key)
            .await?
            .ok_or_else(|| Error::NotFound(format!("image {}", media.key)))
    }

    /// Deletes an unused image's record (audited as `media.delete`) and returns its key, for
    /// the caller to delete its files; an image in use is refused. The use is counted inside
    /// the deleting transaction, with article writes held off (SQLite's one writer; a share
    /// lock on PostgreSQL), so no article can take the image up between the check and the delete.
    pub async fn delete_media(&self, id: i64, actor: &Actor) -> Result<String> {
        let key = self.get_media(id).await?.key;
        let used_by = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            if matches!(self.db, Db::Postgres(_)) {
                sqlx::query("lock table article_media, article_trash in share mode").execute(&mut *tx).await?;
            }
            sqlx::query("delete from media where id = $1").bind(id).execute(&mut *tx).await?;
            let (used_by,): (i64,) = sqlx::query_as(sqlx::AssertSqlSafe(format!("select {}", uses_of("$1"))))
                .bind(&key)
                .fetch_one(&mut *tx)
                .await?;
            if used_by == 0 {
                execute!(&mut *tx, audit::entry(actor, "media.delete", &format!("image {key}")))?;
                tx.commit().await?;
            }
            used_by
        });
        if used_by > 0 {
            return Err(Error::Conflict(format!(
                "This image is used by {used_by} article{}; take it out of them first.",
                if used_by == 1 { "" } else { "s" }
            )));
        }
        Ok(key)
    }
}
