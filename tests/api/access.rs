//! Who may do what: the admin guard on every admin route, API keys and their scopes, the audit
//! log, security headers, CORS and the read rate limit.

use news_core::auth::StaffRole;
use reqwest::Method;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, draft, ids, spawn_app, spawn_app_with, spawn_configured, unique_email};

const NOT_ADMIN: &str = "You don't have admin privileges for this application.";

/// Who an operation admits, read from the OpenAPI document (which the router is built from,
/// so a new route cannot be left out): admin routes by their path, routes that name the bearer
/// scheme are the account's own, the rest are open.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Guard {
    Admin { editors: bool },
    Account,
    Open,
}

/// Every operation of the OpenAPI document, its path with `1` for each parameter, and its guard.
fn operations() -> Vec<(Method, String, Guard)> {
    let document = serde_json::to_value(news_server::api::openapi()).unwrap();
    let mut operations = Vec::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        let mut concrete = path.clone();
        while let (Some(open), Some(close)) = (concrete.find('{'), concrete.find('}')) {
            concrete.replace_range(open..=close, "1");
        }
        for (method, operation) in item.as_object().unwrap() {
            let guard = if path.starts_with("/api/v1/admin/") {
                Guard::Admin {
                    editors: editors_may(path),
                }
            } else if path.starts_with("/api/v1/emergency/") && method == "get" {
                // Without a break-glass token, an admin's (the posted forms want the token).
                Guard::Admin { editors: false }
            } else if operation["security"].is_array() {
                Guard::Account
            } else {
                Guard::Open
            };
            operations.push((method.to_uppercase().parse().unwrap(), concrete.clone(), guard));
        }
    }
    operations
}

fn admin_operations() -> Vec<(Method, String)> {
    let admin: Vec<_> = operations()
        .into_iter()
        .filter(|(_, path, _)| path.starts_with("/api/v1/admin/"))
        .map(|(method, path, _)| (method, path))
        .collect();
    assert!(admin.len() >= 10, "admin routes found: {admin:?}");
    admin
}

fn body_for(method: &Method) -> Option<Value> {
    [Method::POST, Method::PUT, Method::PATCH]
        .contains(method)
        .then(|| json!({}))
}

/// What an editor (and a content:write key) may call: content (podcasts and AI Studio too),
/// comments and the newsletter; keys, backups, users, automation and the audit log are an admin's.
fn editors_may(path: &str) -> bool {
    [
        "/api/v1/admin/articles",
        "/api/v1/admin/trash",
        "/api/v1/admin/media",
        "/api/v1/admin/dashboard",
        "/api/v1/admin/comments",
        "/api/v1/admin/newsletter",
        "/api/v1/admin/podcasts",
        "/api/v1/admin/ai",
    ]
    .iter()
    .any(|prefix| path.starts_with(prefix))
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn every_admin_route_checks_admin_rights(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[draft(1, "One", "en")]).await;
    let reader = app.reader_token(&unique_email("reader")).await;
    let admin = app.admin_token(&unique_email("admin")).await;
    let editor = app.staff_session(&unique_email("editor"), StaffRole::Editor).await["access_token"]
        .as_str()
        .unwrap()
        .to_string();
    let (read_key, _) = create_key(&app, &admin, "content:read", None).await;
    let (write_key, _) = create_key(&app, &admin, "content:write", None).await;
    let (admin_key, _) = create_key(&app, &admin, "admin", None).await;
    // An admin with a second factor, signed in with the password only (aal1).
    let guarded = unique_email("admin-mfa");
    let session = app.admin_session(&guarded).await;
    app.enrol_factor(&session).await;
    let (_, aal1) = app.sign_in(&guarded, "admin password 1").await;
    let aal1 = aal1["access_token"].as_str().unwrap().to_string();
    for (method, path) in admin_operations() {
        let call = |token: Option<String>| {
            let (method, path, body) = (method.clone(), path.clone(), body_for(&method));
            let app = &app;
            async move { app.call(method, &path, token.as_deref(), body).await }
        };
        let (status, body, _) = call(Some(aal1.clone())).await;
        assert_eq!(status, 403, "{method} {path} as an admin at aal1: {body}");
        assert_eq!(body["error"]["code"], "mfa_required");
        let (status, body, _) = call(None).await;
        assert_eq!(status, 401, "{method} {path} without a token: {body}");
        for (who, token) in [("a reader", &reader), ("a content:read key", &read_key)] {
            let (status, body, _) = call(Some(token.clone())).await;
            assert_eq!(status, 403, "{method} {path} as {who}: {body}");
            assert_eq!(body["error"]["message"], NOT_ADMIN);
        }
        for (who, token) in [("an editor", &editor), ("a content:write key", &write_key)] {
            let (status, body, _) = call(Some(token.clone())).await;
            if editors_may(&path) {
                assert!(
                    ![401, 403].contains(&status),
                    "{method} {path} as {who}: {status} {body}"
                );
            } else {
                assert_eq!(status, 403, "{method} {path} as {who}: {body}");
            }
        }
        for (who, token) in [("an admin", &admin), ("an admin key", &admin_key)] {
            let (status, body, _) = call(Some(token.clone())).await;
            assert!(
                ![401, 403].contains(&status),
                "{method} {path} as {who}: {status} {body}"
            );
        }
    }
    // The admin's calls queued work (a backup); it runs rather than being left behind.
    app.run_pending_jobs().await;
}

