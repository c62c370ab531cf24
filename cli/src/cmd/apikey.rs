//! `apikey …`: keys for headless clients and automation. A key is printed once, at creation.

use chrono::Utc;
use clap::Subcommand;
use news_core::auth::{ApiKey, AuthKeys, Scope, new_api_key, parse_duration};
use news_core::store::NewApiKey;
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::{print_rows, print_value};

#[derive(Subcommand)]
pub enum ApiKeyCmd {
    /// Create a key and print it (the only time it is shown).
    Create {
        #[arg(long)]
        name: String,
        /// content:read, content:write or admin.
        #[arg(long)]
        scope: String,
        /// A lifetime like 90d, 12h or 30m; the key never expires without one.
        #[arg(long)]
        expires: Option<String>,
    },
    /// List keys, newest first.
    List,
    /// Revoke a key: it stops working within a second on every node.
    Revoke { id: String },
}

#[derive(Tabled, Serialize)]
struct KeyRow {
    id: String,
    name: String,
    prefix: String,
    scope: &'static str,
    state: &'static str,
    created: String,
    created_by: String,
    last_used: String,
    expires: String,
}

fn when(at: Option<chrono::DateTime<Utc>>, none: &str) -> String {
    at.map_or_else(|| none.to_string(), |at| at.format("%Y-%m-%d %H:%M").to_string())
}

impl From<&ApiKey> for KeyRow {
    fn from(key: &ApiKey) -> Self {
        let state = if key.revoked_at.is_some() {
            "revoked"
        } else if key.is_usable(Utc::now()) {
            "active"
        } else {
            "expired"
        };
        Self {
            id: key.id.clone(),
            name: key.name.clone(),
            prefix: format!("{}…", key.prefix),
            scope: key.scope.as_str(),
            state,
            created: when(Some(key.created_at), ""),
            created_by: key.created_by.clone(),
            last_used: when(key.last_used_at, "never"),
            expires: when(key.expires_at, "never"),
        }
    }
}

pub async fn run(cmd: ApiKeyCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    match cmd {
        ApiKeyCmd::Create { name, scope, expires } => {
            let scope: Scope = scope.parse()?;
            let expires_at = expires
                .as_deref()
                .map(parse_duration)
                .transpose()?
                .map(|lifetime| Utc::now() + lifetime);
            let keys = AuthKeys::from_config(&context.config)?;
            let (key, prefix) = new_api_key();
            let api_key = store
                .create_api_key(
                    NewApiKey {
                        name,
                        scope,
                        key_hash: keys.hash_token(&key),
                        prefix,
                        expires_at,
                    },
                    &context.operator(),
                )
                .await?;
            if context.json {
                return print_value(&serde_json::json!({ "key": key, "api_key": api_key }));
            }
            print_rows(&[KeyRow::from(&api_key)], false)?;
            println!("Key: {key}");
            println!("It is shown this once; store it now. Send it as `Authorization: Bearer <key>`.");
            Ok(())
        }
        ApiKeyCmd::List => {
            let keys = store.list_api_keys().await?;
            if context.json {
                return print_value(&keys);
            }
            let rows: Vec<KeyRow> = keys.iter().map(KeyRow::from).collect();
            print_rows(&rows, false)
        }
        ApiKeyCmd::Revoke { id } => {
            let key = store.revoke_api_key(&id, &context.operator()).await?;
            if context.json {
                return print_value(&key);
            }
            println!("Revoked {} ({}…).", key.name, key.prefix);
            Ok(())
        }
    }
}
