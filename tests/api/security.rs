//! Regressions of the security review (issue 8): admin rights only for confirmed addresses and
//! live sessions of enabled accounts, limits that an attacker cannot turn against the owner,
//! address grouping, the hashing budget, credentials under the read limit, forwarded-for
//! parsing, sign-up without account enumeration, and token pruning.

use std::time::{Duration, Instant};

use chrono::Utc;
use news_core::Error;
use news_core::auth::{Actor, StaffRole, new_api_key};
use news_core::store::{NewApiKey, RoleChange};
use reqwest::Method;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, execute_sql, spawn_app, spawn_configured, unique_email};
use crate::mail::{link_path, link_token, wait_for_mail};

/// Sends `method path` as if from `forwarded` (one `X-Forwarded-For` line per entry).
async fn call_from(app: &TestApp, forwarded: &[&str], path: &str, body: Option<Value>) -> (u16, Value) {
    let method = if body.is_some() { Method::POST } else { Method::GET };
    let mut request = app.client.request(method, format!("{}{path}", app.address));
    for line in forwarded {
        request = request.header("x-forwarded-for", *line);
    }
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn sign_in_from(app: &TestApp, address: &str, email: &str, password: &str) -> u16 {
    let body = json!({ "email": email, "password": password });
    call_from(app, &[address], "/api/v1/auth/token?grant_type=password", Some(body))
        .await
        .0
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn admin_rights_need_a_confirmed_address_and_keys_remember_their_account(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let operator = Actor::operator("test");
    let email = unique_email("staff");
    let session = app.sign_up(&email, "first to sign up").await;
    let id = session["user"]["id"].as_str().unwrap();
    let refused = app.store.grant_role(id, StaffRole::Admin, &operator).await.unwrap_err();
    assert!(
        matches!(refused, Error::Unconfirmed(ref who) if *who == email),
        "{refused:?}"
    );
    assert!(app.store.list_admins().await.unwrap().is_empty());

    let mail = wait_for_mail(&email, 1).await;
    let (status, _, _) = app.call(Method::GET, &link_path(&mail), None, None).await;
    assert_eq!(status, 200);
    assert_eq!(
        app.store.grant_role(id, StaffRole::Admin, &operator).await.unwrap(),
        RoleChange::Granted
    );

    let admin = app.admin_session(&unique_email("key-maker")).await;
    let token = admin["access_token"].as_str().unwrap();
    let (status, created) = app
        .post(
            "/api/v1/admin/api-keys",
            Some(token),
            json!({ "name": "importer", "scope": "content:write" }),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["api_key"]["created_by_user_id"], admin["user"]["id"]);
    let maker = admin["user"]["id"].as_str().unwrap();
    assert_eq!(app.store.usable_api_keys_of(maker).await.unwrap().len(), 1);
    let revoked = app.store.revoke_api_keys_of(maker, &operator).await.unwrap();
    assert_eq!(revoked.len(), 1);
    assert!(app.store.usable_api_keys_of(maker).await.unwrap().is_empty());
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let key = created["key"].as_str().unwrap();
    assert_eq!(app.get_as("/api/v1/admin/articles", key).await.0, 401);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_password_reset_lifts_the_sign_in_limits_of_the_account(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("locked");
    app.sign_up(&email, "the old password").await;
    for _ in 0..40 {
        app.sign_in(&email, "a guess").await;
    }
    assert_eq!(app.sign_in(&email, "the old password").await.0, 429);
    let (status, _) = app.post("/api/v1/auth/recover", None, json!({ "email": email })).await;
    assert_eq!(status, 200);
    let mail = wait_for_mail(&email, 2).await;
    let (status, body) = app
        .post(
            "/api/v1/auth/reset",
            None,
            json!({ "token": link_token(&mail), "password": "the new password" }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = app.sign_in(&email, "the new password").await;
    assert_eq!(status, 200, "the owner signs in after the reset: {body}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn attempts_from_other_addresses_slow_the_account_but_never_lock_the_owner_out(#[case] backend: Backend) {
    let app = spawn_configured(backend, |config| config.trust_forwarded_for = true).await;
    let email = unique_email("target");
    app.sign_up(&email, "the owner's password").await;
    let attackers: Vec<String> = (1..=5).map(|n| format!("203.0.113.{n}")).collect();
    for attacker in &attackers {
        for attempt in 0..10 {
            let status = sign_in_from(&app, attacker, &email, "a guess").await;
            assert_eq!(status, 401, "{attacker} attempt {attempt}");
        }
    }
    assert_eq!(sign_in_from(&app, &attackers[0], &email, "a guess").await, 429);
    // 50 failures from everywhere: the ceiling that slows down, never refuses.
    let started = Instant::now();
    assert_eq!(
        sign_in_from(&app, "198.51.100.7", &email, "the owner's password").await,
        200
    );
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "past the ceiling, answers slow down"
    );
    // Successes do not count: the owner signs in again and again.
    for _ in 0..12 {
        assert_eq!(
            sign_in_from(&app, "198.51.100.8", &email, "the owner's password").await,
            200
        );
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn recovery_requests_are_limited_per_account_and_address(#[case] backend: Backend) {
    let app = spawn_configured(backend, |config| config.trust_forwarded_for = true).await;
    let email = unique_email("recovery-target");
    app.sign_up(&email, "the owner's password").await;
    let recover = |from: &'static str| {
        let app = &app;
        let email = email.clone();
        async move {
            call_from(app, &[from], "/api/v1/auth/recover", Some(json!({ "email": email })))
                .await
                .0
        }
    };
    for _ in 0..3 {
        assert_eq!(recover("203.0.113.1").await, 200);
    }
    assert_eq!(recover("203.0.113.1").await, 429);
    assert_eq!(
        recover("198.51.100.7").await,
        200,
        "the owner elsewhere still gets a link"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn ipv6_addresses_in_one_64_share_their_limits(#[case] backend: Backend) {
    let app = spawn_configured(backend, |config| config.trust_forwarded_for = true).await;
    let email = unique_email("v6");
    app.sign_up(&email, "the owner's password").await;
    for n in 1..=10 {
        let rotated = format!("2001:db8:7:1:{n:x}::{n:x}");
        assert_eq!(sign_in_from(&app, &rotated, &email, "a guess").await, 401);
    }
    assert_eq!(sign_in_from(&app, "2001:db8:7:1:ffff::1", &email, "a guess").await, 429);
    assert_eq!(
        sign_in_from(&app, "2001:db8:7:2::1", &email, "a guess").await,
        401,
        "another /64"
    );

    let app = spawn_configured(backend, |config| {
        config.trust_forwarded_for = true;
        config.read_rate_limit = 5;
    })
    .await;
    let mut reads = Vec::new();
    for n in 1..=6 {
        reads.push(
            call_from(&app, &[&format!("2001:db8:9:9::{n}")], "/api/v1/categories", None)
                .await
                .0,
        );
    }
    assert_eq!(reads, [200, 200, 200, 200, 200, 429]);
    assert_eq!(
        call_from(&app, &["2001:db8:9:a::1"], "/api/v1/categories", None)
            .await
            .0,
        200
    );
}

#[tokio::test]
async fn a_full_hashing_queue_answers_503_with_retry_after_at_once() {
    let app = spawn_configured(Backend::Sqlite, |config| {
        config.password_hash_queue = 1;
        config.auth_rate_limits = false;
    })
    .await;
    let email = unique_email("busy");
    app.sign_up(&email, "the right password").await;
    let attempts = (0..12).map(|_| {
        app.call(
            Method::POST,
            "/api/v1/auth/token?grant_type=password",
            None,
            Some(json!({ "email": email, "password": "a wrong password" })),
        )
    });
    let answers = futures::future::join_all(attempts).await;
    let busy: Vec<_> = answers.iter().filter(|(status, _, _)| *status == 503).collect();
    assert!(
        !busy.is_empty(),
        "{:?}",
        answers.iter().map(|a| a.0).collect::<Vec<_>>()
    );
    assert!(answers.iter().all(|(status, _, _)| [401, 503].contains(status)));
    let (_, error, headers) = busy[0];
    assert_eq!(error["error"]["code"], "busy");
    assert_eq!(headers["retry-after"], "1");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn admin_access_ends_with_the_session_and_with_the_account(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("ended");
    let session = app.admin_session(&email).await;
    let token = session["access_token"].as_str().unwrap();
    assert_eq!(app.get_as("/api/v1/admin/users", token).await.0, 200);
    let (status, _) = app.post("/api/v1/auth/logout", Some(token), json!({})).await;
    assert_eq!(status, 204);
    let (status, error) = app.get_as("/api/v1/admin/users", token).await;
    assert_eq!(status, 401, "signed out: {error}");
    assert_eq!(
        error["error"]["message"],
        "Your session has ended. Please sign in again."
    );
    assert_eq!(app.get_as("/api/v1/auth/admin", token).await.0, 401);

    let (status, again) = app.sign_in(&email, "admin password 1").await;
    assert_eq!(status, 200);
    let token = again["access_token"].as_str().unwrap();
    assert_eq!(app.get_as("/api/v1/admin/users", token).await.0, 200);
    let id = again["user"]["id"].as_str().unwrap();
    // Disabled without ending the session (as a restore or a direct edit might leave it).
    execute_sql(
        &app,
        &format!("update users set disabled_at = created_at where id = '{id}'"),
    )
    .await;
    assert_eq!(app.get_as("/api/v1/admin/users", token).await.0, 403);
    let (status, admin) = app.get_as("/api/v1/auth/admin", token).await;
    assert_eq!((status, admin["is_admin"].as_bool()), (200, Some(false)));
}

#[tokio::test]
async fn wrong_credentials_count_against_the_read_limit() {
    let app = spawn_configured(Backend::Sqlite, |config| config.read_rate_limit = 5).await;
    let (bogus_key, _) = new_api_key();
    let mut statuses = Vec::new();
    for n in 0..6 {
        let token = if n % 2 == 0 { bogus_key.as_str() } else { "not.a.jwt" };
        statuses.push(app.get_as("/api/v1/categories", token).await.0);
    }
    assert_eq!(statuses, [401, 401, 401, 401, 401, 429]);

    // A good key is limited by its own allowance once known, not by its address's.
    let other = spawn_configured(Backend::Sqlite, |config| config.read_rate_limit = 5).await;
    let (key, prefix) = new_api_key();
    let new = NewApiKey {
        name: "reader".into(),
        scope: news_core::auth::Scope::ContentRead,
        key_hash: other.state.accounts.keys().hash_token(&key),
        prefix,
        expires_at: None,
    };
    other.store.create_api_key(new, &Actor::operator("test")).await.unwrap();
    for n in 0..20 {
        assert_eq!(other.get_as("/api/v1/categories", &key).await.0, 200, "keyed read {n}");
    }
}

#[tokio::test]
async fn the_client_address_is_the_last_entry_of_the_last_forwarded_for_line() {
    let app = spawn_configured(Backend::Sqlite, |config| {
        config.trust_forwarded_for = true;
        config.read_rate_limit = 2;
    })
    .await;
    let path = "/api/v1/categories";
    assert_eq!(
        call_from(&app, &["198.51.100.1", "10.0.0.1, 203.0.113.9"], path, None)
            .await
            .0,
        200
    );
    assert_eq!(
        call_from(&app, &["198.51.100.2", "203.0.113.9"], path, None).await.0,
        200
    );
    assert_eq!(
        call_from(&app, &["198.51.100.3", "10.9.9.9,203.0.113.9"], path, None)
            .await
            .0,
        429,
        "the proxy's entry counts, not what the client wrote before it"
    );
    assert_eq!(call_from(&app, &["198.51.100.1"], path, None).await.0, 200);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn sign_up_with_a_registered_address_answers_the_same_and_mails_the_owner(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("taken");
    let body = |password: &str| json!({ "email": email, "password": password });
    let (new_status, new_body) = app
        .post("/api/v1/auth/signup", None, body("the owner's password"))
        .await;
    wait_for_mail(&email, 1).await;
    let (taken_status, taken_body) = app.post("/api/v1/auth/signup", None, body("someone else's")).await;
    assert_eq!((new_status, &new_body), (taken_status, &taken_body));
    assert_eq!(taken_status, 201);

    let mail = wait_for_mail(&email, 2).await;
    assert_eq!(mail["subject"], "Someone tried to sign up with your address");
    assert!(link_path(&mail).starts_with("/en/reset-password?token="));
    assert_eq!(app.sign_in(&email, "someone else's").await.0, 401, "no second account");
    assert_eq!(app.sign_in(&email, "the owner's password").await.0, 200);
    let (status, _) = app
        .post(
            "/api/v1/auth/reset",
            None,
            json!({ "token": link_token(&mail), "password": "a fresh password" }),
        )
        .await;
    assert_eq!(status, 200, "the mailed link resets the password");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn housekeeping_prunes_dead_tokens_and_keeps_live_sessions_whole(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("prune");
    let live = app.sign_up(&email, "a good password").await;
    let (_, rotated) = app
        .post(
            "/api/v1/auth/token?grant_type=refresh_token",
            None,
            json!({ "refresh_token": live["refresh_token"] }),
        )
        .await;
    let ended = app.sign_in(&email, "a good password").await.1;
    app.post(
        "/api/v1/auth/logout",
        Some(ended["access_token"].as_str().unwrap()),
        json!({}),
    )
    .await;
    app.post("/api/v1/auth/recover", None, json!({ "email": email })).await;
    app.store
        .create_break_glass_token(
            "a hash",
            Utc::now() + chrono::Duration::minutes(15),
            &Actor::operator("test"),
        )
        .await
        .unwrap();
    let old = "2020-01-01T00:00:00Z";
    execute_sql(
        &app,
        &format!("update refresh_tokens set revoked_at = '{old}' where revoked_at is not null"),
    )
    .await;
    execute_sql(
        &app,
        &format!("update one_time_tokens set expires_at = '{old}' where purpose = 'recovery'"),
    )
    .await;
    execute_sql(&app, &format!("update break_glass_tokens set expires_at = '{old}'")).await;

    let pruned = app.store.prune_tokens(Utc::now()).await.unwrap();
    assert_eq!(pruned.refresh_tokens, 1, "the ended session's token");
    assert_eq!(
        pruned.one_time_tokens, 1,
        "the expired recovery link; the live confirmation link stays"
    );
    assert_eq!(pruned.break_glass_tokens, 1);

    // The live session still refreshes, and its rotated token is still caught if reused.
    let (status, _) = app
        .post(
            "/api/v1/auth/token?grant_type=refresh_token",
            None,
            json!({ "refresh_token": rotated["refresh_token"] }),
        )
        .await;
    assert_eq!(status, 200);
    let (status, error) = app
        .post(
            "/api/v1/auth/token?grant_type=refresh_token",
            None,
            json!({ "refresh_token": live["refresh_token"] }),
        )
        .await;
    assert_eq!(status, 401);
    assert!(
        error["error"]["message"].as_str().unwrap().contains("already used"),
        "{error}"
    );
}

#[tokio::test]
async fn token_answers_are_never_stored_and_https_sites_send_hsts() {
    let app = spawn_app(Backend::Sqlite).await;
    let email = unique_email("no-store");
    app.sign_up(&email, "a good password").await;
    for password in ["a good password", "a wrong password"] {
        let body = json!({ "email": email, "password": password });
        let (_, _, headers) = app
            .call(Method::POST, "/api/v1/auth/token?grant_type=password", None, Some(body))
            .await;
        assert_eq!(headers["cache-control"], "no-store", "{password}");
        assert_eq!(headers["pragma"], "no-cache", "{password}");
    }
    let (_, _, headers) = app.call(Method::GET, "/api/v1/categories", None, None).await;
    assert!(headers.get("strict-transport-security").is_none(), "not over http");
    assert_ne!(
        headers.get("cache-control").map(|v| v.to_str().unwrap()),
        Some("no-store")
    );

    let https = spawn_configured(Backend::Sqlite, |config| {
        config.public_url = Some("https://news.example".into());
    })
    .await;
    for path in ["/api/v1/categories", "/en/"] {
        let (_, _, headers) = https.call(Method::GET, path, None, None).await;
        assert_eq!(
            headers["strict-transport-security"], "max-age=31536000; includeSubDomains",
            "{path}"
        );
    }
}

#[tokio::test]
async fn a_wildcard_cors_origin_admits_every_origin_without_credentials() {
    let app = spawn_configured(Backend::Sqlite, |config| config.cors_origins = vec!["*".into()]).await;
    let response = app
        .client
        .get(format!("{}/api/v1/categories", app.address))
        .header("origin", "https://anywhere.example")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["access-control-allow-origin"], "*");
    assert!(response.headers().get("access-control-allow-credentials").is_none());
}
