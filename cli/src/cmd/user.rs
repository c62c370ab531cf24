//! `user …` and `admin …`: accounts and admin rights from the terminal.

use std::io::BufRead as _;

use anyhow::Context as _;
use clap::Subcommand;
use news_core::auth::{PasswordHasher, StaffRole, User, new_opaque_token, normalize_email, validate_new_password};
use news_core::store::{NewUser, Page, RoleChange};
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::{print_rows, print_value};

#[derive(Subcommand)]
pub enum UserCmd {
    /// Create an account (confirmed: the operator vouches for the address).
    Create {
        email: String,
        /// Read the password from the first line of standard input; one is generated otherwise.
        #[arg(long)]
        password_stdin: bool,
        /// en or ro: the language of the account's mails.
        #[arg(long, default_value = "en")]
        language: String,
        /// Make the new account an admin too.
        #[arg(long)]
        admin: bool,
    },
    /// List accounts, oldest first.
    List {
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(i64).range(1..=10000))]
        limit: i64,
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(i64).range(0..))]
        offset: i64,
    },
    /// Stop an account from signing in, ending its sessions.
    Disable {
        email: String,
        /// Also revoke the API keys the account made.
        #[arg(long)]
        revoke_keys: bool,
    },
    /// Let a disabled account sign in again.
    Enable { email: String },
    /// Set a new password (generated unless given on standard input), ending every session;
    /// or, with --send-link, mail the owner a reset link (following it confirms the address).
    ResetPassword {
        email: String,
        #[arg(long, conflicts_with = "send_link")]
        password_stdin: bool,
        #[arg(long)]
        send_link: bool,
    },
    /// Remove every second factor and recovery code of an account whose owner lost the device,
    /// ending its sessions (audited): the owner signs in with the password and may enrol again.
    MfaReset { email: String },
    /// Write everything kept about an account as one JSON document (what the account page's
    /// export gives; the game profile lives in the reader's browser and is not included).
    Export {
        email: String,
        /// Write to this file instead of standard output.
        #[arg(short, long)]
        output: Option<std::path::PathBuf>,
    },
    /// Delete an account and its personal data, ending its sessions; its comments stay as
    /// 'Anonymous' unless NEWS_DELETE_COMMENTS_WITH_ACCOUNT=true. Audited without the address.
    Delete {
        email: String,
        /// Confirm: the deletion cannot be undone.
        #[arg(long)]
        yes: bool,
    },
}

#[derive(Subcommand)]
pub enum AdminCmd {
    /// Make an account staff: an admin, or with --role editor an editor, who works on content
    /// only (its address must be confirmed). Run again with another role to change it.
    Add {
        email: String,
        #[arg(long, default_value = "admin", value_parser = parse_role)]
        role: StaffRole,
        /// For an unconfirmed address: reset the password (printed once), end every session
        /// and confirm the address first, taking the account from whoever signed up with it.
        #[arg(long)]
        force: bool,
    },
    /// Take an account's staff role away.
    Remove {
        email: String,
        /// Also revoke the API keys the account made.
        #[arg(long)]
        revoke_keys: bool,
    },
    /// List staff (admins and editors).
    List,
}

fn parse_role(raw: &str) -> Result<StaffRole, String> {
    raw.parse().map_err(|err: news_core::Error| err.to_string())
}

#[derive(Tabled, Serialize)]
struct UserRow {
    email: String,
    role: &'static str,
    confirmed: bool,
    disabled: bool,
    created: String,
    last_sign_in: String,
    id: String,
}

impl UserRow {
    fn new(user: &User, role: Option<StaffRole>) -> Self {
        Self {
            email: user.email.clone(),
            role: role.map_or("reader", StaffRole::as_str),
            confirmed: user.email_confirmed_at.is_some(),
            disabled: user.disabled_at.is_some(),
            created: user.created_at.format("%Y-%m-%d %H:%M").to_string(),
            last_sign_in: user
                .last_sign_in_at
                .map_or_else(|| "never".into(), |at| at.format("%Y-%m-%d %H:%M").to_string()),
            id: user.id.clone(),
        }
    }
}

#[derive(Serialize)]
struct Credentials<'a> {
    user: &'a User,
    /// Present when generated, so that the operator can pass it on.
    #[serde(skip_serializing_if = "Option::is_none")]
    password: Option<&'a str>,
}

/// The password from standard input, or a generated one (and `true`).
fn password(from_stdin: bool) -> anyhow::Result<(String, bool)> {
    if !from_stdin {
        return Ok((new_opaque_token()[..20].to_string(), true));
    }
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .context("cannot read the password from standard input")?;
    Ok((line.trim_end_matches(['\r', '\n']).to_string(), false))
}