/// The callers of the authorisation matrix.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Who {
    Nobody,
    Reader,
    Editor,
    Admin,
    ReadKey,
    WriteKey,
    AdminKey,
    /// A reader's token past its expiry.
    Expired,
    /// An admin's token whose session was signed out.
    SignedOut,
}

#[derive(Debug, PartialEq)]
enum Answer {
    /// Neither 401 nor 403: what the call then answers is the operation's own business.
    Admitted,
    Unauthorized,
    Forbidden,
}

/// The matrix: what each caller gets from each guard.
fn expected(guard: Guard, who: Who) -> Answer {
    use Answer::*;
    match (guard, who) {
        // A bad token is refused on every route, rather than taken as no token.
        (_, Who::Expired) => Unauthorized,
        (Guard::Open, _) => Admitted,
        (_, Who::Nobody | Who::SignedOut) => Unauthorized,
        (Guard::Account, Who::Reader | Who::Editor | Who::Admin) => Admitted,
        // A key is a machine, not an account.
        (Guard::Account, _) => Unauthorized,
        (Guard::Admin { .. }, Who::Admin | Who::AdminKey) => Admitted,
        (Guard::Admin { editors: true }, Who::Editor | Who::WriteKey) => Admitted,
        (Guard::Admin { .. }, _) => Forbidden,
    }
}

