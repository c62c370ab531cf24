//! Articles: the spec §7 reads and every write, each write logged to the search outbox in the
//! same transaction.

use super::BeginWrite as _;
use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::counts::Places;
use super::sql::{Arg, Sql, contains_pattern, execute, fetch_as};
use super::{Db, Store, audit, on_foreign_key, outbox, revisions, with_db, with_write};
use crate::domain::article::{NewArticle, effective_image_url, timestamp};
use crate::domain::identity::Actor;
use crate::domain::text::slugify;
use crate::domain::{
    Article, ArticleAddress, ArticleDraft, ArticleFilter, ArticleSummary, Categories, Language, SitemapArticle, Status,
};
use crate::media;
use crate::{Error, Result};

/// The columns of a summary, its tags among them: each row carries its article's tags, in
/// order, as a JSON array, so a list costs one query rather than one more for the tags.
macro_rules! summary_columns {
    ($tags:literal) => {
        concat!(
            "id, title, excerpt, image_url, imagecaption, category, subcategory, author, \
             published_at, featured, trending, views, language, status, geographic_scope, trust_score, \
             estimated_reading_time, linked_article_id, editorial_signature, slug, (",
            $tags,
            " from article_tags where article_id = articles.id) as tags"
        )
    };
}
const SQLITE_SUMMARY_COLUMNS: &str = summary_columns!("select json_group_array(tag order by position)");
const POSTGRES_SUMMARY_COLUMNS: &str = summary_columns!("select coalesce(json_agg(tag order by position), '[]')");
const DETAIL_COLUMNS: &str = "content, created_at, updated_at, user_id, editor_id, uses_blocks, \
     manual_language_override, version, content_changed_at";

#[derive(sqlx::FromRow)]
struct SummaryRow {
    id: i64,
    title: String,
    excerpt: String,
    image_url: Option<String>,
    imagecaption: Option<String>,
    category: String,
    subcategory: Option<String>,
    author: String,
    published_at: DateTime<Utc>,
    featured: bool,
    trending: bool,
    views: i64,
    language: String,
    status: String,
    geographic_scope: String,
    trust_score: f64,
    estimated_reading_time: i64,
    linked_article_id: Option<i64>,
    editorial_signature: String,
    slug: Option<String>,
    tags: sqlx::types::Json<Vec<String>>,
}

#[derive(sqlx::FromRow)]
struct DetailRow {
    #[sqlx(flatten)]
    summary: SummaryRow,
    content: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    user_id: Option<String>,
    editor_id: Option<String>,
    uses_blocks: bool,
    manual_language_override: bool,
    version: i64,
    content_changed_at: DateTime<Utc>,
}

impl SummaryRow {
    /// Spec §3 defaults on read: a value the database cannot hold wrongly is taken as stored;
    /// language and status fall back to en/published, the image to the category placeholder.
    fn into_summary(self, categories: &Categories) -> ArticleSummary {
        ArticleSummary {
            tags: self.tags.0,
            slug: self.slug.unwrap_or_else(|| slugify(&self.title)),
            image_url: effective_image_url(self.image_url.as_deref(), &self.category, categories),
            id: self.id,
            title: self.title,
            excerpt: self.excerpt,
            imagecaption: self.imagecaption,
            category: self.category,
            subcategory: self.subcategory,
            author: self.author,
            published_at: self.published_at,
            featured: self.featured,
            trending: self.trending,
            views: self.views,
            language: self.language.parse().unwrap_or(Language::En),
            status: self.status.parse().unwrap_or(Status::Published),
            geographic_scope: self.geographic_scope,
            trust_score: self.trust_score,
            estimated_reading_time: self.estimated_reading_time,
            linked_article_id: self.linked_article_id,
            editorial_signature: self.editorial_signature,
        }
    }
}

impl DetailRow {
    fn into_article(self, categories: &Categories) -> Article {
        Article {
            custom_slug: self.summary.slug.clone(),
            summary: self.summary.into_summary(categories),
            content: self.content,
            created_at: self.created_at,
            updated_at: self.updated_at,
            user_id: self.user_id,
            editor_id: self.editor_id,
            uses_blocks: self.uses_blocks,
            manual_language_override: self.manual_language_override,
            version: self.version,
            content_changed_at: self.content_changed_at,
        }
    }
}

/// Links `linked` back to `id` when it has no translation link of its own.
fn link_back(id: i64, linked: i64) -> Sql {
    let mut back = Sql::new("update articles set linked_article_id = ");
    back.bind(Arg::Int(id))
        .push(" where linked_article_id is null and id = ")
        .bind(Arg::Int(linked));
    back
}

/// A list remembers its row at every this many places (see `list_articles`), so a page walks
/// fewer index entries than this before its own rows: at 1,000, PostgreSQL took 0.28 ms to
/// walk to place 500 against 0.09 ms to place 50. A million-article list remembers 10,000 ids
/// (80 KB).
const ANCHOR_EVERY: i64 = 100;

/// What a list's total and places are remembered under: its total's SQL and arguments.
fn list_key(filter: &ArticleFilter) -> String {
    let total = total_sql(filter);
    format!("{} {:?}", total.text, total.args)
}

/// What the places of the list `key` are remembered under, in `filter`'s order.
fn places_key(key: &str, filter: &ArticleFilter) -> String {
    format!("places of {key} by {}", filter.order.sql())
}

/// A remembered row of a list (see `Store::anchor`).
struct Anchor {
    id: i64,
    place: i64,
    /// Found before the list last changed.
    stale: bool,
}

/// Whether a page may start from places found before its list last changed.
#[derive(Clone, Copy)]
enum Staleness {
    Allowed,
    Refused,
}

/// A page's rows, and whether they were found from stale places.
struct PageRows {
    rows: Vec<SummaryRow>,
    stale: bool,
}

/// How long a deleted article can be restored.
pub const TRASH_RETENTION: chrono::Duration = chrono::Duration::days(30);

