//! Two-factor authentication: enrolment, activation with recovery codes, challenges that raise a
//! session to aal2, replayed codes and spent recovery codes refused, the attempt limit, staff
//! routes at aal1 and aal2, compulsory factors for staff, removal, the operator's reset, and the
//! secret never stored in clear.

use news_core::auth::{Actor, TotpSecret};
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, secret_of, spawn_app, spawn_configured, step_now, unique_email};

const ADMIN_PASSWORD: &str = "admin password 1";
/// A staff-only route.
const STAFF_ROUTE: &str = "/api/v1/admin/api-keys";

/// A six-digit code that is none of the codes the server would accept now.
fn wrong_code(secret: &TotpSecret) -> String {
    let step = step_now();
    let accepted: Vec<String> = (step - 2..=step + 2).map(|s| secret.code_at(s)).collect();
    (0..100)
        .map(|n| format!("{n:06}"))
        .find(|code| !accepted.contains(code))
        .unwrap()
}

fn token(session: &Value) -> &str {
    session["access_token"].as_str().unwrap()
}

async fn staff_status(app: &TestApp, session: &Value) -> (u16, Value) {
    app.get_as(STAFF_ROUTE, token(session)).await
}

async fn challenge(app: &TestApp, session: &Value, factor: &str) -> String {
    let (status, challenge) = app
        .post(
            &format!("/api/v1/auth/factors/{factor}/challenge"),
            Some(token(session)),
            json!({}),
        )
        .await;
    assert_eq!(status, 201, "{challenge}");
    assert_eq!(challenge["factor_id"], factor);
    challenge["id"].as_str().unwrap().to_string()
}

