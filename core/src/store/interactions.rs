//! Reader interactions (spec §7 Interactions): views, likes, bookmarks and shares with the
//! article's counts, saved articles, popular windows, trending and the forgetting of client
//! addresses.
//!
//! Every write holds its article for the whole transaction (SQLite's write lock from `begin
//! immediate`, a row lock on PostgreSQL), so the clicks on one article apply one after another:
//! the row and the count change together, and a double click or a race cannot count twice (the
//! unique indexes of migration 20261124000002 back this up). None of it goes through the
//! article write path: no search outbox entry, so a click neither reindexes nor empties the
//! response caches. Only a change of the trending flag does, because lists filter on it.

use super::BeginWrite as _;
use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{DateTime, Duration, Utc};

use super::sql::{Arg, Sql, execute, fetch_as};
use super::{Backend, Page, Store, outbox, with_db, with_write};
use crate::domain::article::timestamp;
use crate::domain::interaction::{
    Activity, COUNT_WINDOW, ClientInfo, Counted, InteractionKind, Metrics, ReaderState, SharePlatform,
    TRENDING_PER_LANGUAGE, TRENDING_WINDOW_HOURS, Toggle, Toggled, trending_score,
};
use crate::domain::{ArticleSummary, Fingerprint, Language, Reader};
use crate::{Error, Result};

type MetricsRow = (i64, i64, i64, i64, i64);

const METRICS_COLUMNS: &str = "total_views, total_likes, total_bookmarks, total_shares, unique_viewers";

/// Articles whose trending score and flag are written in one transaction: small enough that
/// other writers wait milliseconds, not the whole recomputation.
const TRENDING_WRITE_BATCH: usize = 250;

fn metrics((total_views, total_likes, total_bookmarks, total_shares, unique_viewers): MetricsRow) -> Metrics {
    Metrics {
        total_views,
        total_likes,
        total_bookmarks,
        total_shares,
        unique_viewers,
    }
}

/// Holds the published article `$id` until `$tx` ends and makes sure it has a metrics row,
/// whose view count starts from the article's `views` (demo and imported articles have views
/// but no row yet). Returns `NotFound` from the calling function if no published article has
/// that id.
macro_rules! hold_article {
    ($store:expr, $tx:expr, $id:expr) => {{
        let mut lock = Sql::new("select id from articles where status = 'published' and id = ");
        lock.bind(Arg::Int($id)).push($store.row_lock());
        if fetch_as!(&mut *$tx, (i64,), lock, fetch_optional)?.is_none() {
            return Err(Error::NotFound(format!("article {}", $id)));
        }
        let mut seed = Sql::new(
            "insert into article_metrics (article_id, total_views) select id, views from articles where id = ",
        );
        seed.bind(Arg::Int($id)).push(" on conflict (article_id) do nothing");
        execute!(&mut *$tx, seed)?;
    }};
}

/// Appends the condition that picks `reader`'s rows of `table` (an alias and a dot, or empty),
/// in the form the unique and per-reader indexes cover.
fn push_reader(sql: &mut Sql, table: &str, reader: &Reader) {
    match reader {
        Reader::User { id } => sql.push(&format!(" and {table}user_id = ")).bind(Arg::Text(id.clone())),
        Reader::Anonymous(fingerprint) => sql
            .push(&format!(" and {table}user_id is null and {table}user_fingerprint = "))
            .bind(Arg::Text(fingerprint.as_str().into())),
    };
}

/// The counts of a published article; its `views` until it has a metrics row.
fn metrics_of(article_id: i64) -> Sql {
    let mut sql = Sql::new(
        "select coalesce(m.total_views, a.views), coalesce(m.total_likes, 0), coalesce(m.total_bookmarks, 0), \
         coalesce(m.total_shares, 0), coalesce(m.unique_viewers, 0) \
         from articles a left join article_metrics m on m.article_id = a.id \
         where a.status = 'published' and a.id = ",
    );
    sql.bind(Arg::Int(article_id));
    sql
}

