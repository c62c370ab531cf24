//! The admin dashboard's figures. Interactions add to their article's count of the day as they
//! are recorded; `refresh_dashboard` (the worker, once a minute) sums those into per-language
//! totals, this week's top articles and the day's subscriber counts, so reading the dashboard
//! touches a few hundred small rows whatever the traffic was.

use super::BeginWrite as _;
use std::collections::HashMap;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::sql::{Arg, Sql, execute, fetch_as};
use super::{Store, with_db};
use crate::Result;
use crate::domain::Language;
use crate::domain::newsletter::SubscriberStatus;

/// How many days the series cover, today included.
pub const DASHBOARD_DAYS: i64 = 30;
const TOP_ARTICLES: i64 = 5;

#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct EngagementSeries {
    pub language: Language,
    /// One number a day, aligned with the dashboard's `days`.
    pub views: Vec<i64>,
    pub likes: Vec<i64>,
    pub shares: Vec<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct TopArticle {
    pub id: i64,
    pub title: String,
    pub language: String,
    pub views: i64,
    pub likes: i64,
    pub shares: i64,
}

/// Subscribers by status at the end of each day; null where no count was taken.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct SubscriberSeries {
    pub confirmed: Vec<Option<i64>>,
    pub pending: Vec<Option<i64>>,
    pub unsubscribed: Vec<Option<i64>>,
    pub bouncing: Vec<Option<i64>>,
}

/// The content figures of the dashboard (the server adds the operational ones).
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct ContentFigures {
    /// 'YYYY-MM-DD' (UTC), oldest first; the last is today.
    pub days: Vec<String>,
    pub engagement: Vec<EngagementSeries>,
    /// The last 7 days' most viewed.
    pub top_articles: Vec<TopArticle>,
    pub subscribers: SubscriberSeries,
    /// Comments waiting for moderation.
    pub comments_held: i64,
    /// When the worker last summed the counts; null before its first time.
    pub refreshed_at: Option<DateTime<Utc>>,
}

/// One article's last 30 days and its totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct ArticleMetricsSeries {
    pub days: Vec<String>,
    pub views: Vec<i64>,
    pub likes: Vec<i64>,
    pub bookmarks: Vec<i64>,
    pub shares: Vec<i64>,
    pub totals: ArticleTotals,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct ArticleTotals {
    pub views: i64,
    pub likes: i64,
    pub bookmarks: i64,
    pub shares: i64,
    pub comments: i64,
}

/// Views per day of several articles, for the sparklines of the admin list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct ViewSparklines {
    /// 'YYYY-MM-DD' (UTC), oldest first; the last is today.
    pub days: Vec<String>,
    pub items: Vec<ArticleViews>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct ArticleViews {
    pub id: i64,
    /// One number a day, aligned with `days`.
    pub views: Vec<i64>,
}

