//! Passwordless sign-in with a mailed code, through the real SMTP capture server: a first code
//! makes a confirmed account, a code works once and dies after five wrong tries, unknown and
//! known addresses get the same answer, closed sign-ups make no account; and the confirmation
//! mail asked for again.

use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, spawn_app, spawn_configured, unique_email};
use crate::mail::{link_path, mails_to, wait_for_mail};

/// The six digits of the newest sign-in mail, checked against its link.
fn code_of(mail: &Value) -> String {
    let subject = mail["subject"].as_str().unwrap();
    let code = subject.rsplit(' ').next().unwrap().to_string();
    assert_eq!(code.len(), 6, "{subject}");
    assert!(
        link_path(mail).ends_with(&format!("&code={code}")),
        "{}",
        link_path(mail)
    );
    code
}

async fn ask(app: &TestApp, email: &str, language: &str) -> (u16, Value) {
    app.post(
        "/api/v1/auth/otp",
        None,
        json!({ "email": email, "language": language }),
    )
    .await
}

async fn exchange(app: &TestApp, email: &str, code: &str) -> (u16, Value) {
    app.post(
        "/api/v1/auth/token?grant_type=otp",
        None,
        json!({ "email": email, "code": code }),
    )
    .await
}

/// A six-digit code other than `code`.
fn other_than(code: &str) -> String {
    format!("{:06}", (code.parse::<u32>().unwrap() + 1) % 1_000_000)
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_mailed_code_signs_in_once_and_makes_a_confirmed_account(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("otp-new");
    let (status, answer) = ask(&app, &email.to_uppercase(), "ro").await;
    assert_eq!(status, 200, "{answer}");
    let mail = wait_for_mail(&email, 1).await;
    assert!(
        mail["subject"]
            .as_str()
            .unwrap()
            .starts_with("Codul tău de autentificare: "),
        "the requested language: {mail}"
    );
    assert!(link_path(&mail).starts_with(&format!("/ro/login?email={}", email.replace('@', "%40"))));
    let code = code_of(&mail);

    let (status, session) = exchange(&app, &email, &code).await;
    assert_eq!(status, 200, "{session}");
    assert_eq!(session["user"]["email"], email);
    assert_eq!(session["user"]["language"], "ro");
    assert!(
        session["user"]["email_confirmed_at"].is_string(),
        "the code proved the address"
    );
    assert_eq!(session["aal"], "aal1");
    let (status, _) = app
        .get_as("/api/v1/auth/user", session["access_token"].as_str().unwrap())
        .await;
    assert_eq!(status, 200);
    let (status, body) = exchange(&app, &email, &code).await;
    assert_eq!(status, 401, "a code works once: {body}");
    assert_eq!(
        app.sign_in(&email, "").await.0,
        401,
        "the account has no password to guess"
    );

    // An existing, unconfirmed account: the same answer as an unknown address, and the code
    // confirms it.
    let known = unique_email("otp-known");
    app.sign_up(&known, "a good password").await;
    let (_, known_answer) = ask(&app, &known, "en").await;
    assert_eq!(known_answer, answer, "no account enumeration");
    let mail = wait_for_mail(&known, 2).await;
    assert_eq!(
        mail["subject"].as_str().unwrap(),
        format!("Your sign-in code: {}", code_of(&mail))
    );
    let (status, session) = exchange(&app, &known, &code_of(&mail)).await;
    assert_eq!(status, 200, "{session}");
    assert!(session["user"]["email_confirmed_at"].is_string());
    assert_eq!(
        app.sign_in(&known, "a good password").await.0,
        200,
        "the password still works"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_code_dies_after_five_wrong_tries_and_a_new_one_replaces_it(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("otp-tries");
    ask(&app, &email, "en").await;
    let code = code_of(&wait_for_mail(&email, 1).await);
    for _ in 0..5 {
        let (status, body) = exchange(&app, &email, &other_than(&code)).await;
        assert_eq!(status, 401, "{body}");
        assert_eq!(body["error"]["message"], "Invalid or expired code. Ask for a new one.");
    }
    assert_eq!(
        exchange(&app, &email, &code).await.0,
        401,
        "dead after five wrong tries"
    );
    for malformed in ["", "12345", "1234567", "abcdef"] {
        assert_eq!(exchange(&app, &email, malformed).await.0, 401, "{malformed:?}");
    }

    ask(&app, &email, "en").await;
    let first = code_of(&wait_for_mail(&email, 2).await);
    ask(&app, &email, "en").await;
    let second = code_of(&wait_for_mail(&email, 3).await);
    if first != second {
        assert_eq!(exchange(&app, &email, &first).await.0, 401, "replaced");
    }
    assert_eq!(exchange(&app, &email, &second).await.0, 200);

    let (status, body) = ask(&app, &email, "en").await;
    assert_eq!(status, 429, "three codes an hour per address from one client: {body}");

    // An expired code.
    let late_email = unique_email("otp-late");
    ask(&app, &late_email, "en").await;
    let late = code_of(&wait_for_mail(&late_email, 1).await);
    crate::helpers::execute_sql(
        &app,
        &format!("update sign_in_codes set expires_at = created_at where email = '{late_email}'"),
    )
    .await;
    assert_eq!(exchange(&app, &late_email, &late).await.0, 401, "expired");

    let (status, body) = app
        .post("/api/v1/auth/token?grant_type=otp", None, json!({ "email": email }))
        .await;
    assert_eq!(status, 400, "{body}");
    let (status, _) = ask(&app, "not an address", "en").await;
    assert_eq!(status, 422);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn closed_sign_ups_mail_codes_only_to_accounts(#[case] backend: Backend) {
    let app = spawn_configured(backend, |config| config.allow_sign_up = false).await;
    let stranger = unique_email("otp-closed");
    let (status, _) = ask(&app, &stranger, "en").await;
    assert_eq!(status, 200, "the same answer");
    let member = unique_email("otp-member");
    app.confirmed_user(&member, "a good password").await;
    ask(&app, &member, "en").await;
    let code = code_of(&wait_for_mail(&member, 1).await);
    assert_eq!(exchange(&app, &member, &code).await.0, 200);
    assert!(mails_to(&stranger).await.is_empty(), "no account, no code");
    let (status, body) = app
        .post(
            "/api/v1/auth/signup",
            None,
            json!({ "email": stranger, "password": "a good password" }),
        )
        .await;
    assert_eq!(
        (status, body["error"]["message"].as_str()),
        (403, Some("Sign-ups are closed."))
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_confirmation_link_can_be_mailed_again(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("resend");
    let session = app.sign_up(&email, "a good password").await;
    let token = session["access_token"].as_str().unwrap();
    wait_for_mail(&email, 1).await;
    let (status, body) = app.post("/api/v1/auth/resend", Some(token), json!({})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["message"], "Check your email for a confirmation link!");
    let mail = wait_for_mail(&email, 2).await;
    assert_eq!(mail["subject"], "Confirm your email address");
    let link = link_path(&mail);
    let (status, _) = app.get(&link).await;
    assert_eq!(status, 200, "{link}");
    let (status, body) = app.post("/api/v1/auth/resend", Some(token), json!({})).await;
    assert_eq!(status, 409, "confirmed already: {body}");
    let (status, _) = app.post("/api/v1/auth/resend", None, json!({})).await;
    assert_eq!(status, 401);
}