fn insert_interaction(
    article_id: i64,
    reader: &Reader,
    kind: InteractionKind,
    client: &ClientInfo,
    platform: Option<SharePlatform>,
    now: DateTime<Utc>,
) -> Sql {
    let (user_id, fingerprint) = reader.columns();
    let mut sql = Sql::new(
        "insert into user_interactions (article_id, user_id, user_fingerprint, interaction_type, ip_address, \
         user_agent, metadata, created_at, counted_at) values (",
    );
    let values = [
        Arg::Int(article_id),
        Arg::OptText(user_id.map(Into::into)),
        Arg::OptText(fingerprint.map(Into::into)),
        Arg::Text(kind.as_str().into()),
        Arg::OptText(client.ip_address.clone()),
        Arg::OptText(client.user_agent.clone()),
        Arg::OptJson(platform.map(|p| serde_json::json!({ "platform": p.as_str() }))),
        Arg::Time(now),
        Arg::Time(now),
    ];
    for (i, value) in values.into_iter().enumerate() {
        if i > 0 {
            sql.push(", ");
        }
        sql.bind(value);
    }
    sql.push(")");
    sql
}

/// Adds `delta` to each named count of an article and returns all its counts.
fn add_to_metrics(article_id: i64, deltas: &[(&str, i64)]) -> Sql {
    let mut sql = Sql::new("update article_metrics set ");
    for (i, (column, delta)) in deltas.iter().enumerate() {
        if i > 0 {
            sql.push(", ");
        }
        sql.push(&format!("{column} = {column} + ")).bind(Arg::Int(*delta));
    }
    sql.push(" where article_id = ")
        .bind(Arg::Int(article_id))
        .push(&format!(" returning {METRICS_COLUMNS}"));
    sql
}

/// Adds one to the article's count of `kind` for the day of `now` (the dashboard's source).
fn count_daily(article_id: i64, kind: InteractionKind, now: DateTime<Utc>) -> Sql {
    let mut sql = Sql::new("insert into article_daily (article_id, day, kind, count) values (");
    sql.bind(Arg::Int(article_id))
        .push(", ")
        .bind(Arg::Text(now.format("%Y-%m-%d").to_string()))
        .push(", ")
        .bind(Arg::Text(kind.as_str().into()))
        .push(", 1) on conflict (article_id, day, kind) do update set count = article_daily.count + 1");
    sql
}

/// One published candidate of the trending computation as it is now.
#[derive(sqlx::FromRow)]
struct TrendingRow {
    id: i64,
    language: String,
    status: String,
    trending: bool,
    trending_manual: Option<bool>,
    trending_score: f64,
}

/// What one recomputation writes to an article: its new score, its new automatic flag, or both.
struct TrendingChange {
    id: i64,
    score: Option<f64>,
    flag: Option<bool>,
}

