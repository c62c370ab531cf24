//! Sending a newsletter campaign: deliveries are claimed in batches and sent over a few SMTP
//! connections kept open, at most `NEWS_MAIL_RATE` per second. Each delivery is recorded as
//! soon as its mail is accepted, so a worker killed mid-campaign leaves at most the mails in
//! flight (one per connection) to be sent twice by the worker that carries on.

use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use chrono::Utc;
use governor::{DefaultDirectRateLimiter, Quota, RateLimiter};
use news_core::domain::jobs::SendCampaign;
use news_core::heartbeat::Heartbeat;
use news_core::mail::{Connection, ListMail, SendError};
use news_core::newsletter::CampaignMail;
use news_core::store::{CampaignBody, Delivery, DeliveryOutcome};

use super::{Attempt, RunJob};
use crate::{Environment, WorkerError};

/// Deliveries claimed at a time by one worker.
const BATCH: i64 = 200;
/// How long a claimed delivery is the claimer's; after that another worker may take it.
const LEASE: chrono::Duration = chrono::Duration::minutes(5);
/// Tries of one delivery before it fails for good.
const DELIVERY_ATTEMPTS: i64 = 5;
const HEARTBEAT_EVERY: Duration = Duration::from_secs(3);
/// A campaign being sent that has not beaten its heartbeat for this long lost its worker.
pub(crate) const STALLED_AFTER: chrono::Duration = chrono::Duration::seconds(15);
/// The longest wait for a retry before looking at the campaign again.
const IDLE_WAIT: Duration = Duration::from_secs(5);

impl RunJob for SendCampaign {
    async fn run(self, env: &Environment, _: Attempt) -> Result<(), WorkerError> {
        let id = self.campaign_id;
        if !env.store.start_campaign(id).await? {
            return Ok(());
        }
        tracing::info!(campaign = id, "sending a campaign");
        let body = env.store.campaign_body(id).await?;
        let store = env.store.clone();
        let heartbeat = Heartbeat::start(HEARTBEAT_EVERY, format!("campaign {id}"), move || {
            let store = store.clone();
            async move { store.campaign_heartbeat(id).await }
        });
        let outcome = send_all(env, id, &body).await;
        drop(heartbeat);
        outcome?;
        tracing::info!(campaign = id, "campaign sent");
        Ok(())
    }
}

async fn send_all(env: &Environment, id: i64, body: &CampaignBody) -> Result<(), WorkerError> {
    let limiter =
        NonZeroU32::new(env.config.mail_rate).map(|rate| Arc::new(RateLimiter::direct(Quota::per_second(rate))));
    let mut connections: Vec<Connection> = (0..env.config.mail_connections.max(1))
        .map(|_| env.mailer.connection())
        .collect();
    let result = loop {
        let batch = env.store.claim_deliveries(id, BATCH, LEASE).await?;
        if batch.is_empty() {
            if env.store.finish_campaign(id).await? {
                break Ok(());
            }
            let wait = match env.store.next_due(id).await? {
                Some(at) => (at - Utc::now()).to_std().unwrap_or_default().min(IDLE_WAIT),
                None => IDLE_WAIT,
            };
            tokio::time::sleep(wait.max(Duration::from_millis(50))).await;
            continue;
        }
        // Round robin over the connections; each sends its share one mail after the other.
        let mut shares: Vec<Vec<Delivery>> = vec![Vec::new(); connections.len()];
        for (i, delivery) in batch.into_iter().enumerate() {
            shares[i % connections.len()].push(delivery);
        }
        let sends = connections
            .iter_mut()
            .zip(shares)
            .map(|(connection, share)| send_share(env, connection, share, body, limiter.as_deref()));
        if let Err(err) = futures::future::try_join_all(sends).await {
            break Err(err);
        }
    };
    for connection in connections {
        connection.close().await;
    }
    result
}

async fn send_share(
    env: &Environment,
    connection: &mut Connection,
    share: Vec<Delivery>,
    body: &CampaignBody,
    limiter: Option<&DefaultDirectRateLimiter>,
) -> Result<(), WorkerError> {
    let public_url = env.config.public_url();
    for delivery in share {
        let mail = CampaignMail::new(
            &public_url,
            &body.language,
            &body.body_html,
            &body.body_text,
            &delivery.unsubscribe_token,
        );
        let message = env.mailer.list_message(&ListMail {
            to: &delivery.email,
            subject: &body.subject,
            text: &mail.text,
            html: &mail.html,
            unsubscribe_url: &mail.unsubscribe_url,
        });
        if let Some(limiter) = limiter {
            limiter.until_ready().await;
        }
        let outcome = match message {
            Err(err) => DeliveryOutcome::Permanent { error: err.to_string() },
            Ok(message) => match connection.send(&message).await {
                Ok(()) => DeliveryOutcome::Sent,
                Err(SendError::Permanent(error)) => DeliveryOutcome::Permanent { error },
                Err(SendError::Temporary(error)) => DeliveryOutcome::Temporary {
                    retry_at: (delivery.attempts < DELIVERY_ATTEMPTS)
                        .then(|| Utc::now() + retry_delay(delivery.attempts)),
                    error,
                },
            },
        };
        env.store.finish_delivery(&delivery, &outcome).await?;
    }
    Ok(())
}

/// 30 s after the first failure, doubling up to an hour.
fn retry_delay(attempts: i64) -> chrono::Duration {
    let exponent = attempts.clamp(1, 8) - 1;
    chrono::Duration::seconds((30i64 << exponent).min(3600))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_back_off_up_to_an_hour() {
        assert_eq!(retry_delay(1), chrono::Duration::seconds(30));
        assert_eq!(retry_delay(2), chrono::Duration::seconds(60));
        assert_eq!(retry_delay(4), chrono::Duration::seconds(240));
        assert_eq!(retry_delay(9), chrono::Duration::seconds(3600));
    }
}
