//! `user …` and `admin …`: accounts and admin rights from the terminal.

use std::io::BufRead as _;

use anyhow::Context as _;
use clap::Subcommand;
use news_core::auth::{PasswordHasher, User, new_opaque_token, normalize_email, validate_new_password};
use news_core::store::{NewUser, Page};
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
    Disable { email: String },
    /// Let a disabled account sign in again.
    Enable { email: String },
    /// Set a new password (generated unless given on standard input), ending every session.
    ResetPassword {
        email: String,
        #[arg(long)]
        password_stdin: bool,
    },
}

#[derive(Subcommand)]
pub enum AdminCmd {
    /// Make an account an admin.
    Add { email: String },
    /// Take admin rights away from an account.
    Remove { email: String },
    /// List admins.
    List,
}

#[derive(Tabled, Serialize)]
struct UserRow {
    email: String,
    admin: bool,
    confirmed: bool,
    disabled: bool,
    created: String,
    last_sign_in: String,
    id: String,
}

impl UserRow {
    fn new(user: &User, admin: bool) -> Self {
        Self {
            email: user.email.clone(),
            admin,
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
            let (password, generated) = password(password_stdin)?;
            validate_new_password(&password, &email)?;
            let password_hash = PasswordHasher::production()?.hash(&password).await?;
            let user = store
                .create_user(
                    NewUser {
                        email,
                        password_hash,
                        language: language.code().into(),
                        confirmed: true,
                    },
                    Some(&operator),
                )
                .await?;
            if admin {
                store.add_admin(&user.id, &operator).await?;
            }
            report(&user, &password, generated, context.json, "Created")
        }
        UserCmd::List { limit, offset } => {
            let (users, total) = store.list_users(Page { limit, offset }).await?;
            if context.json {
                return print_value(&serde_json::json!({ "items": users, "total": total }));
            }
            let rows: Vec<UserRow> = users.iter().map(|u| UserRow::new(&u.user, u.is_admin)).collect();
            print_rows(&rows, false)?;
            println!("{} of {total} accounts", rows.len());
            Ok(())
        }
        UserCmd::Disable { email } => set_disabled(&store, context, &email, true).await,
        UserCmd::Enable { email } => set_disabled(&store, context, &email, false).await,
        UserCmd::ResetPassword { email, password_stdin } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            let (password, generated) = password(password_stdin)?;
            validate_new_password(&password, &user.email)?;
            let hash = PasswordHasher::production()?.hash(&password).await?;
            store.set_password(&user.id, &hash, Some(&operator)).await?;
            report(&user, &password, generated, context.json, "New password set for")
        }
    }
}

async fn set_disabled(store: &news_core::Store, context: &Context, email: &str, disabled: bool) -> anyhow::Result<()> {
    let user = store.user_by_email(&normalize_email(email)?).await?;
    let user = store.set_user_disabled(&user.id, disabled, &context.operator()).await?;
    if context.json {
        return print_value(&user);
    }
    let done = if disabled { "Disabled" } else { "Enabled" };
    println!("{done} {}.", user.email);
    Ok(())
}

pub async fn run_admin(cmd: AdminCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    let operator = context.operator();
    match cmd {
        AdminCmd::Add { email } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            let added = store.add_admin(&user.id, &operator).await?;
            let message = if added {
                format!("{} is now an admin.", user.email)
            } else {
                format!("{} was already an admin.", user.email)
            };
            finish(context.json, &user, &message)
        }
        AdminCmd::Remove { email } => {
            let user = store.user_by_email(&normalize_email(&email)?).await?;
            store.remove_admin(&user.id, &operator).await?;
            finish(context.json, &user, &format!("{} is no longer an admin.", user.email))
        }
        AdminCmd::List => {
            let admins = store.list_admins().await?;
            if context.json {
                let items: Vec<_> = admins
                    .iter()
                    .map(|(user, since)| serde_json::json!({ "user": user, "admin_since": since }))
                    .collect();
                return print_value(&items);
            }
            let rows: Vec<UserRow> = admins.iter().map(|(user, _)| UserRow::new(user, true)).collect();
            print_rows(&rows, false)
        }
    }
}

fn finish(json: bool, user: &User, message: &str) -> anyhow::Result<()> {
    if json {
        return print_value(user);
    }
    println!("{message}");
    Ok(())
}