/// An article in the trash.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct TrashedArticle {
    pub id: i64,
    pub title: String,
    pub language: String,
    pub deleted_at: DateTime<Utc>,
    /// Who deleted it: an address, an API key's name or `operator:…`.
    pub deleted_by: String,
}

/// Limit and offset of a list; the API validates the range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page {
    pub limit: i64,
    pub offset: i64,
}

impl Default for Page {
    fn default() -> Self {
        Self { limit: 10, offset: 0 }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct TagCount {
    pub tag: String,
    pub count: i64,
}

/// One page of a full export, and where the next one starts.
pub struct ArticleExportPage {
    pub articles: Vec<Article>,
    pub next_after: Option<i64>,
}

fn push_filters(sql: &mut Sql, filter: &ArticleFilter) {
    sql.push(" where 1 = 1");
    if let Some(status) = filter.status {
        sql.push(" and status = ").word(status.as_str());
    }
    for status in &filter.excluded {
        sql.push(" and status <> ").word(status.as_str());
    }
    if let Some(language) = filter.language {
        sql.push(" and language = ").word(language.code());
    }
    if let Some(featured) = filter.featured {
        sql.push(" and featured = ").bind(Arg::Bool(featured));
    }
    if let Some(trending) = filter.trending {
        sql.push(" and trending = ").bind(Arg::Bool(trending));
    }
    if let Some(category) = &filter.category {
        sql.push(" and category = ").word(category);
    }
    if let Some(subcategory) = &filter.subcategory {
        sql.push(" and subcategory = ").word(subcategory);
    }
    if let Some(title) = &filter.title_contains {
        sql.push(" and lower(title) like ")
            .bind(Arg::Text(contains_pattern(title)))
            .push(" escape '\\'");
    }
}

/// How many articles match `filter`: a sum over the totals the writes keep per combination of
/// the filtered columns (migration `article_totals`), whatever the number of articles. A search
/// by title, which those cannot answer, counts the articles.
fn total_sql(filter: &ArticleFilter) -> Sql {
    let mut sql = Sql::new(if filter.title_contains.is_some() {
        "select count(*) from articles"
    } else {
        "select cast(coalesce(sum(n), 0) as bigint) from article_totals"
    });
    push_filters(&mut sql, filter);
    sql
}

/// Inserts (or, for a known id, replaces) one article and its tags inside the transaction
/// `$tx`; evaluates to the article's id. Given `$version` (the version an edit was made on), it
/// evaluates to `None`, writing nothing, when the stored article has moved past it.
macro_rules! write_article {
    ($tx:expr, $article:expr) => {{
        let article: &NewArticle = $article;
        let (id,) = fetch_as!(&mut *$tx, (i64,), insert_sql(article, None), fetch_one)
            .map_err(|e| on_foreign_key(e, "linked_article_id", "the linked article does not exist"))?;
        write_dependents!($tx, id, article)
    }};
    ($tx:expr, $article:expr, $version:expr) => {{
        let article: &NewArticle = $article;
        match fetch_as!(&mut *$tx, (i64,), insert_sql(article, $version), fetch_optional)
            .map_err(|e| on_foreign_key(e, "linked_article_id", "the linked article does not exist"))?
        {
            None => None,
            Some((id,)) => Some(write_dependents!($tx, id, article)),
        }
    }};
}

/// Replaces the tags of article `$id`, and its list of the uploads it uses, with `$article`'s;
/// evaluates to the id.
macro_rules! write_dependents {
    ($tx:expr, $id:expr, $article:expr) => {{
        let (id, article): (i64, &NewArticle) = ($id, $article);
        for table in ["article_tags", "article_media"] {
            let mut clear = Sql::new(&format!("delete from {table} where article_id = "));
            clear.bind(Arg::Int(id));
            execute!(&mut *$tx, clear)?;
        }
        for (position, tag) in article.tags.iter().enumerate() {
            let mut insert = Sql::new("insert into article_tags (article_id, tag, position) values (");
            insert
                .bind(Arg::Int(id))
                .push(", ")
                .bind(Arg::Text(tag.clone()))
                .push(", ")
                .bind(Arg::Int(position as i64))
                .push(")");
            execute!(&mut *$tx, insert)?;
        }
        for key in media::referenced_keys([article.image_url.as_deref().unwrap_or(""), article.content.as_str()]) {
            let mut insert = Sql::new("insert into article_media (article_id, media_key) values (");
            insert.bind(Arg::Int(id)).push(", ").bind(Arg::Text(key)).push(")");
            execute!(&mut *$tx, insert)?;
        }
        id
    }};
}

impl Store {
    /// Spec §7 article list: filters, newest first, paged; with the total for the filters.
    pub async fn list_articles(&self, filter: &ArticleFilter, page: Page) -> Result<(Vec<ArticleSummary>, i64)> {
        // The page is found on the listing index alone, then only its rows are read. The total
        // (`total_sql`), and the row at every `ANCHOR_EVERY`th place, are kept until an article
        // changes (`counts`): a deep page starts from the nearest such row, so its cost does not
        // grow with its offset.
        let key = list_key(filter);
        let head = self.listing_head().await?;
        let mut rows = self.page_rows(filter, page, &key, head, Staleness::Allowed).await?;
        if rows.stale && rows.rows.is_empty() {
            // The remembered row it started from may be gone since; found again, it is not.
            rows = self.page_rows(filter, page, &key, head, Staleness::Refused).await?;
        }
        let total = self
            .counts
            .once(&key, || self.counts.get(&key, head), async {
                let total = self.total(filter).await?;
                self.counts.put(key.clone(), head, total);
                Ok(total)
            })
            .await?;
        Ok((self.summaries(rows.rows), total))
    }

    /// A page of the list `key`, from its nearest remembered row when it has one (`anchor`).
    async fn page_rows(
        &self,
        filter: &ArticleFilter,
        page: Page,
        key: &str,
        head: i64,
        staleness: Staleness,
    ) -> Result<PageRows> {
        let anchor = match filter.order.keyset() {
            Some(keyset) if page.offset >= ANCHOR_EVERY => self
                .anchor(filter, key, head, page.offset, staleness)
                .await?
                .map(|a| (keyset, a)),
            _ => None,
        };
        let summary = self.summary_columns();
        // The page's ids in a subquery, joined to their rows: with `id in (…)` PostgreSQL
        // hashed the ids first, a twelfth of the list's time there.
        let mut sql = Sql::new(&format!("select {summary} from (select id as page_id from articles"));
        push_filters(&mut sql, filter);
        let mut offset = page.offset;
        let mut stale = false;
        if let Some(((columns, comparison), anchor)) = anchor {
            sql.push(&format!(
                " and ({columns}) {comparison} (select {columns} from articles where id = "
            ))
            .bind(Arg::Int(anchor.id))
            .push(")");
            offset -= anchor.place;
            stale = anchor.stale;
        }
        let order = filter.order.sql();
        sql.push(&format!(" order by {order}"))
            .limit(page.limit)
            .push(" offset ")
            .bind(Arg::Int(offset))
            .push(&format!(
                ") as page join articles on articles.id = page.page_id order by {order}"
            ));
        let rows = with_db!(&self.db, pool => fetch_as!(pool, SummaryRow, sql, fetch_all))?;
        Ok(PageRows { rows, stale })
    }

    /// The change log's head as the counts know it (see `counts`).
    async fn listing_head(&self) -> Result<i64> {
        if let Some(head) = self.counts.head() {
            return Ok(head);
        }
        let commits = super::write::commits();
        let head = self.outbox_head().await?;
        self.counts.put_head(head, commits);
        Ok(head)
    }

    /// The row at the last multiple of `ANCHOR_EVERY` at or before `offset` in the list `key`
    /// (filtered by `filter`). A list's places are all found in one pass, once per change log
    /// head: found one at a time, a million-article list has more of them than `counts` keeps,
    /// and each was an index scan as deep as its place. That pass reads the whole list (one to
    /// three seconds at a million articles, more than a client waits), so after a change the
    /// list is served from the places found before while a task of its own finds them again:
    /// a page is then off by as many articles as were added or removed before it since, for
    /// that while. Only a list's first pass, or a page whose stale row is gone, waits for it.
    async fn anchor(
        &self,
        filter: &ArticleFilter,
        key: &str,
        head: i64,
        offset: i64,
        staleness: Staleness,
    ) -> Result<Option<Anchor>> {
        let places_key = places_key(key, filter);
        let (found_at, anchors) = match (self.counts.anchors_at(&places_key), staleness) {
            (Some((at, places)), _) if at == head => (at, places),
            (Some(stale), Staleness::Allowed) => {
                self.find_places_later(filter, &places_key, head);
                stale
            }
            _ => self.find_places(filter, &places_key, head).await?,
        };
        let index = offset / ANCHOR_EVERY;
        Ok(usize::try_from(index)
            .ok()
            .and_then(|i| anchors.get(i))
            .map(|id| Anchor {
                id: *id,
                place: index * ANCHOR_EVERY,
                stale: found_at != head,
            }))
    }

    /// Finds a list's places again in a task that no request waits for, unless one is under way.
    fn find_places_later(&self, filter: &ArticleFilter, places_key: &str, head: i64) {
        let Some(turn) = self.counts.try_turn(places_key) else {
            return;
        };
        let (store, filter, places_key) = (self.clone(), filter.clone(), places_key.to_owned());
        tokio::spawn(async move {
            let _turn = turn;
            if store.counts.anchors(&places_key, head).is_some() {
                return;
            }
            if let Err(err) = store.places_pass(&filter, &places_key, head).await {
                tracing::warn!(error = %err, list = %places_key, "finding a list's places again failed");
            }
        });
    }

    /// The list's places as of `head`: found by one caller at a time and remembered.
    async fn find_places(&self, filter: &ArticleFilter, places_key: &str, head: i64) -> Result<(i64, Places)> {
        let remembered = || self.counts.anchors(places_key, head).map(|ids| (head, ids));
        self.counts
            .once(places_key, remembered, self.places_pass(filter, places_key, head))
            .await
    }

    /// The id at every `ANCHOR_EVERY`th place of the list, in one pass, remembered as of `head`.
    async fn places_pass(&self, filter: &ArticleFilter, places_key: &str, head: i64) -> Result<(i64, Places)> {
        let order = filter.order.sql();
        let mut sql = Sql::new(&format!(
            "select id from (select id, row_number() over (order by {order}) as place from articles"
        ));
        push_filters(&mut sql, filter);
        sql.push(&format!(
            ") as ranked where (place - 1) % {ANCHOR_EVERY} = 0 order by place"
        ));
        let ids: Vec<(i64,)> = with_db!(&self.db, pool => fetch_as!(pool, (i64,), sql, fetch_all))?;
        let places = Places::new(ids.into_iter().map(|(id,)| id).collect());
        self.counts
            .put_anchors(places_key.to_owned(), head, Places::clone(&places));
        Ok((head, places))
    }

    /// Spec §7: recent (newest first) or popular (most viewed) published articles.
    pub async fn ranked_articles(
        &self,
        language: Option<Language>,
        by_views: bool,
        limit: i64,
    ) -> Result<Vec<ArticleSummary>> {
        let summary = self.summary_columns();
        let mut sql = Sql::new(&format!("select {summary} from articles where status = 'published'"));
        if let Some(language) = language {
            sql.push(" and language = ").bind(Arg::Text(language.code().into()));
        }
        sql.push(if by_views {
            " order by views desc, published_at desc, id desc"
        } else {
            " order by published_at desc, id desc"
        })
        .limit(limit);
        let rows = with_db!(&self.db, pool => fetch_as!(pool, SummaryRow, sql, fetch_all))?;
        Ok(self.summaries(rows))
    }

    /// One article; `published_only` is the public read of spec §7.
    pub async fn get_article(&self, id: i64, published_only: bool) -> Result<Article> {
        let summary = self.summary_columns();
        let mut sql = Sql::new(&format!("select {summary}, {DETAIL_COLUMNS} from articles where id = "));
        sql.bind(Arg::Int(id));
        if published_only {
            sql.push(" and status = 'published'");
        }
        let row = with_db!(&self.db, pool => fetch_as!(pool, DetailRow, sql, fetch_optional))?
            .ok_or_else(|| Error::NotFound(format!("article {id}")))?;
        Ok(row.into_article(&self.categories))
    }

    /// Summaries of the given ids, in the order given; ids that are gone are skipped.
    pub async fn summaries_by_ids(&self, ids: &[i64]) -> Result<Vec<ArticleSummary>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let summary = self.summary_columns();
        let mut sql = Sql::new(&format!("select {summary} from articles where id"));
        sql.in_ids(self.backend(), ids);
        let rows = with_db!(&self.db, pool => fetch_as!(pool, SummaryRow, sql, fetch_all))?;
        let mut by_id: HashMap<i64, ArticleSummary> = self.summaries(rows).into_iter().map(|s| (s.id, s)).collect();
        Ok(ids.iter().filter_map(|id| by_id.remove(id)).collect())
    }

    /// Spec §7 adjacent articles: same status, language and category, the nearest older
    /// (previous) and newer (next) by published_at, never the article itself.
    pub async fn adjacent_articles(&self, id: i64) -> Result<(Option<ArticleSummary>, Option<ArticleSummary>)> {
        let mut sql = Sql::new(
            "select status, language, category, published_at from articles where status = 'published' and id = ",
        );
        sql.bind(Arg::Int(id));
        let (status, language, category, published_at): (String, String, String, DateTime<Utc>) =
            with_db!(&self.db, pool => fetch_as!(pool, (String, String, String, DateTime<Utc>), sql, fetch_optional))?
                .ok_or_else(|| Error::NotFound(format!("article {id}")))?;
        let summary = self.summary_columns();
        let neighbour = |older: bool| {
            let mut sql = Sql::new(&format!("select {summary} from articles where status = "));
            sql.bind(Arg::Text(status.clone()))
                .push(" and language = ")
                .bind(Arg::Text(language.clone()))
                .push(" and category = ")
                .bind(Arg::Text(category.clone()))
                .push(" and id <> ")
                .bind(Arg::Int(id))
                .push(if older {
                    " and (published_at, id) < ("
                } else {
                    " and (published_at, id) > ("
                })
                .bind(Arg::Time(published_at))
                .push(", ")
                .bind(Arg::Int(id))
                .push(if older {
                    ") order by published_at desc, id desc limit 1"
                } else {
                    ") order by published_at asc, id asc limit 1"
                });
            sql
        };
        let (previous, next) = with_db!(&self.db, pool => {
            let previous = fetch_as!(pool, SummaryRow, neighbour(true), fetch_optional)?;
            let next = fetch_as!(pool, SummaryRow, neighbour(false), fetch_optional)?;
            (previous, next)
        });
        let to_summary = |row: SummaryRow| row.into_summary(&self.categories);
        Ok((previous.map(to_summary), next.map(to_summary)))
    }

    /// Spec §7 linked article: the id and language of the published translation.
    pub async fn translation_of(&self, id: i64) -> Result<(i64, Language)> {
        let mut sql = Sql::new(
            "select t.id, t.language from articles a join articles t on t.id = a.linked_article_id \
             where a.status = 'published' and t.status = 'published' and a.id = ",
        );
        sql.bind(Arg::Int(id));
        let row: Option<(i64, String)> =
            with_db!(&self.db, pool => fetch_as!(pool, (i64, String), sql, fetch_optional))?;
        let (id, language) = row.ok_or_else(|| Error::NotFound(format!("a published translation of article {id}")))?;
        Ok((id, language.parse()?))
    }

    /// Tags of published articles with their use counts, most used first.
    pub async fn tag_counts(&self, language: Option<Language>, limit: i64) -> Result<Vec<TagCount>> {
        let mut sql = Sql::new(
            "select t.tag as tag, count(*) as count from article_tags t join articles a on a.id = t.article_id \
             where a.status = 'published'",
        );
        if let Some(language) = language {
            sql.push(" and a.language = ").bind(Arg::Text(language.code().into()));
        }
        sql.push(" group by t.tag order by count(*) desc, t.tag").limit(limit);
        Ok(with_db!(&self.db, pool => fetch_as!(pool, TagCount, sql, fetch_all))?)
    }

    /// How many published articles `language` has (a sitemap splits them into files).
    pub async fn count_published(&self, language: Language) -> Result<i64> {
        self.total(&ArticleFilter {
            status: Some(Status::Published),
            language: Some(language),
            ..ArticleFilter::default()
        })
        .await
    }

    /// Published articles of `language`, oldest id first, each with its published translation
    /// in the other language; `offset` and `limit` cut one sitemap file out of them.
    pub async fn sitemap_articles(&self, language: Language, offset: i64, limit: i64) -> Result<Vec<SitemapArticle>> {
        let mut sql = Sql::new(
            "select a.id, a.title, a.updated_at, t.id, t.title, t.language from articles a \
             left join articles t on t.id = a.linked_article_id and t.status = 'published' \
             and t.language <> a.language where a.status = 'published' and a.language = ",
        );
        sql.bind(Arg::Text(language.code().into()))
            .push(" order by a.id")
            .limit(limit)
            .push(" offset ")
            .bind(Arg::Int(offset));
        type Row = (i64, String, DateTime<Utc>, Option<i64>, Option<String>, Option<String>);
        let rows: Vec<Row> = with_db!(&self.db, pool => fetch_as!(pool, Row, sql, fetch_all))?;
        Ok(rows
            .into_iter()
            .map(|(id, title, updated_at, t_id, t_title, t_language)| SitemapArticle {
                address: ArticleAddress {
                    id,
                    language,
                    slug: slugify(&title),
                },
                updated_at,
                translation: match (t_id, t_title, t_language.and_then(|code| code.parse::<Language>().ok())) {
                    (Some(id), Some(title), Some(language)) => Some(ArticleAddress {
                        id,
                        language,
                        slug: slugify(&title),
                    }),
                    _ => None,
                },
            })
            .collect())
    }

    /// Published articles whose publication time falls in `since..=until`, newest first.
    pub async fn published_between(
        &self,
        since: DateTime<Utc>,
        until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<ArticleSummary>> {
        let summary = self.summary_columns();
        let mut sql = Sql::new(&format!(
            "select {summary} from articles where status = 'published' and published_at >= "
        ));
        sql.bind(Arg::Time(since))
            .push(" and published_at <= ")
            .bind(Arg::Time(until))
            .push(" order by published_at desc, id desc")
            .limit(limit);
        let rows = with_db!(&self.db, pool => fetch_as!(pool, SummaryRow, sql, fetch_all))?;
        Ok(self.summaries(rows))
    }

    pub async fn count_articles(&self) -> Result<i64> {
        self.total(&ArticleFilter::default()).await
    }

    async fn total(&self, filter: &ArticleFilter) -> Result<i64> {
        let (n,) = with_db!(&self.db, pool => fetch_as!(pool, (i64,), total_sql(filter), fetch_one))?;
        Ok(n)
    }

    /// Creates an article from a draft. The draft's id and bookkeeping timestamps are ignored;
    /// a link to a translation is made both ways when the other side has none yet. An admin's
    /// or operator's creation is audited with the article and kept as its first revision.
    pub async fn create_article(&self, draft: ArticleDraft, actor: Option<&Actor>) -> Result<Article> {
        let now = Utc::now();
        let draft = ArticleDraft {
            id: None,
            created_at: None,
            updated_at: None,
            content_changed_at: None,
            views: None,
            ..draft
        };
        let article = draft.validate(&self.categories, now)?;
        if article.status == Status::Scheduled {
            scheduled_in_future(article.published_at, now)?;
        }
        let id = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let id = write_article!(tx, &article);
            if let Some(linked) = article.linked_article_id {
                execute!(&mut *tx, link_back(id, linked))?;
                execute!(&mut *tx, outbox::record(self.backend(), linked, now))?;
            }
            execute!(&mut *tx, outbox::record(self.backend(), id, now))?;
            if let Some(actor) = actor {
                execute!(&mut *tx, audit::entry(actor, "article.create", &format!("article {id}")))?;
                for sql in revisions::keep(id, &article, false, actor, now)? {
                    execute!(&mut *tx, sql)?;
                }
            }
            tx.commit().await.map_err(|e| on_foreign_key(e, "linked_article_id", "the linked article does not exist"))?;
            id
        });
        self.get_article(id, false).await
    }