/// Every route of the router, called by every kind of caller, answers as the matrix says.
#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn every_route_answers_each_caller_as_the_matrix_says(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[draft(1, "One", "en")]).await;
    let admin = app.admin_token(&unique_email("admin")).await;
    let reader = app.sign_up(&unique_email("reader"), "a good password").await;
    let editor = app.staff_session(&unique_email("editor"), StaffRole::Editor).await;
    let signed_out = app.admin_token(&unique_email("gone")).await;
    let (status, _) = app.post("/api/v1/auth/logout", Some(&signed_out), json!({})).await;
    assert_eq!(status, 204);
    let token = |session: &Value| session["access_token"].as_str().unwrap().to_string();
    let callers = [
        (Who::Nobody, None),
        (Who::Reader, Some(token(&reader))),
        (Who::Editor, Some(token(&editor))),
        (Who::Admin, Some(admin.clone())),
        (
            Who::ReadKey,
            Some(create_key(&app, &admin, "content:read", None).await.0),
        ),
        (
            Who::WriteKey,
            Some(create_key(&app, &admin, "content:write", None).await.0),
        ),
        (Who::AdminKey, Some(create_key(&app, &admin, "admin", None).await.0)),
        (Who::Expired, Some(app.expired_token(&reader))),
        (Who::SignedOut, Some(signed_out)),
    ];
    let mut operations = operations();
    // Signing out ends the caller's session, so it is called last.
    operations.sort_by_key(|(_, path, _)| path == "/api/v1/auth/logout");
    for guard in [
        Guard::Admin { editors: true },
        Guard::Admin { editors: false },
        Guard::Account,
        Guard::Open,
    ] {
        assert!(operations.iter().any(|(_, _, g)| *g == guard), "no route is {guard:?}");
    }
    let mut calls = 0;
    for (method, path, guard) in &operations {
        for (who, token) in &callers {
            let (status, body, _) = app.call(method.clone(), path, token.as_deref(), body_for(method)).await;
            let answer = match status {
                401 => Answer::Unauthorized,
                403 => Answer::Forbidden,
                _ => Answer::Admitted,
            };
            assert_eq!(
                answer,
                expected(*guard, *who),
                "{method} {path} ({guard:?}) as {who:?}: {status} {body}"
            );
            calls += 1;
        }
    }
    assert!(calls > 1000, "{calls} calls");
    app.run_pending_jobs().await;
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_admin_check_says_who_is_an_admin(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let reader = app.reader_token(&unique_email("reader")).await;
    let admin = app.admin_token(&unique_email("admin")).await;
    assert_eq!(
        app.get_as("/api/v1/auth/admin", &reader).await,
        (
            200,
            json!({ "is_admin": false, "role": null, "mfa_required": false, "mfa_enrollment_required": false })
        )
    );
    assert_eq!(
        app.get_as("/api/v1/auth/admin", &admin).await,
        (
            200,
            json!({ "is_admin": true, "role": "admin", "mfa_required": false, "mfa_enrollment_required": false })
        )
    );
    let (status, _, _) = app.call(Method::GET, "/api/v1/auth/admin", None, None).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn a_database_failure_during_the_admin_check_is_a_503_with_the_spec_message() {
    let app = spawn_app(Backend::Sqlite).await;
    let admin = app.admin_token(&unique_email("admin")).await;
    app.store.close().await;
    for path in ["/api/v1/auth/admin", "/api/v1/admin/api-keys"] {
        let (status, body) = app.get_as(path, &admin).await;
        assert_eq!(status, 503, "{path}: {body}");
        assert_eq!(
            body["error"]["message"],
            "Unable to verify admin access. Please try again."
        );
    }
}

async fn create_key(
    app: &crate::helpers::TestApp,
    admin: &str,
    scope: &str,
    expires_in: Option<&str>,
) -> (String, Value) {
    let mut body = json!({ "name": format!("{scope} client"), "scope": scope });
    if let Some(expires_in) = expires_in {
        body["expires_in"] = json!(expires_in);
    }
    let (status, created) = app.post("/api/v1/admin/api-keys", Some(admin), body).await;
    assert_eq!(status, 201, "{created}");
    (created["key"].as_str().unwrap().to_string(), created["api_key"].clone())
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn api_keys_are_shown_once_scoped_and_revoked_at_once(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[draft(1, "One", "en")]).await;
    let admin = app.admin_token(&unique_email("admin")).await;
    let (reader_key, reader_info) = create_key(&app, &admin, "content:read", None).await;
    let (writer_key, _) = create_key(&app, &admin, "content:write", Some("90d")).await;
    let (admin_key, _) = create_key(&app, &admin, "admin", None).await;
    assert!(reader_key.starts_with(reader_info["prefix"].as_str().unwrap()));

    let (status, list) = app.get_as("/api/v1/admin/api-keys", &admin).await;
    assert_eq!(status, 200);
    let listed = list.to_string();
    assert_eq!(list["items"].as_array().unwrap().len(), 3);
    assert!(
        !listed.contains(&reader_key) && !listed.contains("hash"),
        "keys are never listed"
    );

    // content:read reads; it is not an admin.
    let (status, _) = app.get_as("/api/v1/articles/1", &reader_key).await;
    assert_eq!(status, 200);
    let (status, body) = app.get_as("/api/v1/admin/articles", &reader_key).await;
    assert_eq!(status, 403, "{body}");
    // content:write writes articles, and nothing else of the admin area.
    let (status, created) = app
        .post(
            "/api/v1/admin/articles",
            Some(&writer_key),
            json!({ "title": "By a robot", "language": "en" }),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let (status, _) = app.get_as("/api/v1/admin/api-keys", &writer_key).await;
    assert_eq!(status, 403);
    // admin does what an admin does.
    let (status, _) = app.get_as("/api/v1/admin/api-keys", &admin_key).await;
    assert_eq!(status, 200);

    let (status, revoked, _) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/admin/api-keys/{}", reader_info["id"].as_str().unwrap()),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, 200);
    assert!(revoked["revoked_at"].is_string());
    let (status, body) = app.get_as("/api/v1/articles/1", &reader_key).await;
    assert_eq!(status, 401, "a revoked key is refused at once: {body}");

    // The last use is written in the background, at most once a minute.
    let mut recorded = false;
    for _ in 0..50 {
        let key = app.store.api_key(reader_info["id"].as_str().unwrap()).await.unwrap();
        if key.last_used_at.is_some() {
            recorded = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(recorded, "use is recorded");
    let made_up = format!("{}x", &reader_key[..reader_key.len() - 1]);
    assert_eq!(app.get_as("/api/v1/articles/1", &made_up).await.0, 401);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_key_revoked_on_another_process_or_expired_stops_working_within_a_second(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[draft(1, "One", "en")]).await;
    let admin = app.admin_token(&unique_email("admin")).await;
    let (key, info) = create_key(&app, &admin, "content:read", None).await;
    assert_eq!(app.get_as("/api/v1/articles/1", &key).await.0, 200);
    // Revoked straight in the database, as `newsctl apikey revoke` on another machine does.
    app.store
        .revoke_api_key(info["id"].as_str().unwrap(), &news_core::auth::Actor::operator("test"))
        .await
        .unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    assert_eq!(app.get_as("/api/v1/articles/1", &key).await.0, 401);

    let (short, _) = create_key(&app, &admin, "content:read", Some("1m")).await;
    assert_eq!(app.get_as("/api/v1/articles/1", &short).await.0, 200);
    let (status, body) = app
        .post(
            "/api/v1/admin/api-keys",
            Some(&admin),
            json!({ "name": "x", "scope": "root" }),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    let (status, body) = app
        .post(
            "/api/v1/admin/api-keys",
            Some(&admin),
            json!({ "name": "x", "scope": "admin", "expires_in": "soon" }),
        )
        .await;
    assert_eq!(status, 422, "{body}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn admin_and_key_actions_are_in_the_audit_log(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[draft(1, "One", "en")]).await;
    let admin_email = unique_email("auditor");
    let admin = app.admin_token(&admin_email).await;
    let (writer, info) = create_key(&app, &admin, "content:write", None).await;
    let (status, _) = app
        .post(
            "/api/v1/admin/articles/1/status",
            Some(&writer),
            json!({ "status": "archived" }),
        )
        .await;
    assert_eq!(status, 200);
    let (status, _, _) = app
        .call(Method::DELETE, "/api/v1/admin/articles/1", Some(&admin), None)
        .await;
    assert_eq!(status, 204);
    let (status, _, _) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/admin/api-keys/{}", info["id"].as_str().unwrap()),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, 200);

    let (status, log) = app.get_as("/api/v1/admin/audit", &admin).await;
    assert_eq!(status, 200);
    let entries: Vec<(String, String, String)> = log["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap().to_string(),
                e["actor_type"].as_str().unwrap().to_string(),
                e["actor_label"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let expected = [
        ("api_key.revoke", "user", admin_email.as_str()),
        ("article.delete", "user", admin_email.as_str()),
        ("article.archive", "api_key", "content:write client"),
        ("api_key.create", "user", admin_email.as_str()),
        ("staff.grant", "operator", "operator:test"),
    ];
    let got: Vec<(&str, &str, &str)> = entries
        .iter()
        .map(|(a, b, c)| (a.as_str(), b.as_str(), c.as_str()))
        .collect();
    assert_eq!(got, expected);
    assert_eq!(log["items"][0]["ip_address"], "127.0.0.1");

    let (_, only_keys) = app.get_as("/api/v1/admin/audit?action=api_key", &admin).await;
    assert_eq!(only_keys["items"].as_array().unwrap().len(), 2);
    let (_, by_key) = app.get_as("/api/v1/admin/audit?actor=CONTENT:WRITE", &admin).await;
    assert_eq!(by_key["items"].as_array().unwrap().len(), 1, "{by_key}");
    let today = chrono::Utc::now().date_naive();
    let (_, today_only) = app
        .get_as(&format!("/api/v1/admin/audit?since={today}&until={today}"), &admin)
        .await;
    assert_eq!(today_only["items"].as_array().unwrap().len(), 5, "{today_only}");
    let tomorrow = today.succ_opt().unwrap();
    let (_, none) = app
        .get_as(&format!("/api/v1/admin/audit?since={tomorrow}"), &admin)
        .await;
    assert_eq!(none["items"], json!([]));
    assert_eq!(app.get_as("/api/v1/admin/audit?since=yesterday", &admin).await.0, 400);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn admin_article_endpoints_see_every_status_and_write(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[draft(1, "One", "en"), draft(2, "Two", "en")]).await;
    let admin = app.admin_token(&unique_email("editor")).await;
    let (status, _) = app
        .post(
            "/api/v1/admin/articles/2/status",
            Some(&admin),
            json!({ "status": "archived" }),
        )
        .await;
    assert_eq!(status, 200);
    let (_, all) = app.get_as("/api/v1/admin/articles", &admin).await;
    assert_eq!(all["total"], 1, "archived left out by default: {all}");
    let (_, all) = app.get_as("/api/v1/admin/articles?include_archived=true", &admin).await;
    assert_eq!(all["total"], 2);
    let (_, archived) = app.get_as("/api/v1/admin/articles?status=archived", &admin).await;
    assert_eq!(archived["items"][0]["id"], 2);
    let (_, found) = app
        .get_as("/api/v1/admin/articles?include_archived=true&q=%20tW", &admin)
        .await;
    assert_eq!(ids(&found), [2], "a title search, any case: {found}");
    let (_, none) = app.get_as("/api/v1/admin/articles?q=%25", &admin).await;
    assert_eq!(none["total"], 0, "a wildcard is searched for as itself");
    assert_eq!(app.get_as("/api/v1/admin/articles/2", &admin).await.0, 200);
    assert_eq!(app.get("/api/v1/articles/2").await.0, 404, "not public");

    let (status, updated, _) = app
        .call(
            Method::PUT,
            "/api/v1/admin/articles/1",
            Some(&admin),
            Some(json!({ "title": "One, revised", "content": "<p>ok</p><script>x()</script>" })),
        )
        .await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["title"], "One, revised");
    assert!(
        !updated["content"].as_str().unwrap().contains("script"),
        "HTML is sanitized"
    );
    let (status, error) = app
        .post(
            "/api/v1/admin/articles/1/status",
            Some(&admin),
            json!({ "status": "gone" }),
        )
        .await;
    assert_eq!(status, 422, "{error}");
    let (status, _, _) = app
        .call(
            Method::PUT,
            "/api/v1/admin/articles/999",
            Some(&admin),
            Some(json!({ "title": "x" })),
        )
        .await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn responses_carry_security_headers_and_cors_is_closed_by_default() {
    let app = spawn_app(Backend::Sqlite).await;
    for path in ["/api/v1/articles", "/en/", "/api/v1/nowhere"] {
        let response = app
            .client
            .get(format!("{}{path}", app.address))
            .header("origin", "https://elsewhere.example")
            .send()
            .await
            .unwrap();
        let headers = response.headers();
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert!(headers.get("access-control-allow-origin").is_none(), "{path}");
    }
    let page = app.client.get(format!("{}/en/", app.address)).send().await.unwrap();
    assert!(
        page.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("script-src 'self'")
    );
}

/// What `base64(sha256("alert(1)"))` is: the script an editor tried to get allowed.
const ALERT_HASH: &str = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

async fn page_policy(app: &TestApp, path: &str) -> String {
    let response = app.client.get(format!("{}{path}", app.address)).send().await.unwrap();
    assert_eq!(response.status(), 200, "{path}");
    response.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn a_page_allows_the_inline_scripts_of_the_build_manifest_never_script_text_in_content() {
    let app = spawn_app_with(
        Backend::Sqlite,
        &[draft(7, "Hostile", "en"), draft(8, "Not built", "en")],
    )
    .await;
    let site = &app.config.site_dir;
    // As jsdom writes an article whose editor typed <script> into an alt text and an iframe.
    let page = r#"<!doctype html><html><body><div id="root" data-server-rendered="true">
<img alt="<script>alert(1)</script>" src="/media/a.svg"><iframe src="https://video.example/1"><script>alert(1)</script></iframe>
<script>window.__staticRouterHydrationData = JSON.parse("{}");</script></div></body></html>"#;
    std::fs::create_dir_all(site.join("en/article/7/hostile")).unwrap();
    std::fs::write(site.join("en/article/7/hostile/index.html"), page).unwrap();
    let own = "'sha256-noRteyQetmmluyQB3pBa37rOK3jypom3Un1qiWvv93g='";
    let manifest = json!({ "en/article/7/hostile/index.html": [own], "en/index.html": ["'unsafe-inline'"] });
    std::fs::write(site.join("csp-manifest.json"), manifest.to_string()).unwrap();

    let csp = page_policy(&app, "/en/article/7/hostile").await;
    assert!(csp.contains(&format!("script-src 'self' {own};")), "{csp}");
    assert!(!csp.contains(ALERT_HASH), "{csp}");
    for other in ["/en", "/en/article/8/not-built"] {
        let csp = page_policy(&app, other).await;
        assert!(csp.contains("script-src 'self';"), "{other}: {csp}");
    }
}

#[tokio::test]
async fn cors_admits_the_configured_origins_only() {
    let app = spawn_configured(Backend::Sqlite, |config| {
        config.cors_origins = vec!["https://news.example".into()];
    })
    .await;
    let preflight = app
        .client
        .request(Method::OPTIONS, format!("{}/api/v1/articles", app.address))
        .header("origin", "https://news.example")
        .header("access-control-request-method", "GET")
        .header("access-control-request-headers", "authorization")
        .send()
        .await
        .unwrap();
    assert_eq!(
        preflight.headers()["access-control-allow-origin"],
        "https://news.example"
    );
    let other = app
        .client
        .get(format!("{}/api/v1/articles", app.address))
        .header("origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert!(other.headers().get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn public_reads_are_rate_limited_and_keys_get_ten_times_more() {
    let app = spawn_configured(Backend::Sqlite, |config| config.read_rate_limit = 5).await;
    let (key, prefix) = news_core::auth::new_api_key();
    app.store
        .create_api_key(
            news_core::store::NewApiKey {
                name: "feed reader".into(),
                scope: news_core::auth::Scope::ContentRead,
                key_hash: app.state.accounts.keys().hash_token(&key),
                prefix,
                expires_at: None,
            },
            &news_core::auth::Actor::operator("test"),
        )
        .await
        .unwrap();
    // A key's first lookup counts against its address; after that it has its own allowance.
    assert_eq!(app.get_as("/api/v1/categories", &key).await.0, 200);
    let mut anonymous = Vec::new();
    for _ in 0..5 {
        anonymous.push(app.get("/api/v1/categories").await.0);
    }
    assert_eq!(anonymous, [200, 200, 200, 200, 429]);
    let (_, error, headers) = app.call(Method::GET, "/api/v1/categories", None, None).await;
    assert_eq!(error["error"]["code"], "rate_limited");
    assert!(headers.contains_key("retry-after"));
    for n in 1..50 {
        assert_eq!(app.get_as("/api/v1/categories", &key).await.0, 200, "keyed read {n}");
    }
    assert_eq!(app.get_as("/api/v1/categories", &key).await.0, 429);
}
