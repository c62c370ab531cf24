//! newsletter_subscribers, newsletter_campaigns and newsletter_deliveries. A campaign's
//! recipients are one delivery row each, claimed in batches by whichever worker sends, so a
//! campaign survives a worker that dies mid-way and never mails anyone twice on purpose.

use super::BeginWrite as _;
use chrono::{DateTime, Duration, Utc};

use super::sql::{Arg, Sql, contains_pattern, execute, fetch_as};
use super::{Db, Store, audit, with_db, with_write};
use crate::domain::article::{Language, timestamp};
use crate::domain::identity::Actor;
use crate::domain::newsletter::{
    BOUNCES_BEFORE_BOUNCING, Campaign, CampaignKind, CampaignStatus, NewCampaign, Progress, Subscriber,
    SubscriberStatus,
};
use crate::{Error, Result};

const SUBSCRIBER_COLUMNS: &str =
    "id, email, language, status, created_at, confirmed_at, unsubscribed_at, bounces, unsubscribe_token";
const CAMPAIGN_COLUMNS: &str = "c.id, c.subject, c.language, c.kind, c.status, c.scheduled_at, c.started_at, \
     c.finished_at, c.created_by, c.created_at, c.recipients, \
     (select count(*) from newsletter_deliveries d where d.campaign_id = c.id and d.status = 'sent') as sent, \
     (select count(*) from newsletter_deliveries d where d.campaign_id = c.id and d.status = 'failed') as failed, \
     (select count(*) from newsletter_deliveries d where d.campaign_id = c.id and d.status in ('pending', 'sending')) as pending";

/// Which subscribers a list or an export shows; every field narrows it.
#[derive(Clone, Debug, Default)]
pub struct SubscriberFilter {
    pub status: Option<SubscriberStatus>,
    pub language: Option<Language>,
    /// A part of the address, in any case.
    pub address_contains: Option<String>,
}

/// What `subscribe` did, so the caller knows whether to mail a confirmation link.
#[derive(Debug)]
pub struct Subscription {
    pub subscriber: Subscriber,
    /// The confirmation mail is due: a new request, or the last mail is over an hour old.
    pub send_confirmation: bool,
}

/// One mail of a campaign, claimed by a sender.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Delivery {
    pub id: i64,
    pub subscriber_id: i64,
    pub email: String,
    pub unsubscribe_token: String,
    pub attempts: i64,
}

/// How one delivery went.
#[derive(Clone, Debug)]
pub enum DeliveryOutcome {
    Sent,
    /// Try again at `retry_at`; past the last attempt it fails for good.
    Temporary {
        error: String,
        retry_at: Option<DateTime<Utc>>,
    },
    /// The address refuses mail; counts towards marking it bouncing.
    Permanent {
        error: String,
    },
}

/// An article of a digest, with its views in the digest's window.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct MostRead {
    pub id: i64,
    pub title: String,
    pub excerpt: String,
}

/// A campaign's text, for the sender.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct CampaignBody {
    pub subject: String,
    pub language: String,
    pub body_html: String,
    pub body_text: String,
}

#[derive(sqlx::FromRow)]
struct SubscriberRow {
    id: i64,
    email: String,
    language: String,
    status: String,
    created_at: DateTime<Utc>,
    confirmed_at: Option<DateTime<Utc>>,
    unsubscribed_at: Option<DateTime<Utc>>,
    bounces: i64,
    unsubscribe_token: Option<String>,
}

impl TryFrom<SubscriberRow> for Subscriber {
    type Error = Error;

    fn try_from(row: SubscriberRow) -> Result<Self> {
        Ok(Self {
            id: row.id,
            email: row.email,
            language: row.language,
            status: row.status.parse()?,
            created_at: row.created_at,
            confirmed_at: row.confirmed_at,
            unsubscribed_at: row.unsubscribed_at,
            bounces: row.bounces,
        })
    }
}

#[derive(sqlx::FromRow)]
struct CampaignRow {
    id: i64,
    subject: String,
    language: String,
    kind: String,
    status: String,
    scheduled_at: Option<DateTime<Utc>>,
    started_at: Option<DateTime<Utc>>,
    finished_at: Option<DateTime<Utc>>,
    created_by: String,
    created_at: DateTime<Utc>,
    recipients: i64,
    sent: i64,
    failed: i64,
    pending: i64,
}

impl TryFrom<CampaignRow> for Campaign {
    type Error = Error;

