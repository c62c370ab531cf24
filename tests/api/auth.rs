//! Accounts and sessions: sign-up with confirmation mail, sign-in, refresh rotation and reuse
//! detection, sign-out, recovery and reset by mail, tampered and expired tokens, rate limits
//! (more on the limits in `security.rs`).

use chrono::{Duration, Utc};
use news_core::auth::{AuthKeys, TokenSigner};
use rstest::rstest;
use serde_json::json;

use crate::helpers::{Backend, spawn_app, spawn_configured, spawn_second_node, unique_email};
use crate::mail::{link_path, link_token, wait_for_mail};

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn sign_up_mails_a_confirmation_link_and_the_account_can_sign_in(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("signup");
    // The helper checks the sign-up answer, then signs in.
    let session = app
        .sign_up(&format!("  {}  ", email.to_uppercase()), "a good password")
        .await;
    assert_eq!(session["token_type"], "bearer");
    assert_eq!(session["expires_in"], 900);
    assert!(session["expires_at"].as_i64().unwrap() > Utc::now().timestamp() + 800);
    assert!(session["refresh_token"].as_str().unwrap().len() >= 43);
    assert_eq!(session["user"]["email"], email, "addresses are trimmed and lowercased");
    assert!(session["user"]["email_confirmed_at"].is_null());
    assert!(session.get("password_hash").is_none() && session["user"].get("password_hash").is_none());

    let token = session["access_token"].as_str().unwrap();
    let (status, user) = app.get_as("/api/v1/auth/user", token).await;
    assert_eq!(status, 200);
    assert_eq!(user["email"], email);

    let mail = wait_for_mail(&email, 1).await;
    assert_eq!(mail["subject"], "Confirm your email address");
    let (status, page, _) = app.call(reqwest::Method::GET, &link_path(&mail), None, None).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.as_str().unwrap().contains("Your email address is confirmed"));
    let (_, user) = app.get_as("/api/v1/auth/user", token).await;
    assert!(user["email_confirmed_at"].is_string());
    let (status, _, _) = app.call(reqwest::Method::GET, &link_path(&mail), None, None).await;
    assert_eq!(status, 400, "a confirmation link works once");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn sign_up_refuses_bad_input_with_the_error_shape(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("rules");
    let cases = [
        (
            json!({ "email": "", "password": "long enough" }),
            422,
            "Please enter your email address",
        ),
        (
            json!({ "email": "not-an-address", "password": "long enough" }),
            422,
            "Please enter a valid email address",
        ),
        (
            json!({ "email": email, "password": "short" }),
            422,
            "at least 8 characters",
        ),
        (
            json!({ "email": email, "password": email }),
            422,
            "must not be your email",
        ),
        (
            json!({ "email": email, "password": "long enough", "role": "admin" }),
            422,
            "unknown field",
        ),
        (json!({ "email": email }), 422, "password"),
    ];
    for (body, status, message) in cases {
        let (got, error) = app.post("/api/v1/auth/signup", None, body.clone()).await;
        assert_eq!(got, status, "{body}: {error}");
        assert!(
            error["error"]["message"].as_str().unwrap().contains(message),
            "{body}: {error}"
        );
    }

    let url = format!("{}/api/v1/auth/signup", app.address);
    let not_json = app.client.post(&url).body("email=x").send().await.unwrap();
    assert_eq!(not_json.status(), 415);
    let broken = app
        .client
        .post(&url)
        .header("content-type", "application/json")
        .body("{\"email\":")
        .send()
        .await
        .unwrap();
    assert_eq!(broken.status(), 400);
    assert_eq!(
        broken.json::<serde_json::Value>().await.unwrap()["error"]["code"],
        "invalid_json"
    );
    let huge = json!({ "email": email, "password": "x".repeat(3 * 1024 * 1024) });
    let (status, error) = app.post("/api/v1/auth/signup", None, huge).await;
    assert_eq!(status, 413, "{error}");
    assert_eq!(error["error"]["code"], "payload_too_large");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn sign_in_checks_the_password_and_says_nothing_about_unknown_accounts(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("signin");
    app.sign_up(&email, "the right password").await;
    let (status, wrong) = app.sign_in(&email, "the wrong password").await;
    assert_eq!(status, 401);
    let (status, unknown) = app.sign_in(&unique_email("nobody"), "the wrong password").await;
    assert_eq!(status, 401);
    assert_eq!(
        wrong, unknown,
        "the same answer for a wrong password and an unknown address"
    );

    let (status, session) = app.sign_in(&email.to_uppercase(), "the right password").await;
    assert_eq!(status, 200, "{session}");
    assert!(session["user"]["last_sign_in_at"].is_string());

    let (status, error) = app
        .post("/api/v1/auth/token?grant_type=magic", None, json!({ "email": email }))
        .await;
    assert_eq!(status, 400, "{error}");
    let (status, _) = app
        .post(
            "/api/v1/auth/token",
            None,
            json!({ "grant_type": "password", "email": email }),
        )
        .await;
    assert_eq!(status, 400);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn refresh_rotates_and_a_reused_token_ends_the_session(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("refresh");
    let first = app.sign_up(&email, "a good password").await;
    let refresh = |token: &str| {
        let token = token.to_string();
        let app = &app;
        async move {
            app.post(
                "/api/v1/auth/token?grant_type=refresh_token",
                None,
                json!({ "refresh_token": token }),
            )
            .await
        }
    };
    let (status, second) = refresh(first["refresh_token"].as_str().unwrap()).await;
    assert_eq!(status, 200, "{second}");
    assert_ne!(second["refresh_token"], first["refresh_token"]);
    assert_eq!(second["user"]["email"], email);
    let (status, _) = app
        .get_as("/api/v1/auth/user", second["access_token"].as_str().unwrap())
        .await;
    assert_eq!(status, 200);

    // The first token was rotated: presenting it again is a theft signal.
    let (status, error) = refresh(first["refresh_token"].as_str().unwrap()).await;
    assert_eq!(status, 401, "{error}");
    let (status, _) = refresh(second["refresh_token"].as_str().unwrap()).await;
    assert_eq!(status, 401, "the whole family is revoked, the newest token included");

    // Other sessions of the same account are untouched.
    let (status, other) = app.sign_in(&email, "a good password").await;
    assert_eq!(status, 200);
    let (status, _) = refresh(other["refresh_token"].as_str().unwrap()).await;
    assert_eq!(status, 200);
    let (status, _) = refresh("made-up-token").await;
    assert_eq!(status, 401);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn sign_out_ends_the_session_and_is_idempotent(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let session = app.sign_up(&unique_email("signout"), "a good password").await;
    let access = session["access_token"].as_str().unwrap();
    let refresh_body = json!({ "refresh_token": session["refresh_token"] });
    let (status, _, _) = app
        .call(reqwest::Method::POST, "/api/v1/auth/logout", Some(access), None)
        .await;
    assert_eq!(status, 204);
    let (status, _) = app
        .post(
            "/api/v1/auth/token?grant_type=refresh_token",
            None,
            refresh_body.clone(),
        )
        .await;
    assert_eq!(status, 401, "the session's refresh token no longer works");
    let (status, error, _) = app
        .call(reqwest::Method::GET, "/api/v1/auth/user", Some(access), None)
        .await;
    assert_eq!(status, 401, "nor its access token on the account's routes: {error}");
    // Signing out again, or with a dead refresh token, or with nothing, still succeeds.
    let (status, _, _) = app
        .call(reqwest::Method::POST, "/api/v1/auth/logout", Some(access), None)
        .await;
    assert_eq!(status, 204);
    let (status, _) = app.post("/api/v1/auth/logout", None, refresh_body).await;
    assert_eq!(status, 204);
    let (status, _, _) = app.call(reqwest::Method::POST, "/api/v1/auth/logout", None, None).await;
    assert_eq!(status, 204);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn expired_tampered_and_foreign_access_tokens_get_401(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let session = app.sign_up(&unique_email("tamper"), "a good password").await;
    let user_id = session["user"]["id"].as_str().unwrap();
    let email = session["user"]["email"].as_str().unwrap();
    let signer = app.state.accounts.signer();
    let now = Utc::now();

    let other_key = TokenSigner::new(&AuthKeys::from_secret(&[9; 64]), Duration::minutes(15));
    let mut foreign = signer.claims_for(user_id, email, "s", now);
    foreign.aud = "some-other-api".into();
    let good = session["access_token"].as_str().unwrap();
    let (header, rest) = good.split_once('.').unwrap();
    let (payload, _) = rest.split_once('.').unwrap();
    use base64::Engine as _;
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let alg_none = format!("{}.{payload}.", b64.encode(br#"{"alg":"none","typ":"JWT"}"#));
    let mut claims: serde_json::Value = serde_json::from_slice(&b64.decode(payload).unwrap()).unwrap();
    claims["sub"] = json!("someone-else");
    let edited = format!(
        "{header}.{}.{}",
        b64.encode(claims.to_string()),
        good.rsplit('.').next().unwrap()
    );

    let tokens = [
        ("expired", app.expired_token(&session)),
        (
            "wrong signature",
            other_key.sign(&other_key.claims_for(user_id, email, "s", now)).unwrap(),
        ),
        ("wrong audience", signer.sign(&foreign).unwrap()),
        ("alg none", alg_none),
        ("edited payload", edited),
        ("garbage", "not.a.jwt".to_string()),
    ];
    for (what, token) in tokens {
        let (status, error, headers) = app
            .call(reqwest::Method::GET, "/api/v1/auth/user", Some(&token), None)
            .await;
        assert_eq!(status, 401, "{what}: {error}");
        assert_eq!(headers["www-authenticate"], "Bearer", "{what}");
        // A bad token is refused on public reads too, rather than silently ignored.
        let (status, _, _) = app
            .call(reqwest::Method::GET, "/api/v1/articles", Some(&token), None)
            .await;
        assert_eq!(status, 401, "{what}");
    }
    let (status, error, _) = app.call(reqwest::Method::GET, "/api/v1/auth/user", None, None).await;
    assert_eq!(status, 401, "{error}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn recovery_mails_a_single_use_link_and_reset_ends_every_session(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("recover");
    let session = app.sign_up(&email, "the old password").await;
    wait_for_mail(&email, 1).await;

    let (status, known) = app.post("/api/v1/auth/recover", None, json!({ "email": email })).await;
    assert_eq!(status, 200);
    let (status, unknown) = app
        .post("/api/v1/auth/recover", None, json!({ "email": unique_email("ghost") }))
        .await;
    assert_eq!(status, 200);
    assert_eq!(known, unknown, "no account enumeration");

    let mail = wait_for_mail(&email, 2).await;
    assert_eq!(mail["subject"], "Reset your password");
    assert!(link_path(&mail).starts_with("/en/reset-password?token="));
    let token = link_token(&mail);

    let (status, error) = app
        .post(
            "/api/v1/auth/reset",
            None,
            json!({ "token": token, "password": "short" }),
        )
        .await;
    assert_eq!(status, 422, "{error}");
    let (status, error) = app
        .post("/api/v1/auth/reset", None, json!({ "token": token, "password": email }))
        .await;
    assert_eq!(status, 422, "the new password may not be the address: {error}");
    let (status, body) = app
        .post(
            "/api/v1/auth/reset",
            None,
            json!({ "token": token, "password": "the new password" }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["user"]["email"], email);

    let (status, _) = app
        .post(
            "/api/v1/auth/reset",
            None,
            json!({ "token": token, "password": "a third password" }),
        )
        .await;
    assert_eq!(status, 422, "the link works once");
    let (status, _) = app
        .post(
            "/api/v1/auth/token?grant_type=refresh_token",
            None,
            json!({ "refresh_token": session["refresh_token"] }),
        )
        .await;
    assert_eq!(status, 401, "every session ended with the reset");
    assert_eq!(app.sign_in(&email, "the old password").await.0, 401);
    assert_eq!(app.sign_in(&email, "the new password").await.0, 200);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn failed_sign_ins_are_limited_per_account_and_address_with_retry_after(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("limited");
    app.sign_up(&email, "the right password").await;
    for attempt in 1..=10 {
        let (status, _) = app.sign_in(&email, "a wrong password").await;
        assert_eq!(status, 401, "attempt {attempt}");
    }
    let (status, error, headers) = app
        .call(
            reqwest::Method::POST,
            "/api/v1/auth/token?grant_type=password",
            None,
            Some(json!({ "email": email, "password": "the right password" })),
        )
        .await;
    assert_eq!(status, 429, "{error}");
    assert_eq!(error["error"]["code"], "rate_limited");
    let retry_after: u64 = headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=900).contains(&retry_after), "{retry_after}");
    // Another account from the same address is not locked out by this one.
    let other = unique_email("unlimited");
    app.sign_up(&other, "the right password").await;
    assert_eq!(app.sign_in(&other, "the right password").await.0, 200);
}

#[tokio::test]
async fn sign_in_limits_hold_across_server_processes_on_postgres() {
    let first = spawn_app(Backend::Postgres).await;
    let second = spawn_second_node(&first).await;
    let email = unique_email("cluster");
    first.sign_up(&email, "the right password").await;
    for attempt in 0..10 {
        let node = if attempt % 2 == 0 { &first } else { &second };
        assert_eq!(
            node.sign_in(&email, "a wrong password").await.0,
            401,
            "attempt {attempt}"
        );
    }
    assert_eq!(first.sign_in(&email, "the right password").await.0, 429);
    assert_eq!(second.sign_in(&email, "the right password").await.0, 429);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn sign_ups_are_limited_per_address(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    for n in 0..10 {
        app.sign_up(&unique_email(&format!("burst{n}")), "a good password")
            .await;
    }
    let (status, _) = app
        .post(
            "/api/v1/auth/signup",
            None,
            json!({ "email": unique_email("burst-over"), "password": "a good password" }),
        )
        .await;
    assert_eq!(status, 429);
}

#[tokio::test]
async fn rate_limits_can_be_turned_off() {
    let app = spawn_configured(Backend::Sqlite, |config| config.auth_rate_limits = false).await;
    let email = unique_email("unlimited-config");
    app.sign_up(&email, "the right password").await;
    for _ in 0..12 {
        assert_eq!(app.sign_in(&email, "a wrong password").await.0, 401);
    }
    assert_eq!(app.sign_in(&email, "the right password").await.0, 200);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_disabled_account_cannot_sign_in_or_refresh(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("disabled");
    let session = app.sign_up(&email, "a good password").await;
    let id = session["user"]["id"].as_str().unwrap();
    app.store
        .set_user_disabled(id, true, &news_core::auth::Actor::operator("test"))
        .await
        .unwrap();
    assert_eq!(app.sign_in(&email, "a good password").await.0, 401);
    let (status, _) = app
        .post(
            "/api/v1/auth/token?grant_type=refresh_token",
            None,
            json!({ "refresh_token": session["refresh_token"] }),
        )
        .await;
    assert_eq!(status, 401);
}
