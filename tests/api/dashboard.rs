//! The admin dashboard: interactions counted per article and day as they happen, summed by the
//! worker's refresh into per-language series and the week's top articles; subscribers over
//! time; what editors and admins each see; one article's own series.

use chrono::Utc;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, draft, spawn_app_with, unique_email};

async fn act(app: &TestApp, path: &str, body: Value) {
    let (status, answer) = app.post(path, None, body).await;
    assert_eq!(status, 200, "{path}: {answer}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_dashboard_sums_the_days_interactions_by_language(#[case] backend: Backend) {
    let app = spawn_app_with(
        backend,
        &[
            draft(1, "Busy story", "en"),
            draft(2, "Povestea zilei", "ro"),
            draft(3, "Quiet story", "en"),
        ],
    )
    .await;
    for n in 0..3 {
        act(
            &app,
            "/api/v1/articles/1/views",
            json!({ "fingerprint": format!("browser-{n:08}") }),
        )
        .await;
    }
    act(
        &app,
        "/api/v1/articles/2/views",
        json!({ "fingerprint": "browser-00000009" }),
    )
    .await;
    act(
        &app,
        "/api/v1/articles/1/interactions",
        json!({ "type": "like", "fingerprint": "browser-00000001" }),
    )
    .await;
    act(
        &app,
        "/api/v1/articles/1/shares",
        json!({ "platform": "facebook", "fingerprint": "browser-00000001" }),
    )
    .await;
    act(
        &app,
        "/api/v1/articles/2/interactions",
        json!({ "type": "bookmark", "fingerprint": "browser-00000002" }),
    )
    .await;

    let admin = app.admin_token(&unique_email("admin")).await;
    let (status, before) = app.get_as("/api/v1/admin/dashboard", &admin).await;
    assert_eq!(status, 200, "{before}");
    assert_eq!(
        before["refreshed_at"],
        Value::Null,
        "nothing summed before the worker's first round"
    );
    assert_eq!(before["engagement"][0]["views"][29], 0);

    app.store.refresh_dashboard(Utc::now()).await.unwrap();
    let (_, board) = app.get_as("/api/v1/admin/dashboard", &admin).await;
    let days = board["days"].as_array().unwrap();
    assert_eq!(days.len(), 30);
    assert_eq!(days[29], Utc::now().format("%Y-%m-%d").to_string());
    let series = |language: &str, kind: &str| {
        board["engagement"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["language"] == language)
            .unwrap()[kind][29]
            .as_i64()
            .unwrap()
    };
    assert_eq!(
        (series("en", "views"), series("en", "likes"), series("en", "shares")),
        (3, 1, 1)
    );
    assert_eq!((series("ro", "views"), series("ro", "likes")), (1, 0));
    let top: Vec<(i64, i64)> = board["top_articles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["id"].as_i64().unwrap(), t["views"].as_i64().unwrap()))
        .collect();
    assert_eq!(top, [(1, 3), (2, 1)]);
    assert_eq!(board["subscribers"]["confirmed"][29], 0);
    assert_eq!(board["subscribers"]["confirmed"][28], Value::Null);
    assert!(board["last_backup"].is_null() && board["failed_jobs"] == 0, "{board}");
    assert!(board["refreshed_at"].is_string());

    // An editor sees the content figures, not the operational ones.
    let editor = app
        .staff_session(&unique_email("editor"), news_core::auth::StaffRole::Editor)
        .await["access_token"]
        .as_str()
        .unwrap()
        .to_string();
    let (status, theirs) = app.get_as("/api/v1/admin/dashboard", &editor).await;
    assert_eq!(status, 200);
    assert_eq!(
        (theirs["failed_jobs"].clone(), theirs["last_backup"].clone()),
        (Value::Null, Value::Null)
    );
    assert_eq!(theirs["top_articles"], board["top_articles"]);

    let (status, own) = app.get_as("/api/v1/admin/articles/2/metrics", &editor).await;
    assert_eq!(status, 200, "{own}");
    assert_eq!(
        (own["views"][29].as_i64(), own["bookmarks"][29].as_i64()),
        (Some(1), Some(1))
    );
    assert_eq!(own["totals"]["bookmarks"], 1);
    assert_eq!(app.get_as("/api/v1/admin/articles/99/metrics", &editor).await.0, 404);

    // The list's sparklines: each asked-for article's views per day, in the order asked.
    let (status, lines) = app
        .get_as("/api/v1/admin/articles/sparklines?ids=3,1,2,99", &editor)
        .await;
    assert_eq!(status, 200, "{lines}");
    assert_eq!(lines["days"], board["days"]);
    let views: Vec<(i64, i64, usize)> = lines["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            let series = item["views"].as_array().unwrap();
            (item["id"].as_i64().unwrap(), series[29].as_i64().unwrap(), series.len())
        })
        .collect();
    assert_eq!(views, [(3, 0, 30), (1, 3, 30), (2, 1, 30), (99, 0, 30)]);
    for bad in ["ids=", "ids=1,x", "ids=0"] {
        let (status, body) = app
            .get_as(&format!("/api/v1/admin/articles/sparklines?{bad}"), &editor)
            .await;
        assert_eq!(status, 400, "{bad}: {body}");
    }
    let too_many: Vec<String> = (1..=101).map(|id| id.to_string()).collect();
    let (status, _) = app
        .get_as(
            &format!("/api/v1/admin/articles/sparklines?ids={}", too_many.join(",")),
            &editor,
        )
        .await;
    assert_eq!(status, 400);
}