    fn try_from(row: CampaignRow) -> Result<Self> {
        let kind = match row.kind.as_str() {
            "digest" => CampaignKind::Digest,
            _ => CampaignKind::Manual,
        };
        let status = match row.status.as_str() {
            "draft" => CampaignStatus::Draft,
            "scheduled" => CampaignStatus::Scheduled,
            "sending" => CampaignStatus::Sending,
            "sent" => CampaignStatus::Sent,
            "cancelled" => CampaignStatus::Cancelled,
            other => return Err(Error::Queue(format!("campaign {} has unknown status {other}", row.id))),
        };
        Ok(Self {
            id: row.id,
            subject: row.subject,
            language: row.language,
            kind,
            status,
            scheduled_at: row.scheduled_at,
            started_at: row.started_at,
            finished_at: row.finished_at,
            created_by: row.created_by,
            created_at: row.created_at,
            progress: Progress {
                recipients: row.recipients,
                sent: row.sent,
                failed: row.failed,
                pending: row.pending,
            },
        })
    }
}

impl Store {
    /// Records a request to subscribe. A confirmed address stays confirmed (subscribing again is
    /// not an error); any other is pending confirmation, and the confirmation mail is due at most
    /// once per `resend_after`.
    pub async fn subscribe(
        &self,
        email: &str,
        language: &str,
        unsubscribe_token: &str,
        resend_after: Duration,
    ) -> Result<Subscription> {
        let now = timestamp(Utc::now());
        let resend_before = now - resend_after;
        let due = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query(
                "insert into newsletter_subscribers (email, language, status, unsubscribe_token, created_at, updated_at) \
                 values ($1, $2, 'pending', $3, $4, $4) on conflict (email) do nothing",
            )
            .bind(email)
            .bind(language)
            .bind(unsubscribe_token)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            // Claims the confirmation mail: only one request per hour wins it.
            let due = sqlx::query(
                "update newsletter_subscribers set status = 'pending', language = $2, confirm_sent_at = $3, updated_at = $3 \
                 where email = $1 and status <> 'confirmed' \
                 and (confirm_sent_at is null or confirm_sent_at < $4)",
            )
            .bind(email)
            .bind(language)
            .bind(now)
            .bind(resend_before)
            .execute(&mut *tx)
            .await?
            .rows_affected()
                > 0;
            tx.commit().await?;
            due
        });
        let subscriber = self
            .subscriber_by_email(email)
            .await?
            .ok_or_else(|| Error::NotFound(format!("subscriber {email}")))?;
        Ok(Subscription {
            subscriber,
            send_confirmation: due,
        })
    }

    pub async fn subscriber_by_email(&self, email: &str) -> Result<Option<Subscriber>> {
        let sql = format!("select {SUBSCRIBER_COLUMNS} from newsletter_subscribers where email = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, SubscriberRow>(sqlx::AssertSqlSafe(sql)).bind(email).fetch_optional(pool).await)?;
        row.map(Subscriber::try_from).transpose()
    }

    /// Gives a pending subscriber a new confirmation token (its hash is kept) and returns them
    /// with their unsubscribe token; `None` when there is nothing to confirm any more.
    pub async fn renew_confirmation(
        &self,
        subscriber_id: i64,
        token_hash: &str,
    ) -> Result<Option<(Subscriber, String)>> {
        let sql = format!(
            "update newsletter_subscribers set confirm_token_hash = $1 where id = $2 and status = 'pending' \
             returning {SUBSCRIBER_COLUMNS}"
        );
        let row = with_write!(&self.db, conn => sqlx::query_as::<_, SubscriberRow>(sqlx::AssertSqlSafe(sql)).bind(token_hash).bind(subscriber_id).fetch_optional(conn).await)?;
        match row {
            Some(row) => {
                let token = row.unsubscribe_token.clone().unwrap_or_default();
                Ok(Some((row.try_into()?, token)))
            }
            None => Ok(None),
        }
    }

    /// Follows a confirmation link: single use, and only within `valid_for` of its mail.
    pub async fn confirm_subscription(&self, token_hash: &str, valid_for: Duration) -> Result<Option<Subscriber>> {
        let now = timestamp(Utc::now());
        let sql = format!(
            "update newsletter_subscribers set status = 'confirmed', confirmed_at = $1, updated_at = $1, \
             confirm_token_hash = null, bounces = 0 \
             where confirm_token_hash = $2 and status = 'pending' and confirm_sent_at >= $3 \
             returning {SUBSCRIBER_COLUMNS}"
        );
        let row = with_write!(&self.db, conn => sqlx::query_as::<_, SubscriberRow>(sqlx::AssertSqlSafe(sql)).bind(now).bind(token_hash).bind(now - valid_for).fetch_optional(conn).await)?;
        row.map(Subscriber::try_from).transpose()
    }

    /// Confirms a pending subscription of an address its account already confirmed: the
    /// account's confirmation was the opt-in.
    pub async fn confirm_account_subscription(&self, email: &str) -> Result<Option<Subscriber>> {
        let now = timestamp(Utc::now());
        let sql = format!(
            "update newsletter_subscribers set status = 'confirmed', confirmed_at = $1, updated_at = $1, \
             confirm_token_hash = null, unsubscribed_at = null, bounces = 0 \
             where email = $2 and status = 'pending' returning {SUBSCRIBER_COLUMNS}"
        );
        let row = with_write!(&self.db, conn => sqlx::query_as::<_, SubscriberRow>(sqlx::AssertSqlSafe(sql)).bind(now).bind(email).fetch_optional(conn).await)?;
        row.map(Subscriber::try_from).transpose()
    }

    /// Unsubscribes an address from its account page (idempotent); `None` when it never subscribed.
    pub async fn unsubscribe_email(&self, email: &str) -> Result<Option<Subscriber>> {
        let sql = "select unsubscribe_token from newsletter_subscribers where email = $1";
        let token: Option<(Option<String>,)> =
            with_db!(&self.db, pool => sqlx::query_as(sql).bind(email).fetch_optional(pool).await)?;
        match token {
            Some((Some(token),)) => self.unsubscribe(&token).await,
            _ => Ok(None),
        }
    }

    /// Unsubscribes the owner of `token` (idempotent); `None` for a token nobody holds.
    pub async fn unsubscribe(&self, token: &str) -> Result<Option<Subscriber>> {
        let now = timestamp(Utc::now());
        let sql = format!(
            "update newsletter_subscribers set status = 'unsubscribed', \
             unsubscribed_at = coalesce(unsubscribed_at, $1), updated_at = $1, confirm_token_hash = null \
             where unsubscribe_token = $2 returning {SUBSCRIBER_COLUMNS}"
        );
        let row = with_write!(&self.db, conn => sqlx::query_as::<_, SubscriberRow>(sqlx::AssertSqlSafe(sql)).bind(now).bind(token).fetch_optional(conn).await)?;
        row.map(Subscriber::try_from).transpose()
    }

    /// Subscribers, newest first, with the count of all that match.
    /// Subscribers matching `filter`, newest first, and how many match in all.
    pub async fn subscribers(
        &self,
        filter: &SubscriberFilter,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<Subscriber>, i64)> {
        let mut conditions = Sql::new(" from newsletter_subscribers where 1 = 1");
        if let Some(status) = filter.status {
            conditions
                .push(" and status = ")
                .bind(Arg::Text(status.as_str().into()));
        }
        if let Some(language) = &filter.language {
            conditions
                .push(" and language = ")
                .bind(Arg::Text(language.code().into()));
        }
        if let Some(address) = &filter.address_contains {
            conditions
                .push(" and lower(email) like ")
                .bind(Arg::Text(contains_pattern(address)))
                .push(" escape '\\'");
        }
        let mut list = Sql::new(&format!("select {SUBSCRIBER_COLUMNS}"));
        list.push(&conditions.text);
        list.args = conditions.args.clone();
        list.push(" order by id desc")
            .limit(limit)
            .push(" offset ")
            .bind(Arg::Int(offset));
        let mut count = Sql::new("select count(*)");
        count.push(&conditions.text);
        count.args = conditions.args;
        let (rows, (total,)) = with_db!(&self.db, pool => {
            let rows = fetch_as!(pool, SubscriberRow, list, fetch_all)?;
            let total: (i64,) = fetch_as!(pool, (i64,), count, fetch_one)?;
            (rows, total)
        });
        Ok((
            rows.into_iter().map(Subscriber::try_from).collect::<Result<_>>()?,
            total,
        ))
    }

    pub async fn create_campaign(&self, campaign: &NewCampaign, actor: &Actor) -> Result<Campaign> {
        let now = timestamp(Utc::now());
        let kind = match campaign.kind {
            CampaignKind::Manual => "manual",
            CampaignKind::Digest => "digest",
        };
        let id = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let (id,): (i64,) = sqlx::query_as(
                "insert into newsletter_campaigns (subject, language, kind, body_html, body_text, status, created_by, created_at, updated_at) \
                 values ($1, $2, $3, $4, $5, 'draft', $6, $7, $7) returning id",
            )
            .bind(campaign.subject.trim())
            .bind(&campaign.language)
            .bind(kind)
            .bind(&campaign.body_html)
            .bind(&campaign.body_text)
            .bind(&actor.label)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
            execute!(&mut *tx, audit::entry(actor, "newsletter.campaign.create", &format!("campaign {id}: {}", campaign.subject.trim())))?;
            tx.commit().await?;
            id
        });
        self.campaign(id).await
    }

    pub async fn campaign(&self, id: i64) -> Result<Campaign> {
        let sql = format!("select {CAMPAIGN_COLUMNS} from newsletter_campaigns c where c.id = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, CampaignRow>(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await)?;
        row.ok_or_else(|| Error::NotFound(format!("campaign {id}")))?.try_into()
    }

    pub async fn campaigns(&self, limit: i64) -> Result<Vec<Campaign>> {
        let sql = format!("select {CAMPAIGN_COLUMNS} from newsletter_campaigns c order by c.id desc limit $1");
        let rows = with_db!(&self.db, pool => sqlx::query_as::<_, CampaignRow>(sqlx::AssertSqlSafe(sql)).bind(limit).fetch_all(pool).await)?;
        rows.into_iter().map(Campaign::try_from).collect()
    }

    pub async fn campaign_body(&self, id: i64) -> Result<CampaignBody> {
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, CampaignBody>(
            "select subject, language, body_html, body_text from newsletter_campaigns where id = $1",
        ).bind(id).fetch_optional(pool).await)?;
        row.ok_or_else(|| Error::NotFound(format!("campaign {id}")))
    }

    /// Moves a draft to scheduled (to start at `at`, or now); `Conflict` for any other status.
    pub async fn schedule_campaign(&self, id: i64, at: DateTime<Utc>, actor: &Actor) -> Result<Campaign> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let changed = sqlx::query(
                "update newsletter_campaigns set status = 'scheduled', scheduled_at = $1, updated_at = $2 \
                 where id = $3 and status = 'draft'",
            )
            .bind(timestamp(at))
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if changed == 0 {
                let campaign = self.campaign(id).await?;
                return Err(Error::Conflict(format!(
                    "campaign {id} is {}; only a draft can be sent",
                    campaign.status.as_str()
                )));
            }
            execute!(&mut *tx, audit::entry(actor, "newsletter.campaign.send", &format!("campaign {id} at {at}")))?;
            tx.commit().await?;
        });
        self.campaign(id).await
    }

    /// Stops a campaign: a scheduled one goes back to draft (to be edited or sent again), one
    /// being sent is cancelled and its waiting mails are dropped (recipients less sent and failed
    /// is then how many never got it). Mails already handed to the mail server stay sent.
    pub async fn cancel_campaign(&self, id: i64, actor: &Actor) -> Result<Campaign> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let unscheduled = sqlx::query(
                "update newsletter_campaigns set status = 'draft', scheduled_at = null, updated_at = $1 \
                 where id = $2 and status = 'scheduled'",
            )
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            let stopped = sqlx::query(
                "update newsletter_campaigns set status = 'cancelled', finished_at = $1, updated_at = $1 \
                 where id = $2 and status = 'sending'",
            )
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if unscheduled + stopped == 0 {
                let campaign = self.campaign(id).await?;
                return Err(Error::Conflict(format!(
                    "campaign {id} is {}; only a scheduled campaign or one being sent can be cancelled",
                    campaign.status.as_str()
                )));
            }
            sqlx::query("delete from newsletter_deliveries where campaign_id = $1 and status = 'pending'")
            .bind(id)
            .execute(&mut *tx)
            .await?;
            let action = if unscheduled > 0 { "newsletter.campaign.unschedule" } else { "newsletter.campaign.cancel" };
            execute!(&mut *tx, audit::entry(actor, action, &format!("campaign {id}")))?;
            tx.commit().await?;
        });
        self.campaign(id).await
    }

    /// Starts a scheduled campaign that is due: one delivery row per confirmed subscriber of
    /// its language, taken now. (A job left from a cancelled schedule finds it not yet due.) Run again on a started campaign it only beats the heartbeat, so a retried
    /// job carries on. `false` when the campaign is not (or no longer) to be sent.
    pub async fn start_campaign(&self, id: i64) -> Result<bool> {
        let now = timestamp(Utc::now());
        Ok(with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let started = sqlx::query(
                "update newsletter_campaigns set status = 'sending', started_at = $1, heartbeat_at = $1, updated_at = $1 \
                 where id = $2 and status = 'scheduled' and scheduled_at <= $1",
            )
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected()
                > 0;
            if started {
                sqlx::query(
                    "insert into newsletter_deliveries (campaign_id, subscriber_id) \
                     select $1, s.id from newsletter_subscribers s, newsletter_campaigns c \
                     where c.id = $1 and s.status = 'confirmed' and s.language = c.language \
                     on conflict (campaign_id, subscriber_id) do nothing",
                )
                .bind(id)
                .execute(&mut *tx)
                .await?;
                sqlx::query(
                    "update newsletter_campaigns set recipients = \
                     (select count(*) from newsletter_deliveries where campaign_id = $1) where id = $1",
                )
                .bind(id)
                .execute(&mut *tx)
                .await?;
            }
            let (status,): (String,) = sqlx::query_as("select status from newsletter_campaigns where id = $1")
                .bind(id)
                .fetch_one(&mut *tx)
                .await?;
            tx.commit().await?;
            status == "sending"
        }))
    }

    /// Notes that a sender is working on the campaign (see `stalled_campaigns`).
    pub async fn campaign_heartbeat(&self, id: i64) -> Result<()> {
        with_write!(&self.db, conn => sqlx::query("update newsletter_campaigns set heartbeat_at = $1 where id = $2").bind(timestamp(Utc::now())).bind(id).execute(conn).await.map(drop))?;
        Ok(())
    }

    /// Claims up to `limit` deliveries that are due (waiting, waiting for their retry, or
    /// claimed by a sender whose `lease` ran out: it died), each for `lease`. Deliveries to
    /// addresses no longer subscribed are skipped (counted as failed) first.
    pub async fn claim_deliveries(&self, campaign_id: i64, limit: i64, lease: Duration) -> Result<Vec<Delivery>> {
        let now = timestamp(Utc::now());
        // PostgreSQL: concurrent senders skip each other's rows; SQLite has one writer at a time.
        let lock = match self.db {
            Db::Postgres(_) => " for update skip locked",
            Db::Sqlite(_) => "",
        };
        let claim = format!(
            "update newsletter_deliveries set status = 'sending', attempts = attempts + 1, next_attempt_at = $4 \
             where id in (select id from newsletter_deliveries where campaign_id = $1 \
             and ((status = 'pending' and (next_attempt_at is null or next_attempt_at <= $2)) \
             or (status = 'sending' and next_attempt_at <= $2)) order by id limit $3{lock}) \
             returning id"
        );
        let claimed = with_db!(&self.db, pool => {
            sqlx::query(
                "update newsletter_deliveries set status = 'failed', last_error = 'skipped: no longer subscribed' \
                 where campaign_id = $1 and status in ('pending', 'sending') and subscriber_id in \
                 (select id from newsletter_subscribers where status <> 'confirmed')",
            )
            .bind(campaign_id)
            .execute(pool)
            .await?;
            let ids: Vec<(i64,)> = sqlx::query_as(sqlx::AssertSqlSafe(claim))
                .bind(campaign_id)
                .bind(now)
                .bind(limit)
                .bind(now + lease)
                .fetch_all(pool)
                .await?;
            let ids: Vec<i64> = ids.into_iter().map(|(id,)| id).collect();
            if ids.is_empty() {
                return Ok(Vec::new());
            }
            let mut sql = Sql::new(
                "select d.id, d.subscriber_id, s.email, coalesce(s.unsubscribe_token, '') as unsubscribe_token, d.attempts \
                 from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id where d.id",
            );
            sql.in_ids(self.backend(), &ids).push(" order by d.id");
            fetch_as!(pool, Delivery, sql, fetch_all)?
        });
        Ok(claimed)
    }

    /// Records how a delivery went. A permanent failure counts against the address; at
    /// `BOUNCES_BEFORE_BOUNCING` it is marked bouncing and mailed no more.
    pub async fn finish_delivery(&self, delivery: &Delivery, outcome: &DeliveryOutcome) -> Result<()> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            match outcome {
                DeliveryOutcome::Sent => {
                    sqlx::query("update newsletter_deliveries set status = 'sent', sent_at = $1, last_error = null where id = $2")
                        .bind(now).bind(delivery.id).execute(&mut *tx).await?;
                }
                DeliveryOutcome::Temporary { error, retry_at } => {
                    let status = if retry_at.is_some() { "pending" } else { "failed" };
                    sqlx::query("update newsletter_deliveries set status = $1, next_attempt_at = $2, last_error = $3 where id = $4")
                        .bind(status).bind(retry_at.map(timestamp)).bind(error).bind(delivery.id).execute(&mut *tx).await?;
                }
                DeliveryOutcome::Permanent { error } => {
                    sqlx::query("update newsletter_deliveries set status = 'failed', last_error = $1 where id = $2")
                        .bind(error).bind(delivery.id).execute(&mut *tx).await?;
                    sqlx::query(
                        "update newsletter_subscribers set bounces = bounces + 1, updated_at = $1, \
                         status = case when bounces + 1 >= $2 and status = 'confirmed' then 'bouncing' else status end \
                         where id = $3",
                    )
                    .bind(now).bind(BOUNCES_BEFORE_BOUNCING).bind(delivery.subscriber_id).execute(&mut *tx).await?;
                }
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// Deliveries claimed by a sender that stopped: due again at once, rather than when their
    /// lease runs out. Their mails may or may not have gone out; at most the mails in flight at
    /// the stop are sent twice.
    pub async fn release_deliveries(&self, campaign_id: i64) -> Result<u64> {
        Ok(
            with_write!(&self.db, conn => sqlx::query("update newsletter_deliveries set status = 'pending', next_attempt_at = null where campaign_id = $1 and status = 'sending'").bind(campaign_id).execute(conn).await.map(|done| done.rows_affected()))?,
        )
    }

    /// When a delivery of the campaign next comes due (a retry, or another sender's lease
    /// running out); `None` when nothing waits.
    pub async fn next_due(&self, campaign_id: i64) -> Result<Option<DateTime<Utc>>> {
        let (next,): (Option<DateTime<Utc>>,) = with_db!(&self.db, pool => sqlx::query_as(
            "select min(next_attempt_at) from newsletter_deliveries where campaign_id = $1 and status in ('pending', 'sending')",
        ).bind(campaign_id).fetch_one(pool).await)?;
        Ok(next)
    }

    /// Marks the campaign sent once no delivery waits or is being sent; `true` if it is done
    /// (sent now, or no longer being sent: cancelled meanwhile).
    pub async fn finish_campaign(&self, id: i64) -> Result<bool> {
        let now = timestamp(Utc::now());
        with_write!(&self.db, conn => sqlx::query(
            "update newsletter_campaigns set status = 'sent', finished_at = $1, updated_at = $1 \
             where id = $2 and status = 'sending' and not exists \
             (select 1 from newsletter_deliveries where campaign_id = $2 and status in ('pending', 'sending'))",
        ).bind(now).bind(id).execute(conn).await.map(drop))?;
        let (status,): (String,) = with_db!(&self.db, pool => {
            sqlx::query_as("select status from newsletter_campaigns where id = $1").bind(id).fetch_one(pool).await
        })?;
        Ok(status != "sending")
    }

    /// Campaigns being sent whose sender has not been heard from since `silent_since`.
    pub async fn stalled_campaigns(&self, silent_since: DateTime<Utc>) -> Result<Vec<i64>> {
        let rows: Vec<(i64,)> = with_db!(&self.db, pool => sqlx::query_as(
            "select id from newsletter_campaigns where status = 'sending' and (heartbeat_at is null or heartbeat_at < $1)",
        ).bind(timestamp(silent_since)).fetch_all(pool).await)?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    /// The published articles of `language` most viewed since `since`, most read first.
    pub async fn most_read(&self, language: &str, since: DateTime<Utc>, limit: i64) -> Result<Vec<MostRead>> {
        Ok(with_db!(&self.db, pool => sqlx::query_as::<_, MostRead>(
            "select a.id, a.title, a.excerpt from articles a \
             join (select article_id, count(*) as views from user_interactions \
                   where interaction_type = 'view' and created_at >= $1 group by article_id) v on v.article_id = a.id \
             where a.status = 'published' and a.language = $2 \
             order by v.views desc, a.published_at desc, a.id desc limit $3",
        ).bind(timestamp(since)).bind(language).bind(limit).fetch_all(pool).await)?)
    }
}