fn report(user: &User, password: &str, generated: bool, json: bool, done: &str) -> anyhow::Result<()> {
    let shown = generated.then_some(password);
    if json {
        return print_value(&Credentials { user, password: shown });
    }
    println!("{done} {}.", user.email);
    if let Some(password) = shown {
        println!("Password: {password}  (shown once; ask for it to be changed)");
    }
    Ok(())
}

pub async fn run_user(cmd: UserCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    let operator = context.operator();
    match cmd {
        UserCmd::Create {
            email,
            password_stdin,
            language,
            admin,
        } => {
            let email = normalize_email(&email)?;
            let language: news_core::domain::Language = language.parse()?;
            let password = new_password(password_stdin, &email).await?;
            let created = store
                .create_user(
                    NewUser {
                        email: email.clone(),
                        password_hash: password.hash,
                        language: language.code().into(),
                        confirmed: true,
                    },
                    Some(&operator),
                )
                .await;
            let user = match created {
                Err(news_core::Error::Conflict(_)) if admin => anyhow::bail!(
                    "{email} already has an account; make it an admin with `newsctl admin add {email}`, which checks that its address is confirmed"
                ),
                other => other?,
            };
            if admin {
                store.grant_role(&user.id, StaffRole::Admin, &operator).await?;
            }
            report(&user, &password.plain, password.generated, context.json, "Created")
        }
        UserCmd::List { limit, offset } => {
            let (users, total) = store.list_users(None, Page { limit, offset }).await?;
            if context.json {
                return print_value(&serde_json::json!({ "items": users, "total": total }));
            }
            let rows: Vec<UserRow> = users.iter().map(|u| UserRow::new(&u.user, u.role)).collect();
            print_rows(&rows, false)?;
            println!("{} of {total} accounts", rows.len());
            Ok(())
        }
        UserCmd::Disable { email, revoke_keys } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            let user = store.set_user_disabled(&user.id, true, &operator).await?;
            let keys = handle_keys(&store, context, &user, revoke_keys).await?;
            finish(context.json, &user, keys, &format!("Disabled {}.", user.email))
        }
        UserCmd::Enable { email } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            let user = store.set_user_disabled(&user.id, false, &operator).await?;
            finish(context.json, &user, None, &format!("Enabled {}.", user.email))
        }
        UserCmd::Export { email, output } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            // No session asks from the terminal: none is marked current.
            let export = store.export_account(&user.id, "").await?;
            let document = serde_json::to_string_pretty(&export)?;
            match output {
                Some(path) => {
                    std::fs::write(&path, document + "\n")
                        .with_context(|| format!("cannot write {}", path.display()))?;
                    if !context.json {
                        println!("Wrote the data of {} to {}.", user.email, path.display());
                    }
                    Ok(())
                }
                None => {
                    println!("{document}");
                    Ok(())
                }
            }
        }
        UserCmd::Delete { email, yes } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            if !yes {
                anyhow::bail!("Deleting {} cannot be undone; run again with --yes.", user.email);
            }
            let accounts = context.accounts(store.clone()).await?;
            store
                .erase_account(&user.id, accounts.erased_comments(), &operator)
                .await?;
            if context.json {
                return print_value(&serde_json::json!({ "deleted": user.id }));
            }
            println!("Deleted {} and its personal data.", user.email);
            Ok(())
        }
        UserCmd::MfaReset { email } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            let removed = store.reset_factors(&user.id, &user.email, &operator).await?;
            if context.json {
                return print_value(&serde_json::json!({ "user": user, "factors_removed": removed }));
            }
            println!(
                "Removed {removed} second factor(s) and the recovery codes of {}, and ended its sessions.",
                user.email
            );
            Ok(())
        }
        UserCmd::ResetPassword {
            email, send_link: true, ..
        } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            let accounts = context.accounts(store).await?;
            accounts.send_recovery_link(&user).await?;
            finish(
                context.json,
                &user,
                None,
                &format!("Mailed a password reset link to {} (valid for one hour).", user.email),
            )
        }
        UserCmd::ResetPassword {
            email, password_stdin, ..
        } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            let password = new_password(password_stdin, &user.email).await?;
            store
                .set_password(&user.id, &password.hash, Some(&operator), false)
                .await?;
            report(
                &user,
                &password.plain,
                password.generated,
                context.json,
                "New password set for",
            )
        }
    }
}

