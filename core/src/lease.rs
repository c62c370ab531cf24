//! Work that one process at a time may do over every node sharing the database (a site
//! build): a lease row taken in the database, kept alive while the work runs, and given up
//! when the work ends. A holder that dies without giving it up loses it when it expires.

use std::time::Duration;

use chrono::Utc;

use crate::heartbeat::Heartbeat;
use crate::{Error, Result, Store};

/// How long a lease lasts unless renewed: how long a dead holder blocks the next one.
const TTL: Duration = Duration::from_secs(60);
const RENEW_EVERY: Duration = Duration::from_secs(15);
/// How often a process waiting for a held lease asks again.
const RETRY_EVERY: Duration = Duration::from_millis(500);

/// A lease held until dropped.
pub struct Lease {
    store: Store,
    name: &'static str,
    holder: String,
    _renewing: Heartbeat,
}

fn until(now_ms: i64) -> i64 {
    now_ms + TTL.as_millis() as i64
}

impl Lease {
    /// Waits until lease `name` is free, then takes it.
    pub async fn wait_for(store: &Store, name: &'static str) -> Result<Self> {
        let holder = uuid::Uuid::new_v4().to_string();
        loop {
            let now = Utc::now().timestamp_millis();
            if store.take_lease(name, &holder, now, until(now)).await? {
                break;
            }
            tokio::time::sleep(RETRY_EVERY).await;
        }
        let renewing = {
            let (store, holder) = (store.clone(), holder.clone());
            Heartbeat::start(RENEW_EVERY, format!("lease {name}"), move || {
                let (store, holder) = (store.clone(), holder.clone());
                async move {
                    let now = Utc::now().timestamp_millis();
                    match store.take_lease(name, &holder, now, until(now)).await? {
                        true => Ok(()),
                        false => Err(Error::Conflict(format!("the lease {name} was taken over"))),
                    }
                }
            })
        };
        Ok(Self {
            store: store.clone(),
            name,
            holder,
            _renewing: renewing,
        })
    }
}

impl Drop for Lease {
    fn drop(&mut self) {
        let (store, name, holder) = (self.store.clone(), self.name, std::mem::take(&mut self.holder));
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move {
                if let Err(err) = store.release_lease(name, &holder).await {
                    tracing::warn!(lease = name, error = %err, "giving a lease up failed; it expires by itself");
                }
            });
        }
    }
}
