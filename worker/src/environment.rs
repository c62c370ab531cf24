//! What every job runs with: the worker's share of the application.

use std::sync::Arc;

use news_core::ai::Provider;
use news_core::backup::Backups;
use news_core::mail::Mailer;
use news_core::{Config, Store};

/// Shared by every job the worker runs; cheap to clone.
#[derive(Clone)]
pub struct Environment {
    pub store: Store,
    pub backups: Backups,
    pub mailer: Mailer,
    /// AI Studio's provider, when one is configured.
    pub ai: Option<Provider>,
    pub config: Arc<Config>,
}

impl Environment {
    pub fn from_config(config: &Config, store: Store) -> news_core::Result<Self> {
        Ok(Self {
            backups: Backups::from_config(config, store.clone())?,
            mailer: Mailer::from_config(config)?,
            ai: Provider::from_config(config)?,
            config: Arc::new(config.clone()),
            store,
        })
    }
}
