//! Podcast episodes: written by editors, published now or at a time, listed for the site, the
//! admin area and the feeds. Every write is audited and logged in the change log (for the site
//! build and the response caches) in its transaction.

use super::BeginWrite as _;
use chrono::{DateTime, Utc};

use super::audit::entry;
use super::outbox::{self, Change};
use super::sql::{Arg, Sql, execute, fetch_as};
use super::{Page, Store, with_db};
use crate::domain::Language;
use crate::domain::article::timestamp;
use crate::domain::identity::Actor;
use crate::domain::podcast::{Episode, EpisodeStatus, NewEpisode};
use crate::{Error, Result};

const COLUMNS: &str = "id, title, description, audio_url, audio_type, audio_bytes, duration_seconds, image_url, \
     language, season, episode, explicit, status, published_at, article_id, linked_episode_id, guid, slug, \
     created_at, updated_at";

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    title: String,
    description: String,
    audio_url: String,
    audio_type: String,
    audio_bytes: Option<i64>,
    duration_seconds: Option<i64>,
    image_url: Option<String>,
    language: String,
    season: Option<i64>,
    episode: Option<i64>,
    explicit: bool,
    status: String,
    published_at: Option<DateTime<Utc>>,
    article_id: Option<i64>,
    linked_episode_id: Option<i64>,
    guid: String,
    slug: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl TryFrom<Row> for Episode {
    type Error = Error;

    fn try_from(row: Row) -> Result<Self> {
        Ok(Self {
            id: row.id,
            title: row.title,
            description: row.description,
            audio_url: row.audio_url,
            audio_type: row.audio_type,
            audio_bytes: row.audio_bytes,
            duration_seconds: row.duration_seconds,
            image_url: row.image_url,
            language: row.language.parse()?,
            season: row.season,
            episode: row.episode,
            explicit: row.explicit,
            status: row.status.parse()?,
            published_at: row.published_at,
            article_id: row.article_id,
            linked_episode_id: row.linked_episode_id,
            guid: row.guid,
            slug: row.slug,
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
    }
}

/// Which episodes to list; every field narrows.
#[derive(Clone, Debug, Default)]
pub struct EpisodeFilter {
    pub status: Option<EpisodeStatus>,
    pub language: Option<Language>,
}

/// Links the translation `linked` back to `id` when it has none of its own (as articles are
/// linked), and logs its change: its page now names `id` among its languages.
fn link_translation(backend: super::Backend, id: i64, linked: Option<i64>) -> Vec<Sql> {
    let Some(linked) = linked else {
        return Vec::new();
    };
    let mut back = Sql::new("update podcast_episodes set linked_episode_id = ");
    back.bind(Arg::Int(id))
        .push(" where linked_episode_id is null and id = ")
        .bind(Arg::Int(linked));
    vec![back, logged(backend, linked)]
}

/// The change log entry of a write to episode `id`.
fn logged(backend: super::Backend, id: i64) -> Sql {
    outbox::log(backend, Change::Episode(id), Utc::now())
}

impl Store {
    /// A new draft; a link to a translation is made both ways when the other has none yet.
    pub async fn create_episode(&self, new: &NewEpisode, actor: &Actor) -> Result<Episode> {
        self.check_episode_links(new, None).await?;
        let now = timestamp(Utc::now());
        let guid = format!("urn:uuid:{}", uuid::Uuid::new_v4());
        let id = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let (id,): (i64,) = sqlx::query_as(
                "insert into podcast_episodes (title, description, audio_url, audio_type, audio_bytes, duration_seconds, \
                 image_url, language, season, episode, explicit, status, article_id, linked_episode_id, guid, slug, \
                 created_at, updated_at) \
                 values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12, $13, $14, $15, $16, $16) returning id",
            )
            .bind(&new.title)
            .bind(&new.description)
            .bind(&new.audio_url)
            .bind(&new.audio_type)
            .bind(new.audio_bytes)
            .bind(new.duration_seconds)
            .bind(&new.image_url)
            .bind(new.language.code())
            .bind(new.season)
            .bind(new.episode)
            .bind(new.explicit)
            .bind(new.article_id)
            .bind(new.linked_episode_id)
            .bind(&guid)
            .bind(&new.slug)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
            execute!(&mut *tx, entry(actor, "podcast.create", &format!("episode {id}")))?;
            execute!(&mut *tx, logged(self.backend(), id))?;
            for sql in link_translation(self.backend(), id, new.linked_episode_id) {
                execute!(&mut *tx, sql)?;
            }
            tx.commit().await?;
            Ok::<_, Error>(id)
        })?;
        self.episode(id).await
    }

    /// Replaces what an editor writes; the status, the time and the guid stay.
    pub async fn update_episode(&self, id: i64, new: &NewEpisode, actor: &Actor) -> Result<Episode> {
        self.check_episode_links(new, Some(id)).await?;
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let changed = sqlx::query(
                "update podcast_episodes set title = $1, description = $2, audio_url = $3, audio_type = $4, \
                 audio_bytes = $5, duration_seconds = $6, image_url = $7, language = $8, season = $9, episode = $10, \
                 explicit = $11, article_id = $12, linked_episode_id = $13, slug = $14, updated_at = $15 where id = $16",
            )
            .bind(&new.title)
            .bind(&new.description)
            .bind(&new.audio_url)
            .bind(&new.audio_type)
            .bind(new.audio_bytes)
            .bind(new.duration_seconds)
            .bind(&new.image_url)
            .bind(new.language.code())
            .bind(new.season)
            .bind(new.episode)
            .bind(new.explicit)
            .bind(new.article_id)
            .bind(new.linked_episode_id)
            .bind(&new.slug)
            .bind(timestamp(Utc::now()))
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if changed == 0 {
                return Err(Error::NotFound(format!("podcast episode {id}")));
            }
            execute!(&mut *tx, entry(actor, "podcast.update", &format!("episode {id}")))?;
            execute!(&mut *tx, logged(self.backend(), id))?;
            for sql in link_translation(self.backend(), id, new.linked_episode_id) {
                execute!(&mut *tx, sql)?;
            }
            tx.commit().await?;
            Ok::<_, Error>(())
        })?;
        self.episode(id).await
    }

    /// The linked article and episode must exist; an episode is not its own translation.
    async fn check_episode_links(&self, new: &NewEpisode, id: Option<i64>) -> Result<()> {
        if let Some(article) = new.article_id {
            self.get_article(article, false)
                .await
                .map_err(|_| Error::invalid("article_id", format!("there is no article {article}")))?;
        }
        if let Some(linked) = new.linked_episode_id {
            if Some(linked) == id {
                return Err(Error::invalid(
                    "linked_episode_id",
                    "an episode cannot be its own translation",
                ));
            }
            let other = self
                .episode(linked)
                .await
                .map_err(|_| Error::invalid("linked_episode_id", format!("there is no episode {linked}")))?;
            if other.language == new.language {
                return Err(Error::invalid(
                    "linked_episode_id",
                    format!("episode {linked} is in the same language; link the other language's episode"),
                ));
            }
        }
        Ok(())
    }

    pub async fn episode(&self, id: i64) -> Result<Episode> {
        let sql = format!("select {COLUMNS} from podcast_episodes where id = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await)?;
        row.ok_or_else(|| Error::NotFound(format!("podcast episode {id}")))?
            .try_into()
    }

    /// Newest first (by publication, then creation), with the total.
    pub async fn episodes(&self, filter: &EpisodeFilter, page: Page) -> Result<(Vec<Episode>, i64)> {
        let mut conditions = Sql::new(" where 1 = 1");
        if let Some(status) = filter.status {
            conditions
                .push(" and status = ")
                .bind(Arg::Text(status.as_str().into()));
        }
        if let Some(language) = filter.language {
            conditions
                .push(" and language = ")
                .bind(Arg::Text(language.code().into()));
        }
        let mut rows = Sql::new(&format!("select {COLUMNS} from podcast_episodes"));
        rows.push(&conditions.text);
        rows.args = conditions.args.clone();
        rows.push(" order by coalesce(published_at, created_at) desc, id desc")
            .limit(page.limit)
            .push(" offset ")
            .bind(Arg::Int(page.offset));
        let mut count = Sql::new("select count(*) from podcast_episodes");
        count.push(&conditions.text);
        count.args = conditions.args;
        let (rows, (total,)) = with_db!(&self.db, pool => {
            let rows = fetch_as!(pool, Row, rows, fetch_all)?;
            let total = fetch_as!(pool, (i64,), count, fetch_one)?;
            Ok::<_, Error>((rows, total))
        })?;
        Ok((rows.into_iter().map(Episode::try_from).collect::<Result<_>>()?, total))
    }

    /// Publishes now, or at `at` when that is still to come (then it is scheduled).
    pub async fn publish_episode(&self, id: i64, at: Option<DateTime<Utc>>, actor: &Actor) -> Result<Episode> {
        let now = timestamp(Utc::now());
        let current = self.episode(id).await?;
        // Published already: its date stays (apps sort by it).
        if current.status == EpisodeStatus::Published && at.is_none_or(|at| at <= now) {
            return Ok(current);
        }
        let (status, when, action) = match at.map(timestamp) {
            Some(at) if at > now => (EpisodeStatus::Scheduled, at, "podcast.schedule"),
            _ => (EpisodeStatus::Published, now, "podcast.publish"),
        };
        self.set_episode_status(id, status, Some(when), action, actor).await
    }

    pub async fn unpublish_episode(&self, id: i64, actor: &Actor) -> Result<Episode> {
        self.set_episode_status(id, EpisodeStatus::Draft, None, "podcast.unpublish", actor)
            .await
    }

    async fn set_episode_status(
        &self,
        id: i64,
        status: EpisodeStatus,
        published_at: Option<DateTime<Utc>>,
        action: &str,
        actor: &Actor,
    ) -> Result<Episode> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let changed = sqlx::query(
                "update podcast_episodes set status = $1, published_at = $2, updated_at = $3 where id = $4",
            )
            .bind(status.as_str())
            .bind(published_at)
            .bind(timestamp(Utc::now()))
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if changed == 0 {
                return Err(Error::NotFound(format!("podcast episode {id}")));
            }
            execute!(&mut *tx, entry(actor, action, &format!("episode {id}")))?;
            execute!(&mut *tx, logged(self.backend(), id))?;
            tx.commit().await?;
            Ok::<_, Error>(())
        })?;
        self.episode(id).await
    }

    /// Publishes the scheduled episodes whose time has come, at that time; their ids.
    pub async fn publish_due_episodes(&self, now: DateTime<Utc>, actor: &Actor) -> Result<Vec<i64>> {
        let due: Vec<(i64,)> = with_db!(&self.db, pool => sqlx::query_as(
            "select id from podcast_episodes where status = 'scheduled' and published_at <= $1 order by published_at, id",
        )
        .bind(timestamp(now))
        .fetch_all(pool)
        .await)?;
        let mut published = Vec::with_capacity(due.len());
        for (id,) in due {
            let changed = with_db!(&self.db, pool => {
                let mut tx = pool.begin_write().await?;
                let changed = sqlx::query(
                    "update podcast_episodes set status = 'published', updated_at = $1 where id = $2 and status = 'scheduled'",
                )
                .bind(timestamp(Utc::now()))
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if changed == 1 {
                    execute!(&mut *tx, entry(actor, "podcast.publish", &format!("episode {id}")))?;
                    execute!(&mut *tx, logged(self.backend(), id))?;
                }
                tx.commit().await?;
                Ok::<_, Error>(changed)
            })?;
            if changed == 1 {
                published.push(id);
            }
        }
        Ok(published)
    }

    /// Whether any episode plays `audio_url`.
    pub async fn audio_in_use(&self, audio_url: &str) -> Result<bool> {
        let (used,): (bool,) = with_db!(&self.db, pool => sqlx::query_as(
            "select exists (select 1 from podcast_episodes where audio_url = $1)",
        )
        .bind(audio_url)
        .fetch_one(pool)
        .await)?;
        Ok(used)
    }

    /// Deletes an episode; what it was, so that its uploaded audio can go too when no other
    /// episode uses it.
    pub async fn delete_episode(&self, id: i64, actor: &Actor) -> Result<(Episode, bool)> {
        let episode = self.episode(id).await?;
        let still_used = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("delete from podcast_episodes where id = $1").bind(id).execute(&mut *tx).await?;
            let (others,): (i64,) = sqlx::query_as("select count(*) from podcast_episodes where audio_url = $1")
                .bind(&episode.audio_url)
                .fetch_one(&mut *tx)
                .await?;
            execute!(&mut *tx, entry(actor, "podcast.delete", &format!("episode {id}")))?;
            execute!(&mut *tx, logged(self.backend(), id))?;
            // Its translation's page names it among its languages.
            if let Some(linked) = episode.linked_episode_id {
                execute!(&mut *tx, logged(self.backend(), linked))?;
            }
            tx.commit().await?;
            Ok::<_, Error>(others > 0)
        })?;
        Ok((episode, still_used))
    }
}