    /// Replaces an article's editable fields with the draft's and keeps a revision. Its id,
    /// creation time, view count, status and translation link stay (those change through
    /// `set_article_status` and the translation calls), and so does its publication time
    /// unless the draft gives one. A draft made on an older version than the stored one is
    /// refused with `Conflict`.
    pub async fn update_article(&self, id: i64, draft: ArticleDraft, actor: &Actor) -> Result<Article> {
        let current = self.get_article(id, false).await?;
        let now = Utc::now();
        let (version, autosave) = (draft.version, draft.autosave);
        let mut article = ArticleDraft {
            id: Some(id),
            created_at: Some(current.created_at),
            updated_at: Some(now),
            content_changed_at: None,
            views: Some(current.summary.views),
            status: Some(current.summary.status.as_str().into()),
            published_at: draft.published_at.or(Some(current.summary.published_at)),
            linked_article_id: current.summary.linked_article_id,
            ..draft
        }
        .validate(&self.categories, now)?;
        let text_unchanged = article.title == current.summary.title
            && article.excerpt == current.summary.excerpt
            && article.content == current.content;
        if text_unchanged {
            article.content_changed_at = current.content_changed_at;
        }
        let written = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let written = write_article!(tx, &article, version);
            if written.is_some() {
                // Views recorded since `current` was read have moved the count on: keep them.
                let mut views = Sql::new(
                    "update articles set views = coalesce((select total_views from article_metrics where article_id = articles.id), views) where id = ",
                );
                views.bind(Arg::Int(id));
                execute!(&mut *tx, views)?;
                execute!(&mut *tx, outbox::record(self.backend(), id, now))?;
                execute!(&mut *tx, audit::entry(actor, "article.update", &format!("article {id}")))?;
                for sql in revisions::keep(id, &article, autosave, actor, now)? {
                    execute!(&mut *tx, sql)?;
                }
                tx.commit().await?;
            }
            written
        });
        match written {
            Some(_) => self.get_article(id, false).await,
            None => Err(self.edit_conflict(id).await?),
        }
    }

    /// Writes articles exactly as given (ids and timestamps kept; existing ids replaced), all in
    /// one transaction so that a bad line leaves the database as it was. Links between the
    /// imported articles may point forward: foreign keys are checked at commit.
    pub async fn import_articles(&self, drafts: Vec<ArticleDraft>) -> Result<usize> {
        let mut drafts = Some(drafts);
        let count = self.import_article_batches(|| drafts.take()).await?;
        self.refresh_statistics().await?;
        Ok(count)
    }

    /// `import_articles` for more articles than memory should hold: `next` gives them a batch
    /// at a time, each written before the next is asked for, all in the one transaction. The
    /// caller refreshes the statistics once it has written what goes with the articles.
    pub async fn import_article_batches(
        &self,
        mut next: impl FnMut() -> Option<Vec<ArticleDraft>> + Send,
    ) -> Result<usize> {
        let now = Utc::now();
        let mut count = 0;
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            if matches!(self.db, Db::Postgres(_)) {
                execute!(&mut *tx, Sql::new("set local news.totals_deferred = 'on'"))?;
            }
            while let Some(drafts) = next() {
                for draft in drafts {
                    count += 1;
                    let article = draft.validate(&self.categories, now).map_err(|e| match e {
                        Error::Invalid { field, message } => Error::invalid(field, format!("article {count}: {message}")),
                        other => other,
                    })?;
                    let id = write_article!(tx, &article);
                    execute!(&mut *tx, outbox::record(self.backend(), id, now))?;
                }
            }
            if matches!(self.db, Db::Postgres(_)) {
                execute!(&mut *tx, Sql::new(
                    "select setval(pg_get_serial_sequence('articles', 'id'), coalesce((select max(id) from articles), 0) + 1, false)"
                ))?;
                // The totals were left alone (see the migration `article_totals`): counted
                // again, with other writers' articles held back until this commits.
                for statement in [
                    "lock table article_totals in exclusive mode",
                    "delete from article_totals",
                    "insert into article_totals (status, language, category, subcategory, featured, trending, n) \
                     select status, language, category, coalesce(subcategory, ''), featured, trending, count(*) \
                     from articles group by 1, 2, 3, 4, 5, 6",
                ] {
                    execute!(&mut *tx, Sql::new(statement))?;
                }
            }
            tx.commit().await.map_err(|e| {
                on_foreign_key(e, "linked_article_id", "an imported article links to an article that does not exist")
            })?;
        });
        Ok(count)
    }

    /// After a bulk load, which changes the data's shape: fresh statistics keep the planner on
    /// the indexes, and on PostgreSQL a vacuum marks the pages all-visible, so that a list finds
    /// its page on the listing index alone rather than visiting each row it passes (2.2× the
    /// lists' throughput at 10,000 articles, measured) until autovacuum comes by.
    pub async fn refresh_statistics(&self) -> Result<()> {
        let sql = match self.db {
            Db::Sqlite(_) => "analyze",
            Db::Postgres(_) => "vacuum (analyze) articles, article_tags",
        };
        with_db!(&self.db, pool => sqlx::query(sql).execute(pool).await.map(drop))?;
        Ok(())
    }

    /// Moves an article to another status (audited as `article.publish` and so on). Scheduling
    /// needs a publication time in the future; publishing a draft or a scheduled article early
    /// makes now its publication time.
    pub async fn set_article_status(&self, id: i64, status: Status, actor: &Actor) -> Result<Article> {
        let now = timestamp(Utc::now());
        let current = self.get_article(id, false).await?;
        if matches!(status, Status::Published | Status::Scheduled) {
            self.refuse_unreviewed(id).await?;
        }
        if status == Status::Scheduled {
            scheduled_in_future(current.summary.published_at, now)?;
        }
        let published_now =
            status == Status::Published && matches!(current.summary.status, Status::Draft | Status::Scheduled);
        let mut sql = Sql::new("update articles set status = ");
        sql.bind(Arg::Text(status.as_str().into()))
            .push(", updated_at = ")
            .bind(Arg::Time(now));
        if published_now {
            sql.push(", published_at = ").bind(Arg::Time(now));
        }
        sql.push(" where id = ").bind(Arg::Int(id));
        let action = match status {
            Status::Draft => "article.draft",
            Status::Scheduled => "article.schedule",
            Status::Published => "article.publish",
            Status::Archived => "article.archive",
            Status::Rejected => "article.reject",
        };
        self.write_one(id, sql, now, actor, action).await?;
        self.get_article(id, false).await
    }

    /// Schedules an article for the worker to publish at `at`, which must be to come.
    pub async fn schedule_article(&self, id: i64, at: DateTime<Utc>, actor: &Actor) -> Result<Article> {
        let now = timestamp(Utc::now());
        let at = timestamp(at);
        scheduled_in_future(at, now)?;
        self.refuse_unreviewed(id).await?;
        let mut sql = Sql::new("update articles set status = 'scheduled', published_at = ");
        sql.bind(Arg::Time(at))
            .push(", updated_at = ")
            .bind(Arg::Time(now))
            .push(" where id = ")
            .bind(Arg::Int(id));
        self.write_one(id, sql, now, actor, "article.schedule").await?;
        self.get_article(id, false).await
    }

    /// Publishes the scheduled articles whose time has come (the publish-scheduled automation
    /// rule calls it, every minute by default, so an article due while no worker ran is
    /// published by the first one back); returns their ids. Each keeps its scheduled time as
    /// its publication time.
    pub async fn publish_due(&self, now: DateTime<Utc>, actor: &Actor) -> Result<Vec<i64>> {
        let now = timestamp(now);
        let mut due = Sql::new("select id from articles where status = 'scheduled' and published_at <= ");
        due.bind(Arg::Time(now)).push(" order by published_at, id");
        let ids: Vec<(i64,)> = with_db!(&self.db, pool => fetch_as!(pool, (i64,), due, fetch_all))?;
        let mut published = Vec::with_capacity(ids.len());
        for (id,) in ids {
            let mut sql = Sql::new("update articles set status = 'published', updated_at = ");
            sql.bind(Arg::Time(now))
                .push(" where status = 'scheduled' and id = ")
                .bind(Arg::Int(id));
            match self.write_one(id, sql, now, actor, "article.publish").await {
                Ok(()) => published.push(id),
                // Published, unscheduled or deleted by someone else meanwhile.
                Err(Error::NotFound(_)) => {}
                Err(err) => return Err(err),
            }
        }
        Ok(published)
    }

    /// Moves an article to the trash, where `restore_article` finds it for `TRASH_RETENTION`.
    pub async fn delete_article(&self, id: i64, actor: &Actor) -> Result<()> {
        let article = self.get_article(id, false).await?;
        let document =
            serde_json::to_string(&article).map_err(|e| Error::io("cannot keep the deleted article", e.into()))?;
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query(
                "insert into article_trash (id, title, language, article, deleted_at, deleted_by) \
                 values ($1, $2, $3, $4, $5, $6) on conflict (id) do update set title = excluded.title, \
                 language = excluded.language, article = excluded.article, deleted_at = excluded.deleted_at, \
                 deleted_by = excluded.deleted_by",
            )
            .bind(id)
            .bind(&article.summary.title)
            .bind(article.summary.language.code())
            .bind(&document)
            .bind(now)
            .bind(&actor.label)
            .execute(&mut *tx)
            .await?;
            if sqlx::query("delete from articles where id = $1").bind(id).execute(&mut *tx).await?.rows_affected() == 0 {
                return Err(Error::NotFound(format!("article {id}")));
            }
            execute!(&mut *tx, outbox::record(self.backend(), id, now))?;
            execute!(&mut *tx, audit::entry(actor, "article.delete", &format!("article {id}")))?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// The articles in the trash, most recently deleted first.
    pub async fn list_trash(&self) -> Result<Vec<TrashedArticle>> {
        Ok(with_db!(&self.db, pool => {
            sqlx::query_as::<_, TrashedArticle>(
                "select id, title, language, deleted_at, deleted_by from article_trash order by deleted_at desc, id desc",
            )
            .fetch_all(pool)
            .await
        })?)
    }

    /// Puts an article of the trash back as it was deleted, under its own id; its translation
    /// link comes back too while the other article exists and has no other.
    pub async fn restore_article(&self, id: i64, actor: &Actor) -> Result<Article> {
        let row: Option<(String,)> = with_db!(&self.db, pool => {
            sqlx::query_as("select article from article_trash where id = $1").bind(id).fetch_optional(pool).await
        })?;
        let (document,) = row.ok_or_else(|| Error::NotFound(format!("article {id} in the trash")))?;
        let mut draft: ArticleDraft = serde_json::from_str(&document)
            .map_err(|e| Error::invalid("article", format!("the trashed article {id} cannot be read: {e}")))?;
        if self.get_article(id, false).await.is_ok() {
            return Err(Error::Conflict(format!("An article with id {id} exists already.")));
        }
        if let Some(linked) = draft.linked_article_id
            && self.get_article(linked, false).await.is_err()
        {
            draft.linked_article_id = None;
        }
        let now = Utc::now();
        let article = draft.validate(&self.categories, now)?;
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            write_article!(tx, &article);
            if let Some(linked) = article.linked_article_id {
                execute!(&mut *tx, link_back(id, linked))?;
                execute!(&mut *tx, outbox::record(self.backend(), linked, now))?;
            }
            sqlx::query("delete from article_trash where id = $1").bind(id).execute(&mut *tx).await?;
            execute!(&mut *tx, outbox::record(self.backend(), id, now))?;
            execute!(&mut *tx, audit::entry(actor, "article.restore", &format!("article {id}")))?;
            tx.commit().await?;
        });
        self.get_article(id, false).await
    }

    /// Deletes an article for good, whether it is live or in the trash.
    pub async fn purge_article(&self, id: i64, actor: &Actor) -> Result<()> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let live = sqlx::query("delete from articles where id = $1").bind(id).execute(&mut *tx).await?.rows_affected();
            let trashed =
                sqlx::query("delete from article_trash where id = $1").bind(id).execute(&mut *tx).await?.rows_affected();
            if live + trashed == 0 {
                return Err(Error::NotFound(format!("article {id}")));
            }
            if live > 0 {
                execute!(&mut *tx, outbox::record(self.backend(), id, now))?;
            }
            execute!(&mut *tx, audit::entry(actor, "article.purge", &format!("article {id}")))?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Deletes what has been in the trash longer than `TRASH_RETENTION`, as of `now`.
    pub async fn empty_trash(&self, now: DateTime<Utc>) -> Result<u64> {
        let before = timestamp(now) - TRASH_RETENTION;
        Ok(with_write!(&self.db, conn => {
            sqlx::query("delete from article_trash where deleted_at <= $1")
                .bind(before)
                .execute(conn)
                .await
                .map(|done| done.rows_affected())
        })?)
    }

    /// Runs one statement on one article with its outbox and audit entries; `NotFound` if no
    /// row changed.
    async fn write_one(&self, id: i64, sql: Sql, now: DateTime<Utc>, actor: &Actor, action: &str) -> Result<()> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            if execute!(&mut *tx, sql)?.rows_affected() == 0 {
                return Err(Error::NotFound(format!("article {id}")));
            }
            execute!(&mut *tx, outbox::record(self.backend(), id, now))?;
            execute!(&mut *tx, audit::entry(actor, action, &format!("article {id}")))?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Every article, oldest id first, a page at a time (for export and reindexing).
    pub async fn export_page(&self, after: i64, limit: i64, published_only: bool) -> Result<ArticleExportPage> {
        let summary = self.summary_columns();
        let mut sql = Sql::new(&format!("select {summary}, {DETAIL_COLUMNS} from articles where id > "));
        sql.bind(Arg::Int(after));
        if published_only {
            sql.push(" and status = 'published'");
        }
        sql.push(" order by id").limit(limit);
        let rows = with_db!(&self.db, pool => fetch_as!(pool, DetailRow, sql, fetch_all))?;
        let next_after = (rows.len() as i64 == limit)
            .then(|| rows.last().map(|r| r.summary.id))
            .flatten();
        Ok(ArticleExportPage {
            articles: self.articles(rows),
            next_after,
        })
    }

    /// Full published articles of the given ids (for the search index).
    pub async fn published_articles_by_ids(&self, ids: &[i64]) -> Result<Vec<Article>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let summary = self.summary_columns();
        let mut sql = Sql::new(&format!(
            "select {summary}, {DETAIL_COLUMNS} from articles where status = 'published' and id"
        ));
        sql.in_ids(self.backend(), ids);
        let rows = with_db!(&self.db, pool => fetch_as!(pool, DetailRow, sql, fetch_all))?;
        Ok(self.articles(rows))
    }

    fn articles(&self, rows: Vec<DetailRow>) -> Vec<Article> {
        rows.into_iter().map(|r| r.into_article(&self.categories)).collect()
    }

    fn summaries(&self, rows: Vec<SummaryRow>) -> Vec<ArticleSummary> {
        rows.into_iter().map(|r| r.into_summary(&self.categories)).collect()
    }

    fn summary_columns(&self) -> &'static str {
        match self.db {
            Db::Sqlite(_) => SQLITE_SUMMARY_COLUMNS,
            Db::Postgres(_) => POSTGRES_SUMMARY_COLUMNS,
        }
    }
}