impl Store {
    /// What holds a row until the transaction ends: SQLite's `begin immediate` already holds
    /// the whole database; on PostgreSQL a row lock that still lets other rows point at it.
    fn row_lock(&self) -> &'static str {
        match self.backend() {
            Backend::Sqlite => "",
            Backend::Postgres => " for no key update",
        }
    }

    /// Sets the counts of articles outright (demo content arrives with its readership), and
    /// each article's `views` with them, in one transaction.
    pub async fn set_metrics(&self, counts: &[(i64, Metrics)]) -> Result<()> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            for (article_id, m) in counts {
                let mut upsert = Sql::new(&format!("insert into article_metrics (article_id, {METRICS_COLUMNS}) values ("));
                let values = [m.total_views, m.total_likes, m.total_bookmarks, m.total_shares, m.unique_viewers];
                upsert.bind(Arg::Int(*article_id));
                for value in values {
                    upsert.push(", ").bind(Arg::Int(value));
                }
                upsert.push(
                    ") on conflict (article_id) do update set total_views = excluded.total_views, \
                     total_likes = excluded.total_likes, total_bookmarks = excluded.total_bookmarks, \
                     total_shares = excluded.total_shares, unique_viewers = excluded.unique_viewers",
                );
                execute!(&mut *tx, upsert)?;
                let mut views = Sql::new("update articles set views = ");
                views.bind(Arg::Int(m.total_views)).push(" where id = ").bind(Arg::Int(*article_id));
                execute!(&mut *tx, views)?;
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// Spec §7 "insert into user_interactions for a first view": the reader's first view adds a
    /// row, a view and a unique viewer; a later one adds a view only when the reader's last
    /// counted view is more than [`COUNT_WINDOW`] old. The article's `views` follows
    /// `total_views`.
    pub async fn record_view(
        &self,
        article_id: i64,
        reader: &Reader,
        client: &ClientInfo,
        now: DateTime<Utc>,
    ) -> Result<Counted> {
        let now = timestamp(now);
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            hold_article!(self, tx, article_id);
            let mut seen = Sql::new("select counted_at from user_interactions where interaction_type = 'view' and article_id = ");
            seen.bind(Arg::Int(article_id));
            push_reader(&mut seen, "", reader);
            let last: Option<(DateTime<Utc>,)> = fetch_as!(&mut *tx, (DateTime<Utc>,), seen, fetch_optional)?;
            let row = match last {
                None => {
                    execute!(&mut *tx, insert_interaction(article_id, reader, InteractionKind::View, client, None, now))?;
                    Some(add_to_metrics(article_id, &[("total_views", 1), ("unique_viewers", 1)]))
                }
                Some((counted_at,)) if counted_at <= now - COUNT_WINDOW => {
                    let mut again = Sql::new("update user_interactions set counted_at = ");
                    again.bind(Arg::Time(now)).push(" where interaction_type = 'view' and article_id = ").bind(Arg::Int(article_id));
                    push_reader(&mut again, "", reader);
                    execute!(&mut *tx, again)?;
                    Some(add_to_metrics(article_id, &[("total_views", 1)]))
                }
                Some(_) => None,
            };
            let counted = row.is_some();
            if counted {
                execute!(&mut *tx, count_daily(article_id, InteractionKind::View, now))?;
            }
            let row = match row {
                Some(update) => {
                    let row = fetch_as!(&mut *tx, MetricsRow, update, fetch_one)?;
                    let mut views = Sql::new("update articles set views = ");
                    views.bind(Arg::Int(row.0)).push(" where id = ").bind(Arg::Int(article_id));
                    execute!(&mut *tx, views)?;
                    row
                }
                None => fetch_as!(&mut *tx, MetricsRow, metrics_of(article_id), fetch_one)?,
            };
            tx.commit().await?;
            Ok(Counted { counted, metrics: metrics(row) })
        })
    }

    /// Spec §7 toggle_user_interaction: switches the reader's like or bookmark on or off, with
    /// the count, in one transaction.
    pub async fn toggle_interaction(
        &self,
        article_id: i64,
        reader: &Reader,
        toggle: Toggle,
        client: &ClientInfo,
        now: DateTime<Utc>,
    ) -> Result<Toggled> {
        let now = timestamp(now);
        let kind = toggle.kind();
        let column = match toggle {
            Toggle::Like => "total_likes",
            Toggle::Bookmark => "total_bookmarks",
        };
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            hold_article!(self, tx, article_id);
            let mut delete = Sql::new(&format!(
                "delete from user_interactions where interaction_type = '{}' and article_id = ",
                kind.as_str()
            ));
            delete.bind(Arg::Int(article_id));
            push_reader(&mut delete, "", reader);
            let removed = execute!(&mut *tx, delete)?.rows_affected() > 0;
            if !removed {
                execute!(&mut *tx, insert_interaction(article_id, reader, kind, client, None, now))?;
                execute!(&mut *tx, count_daily(article_id, kind, now))?;
            }
            let delta = if removed { -1 } else { 1 };
            let row = fetch_as!(&mut *tx, MetricsRow, add_to_metrics(article_id, &[(column, delta)]), fetch_one)?;
            tx.commit().await?;
            Ok(Toggled { active: !removed, metrics: metrics(row) })
        })
    }

    /// Spec §7 "insert into user_interactions for shares", with the platform in `metadata`. A
    /// reader's share counts once per article and platform within [`COUNT_WINDOW`].
    pub async fn record_share(
        &self,
        article_id: i64,
        reader: &Reader,
        platform: SharePlatform,
        client: &ClientInfo,
        now: DateTime<Utc>,
    ) -> Result<Counted> {
        let now = timestamp(now);
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            hold_article!(self, tx, article_id);
            let mut recent = Sql::new("select count(*) from user_interactions where interaction_type = 'share' and article_id = ");
            recent.bind(Arg::Int(article_id));
            push_reader(&mut recent, "", reader);
            recent
                .push(" and counted_at > ")
                .bind(Arg::Time(now - COUNT_WINDOW))
                .push(" and metadata ->> 'platform' = ")
                .bind(Arg::Text(platform.as_str().into()));
            let (shared,): (i64,) = fetch_as!(&mut *tx, (i64,), recent, fetch_one)?;
            let counted = shared == 0;
            let row = if counted {
                execute!(&mut *tx, insert_interaction(article_id, reader, InteractionKind::Share, client, Some(platform), now))?;
                execute!(&mut *tx, count_daily(article_id, InteractionKind::Share, now))?;
                fetch_as!(&mut *tx, MetricsRow, add_to_metrics(article_id, &[("total_shares", 1)]), fetch_one)?
            } else {
                fetch_as!(&mut *tx, MetricsRow, metrics_of(article_id), fetch_one)?
            };
            tx.commit().await?;
            Ok(Counted { counted, metrics: metrics(row) })
        })
    }

    /// Spec §7 get_user_article_interactions: whether the reader likes and saved the article,
    /// and its counts.
    pub async fn reader_state(&self, article_id: i64, reader: &Reader) -> Result<ReaderState> {
        let mut mine = Sql::new(
            "select interaction_type from user_interactions where interaction_type in ('like', 'bookmark') and article_id = ",
        );
        mine.bind(Arg::Int(article_id));
        push_reader(&mut mine, "", reader);
        let (row, kinds) = with_db!(&self.db, pool => {
            let row = fetch_as!(pool, MetricsRow, metrics_of(article_id), fetch_optional)?;
            let kinds: Vec<(String,)> = fetch_as!(pool, (String,), mine, fetch_all)?;
            (row, kinds)
        });
        let row = row.ok_or_else(|| Error::NotFound(format!("article {article_id}")))?;
        let has = |kind: InteractionKind| kinds.iter().any(|(k,)| k == kind.as_str());
        Ok(ReaderState {
            liked: has(InteractionKind::Like),
            bookmarked: has(InteractionKind::Bookmark),
            metrics: metrics(row),
        })
    }

    /// The reader's bookmarked published articles, newest bookmark first, with their total.
    pub async fn saved_articles(&self, reader: &Reader, page: Page) -> Result<(Vec<ArticleSummary>, i64)> {
        let saved = |select: &str| {
            let mut sql = Sql::new(&format!(
                "select {select} from user_interactions ui join articles a on a.id = ui.article_id \
                 where a.status = 'published' and ui.interaction_type = 'bookmark'"
            ));
            push_reader(&mut sql, "ui.", reader);
            sql
        };
        let mut ids = saved("ui.article_id");
        ids.push(" order by ui.created_at desc, ui.id desc")
            .limit(page.limit)
            .push(" offset ")
            .bind(Arg::Int(page.offset));
        let (ids, (total,)) = with_db!(&self.db, pool => {
            let ids: Vec<(i64,)> = fetch_as!(pool, (i64,), ids, fetch_all)?;
            let total: (i64,) = fetch_as!(pool, (i64,), saved("count(*)"), fetch_one)?;
            (ids, total)
        });
        let ids: Vec<i64> = ids.into_iter().map(|(id,)| id).collect();
        Ok((self.summaries_by_ids(&ids).await?, total))
    }

    /// DESIGN.md deviation 7: at sign-in, the likes, bookmarks, views and shares the browser
    /// made anonymously become the account's. Where both had liked, bookmarked or viewed the
    /// same article, the account's row stays and the counts are taken again from the rows, so
    /// one person counts once. Returns how many rows moved.
    pub async fn adopt_interactions(&self, user_id: &str, fingerprint: &Fingerprint) -> Result<u64> {
        let fingerprint = fingerprint.as_str();
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let mut touched = Sql::new(
                "select id from articles where id in \
                 (select article_id from user_interactions where user_id is null and user_fingerprint = ",
            );
            touched.bind(Arg::Text(fingerprint.into())).push(") order by id").push(self.row_lock());
            let articles: Vec<(i64,)> = fetch_as!(&mut *tx, (i64,), touched, fetch_all)?;
            if articles.is_empty() {
                return Ok(0);
            }
            let mut duplicates = Sql::new(
                "delete from user_interactions where interaction_type <> 'share' and user_id is null and user_fingerprint = ",
            );
            duplicates
                .bind(Arg::Text(fingerprint.into()))
                .push(
                    " and exists (select 1 from user_interactions mine where mine.article_id = user_interactions.article_id \
                     and mine.interaction_type = user_interactions.interaction_type and mine.user_id = ",
                )
                .bind(Arg::Text(user_id.into()))
                .push(")");
            execute!(&mut *tx, duplicates)?;
            let mut adopt = Sql::new("update user_interactions set user_id = ");
            adopt
                .bind(Arg::Text(user_id.into()))
                .push(" where user_id is null and user_fingerprint = ")
                .bind(Arg::Text(fingerprint.into()));
            let moved = execute!(&mut *tx, adopt)?.rows_affected();
            let ids: Vec<i64> = articles.into_iter().map(|(id,)| id).collect();
            if !ids.is_empty() {
                let count = |kind: InteractionKind| {
                    format!(
                        "(select count(*) from user_interactions i where i.article_id = article_metrics.article_id \
                         and i.interaction_type = '{}')",
                        kind.as_str()
                    )
                };
                let mut recount = Sql::new(&format!(
                    "update article_metrics set total_likes = {}, total_bookmarks = {}, unique_viewers = {} where article_id",
                    count(InteractionKind::Like),
                    count(InteractionKind::Bookmark),
                    count(InteractionKind::View),
                ));
                recount.in_ids(self.backend(), &ids);
                execute!(&mut *tx, recount)?;
            }
            tx.commit().await?;
            Ok(moved)
        })
    }

    /// The published articles with the most readers viewing them since `since`, most first.
    pub async fn popular_since(
        &self,
        language: Option<Language>,
        since: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<ArticleSummary>> {
        let mut sql = Sql::new(
            "select a.id from articles a join (select article_id, count(*) as recent from user_interactions \
             where interaction_type = 'view' and counted_at >= ",
        );
        sql.bind(Arg::Time(timestamp(since)))
            .push(" group by article_id) v on v.article_id = a.id where a.status = 'published'");
        if let Some(language) = language {
            sql.push(" and a.language = ").bind(Arg::Text(language.code().into()));
        }
        sql.push(" order by v.recent desc, a.views desc, a.id desc")
            .limit(limit);
        let ids: Vec<(i64,)> = with_db!(&self.db, pool => fetch_as!(pool, (i64,), sql, fetch_all))?;
        let ids: Vec<i64> = ids.into_iter().map(|(id,)| id).collect();
        self.summaries_by_ids(&ids).await
    }

    /// Scores every article by its views, likes and shares of the last
    /// [`TRENDING_WINDOW_HOURS`] ([`trending_score`]) and flags the
    /// [`TRENDING_PER_LANGUAGE`] best published ones of each language as trending; an
    /// article whose editor set or cleared the flag keeps the editor's choice. Scores are
    /// written quietly; a flag that changes is logged to the search outbox, so that every
    /// node's cached lists filtered by `trending` are refreshed. Returns how many flags changed.
    ///
    /// The rows are written in batches of [`TRENDING_WRITE_BATCH`], each in a transaction of
    /// its own: on SQLite one transaction for every row held all other writers for seconds at
    /// 10,000 articles (BENCHMARKS.md, "every SQLite write queues"). A failure leaves the
    /// batches before it written, which the next run (every 10 minutes) completes.
    pub async fn recompute_trending(&self, now: DateTime<Utc>) -> Result<u64> {
        let now = timestamp(now);
        let scores = self.trending_scores(now).await?;
        let candidates = self.trending_candidates(&scores).await?;
        let mut ranked: HashMap<&str, Vec<(f64, i64)>> = HashMap::new();
        for row in candidates.values() {
            let score = scores.get(&row.id).copied().unwrap_or(0.0);
            if row.status == "published" && row.trending_manual.is_none() && score > 0.0 {
                ranked.entry(row.language.as_str()).or_default().push((score, row.id));
            }
        }
        let mut top = HashSet::new();
        for articles in ranked.values_mut() {
            articles.sort_by(|a, b| b.0.total_cmp(&a.0).then(b.1.cmp(&a.1)));
            top.extend(articles.iter().take(TRENDING_PER_LANGUAGE).map(|(_, id)| *id));
        }
        let changes: Vec<TrendingChange> = candidates
            .values()
            .filter_map(|row| {
                let score = scores.get(&row.id).copied().unwrap_or(0.0);
                let automatic = top.contains(&row.id);
                let change = TrendingChange {
                    id: row.id,
                    score: (score != row.trending_score).then_some(score),
                    flag: (row.trending != row.trending_manual.unwrap_or(automatic)).then_some(automatic),
                };
                (change.score.is_some() || change.flag.is_some()).then_some(change)
            })
            .collect();
        let mut changed = 0;
        for batch in changes.chunks(TRENDING_WRITE_BATCH) {
            changed += self.write_trending(batch, now).await?;
        }
        Ok(changed)
    }

    /// Writes one batch of [`Self::recompute_trending`]'s changes in one transaction; returns
    /// how many flags changed. Scores decay by the hour, so every run rescores each article with
    /// activity in the window: they are set in one statement a batch (a statement an article
    /// took twice as long at 100,000 articles on PostgreSQL, BENCHMARKS.md).
    async fn write_trending(&self, batch: &[TrendingChange], now: DateTime<Utc>) -> Result<u64> {
        let scores: Vec<(i64, f64)> = batch
            .iter()
            .filter_map(|change| change.score.map(|score| (change.id, score)))
            .collect();
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            // On PostgreSQL the scores' one statement takes its rows in the order of its plan:
            // the batch's rows are held first in id order, the order every writer of several
            // articles takes them in. SQLite's write transaction already holds them all.
            if self.backend() == Backend::Postgres {
                let ids: Vec<i64> = batch.iter().map(|change| change.id).collect();
                let mut hold = Sql::new("select id from articles where id");
                hold.in_ids(Backend::Postgres, &ids).push(" order by id").push(self.row_lock());
                fetch_as!(&mut *tx, (i64,), hold, fetch_all)?;
            }
            if !scores.is_empty() {
                let mut write = Sql::new("with scored (id, score) as (values ");
                for (i, (id, score)) in scores.iter().enumerate() {
                    write.push(if i == 0 { "(" } else { ", (" });
                    write.bind(Arg::Int(*id)).push(", ").bind(Arg::Float(*score)).push(")");
                }
                write.push(
                    ") update articles set trending_score = scored.score from scored where articles.id = scored.id",
                );
                execute!(&mut *tx, write)?;
            }
            let mut changed = Vec::new();
            for change in batch {
                if let Some(automatic) = change.flag {
                    // The editor's flag is read again as the row is written: one set meanwhile wins.
                    let mut flag = Sql::new("update articles set trending = coalesce(trending_manual, ");
                    flag.bind(Arg::Bool(automatic))
                        .push(") where id = ")
                        .bind(Arg::Int(change.id))
                        .push(" and trending <> coalesce(trending_manual, ")
                        .bind(Arg::Bool(automatic))
                        .push(")");
                    if execute!(&mut *tx, flag)?.rows_affected() > 0 {
                        changed.push(change.id);
                    }
                }
            }
            for id in &changed {
                execute!(&mut *tx, outbox::record(self.backend(), *id, now))?;
            }
            tx.commit().await?;
            Ok(changed.len() as u64)
        })
    }

    /// Each article's trending score from its activity, counted per hour.
    async fn trending_scores(&self, now: DateTime<Utc>) -> Result<HashMap<i64, f64>> {
        let hour = match self.backend() {
            Backend::Sqlite => "cast(strftime('%s', counted_at) as integer) / 3600",
            Backend::Postgres => "cast(floor(extract(epoch from counted_at) / 3600) as bigint)",
        };
        let mut sql = Sql::new(&format!(
            "select article_id, interaction_type, {hour}, count(*) from user_interactions \
             where interaction_type in ('view', 'like', 'share') and counted_at >= "
        ));
        sql.bind(Arg::Time(now - Duration::hours(TRENDING_WINDOW_HOURS)))
            .push(" group by 1, 2, 3");
        let rows: Vec<(i64, String, i64, i64)> =
            with_db!(&self.db, pool => fetch_as!(pool, (i64, String, i64, i64), sql, fetch_all))?;
        let now_hours = now.timestamp() as f64 / 3600.0;
        let mut activity: HashMap<i64, Vec<Activity>> = HashMap::new();
        for (article_id, kind, hour, count) in rows {
            activity.entry(article_id).or_default().push(Activity {
                kind: kind.parse()?,
                age_hours: now_hours - (hour as f64 + 0.5),
                count,
            });
        }
        Ok(activity
            .into_iter()
            .map(|(id, activity)| (id, trending_score(&activity)))
            .collect())
    }

    /// The articles a recomputation may change: those scored now, those with a score from
    /// before, and those whose flag differs from the editor's (or, with no editor's choice, is
    /// set). An editor's flag that stands needs nothing, so articles flagged by hand are not all
    /// read every ten minutes. In id order, the order their rows are locked in.
    async fn trending_candidates(&self, scores: &HashMap<i64, f64>) -> Result<BTreeMap<i64, TrendingRow>> {
        const COLUMNS: &str = "select id, language, status, trending, trending_manual, trending_score from articles";
        let mut queries = vec![Sql::new(&format!(
            "{COLUMNS} where trending_score <> 0 or trending <> coalesce(trending_manual, false)"
        ))];
        if !scores.is_empty() {
            let scored: Vec<i64> = scores.keys().copied().collect();
            let mut sql = Sql::new(&format!("{COLUMNS} where id"));
            sql.in_ids(self.backend(), &scored);
            queries.push(sql);
        }
        let mut candidates = BTreeMap::new();
        for sql in queries {
            let rows = with_db!(&self.db, pool => fetch_as!(pool, TrendingRow, sql, fetch_all))?;
            candidates.extend(rows.into_iter().map(|row| (row.id, row)));
        }
        Ok(candidates)
    }

    /// Forgets the IP address and user agent of interactions made before `before`; the rows,
    /// and so every count, stay. Returns how many rows were cleared.
    pub async fn forget_interaction_pii(&self, before: DateTime<Utc>) -> Result<u64> {
        let mut sql = Sql::new("update user_interactions set ip_address = null, user_agent = null where created_at < ");
        sql.bind(Arg::Time(timestamp(before)))
            .push(" and (ip_address is not null or user_agent is not null)");
        Ok(with_write!(&self.db, conn => execute!(conn, sql).map(|done| done.rows_affected()))?)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::store::{Db, new_sqlite_store};

    /// Other writers take their turns between the batches of a recomputation: one of them
    /// sees some batches written and the rest not. Written in one transaction, every writer
    /// saw either no score or all of them.
    #[tokio::test]
    async fn recomputing_trending_lets_other_writers_in_between_its_batches() {
        let (_dir, _, store) = new_sqlite_store().await;
        let Db::Sqlite(pool) = &store.db else { unreachable!() };
        let now = Utc::now();
        let articles = 3 * TRENDING_WRITE_BATCH as i64;
        sqlx::query(
            "with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1) \
             insert into articles (title, published_at, created_at, updated_at, content_changed_at) \
             select 'Article ' || i, ?2, ?2, ?2, ?2 from n",
        )
        .bind(articles)
        .bind(now)
        .execute(pool)
        .await
        .unwrap();
        sqlx::query(
            "insert into user_interactions (article_id, interaction_type, created_at, counted_at) \
             select id, 'view', ?1, ?1 from articles",
        )
        .bind(now)
        .execute(pool)
        .await
        .unwrap();

        let recompute = tokio::spawn({
            let store = store.clone();
            async move { store.recompute_trending(now).await }
        });
        let mut seen = BTreeSet::new();
        while !recompute.is_finished() {
            let mut tx = pool.begin_write().await.unwrap();
            let (scored,): (i64,) = sqlx::query_as("select count(*) from articles where trending_score <> 0")
                .fetch_one(&mut *tx)
                .await
                .unwrap();
            tx.commit().await.unwrap();
            seen.insert(scored);
        }
        recompute.await.unwrap().unwrap();
        assert!(
            seen.iter().any(|&scored| scored > 0 && scored < articles),
            "writers saw these numbers of scored articles: {seen:?}"
        );
        store.close().await;
    }
}
