//! The Users page's calls: search, staff roles, disabling and mailed resets, and what an editor
//! may do.

use news_core::auth::StaffRole;
use reqwest::Method;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, spawn_app, unique_email};
use crate::mail::wait_for_mail;

async fn patch_user(app: &TestApp, admin: &str, id: &str, body: Value) -> (u16, Value) {
    let (status, body, _) = app
        .call(
            Method::PATCH,
            &format!("/api/v1/admin/users/{id}"),
            Some(admin),
            Some(body),
        )
        .await;
    (status, body)
}

async fn send_reset(app: &TestApp, admin: &str, id: &str) -> (u16, Value) {
    let (status, body, _) = app
        .call(
            Method::POST,
            &format!("/api/v1/admin/users/{id}/reset"),
            Some(admin),
            None,
        )
        .await;
    (status, body)
}

async fn find(app: &TestApp, admin: &str, search: &str) -> Value {
    let (status, list) = app.get_as(&format!("/api/v1/admin/users?q={search}"), admin).await;
    assert_eq!(status, 200, "{list}");
    list
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn admins_search_accounts_and_grant_change_and_take_roles(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let admin_email = unique_email("chief");
    let admin_session = app.admin_session(&admin_email).await;
    let admin = admin_session["access_token"].as_str().unwrap();
    let writer = unique_email("writer");
    let user = app.confirmed_user(&writer, "writer password 1").await;
    app.confirmed_user(&unique_email("someone"), "other password 1").await;

    let list = find(&app, admin, "WRITER").await;
    assert_eq!(list["total"], 1, "{list}");
    assert_eq!(list["items"][0]["email"], writer.as_str());
    assert_eq!(list["items"][0]["role"], Value::Null);
    // A like wildcard is searched for as itself.
    assert_eq!(find(&app, admin, "%25").await["total"], 0);

    let (status, changed) = patch_user(&app, admin, &user.id, json!({ "role": "editor" })).await;
    assert_eq!((status, changed["role"].as_str()), (200, Some("editor")), "{changed}");
    let (_, session) = app.sign_in(&writer, "writer password 1").await;
    let editor = session["access_token"].as_str().unwrap();
    assert_eq!(
        app.get_as("/api/v1/auth/admin", editor).await.1,
        json!({ "is_admin": true, "role": "editor", "mfa_required": false, "mfa_enrollment_required": false })
    );
    assert_eq!(app.get_as("/api/v1/admin/articles", editor).await.0, 200);
    let (status, refused) = app.get_as("/api/v1/admin/backups", editor).await;
    assert_eq!(status, 403);
    assert_eq!(
        refused["error"]["message"],
        "Only an admin can do this; editors work on content."
    );

    let (status, changed) = patch_user(&app, admin, &user.id, json!({ "role": "admin" })).await;
    assert_eq!((status, changed["role"].as_str()), (200, Some("admin")));
    assert_eq!(app.get_as("/api/v1/admin/backups", editor).await.0, 200);
    let (status, changed) = patch_user(&app, admin, &user.id, json!({ "role": "reader" })).await;
    assert_eq!((status, changed["role"].clone()), (200, Value::Null));
    assert_eq!(app.get_as("/api/v1/admin/articles", editor).await.0, 403);
    let staff = app.store.list_admins().await.unwrap();
    assert_eq!(staff.len(), 1);
    assert_eq!(staff[0].1, StaffRole::Admin);

    // Nobody changes their own account here, and a role needs a confirmed address.
    let own = admin_session["user"]["id"].as_str().unwrap();
    let (status, body) = patch_user(&app, admin, own, json!({ "disabled": true })).await;
    assert_eq!(status, 400, "{body}");
    let unconfirmed = app.sign_up(&unique_email("new"), "new reader password").await;
    let id = unconfirmed["user"]["id"].as_str().unwrap();
    let (status, body) = patch_user(&app, admin, id, json!({ "role": "editor" })).await;
    assert_eq!((status, body["error"]["code"].as_str()), (409, Some("unconfirmed")));
    let (status, _) = patch_user(&app, admin, id, json!({})).await;
    assert_eq!(status, 400);
    let (status, _) = patch_user(&app, admin, id, json!({ "role": "chief" })).await;
    assert_eq!(status, 422);

    let actions = app.audit_actions(admin, "staff").await;
    assert_eq!(actions, ["staff.remove", "staff.grant", "staff.grant", "staff.grant"]);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn disabling_an_account_ends_its_sessions_and_keys_and_a_reset_is_mailed(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let admin = app.admin_token(&unique_email("chief")).await;
    let staff_email = unique_email("staff");
    let staff_session = app.staff_session(&staff_email, StaffRole::Admin).await;
    let staff = staff_session["access_token"].as_str().unwrap();
    let id = staff_session["user"]["id"].as_str().unwrap();
    let (status, created) = app
        .post(
            "/api/v1/admin/api-keys",
            Some(staff),
            json!({ "name": "staff's key", "scope": "admin" }),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let key = created["key"].as_str().unwrap();

    let (status, changed) = patch_user(&app, &admin, id, json!({ "disabled": true })).await;
    assert_eq!(status, 200, "{changed}");
    assert!(changed["disabled_at"].is_string());
    assert_eq!(app.get_as("/api/v1/admin/backups", staff).await.0, 401);
    assert_eq!(app.get_as("/api/v1/admin/backups", key).await.0, 401);
    let (status, body) = send_reset(&app, &admin, id).await;
    assert_eq!((status, body["error"]["code"].as_str()), (409, Some("conflict")));

    let (status, changed) = patch_user(&app, &admin, id, json!({ "disabled": false })).await;
    assert_eq!((status, changed["disabled_at"].clone()), (200, Value::Null));
    let (status, body) = send_reset(&app, &admin, id).await;
    assert_eq!(status, 200, "{body}");
    let mail = wait_for_mail(&staff_email, 1).await;
    assert!(mail.to_string().contains("reset-password?token="), "{mail}");
    assert_eq!(send_reset(&app, &admin, "nobody").await.0, 404);
}
