//! The article editor's server side: drafts and scheduled articles, the worker publishing on
//! time, optimistic locking, revisions with autosaves folded, editable slugs that redirect, and
//! translation pairs with their stale flag.

use chrono::{Duration, Utc};
use news_core::auth::Actor;
use reqwest::Method;
use reqwest::redirect::Policy;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, count_rows, draft, ids, spawn_app_with, spawn_configured, unique_email};

async fn put(app: &TestApp, path: &str, token: &str, body: Value) -> (u16, Value) {
    let (status, body, _) = app.call(Method::PUT, path, Some(token), Some(body)).await;
    (status, body)
}

/// An editor's whole form, as the editor page sends it.
fn form(title: &str, content: &str, version: i64) -> Value {
    json!({ "title": title, "content": content, "excerpt": "", "language": "en", "version": version })
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn drafts_stay_private_and_scheduled_articles_are_published_on_time(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[]).await;
    let editor = app.admin_token(&unique_email("editor")).await;
    let (status, created) = app
        .post(
            "/api/v1/admin/articles",
            Some(&editor),
            json!({ "title": "Work in progress", "status": "draft" }),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().unwrap();
    assert_eq!(
        (created["status"].as_str(), created["version"].as_i64()),
        (Some("draft"), Some(1))
    );
    assert_eq!(app.get(&format!("/api/v1/articles/{id}")).await.0, 404);
    let (_, listed) = app.get_as("/api/v1/admin/articles?status=draft", &editor).await;
    assert_eq!(listed["total"], 1);

    // Scheduling needs a time to come.
    let status_path = format!("/api/v1/admin/articles/{id}/status");
    let (status, refused) = app
        .post(&status_path, Some(&editor), json!({ "status": "scheduled" }))
        .await;
    assert_eq!(status, 422, "{refused}");
    assert!(refused["error"]["message"].as_str().unwrap().contains("published_at"));
    let at = Utc::now() + Duration::hours(1);
    let (status, scheduled) = app
        .post(
            &status_path,
            Some(&editor),
            json!({ "status": "scheduled", "published_at": at }),
        )
        .await;
    assert_eq!(status, 200, "{scheduled}");
    assert_eq!(scheduled["status"], "scheduled");
    assert_eq!(app.get(&format!("/api/v1/articles/{id}")).await.0, 404);

    // Not yet due; then the worker's first round after the time (even hours late) publishes
    // it, at its scheduled time.
    let worker = Actor::operator("worker");
    assert!(app.store.publish_due(Utc::now(), &worker).await.unwrap().is_empty());
    let late = at + Duration::hours(3);
    assert_eq!(app.store.publish_due(late, &worker).await.unwrap(), [id]);
    let public = app.get_ok(&format!("/api/v1/articles/{id}")).await;
    assert_eq!(public["published_at"], scheduled["published_at"]);
    assert!(app.store.publish_due(late, &worker).await.unwrap().is_empty());

    // A draft published by hand goes out now, not at the time it was first saved.
    let (_, second) = app
        .post(
            "/api/v1/admin/articles",
            Some(&editor),
            json!({ "title": "Second", "status": "draft", "published_at": "2020-01-01T00:00:00Z" }),
        )
        .await;
    let second_id = second["id"].as_i64().unwrap();
    let (_, published) = app
        .post(
            &format!("/api/v1/admin/articles/{second_id}/status"),
            Some(&editor),
            json!({ "status": "published" }),
        )
        .await;
    assert!(published["published_at"].as_str().unwrap() > "2026-01-01");
    let actions = app.audit_actions(&editor, "article").await;
    for action in ["article.schedule", "article.publish"] {
        assert!(actions.iter().any(|a| a == action), "{actions:?}");
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_save_over_a_newer_version_is_refused_and_revisions_keep_every_save(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[]).await;
    let alice_email = unique_email("alice");
    let alice = app.admin_token(&alice_email).await;
    let bob = app.admin_token(&unique_email("bob")).await;
    let (_, created) = app
        .post(
            "/api/v1/admin/articles",
            Some(&alice),
            json!({ "title": "First title", "content": "<p>one</p>", "status": "draft" }),
        )
        .await;
    let id = created["id"].as_i64().unwrap();
    let path = format!("/api/v1/admin/articles/{id}");

    let (status, saved) = put(&app, &path, &alice, form("Second title", "<p>two</p>", 1)).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["version"], 2);
    // Bob opened version 1 too: his save would undo Alice's, so it is refused.
    let (status, conflict) = put(&app, &path, &bob, form("Bob's title", "<p>bob</p>", 1)).await;
    assert_eq!(status, 409, "{conflict}");
    let message = conflict["error"]["message"].as_str().unwrap();
    assert!(
        message.contains(&alice_email) && message.contains("version 2"),
        "{message}"
    );
    assert_eq!(
        count_rows(
            &app,
            &format!("select count(*) from articles where id = {id} and title = 'Second title'")
        )
        .await,
        1
    );

    // Autosaves fold into one revision until a real save; every save is kept.
    for (version, text) in [(2, "<p>two and a bit</p>"), (3, "<p>two and more</p>")] {
        let mut body = form("Second title", text, version);
        body["autosave"] = json!(true);
        assert_eq!(put(&app, &path, &alice, body).await.0, 200);
    }
    let (_, revisions) = app.get_as(&format!("{path}/revisions"), &alice).await;
    let items = revisions["items"].as_array().unwrap();
    let summary: Vec<(i64, bool)> = items
        .iter()
        .map(|r| (r["version"].as_i64().unwrap(), r["autosave"].as_bool().unwrap()))
        .collect();
    assert_eq!(summary, [(4, true), (2, false), (1, false)]);
    assert_eq!(items[2]["saved_by"], alice_email.as_str());

    // The first revision comes back as version 5, its status unchanged.
    let first = items[2]["id"].as_i64().unwrap();
    let (status, revision) = app.get_as(&format!("{path}/revisions/{first}"), &alice).await;
    assert_eq!(status, 200);
    assert_eq!(revision["article"]["content"], "<p>one</p>");
    let restore = format!("{path}/revisions/{first}/restore");
    assert_eq!(app.post(&restore, Some(&alice), json!({ "version": 3 })).await.0, 409);
    let (status, restored) = app.post(&restore, Some(&alice), json!({ "version": 4 })).await;
    assert_eq!(status, 200, "{restored}");
    assert_eq!(
        (
            restored["title"].as_str(),
            restored["content"].as_str(),
            restored["version"].as_i64(),
            restored["status"].as_str()
        ),
        (Some("First title"), Some("<p>one</p>"), Some(5), Some("draft"))
    );
    assert_eq!(
        app.get_as(&format!("{path}/revisions"), &alice).await.1["items"]
            .as_array()
            .unwrap()
            .len(),
        4
    );
    assert_eq!(app.get_as(&format!("{path}/revisions/999999"), &alice).await.0, 404);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_edited_slug_becomes_the_address_and_the_old_one_redirects(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[draft(1, "Old headline", "en")]).await;
    let editor = app.admin_token(&unique_email("editor")).await;
    let mut body = form("Old headline", "<p>x</p>", 1);
    body["custom_slug"] = json!("Not A Slug");
    let (status, refused) = put(&app, "/api/v1/admin/articles/1", &editor, body.clone()).await;
    assert_eq!(status, 422, "{refused}");
    body["custom_slug"] = json!("budget-2027");
    let (status, saved) = put(&app, "/api/v1/admin/articles/1", &editor, body).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(
        (saved["slug"].as_str(), saved["custom_slug"].as_str()),
        (Some("budget-2027"), Some("budget-2027"))
    );

    let client = reqwest::Client::builder().redirect(Policy::none()).build().unwrap();
    let response = client
        .get(format!("{}/en/article/1/old-headline", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 301);
    assert_eq!(response.headers()["location"], "/en/article/1/budget-2027");

    // Cleared, the slug follows the title again.
    let mut body = form("New headline", "<p>x</p>", 2);
    body["custom_slug"] = json!("");
    let (_, saved) = put(&app, "/api/v1/admin/articles/1", &editor, body).await;
    assert_eq!(
        (saved["slug"].as_str(), saved["custom_slug"].clone()),
        (Some("new-headline"), Value::Null)
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn translations_are_made_linked_and_unlinked_and_flagged_when_behind(#[case] backend: Backend) {
    let mut tagged = draft(1, "Floods in the north", "en");
    tagged.category = Some("politics".into());
    tagged.tags = Some(vec!["Weather".into(), "Floods".into()]);
    // A pair translated earlier says what "Weather" is in Romanian (same position).
    let mut earlier = draft(4, "Storm warning", "en");
    earlier.tags = Some(vec!["Weather".into(), "Storms".into()]);
    earlier.linked_article_id = Some(5);
    let mut earlier_ro = draft(5, "Avertizare de furtună", "ro");
    earlier_ro.tags = Some(vec!["Vreme".into(), "Furtuni".into()]);
    earlier_ro.linked_article_id = Some(4);
    let app = spawn_app_with(
        backend,
        &[
            tagged,
            draft(2, "Another English one", "en"),
            draft(3, "Un articol", "ro"),
            earlier,
            earlier_ro,
        ],
    )
    .await;
    let editor = app.admin_token(&unique_email("editor")).await;

    let (status, translation) = app
        .post("/api/v1/admin/articles/1/translation", Some(&editor), json!({}))
        .await;
    assert_eq!(status, 201, "{translation}");
    let ro = translation["id"].as_i64().unwrap();
    assert_eq!(
        (
            translation["language"].as_str(),
            translation["status"].as_str(),
            translation["category"].as_str(),
            translation["linked_article_id"].as_i64()
        ),
        (Some("ro"), Some("draft"), Some("politics"), Some(1))
    );
    assert_eq!(
        translation["tags"],
        json!(["Vreme", "Floods"]),
        "translated where a pair says how, kept for the translator where none does"
    );
    assert_eq!(
        app.post("/api/v1/admin/articles/1/translation", Some(&editor), json!({}))
            .await
            .0,
        409
    );

    let row = |page: &Value, id: i64| {
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["id"] == id)
            .cloned()
            .unwrap()
    };
    let (_, page) = app.get_as("/api/v1/admin/articles", &editor).await;
    assert_eq!(row(&page, 1)["translation"]["id"], ro);
    assert_eq!(row(&page, 1)["translation"]["stale"], false);
    assert_eq!(row(&page, 2)["translation"], Value::Null);

    // The source changes after its translation: the translation is behind.
    let (status, _) = put(
        &app,
        "/api/v1/admin/articles/1",
        &editor,
        form("Floods in the north: update", "<p>more</p>", 1),
    )
    .await;
    assert_eq!(status, 200);
    let (_, page) = app.get_as("/api/v1/admin/articles", &editor).await;
    assert_eq!(row(&page, 1)["translation"]["stale"], true);
    assert_eq!(
        row(&page, ro)["translation"]["stale"],
        false,
        "the source is never behind its translation"
    );
    // The translator catches up.
    let mut caught_up = form("Inundații în nord: actualizare", "<p>mai mult</p>", 1);
    caught_up["language"] = json!("ro");
    assert_eq!(
        put(&app, &format!("/api/v1/admin/articles/{ro}"), &editor, caught_up)
            .await
            .0,
        200
    );
    let (_, page) = app.get_as("/api/v1/admin/articles", &editor).await;
    assert_eq!(row(&page, 1)["translation"]["stale"], false);
    assert_eq!(row(&page, ro)["translation"]["stale"], false);

    // Linking checks languages and existing pairs; unlinking clears both sides.
    let link = |id: i64, other: i64| {
        let editor = editor.clone();
        let app = &app;
        async move {
            put(
                app,
                &format!("/api/v1/admin/articles/{id}/translation"),
                &editor,
                json!({ "article_id": other }),
            )
            .await
        }
    };
    assert_eq!(link(2, 1).await.0, 422);
    assert_eq!(link(3, 1).await.0, 409);
    let (status, unlinked, _) = app
        .call(
            Method::DELETE,
            "/api/v1/admin/articles/1/translation",
            Some(&editor),
            None,
        )
        .await;
    assert_eq!(status, 200, "{unlinked}");
    assert_eq!(
        count_rows(
            &app,
            "select count(*) from articles where linked_article_id is not null and id not in (4, 5)"
        )
        .await,
        0,
        "the pair that taught the tags stays linked; no other does"
    );
    let (status, linked) = link(2, 3).await;
    assert_eq!((status, linked["linked_article_id"].as_i64()), (200, Some(3)));
    assert_eq!(
        count_rows(
            &app,
            "select count(*) from articles where id = 3 and linked_article_id = 2"
        )
        .await,
        1
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_admin_list_sorts_as_asked(#[case] backend: Backend) {
    let mut popular = draft(2, "Zebra crossing", "en");
    popular.views = Some(90);
    let app = spawn_app_with(
        backend,
        &[draft(1, "Apple harvest", "en"), popular, draft(3, "Mid story", "en")],
    )
    .await;
    let editor = app.admin_token(&unique_email("editor")).await;
    let order = |sort: &str| {
        let (app, editor, sort) = (&app, editor.clone(), sort.to_string());
        async move {
            let (status, page) = app
                .get_as(&format!("/api/v1/admin/articles?sort={sort}"), &editor)
                .await;
            assert_eq!(status, 200, "{page}");
            page["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a["id"].as_i64().unwrap())
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(order("title").await, [1, 3, 2]);
    assert_eq!(order("views").await[0], 2);
    assert_eq!(
        order("newest").await,
        order("oldest").await.into_iter().rev().collect::<Vec<_>>()
    );
    assert_eq!(app.get_as("/api/v1/admin/articles?sort=random", &editor).await.0, 400);
}

/// An editor's write is read back at once from the server that took it, even when that server
/// is slow to apply the change log (which is what clears the cache of the others).
#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_write_empties_the_cache_of_the_server_that_took_it(#[case] backend: Backend) {
    let app = spawn_configured(backend, |config| config.search_sync_ms = 600_000).await;
    let editor = app.admin_token(&unique_email("editor")).await;
    let listed = app.get_ok("/api/v1/articles?language=en").await;
    assert_eq!(listed["total"], 0, "an empty list, cached now");
    let (status, created) = app
        .post(
            "/api/v1/admin/articles",
            Some(&editor),
            json!({ "title": "Read back at once", "language": "en", "status": "published", "content": "<p>Now.</p>" }),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let listed = app.get_ok("/api/v1/articles?language=en").await;
    assert_eq!(ids(&listed), vec![created["id"].as_i64().unwrap()]);
}