async fn answer(app: &TestApp, session: &Value, factor: &str, challenge: &str, code: &str) -> (u16, Value) {
    app.post(
        &format!("/api/v1/auth/factors/{factor}/verify"),
        Some(token(session)),
        json!({ "challenge_id": challenge, "code": code }),
    )
    .await
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_factor_raises_sessions_to_aal2_and_staff_routes_want_it(#[case] backend: Backend) {
    // Its wrong codes would reach the attempt limit, which the next test checks.
    let app = spawn_configured(backend, |config| config.auth_rate_limits = false).await;
    let email = unique_email("mfa-admin");
    let session = app.admin_session(&email).await;
    assert_eq!(session["aal"], "aal1");
    assert_eq!(staff_status(&app, &session).await.0, 200, "no factor: aal1 is enough");

    // Enrolment shows the secret once, as text, URI and QR code.
    let (status, enrolment) = app
        .post(
            "/api/v1/auth/factors",
            Some(token(&session)),
            json!({ "friendly_name": "Phone" }),
        )
        .await;
    assert_eq!(status, 201, "{enrolment}");
    assert_eq!(enrolment["factor_type"], "totp");
    assert_eq!(enrolment["status"], "unverified");
    assert_eq!(enrolment["friendly_name"], "Phone");
    assert_eq!(enrolment["secret"].as_str().unwrap().len(), 32);
    let uri = enrolment["uri"].as_str().unwrap();
    assert!(uri.starts_with("otpauth://totp/Newsroom:mfa-admin-"), "{uri}");
    assert!(uri.contains(&format!("secret={}", enrolment["secret"].as_str().unwrap())));
    assert!(enrolment["qr_code"].as_str().unwrap().contains("<svg"));
    let secret = secret_of(&enrolment);
    let factor = enrolment["id"].as_str().unwrap().to_string();
    let (_, listed) = app.get_as("/api/v1/auth/factors", token(&session)).await;
    assert_eq!(listed["factors"][0]["status"], "unverified");
    assert!(listed["factors"][0].get("secret").is_none());

    // Activation: a wrong code is refused, the right one raises the session.
    let verify = format!("/api/v1/auth/factors/{factor}/verify");
    let (status, body) = app
        .post(&verify, Some(token(&session)), json!({ "code": wrong_code(&secret) }))
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (422, Some("invalid_field")),
        "{body}"
    );
    let used_step = step_now();
    let (status, verified) = app
        .post(
            &verify,
            Some(token(&session)),
            json!({ "code": secret.code_at(used_step) }),
        )
        .await;
    assert_eq!(status, 200, "{verified}");
    let raised = verified["session"].clone();
    assert_eq!(raised["aal"], "aal2");
    assert_ne!(raised["refresh_token"], session["refresh_token"]);
    let codes: Vec<&str> = verified["recovery_codes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(codes.len(), 10);
    assert_eq!(codes.iter().collect::<std::collections::HashSet<_>>().len(), 10);
    assert_eq!(staff_status(&app, &raised).await.0, 200);
    let (status, body) = app
        .post(&verify, Some(token(&raised)), json!({ "code": "123456" }))
        .await;
    assert_eq!(status, 409, "activated once: {body}");

    // A raised session stays raised when refreshed.
    let (status, refreshed) = app
        .post(
            "/api/v1/auth/token?grant_type=refresh_token",
            None,
            json!({ "refresh_token": raised["refresh_token"] }),
        )
        .await;
    assert_eq!(status, 200, "{refreshed}");
    assert_eq!(refreshed["aal"], "aal2");
    assert_eq!(staff_status(&app, &refreshed).await.0, 200);

    // A new sign-in is aal1: staff routes say so until a challenge is answered.
    let (_, fresh) = app.sign_in(&email, ADMIN_PASSWORD).await;
    assert_eq!(fresh["aal"], "aal1");
    let (status, body) = staff_status(&app, &fresh).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("mfa_required")),
        "{body}"
    );
    let (_, admin) = app.get_as("/api/v1/auth/admin", token(&fresh)).await;
    assert_eq!(
        admin,
        json!({ "is_admin": true, "role": null, "mfa_required": true, "mfa_enrollment_required": false })
    );

    let first = challenge(&app, &fresh, &factor).await;
    let (status, body) = answer(&app, &fresh, &factor, &first, &secret.code_at(used_step)).await;
    assert_eq!(status, 422, "a code is accepted once: {body}");
    let (status, body) = answer(&app, &fresh, &factor, &first, &wrong_code(&secret)).await;
    assert_eq!(status, 422, "{body}");
    let (status, body) = answer(&app, &fresh, &factor, &first, &secret.code_at(used_step + 1)).await;
    assert_eq!(status, 200, "the next step, within the drift window: {body}");
    let raised = body["session"].clone();
    assert_eq!(raised["aal"], "aal2");
    assert_eq!(body["recovery_codes"], json!([]));
    assert_eq!(staff_status(&app, &raised).await.0, 200);
    let (status, _) = answer(&app, &raised, &factor, &first, &secret.code_at(used_step + 2)).await;
    assert_eq!(status, 422, "a challenge is answered once");

    // A recovery code in place of a code, once.
    let (_, fresh) = app.sign_in(&email, ADMIN_PASSWORD).await;
    let second = challenge(&app, &fresh, &factor).await;
    let (status, body) = answer(&app, &fresh, &factor, &second, &codes[0].to_uppercase()).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(staff_status(&app, &body["session"]).await.0, 200);
    let (_, fresh) = app.sign_in(&email, ADMIN_PASSWORD).await;
    let third = challenge(&app, &fresh, &factor).await;
    let (status, _) = answer(&app, &fresh, &factor, &third, codes[0]).await;
    assert_eq!(status, 422, "a recovery code works once");
    let (_, listed) = app.get_as("/api/v1/auth/factors", token(&raised)).await;
    assert_eq!(listed["recovery_codes_left"], 9);
    assert_eq!(listed["factors"][0]["status"], "verified");

    // A challenge belongs to the session it was made for.
    let (_, other) = app.sign_in(&email, ADMIN_PASSWORD).await;
    let (status, _) = answer(&app, &other, &factor, &third, codes[1]).await;
    assert_eq!(status, 422, "another session's challenge");

    // The session the factor was activated in rotated its refresh token: the old one, presented
    // again, ends that session.
    let (status, _) = app
        .post(
            "/api/v1/auth/token?grant_type=refresh_token",
            None,
            json!({ "refresh_token": session["refresh_token"] }),
        )
        .await;
    assert_eq!(status, 401);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn adding_or_removing_factors_needs_aal2_and_wrong_codes_are_limited(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("mfa-reader");
    let session = app.sign_up(&email, "reader password 1").await;
    let (raised, secret, factor, _) = app.enrol_factor(&session).await;

    let (_, fresh) = app.sign_in(&email, "reader password 1").await;
    let (status, body) = app.post("/api/v1/auth/factors", Some(token(&fresh)), json!({})).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("mfa_required")),
        "{body}"
    );
    let (status, body, _) = app
        .call(
            reqwest::Method::DELETE,
            &format!("/api/v1/auth/factors/{factor}"),
            Some(token(&fresh)),
            None,
        )
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("mfa_required")),
        "{body}"
    );

    // Five wrong codes in a window, then 429 even for the right one.
    let open = challenge(&app, &fresh, &factor).await;
    for _ in 0..5 {
        let (status, _) = answer(&app, &fresh, &factor, &open, &wrong_code(&secret)).await;
        assert_eq!(status, 422);
    }
    let (status, _) = answer(&app, &fresh, &factor, &open, &secret.code_at(step_now() + 1)).await;
    assert_eq!(status, 429);

    // From aal2: an unverified second enrolment is allowed, and removal works.
    let (status, _) = app.post("/api/v1/auth/factors", Some(token(&raised)), json!({})).await;
    assert_eq!(status, 201);
    let (status, _, _) = app
        .call(
            reqwest::Method::DELETE,
            &format!("/api/v1/auth/factors/{factor}"),
            Some(token(&raised)),
            None,
        )
        .await;
    assert_eq!(status, 204);
    let (_, listed) = app.get_as("/api/v1/auth/factors", token(&raised)).await;
    assert_eq!(
        listed["recovery_codes_left"], 0,
        "the last verified factor takes its codes along"
    );
    assert_eq!(
        listed["factors"].as_array().unwrap().len(),
        1,
        "the unverified one is left"
    );
    let (status, _) = app.post("/api/v1/auth/factors", Some(token(&fresh)), json!({})).await;
    assert_eq!(status, 201, "no verified factor left: aal1 may enrol");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn staff_must_enrol_where_configured_and_operators_can_reset(#[case] backend: Backend) {
    let app = spawn_configured(backend, |config| config.require_staff_mfa = true).await;
    let email = unique_email("mfa-staff");
    let session = app.admin_session(&email).await;
    let (status, body) = staff_status(&app, &session).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("mfa_enrollment_required")),
        "{body}"
    );
    let (_, admin) = app.get_as("/api/v1/auth/admin", token(&session)).await;
    assert_eq!(admin["mfa_enrollment_required"], true);
    let (raised, secret, _, _) = app.enrol_factor(&session).await;
    assert_eq!(staff_status(&app, &raised).await.0, 200);

    // The secret is stored sealed, never in clear.
    let url = app.database_url.expose().to_string();
    let sealed: String = if url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(&url).await.unwrap();
        sqlx::query_scalar("select secret_sealed from auth_factors")
            .fetch_one(&pool)
            .await
            .unwrap()
    } else {
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        sqlx::query_scalar("select secret_sealed from auth_factors")
            .fetch_one(&pool)
            .await
            .unwrap()
    };
    let stored = base64::Engine::decode(&base64::engine::general_purpose::STANDARD, &sealed).unwrap();
    assert!(!stored.windows(secret.as_bytes().len()).any(|w| w == secret.as_bytes()));

    // A lost device: the operator's reset removes the factor and ends the sessions, audited.
    let user = app.store.user_by_email(&email).await.unwrap();
    let removed = app
        .store
        .reset_factors(&user.id, &user.email, &Actor::operator("ops"))
        .await
        .unwrap();
    assert_eq!(removed, 1);
    let (status, _) = staff_status(&app, &raised).await;
    assert_eq!(status, 401, "its sessions ended");
    let audit = app
        .store
        .list_audit(
            &news_core::store::AuditFilter::action("user.mfa_reset"),
            news_core::store::Page { limit: 10, offset: 0 },
        )
        .await
        .unwrap();
    assert_eq!(audit.len(), 1);
    assert_eq!(audit[0].target, email);
    let (_, fresh) = app.sign_in(&email, ADMIN_PASSWORD).await;
    let (status, body) = staff_status(&app, &fresh).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("mfa_enrollment_required"))
    );
}