fn day(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// The series' days, oldest first, ending with the day of `now`.
fn days_until(now: DateTime<Utc>) -> Vec<String> {
    let today = now.date_naive();
    (0..DASHBOARD_DAYS)
        .rev()
        .map(|back| day(today - Duration::days(back)))
        .collect()
}

/// Counts by day laid out along `days` (zero where none).
fn along(days: &[String], counts: &HashMap<&str, i64>) -> Vec<i64> {
    days.iter()
        .map(|d| counts.get(d.as_str()).copied().unwrap_or(0))
        .collect()
}

impl Store {
    /// Sums the recent daily counts into the dashboard's tables: yesterday's and today's totals
    /// (earlier days no longer change), the top articles of the last 7 days, and today's
    /// subscribers by status.
    pub async fn refresh_dashboard(&self, now: DateTime<Utc>) -> Result<()> {
        let today = now.date_naive();
        let since = day(today - Duration::days(1));
        let week = day(today - Duration::days(6));
        let mut totals = Sql::new(
            "insert into daily_totals (day, language, kind, count) \
             select d.day, a.language, d.kind, sum(d.count) from article_daily d join articles a on a.id = d.article_id \
             where d.day >= ",
        );
        totals
            .bind(Arg::Text(since))
            .push(" group by d.day, a.language, d.kind on conflict (day, language, kind) do update set count = excluded.count");
        let mut top = Sql::new(
            "insert into top_week (article_id, views, likes, shares) \
             select article_id, sum(case when kind = 'view' then count else 0 end) as views, \
             sum(case when kind = 'like' then count else 0 end), sum(case when kind = 'share' then count else 0 end) \
             from article_daily where day >= ",
        );
        top.bind(Arg::Text(week))
            .push(" group by article_id order by views desc, article_id")
            .limit(TOP_ARTICLES);
        let mut refreshed = Sql::new("insert into dashboard_refresh (id, refreshed_at) values (1, ");
        refreshed
            .bind(Arg::Time(crate::domain::article::timestamp(now)))
            .push(") on conflict (id) do update set refreshed_at = excluded.refreshed_at");
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            execute!(&mut *tx, totals)?;
            execute!(&mut *tx, Sql::new("delete from top_week"))?;
            execute!(&mut *tx, top)?;
            for status in SubscriberStatus::ALL.map(SubscriberStatus::as_str) {
                let mut count = Sql::new("insert into subscriber_daily (day, status, count) select ");
                count
                    .bind(Arg::Text(day(today)))
                    .push(", ")
                    .bind(Arg::Text(status.into()))
                    .push(", count(*) from newsletter_subscribers where status = ")
                    .bind(Arg::Text(status.into()))
                    .push(" on conflict (day, status) do update set count = excluded.count");
                execute!(&mut *tx, count)?;
            }
            execute!(&mut *tx, refreshed)?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// The dashboard's content figures for the 30 days up to `now`.
    pub async fn dashboard(&self, now: DateTime<Utc>) -> Result<ContentFigures> {
        let days = days_until(now);
        let first = days[0].clone();
        let mut totals = Sql::new("select day, language, kind, count from daily_totals where day >= ");
        totals.bind(Arg::Text(first.clone()));
        // `cross join` keeps the five rows of top_week outside: SQLite, knowing nothing of the
        // small table, would otherwise read every article to join them.
        let top = Sql::new(
            "select t.article_id as id, a.title, a.language, t.views, t.likes, t.shares \
             from top_week t cross join articles a where a.id = t.article_id order by t.views desc, t.article_id",
        );
        let mut subscribers = Sql::new("select day, status, count from subscriber_daily where day >= ");
        subscribers.bind(Arg::Text(first));
        let (totals, top, subscribers, (held,), refreshed) = with_db!(&self.db, pool => {
            let totals: Vec<(String, String, String, i64)> = fetch_as!(pool, (String, String, String, i64), totals, fetch_all)?;
            let top = fetch_as!(pool, TopArticle, top, fetch_all)?;
            let subscribers: Vec<(String, String, i64)> = fetch_as!(pool, (String, String, i64), subscribers, fetch_all)?;
            let held: (i64,) = fetch_as!(pool, (i64,), Sql::new("select count(*) from comments where status = 'held'"), fetch_one)?;
            let refreshed: Option<(DateTime<Utc>,)> =
                fetch_as!(pool, (DateTime<Utc>,), Sql::new("select refreshed_at from dashboard_refresh where id = 1"), fetch_optional)?;
            (totals, top, subscribers, held, refreshed)
        });
        let engagement = Language::ALL
            .iter()
            .map(|language| {
                let series = |kind: &str| {
                    let counts: HashMap<&str, i64> = totals
                        .iter()
                        .filter(|(_, l, k, _)| l == language.code() && k == kind)
                        .map(|(d, _, _, n)| (d.as_str(), *n))
                        .collect();
                    along(&days, &counts)
                };
                EngagementSeries {
                    language: *language,
                    views: series("view"),
                    likes: series("like"),
                    shares: series("share"),
                }
            })
            .collect();
        let by_status = |status: &str| {
            let counts: HashMap<&str, i64> = subscribers
                .iter()
                .filter(|(_, s, _)| s == status)
                .map(|(d, _, n)| (d.as_str(), *n))
                .collect();
            days.iter().map(|d| counts.get(d.as_str()).copied()).collect()
        };
        Ok(ContentFigures {
            subscribers: SubscriberSeries {
                confirmed: by_status("confirmed"),
                pending: by_status("pending"),
                unsubscribed: by_status("unsubscribed"),
                bouncing: by_status("bouncing"),
            },
            days,
            engagement,
            top_articles: top,
            comments_held: held,
            refreshed_at: refreshed.map(|(at,)| at),
        })
    }

    /// One article's counts of the 30 days up to `now`, and its totals.
    pub async fn article_metrics_series(&self, article_id: i64, now: DateTime<Utc>) -> Result<ArticleMetricsSeries> {
        self.get_article(article_id, false).await?;
        let days = days_until(now);
        let mut daily = Sql::new("select day, kind, count from article_daily where article_id = ");
        daily
            .bind(Arg::Int(article_id))
            .push(" and day >= ")
            .bind(Arg::Text(days[0].clone()));
        let mut totals = Sql::new(
            "select coalesce(max(m.total_views), 0), coalesce(max(m.total_likes), 0), coalesce(max(m.total_bookmarks), 0), \
             coalesce(max(m.total_shares), 0), (select count(*) from comments c where c.article_id = ",
        );
        totals
            .bind(Arg::Int(article_id))
            .push(" and c.status = 'approved') from article_metrics m where m.article_id = ")
            .bind(Arg::Int(article_id));
        type Totals = (i64, i64, i64, i64, i64);
        let (rows, (views, likes, bookmarks, shares, comments)) = with_db!(&self.db, pool => {
            let rows: Vec<(String, String, i64)> = fetch_as!(pool, (String, String, i64), daily, fetch_all)?;
            let totals: Totals = fetch_as!(pool, Totals, totals, fetch_one)?;
            (rows, totals)
        });
        let series = |kind: &str| {
            let counts: HashMap<&str, i64> = rows
                .iter()
                .filter(|(_, k, _)| k == kind)
                .map(|(d, _, n)| (d.as_str(), *n))
                .collect();
            along(&days, &counts)
        };
        Ok(ArticleMetricsSeries {
            views: series("view"),
            likes: series("like"),
            bookmarks: series("bookmark"),
            shares: series("share"),
            days,
            totals: ArticleTotals {
                views,
                likes,
                bookmarks,
                shares,
                comments,
            },
        })
    }

    /// The last 30 days' views of each of `ids` (unknown ids get zeros), in the order given.
    pub async fn view_sparklines(&self, ids: &[i64], now: DateTime<Utc>) -> Result<ViewSparklines> {
        let days = days_until(now);
        let mut rows: Vec<(i64, String, i64)> = Vec::new();
        if !ids.is_empty() {
            let mut sql = Sql::new("select article_id, day, count from article_daily where kind = 'view' and day >= ");
            sql.bind(Arg::Text(days[0].clone()))
                .push(" and article_id")
                .in_ids(self.backend(), ids);
            rows = with_db!(&self.db, pool => fetch_as!(pool, (i64, String, i64), sql, fetch_all))?;
        }
        let mut counts: HashMap<i64, HashMap<&str, i64>> = HashMap::new();
        for (id, day, count) in &rows {
            counts.entry(*id).or_default().insert(day.as_str(), *count);
        }
        let items = ids
            .iter()
            .map(|id| ArticleViews {
                id: *id,
                views: along(&days, counts.get(id).unwrap_or(&HashMap::new())),
            })
            .collect();
        Ok(ViewSparklines { days, items })
    }
}