/// Spec-free but necessary: a scheduled article must have somewhere in the future to go.
fn scheduled_in_future(published_at: DateTime<Utc>, now: DateTime<Utc>) -> Result<()> {
    if published_at <= now {
        return Err(Error::invalid(
            "published_at",
            "published_at must be in the future to schedule the article",
        ));
    }
    Ok(())
}

const WRITE_COLUMNS: [&str; 28] = [
    "title",
    "excerpt",
    "content",
    "image_url",
    "imagecaption",
    "category",
    "subcategory",
    "author",
    "published_at",
    "created_at",
    "updated_at",
    "featured",
    "trending",
    "views",
    "language",
    "user_id",
    "editor_id",
    "status",
    "uses_blocks",
    "geographic_scope",
    "trust_score",
    "estimated_reading_time",
    "linked_article_id",
    "manual_language_override",
    "editorial_signature",
    "trending_manual",
    "slug",
    "content_changed_at",
];

/// The insert of one article; with a known id it replaces the existing row (an edit, an
/// import), moving its version on, and only while it is still at `version` when one is given.
fn insert_sql(a: &NewArticle, version: Option<i64>) -> Sql {
    let values = [
        Arg::Text(a.title.clone()),
        Arg::Text(a.excerpt.clone()),
        Arg::Text(a.content.clone()),
        Arg::OptText(a.image_url.clone()),
        Arg::OptText(a.imagecaption.clone()),
        Arg::Text(a.category.clone()),
        Arg::OptText(a.subcategory.clone()),
        Arg::Text(a.author.clone()),
        Arg::Time(a.published_at),
        Arg::Time(a.created_at),
        Arg::Time(a.updated_at),
        Arg::Bool(a.featured),
        Arg::Bool(a.trending.unwrap_or(false)),
        Arg::Int(a.views),
        Arg::Text(a.language.code().into()),
        Arg::OptText(a.user_id.clone()),
        Arg::OptText(a.editor_id.clone()),
        Arg::Text(a.status.as_str().into()),
        Arg::Bool(a.uses_blocks),
        Arg::Text(a.geographic_scope.clone()),
        Arg::Float(a.trust_score),
        Arg::Int(a.estimated_reading_time),
        Arg::OptInt(a.linked_article_id),
        Arg::Bool(a.manual_language_override),
        Arg::Text(a.editorial_signature.clone()),
        Arg::OptBool(a.trending),
        Arg::OptText(a.custom_slug.clone()),
        Arg::Time(a.content_changed_at),
    ];
    let mut sql = Sql::new("insert into articles (");
    if a.id.is_some() {
        sql.push("id, ");
    }
    sql.push(&WRITE_COLUMNS.join(", ")).push(") values (");
    if let Some(id) = a.id {
        sql.bind(Arg::Int(id)).push(", ");
    }
    for (i, value) in values.into_iter().enumerate() {
        if i > 0 {
            sql.push(", ");
        }
        sql.bind(value);
    }
    sql.push(")");
    if a.id.is_some() {
        // Without an editor's choice the flag stays as the trending computation left it.
        let updates: Vec<String> = WRITE_COLUMNS
            .iter()
            .map(|c| match *c {
                "trending" => "trending = coalesce(excluded.trending_manual, articles.trending)".to_string(),
                c => format!("{c} = excluded.{c}"),
            })
            .collect();
        sql.push(" on conflict (id) do update set ")
            .push(&updates.join(", "))
            .push(", version = articles.version + 1");
        if let Some(version) = version {
            sql.push(" where articles.version = ").bind(Arg::Int(version));
        }
    }
    sql.push(" returning id");
    sql
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::store::{Db, new_sqlite_store};

    /// After a change, a deep page starts at once from the places found before, off by the
    /// articles removed ahead of it since, while a task finds them again; when the row it
    /// starts from was deleted since, the page waits for the new places rather than coming back
    /// empty.
    #[tokio::test]
    async fn a_deep_page_takes_the_stale_places_unless_its_row_is_gone() {
        let (_dir, _, store) = new_sqlite_store().await;
        let Db::Sqlite(pool) = &store.db else { unreachable!() };
        let now = Utc::now();
        sqlx::query(
            "with recursive n(i) as (select 1 union all select i + 1 from n where i < 1200) \
             insert into articles (title, status, language, published_at, created_at, updated_at, content_changed_at) \
             select 'Article ' || i, 'published', 'en', strftime('%Y-%m-%dT%H:%M:%SZ', ?1, '-' || i || ' minutes'), ?1, ?1, ?1 \
             from n",
        )
        .bind(now)
        .execute(pool)
        .await
        .unwrap();
        let filter = ArticleFilter {
            status: Some(Status::Published),
            ..ArticleFilter::default()
        };
        let page = Page {
            limit: 10,
            offset: ANCHOR_EVERY,
        };
        let listed = |store: Store| {
            let filter = filter.clone();
            async move {
                let (items, _) = store.list_articles(&filter, page).await.unwrap();
                items.iter().map(|a| a.id).collect::<Vec<i64>>()
            }
        };
        // Ids ascend as the articles get older, so the row at a place is the id one above it.
        let ids = |first: i64| (ANCHOR_EVERY + first..ANCHOR_EVERY + first + 10).collect::<Vec<_>>();
        assert_eq!(listed(store.clone()).await, ids(1));

        let turn = store.counts.turn(&places_key(&list_key(&filter), &filter));
        let operator = Actor::operator("test");

        store.purge_article(5, &operator).await.unwrap();
        let stale = tokio::time::timeout(Duration::from_secs(5), listed(store.clone())).await;
        assert_eq!(stale.unwrap(), ids(1), "at once, one article late");
        let started = std::time::Instant::now();
        while listed(store.clone()).await != ids(2) {
            assert!(
                started.elapsed() < Duration::from_secs(5),
                "the places are found again meanwhile"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }

        // The row the page now starts from.
        store.purge_article(ANCHOR_EVERY + 2, &operator).await.unwrap();
        let under_way = turn.lock().await;
        let page = tokio::spawn(listed(store.clone()));
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert!(!page.is_finished(), "the page waits for the places being found");
        drop(under_way);
        assert_eq!(page.await.unwrap(), ids(3));
    }
}