/// A password an operator sets, with its hash.
struct NewPassword {
    plain: String,
    hash: String,
    /// Generated here (so shown once) rather than read from standard input.
    generated: bool,
}

async fn new_password(from_stdin: bool, email: &str) -> anyhow::Result<NewPassword> {
    let (plain, generated) = password(from_stdin)?;
    validate_new_password(&plain, email)?;
    let hash = PasswordHasher::production()?.hash(&plain).await?;
    Ok(NewPassword { plain, hash, generated })
}

/// The API keys an account made: revoked with `revoke`, otherwise only counted so the
/// operator is told they still work. Returns what to report.
async fn handle_keys(
    store: &news_core::Store,
    context: &Context,
    user: &User,
    revoke: bool,
) -> anyhow::Result<Option<KeysReport>> {
    let keys = if revoke {
        store.revoke_api_keys_of(&user.id, &context.operator()).await?
    } else {
        store.usable_api_keys_of(&user.id).await?
    };
    Ok((!keys.is_empty()).then(|| KeysReport {
        revoked: revoke,
        ids: keys.into_iter().map(|key| key.id).collect(),
    }))
}

/// The account's API keys after disabling it or removing its admin right.
#[derive(Serialize)]
struct KeysReport {
    /// Whether they were revoked now, or still work.
    revoked: bool,
    ids: Vec<String>,
}

impl KeysReport {
    fn sentence(&self, email: &str) -> String {
        let ids = self.ids.join(", ");
        if self.revoked {
            format!("Revoked the {} API key(s) {email} made: {ids}.", self.ids.len())
        } else {
            format!(
                "The {} API key(s) {email} made still work ({ids}); run again with --revoke-keys to revoke them.",
                self.ids.len()
            )
        }
    }
}

pub async fn run_admin(cmd: AdminCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    let operator = context.operator();
    match cmd {
        AdminCmd::Add { email, role, force } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            let reset = if force && user.email_confirmed_at.is_none() {
                let password = new_password(false, &user.email).await?;
                store
                    .set_password(&user.id, &password.hash, Some(&operator), true)
                    .await?;
                Some(password.plain)
            } else {
                None
            };
            let change = match store.grant_role(&user.id, role, &operator).await {
                Err(news_core::Error::Unconfirmed(email)) => anyhow::bail!(
                    "{email} has not confirmed its address, so it may belong to whoever signed up first: run `newsctl user reset-password {email} --send-link` to mail the owner a reset link (following it confirms the address), or `newsctl admin add {email} --force` to reset the password and end all its sessions first"
                ),
                other => other?,
            };
            let user = store.user_by_id(&user.id).await?;
            if context.json {
                let changed = change != RoleChange::Unchanged;
                return print_value(
                    &serde_json::json!({ "user": user, "role": role, "changed": changed, "password": reset }),
                );
            }
            if let Some(password) = reset {
                println!(
                    "Reset the password of {}, ended its sessions and confirmed its address.",
                    user.email
                );
                println!("Password: {password}  (shown once; ask for it to be changed)");
            }
            let role = role.as_str();
            match change {
                // Both roles start with a vowel: "an admin", "an editor".
                RoleChange::Granted => println!("{} is now an {role}.", user.email),
                RoleChange::Changed(old) => println!("{} is now an {role} (was an {}).", user.email, old.as_str()),
                RoleChange::Unchanged => println!("{} was already an {role}.", user.email),
            }
            Ok(())
        }
        AdminCmd::Remove { email, revoke_keys } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            store.remove_admin(&user.id, &operator).await?;
            let keys = handle_keys(&store, context, &user, revoke_keys).await?;
            finish(
                context.json,
                &user,
                keys,
                &format!("{} is no longer staff.", user.email),
            )
        }
        AdminCmd::List => {
            let admins = store.list_admins().await?;
            if context.json {
                let items: Vec<_> = admins
                    .iter()
                    .map(|(user, role, since)| serde_json::json!({ "user": user, "role": role, "admin_since": since }))
                    .collect();
                return print_value(&items);
            }
            let rows: Vec<UserRow> = admins
                .iter()
                .map(|(user, role, _)| UserRow::new(user, Some(*role)))
                .collect();
            print_rows(&rows, false)
        }
    }
}

/// The account after a change, with what became of its API keys.
fn finish(json: bool, user: &User, keys: Option<KeysReport>, message: &str) -> anyhow::Result<()> {
    if json {
        return print_value(&serde_json::json!({ "user": user, "api_keys": keys }));
    }
    println!("{message}");
    if let Some(keys) = keys {
        println!("{}", keys.sentence(&user.email));
    }
    Ok(())
}
