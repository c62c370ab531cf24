//! `/metrics` on its own address: requests counted under their route pattern, and the job
//! queues, a campaign being sent, the newest backup, the search index lag and the connection
//! pool read at each scrape, on both backends; and a job carrying the id of the request that
//! queued it.

use std::collections::HashMap;

use reqwest::Method;
use rstest::rstest;
use serde_json::json;

use crate::helpers::{Backend, TestApp, execute_sql, spawn_app, unique_email};
use crate::newsletter::confirmed_subscriber;

/// Serves the app's metrics on a port of their own, as `newsctl serve` does with
/// `NEWS_METRICS_BIND`.
async fn metrics_address(app: &TestApp) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = format!("http://{}/metrics", listener.local_addr().unwrap());
    tokio::spawn(news_server::serve_metrics(
        listener,
        app.state.clone(),
        std::future::pending(),
    ));
    address
}

/// Every sample of a scrape by its series (name and labels as written), after checking the
/// exposition's content type and its end marker.
async fn scrape(app: &TestApp, address: &str) -> HashMap<String, f64> {
    let response = app.client.get(address).send().await.unwrap();
    assert_eq!(response.status(), 200);
    let content_type = response.headers()["content-type"].to_str().unwrap().to_string();
    assert!(
        content_type.starts_with("application/openmetrics-text"),
        "{content_type}"
    );
    let text = response.text().await.unwrap();
    assert!(text.ends_with("# EOF\n"), "{text}");
    news_tests::metric_samples(&text)
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn metrics_count_requests_by_route_and_read_queues_campaigns_and_backups(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let address = metrics_address(&app).await;
    assert_eq!(app.get("/api/v1/articles/424242").await.0, 404);
    assert_eq!(app.get("/api/v1/articles/424243").await.0, 404);
    assert_eq!(app.get("/api/v1/articles").await.0, 200);
    assert_eq!(app.get("/en/").await.0, 200);
    assert_eq!(
        app.get("/metrics").await.0,
        404,
        "the public address does not serve them"
    );

    let admin = app.admin_token(&unique_email("metrics")).await;
    let (status, created, headers) = app
        .call(
            Method::POST,
            "/api/v1/admin/backups",
            Some(&admin),
            Some(json!({ "backup_type": "comprehensive" })),
        )
        .await;
    assert_eq!(status, 202, "{created}");
    let request_id = headers["x-request-id"].to_str().unwrap();
    let jobs = app.store.list_jobs(false, 10).await.unwrap();
    let backup_job = jobs.iter().find(|job| job.queue == "backups").unwrap();
    assert_eq!(
        backup_job.request_id.as_deref(),
        Some(request_id),
        "the job carries the id of the request that queued it"
    );
    // Read again after the admin write emptied the cache: this answer stays in it.
    assert_eq!(app.get("/api/v1/articles").await.0, 200);
    let queued = scrape(&app, &address).await;
    let series = |name: &str| queued.get(name).copied();
    assert_eq!(
        series(r#"newsroom_http_requests_total{method="GET",route="/api/v1/articles/{id}",status="404"}"#),
        Some(2.0),
        "{queued:?}"
    );
    assert_eq!(
        series(r#"newsroom_http_requests_total{method="GET",route="/api/v1/articles",status="200"}"#),
        Some(2.0)
    );
    assert!(
        series("newsroom_response_cache_bytes").unwrap() > 0.0,
        "the list is kept in the response cache"
    );
    assert_eq!(
        series(r#"newsroom_http_request_duration_seconds_count{method="GET",route="/api/v1/articles/{id}"}"#),
        Some(2.0)
    );
    assert_eq!(
        series(r#"newsroom_http_requests_total{method="GET",route="(site)",status="200"}"#),
        Some(1.0),
        "pages of the built site are counted under one label, not one per path"
    );
    assert_eq!(series(r#"newsroom_jobs_due{job="backups"}"#), Some(1.0));
    assert!(series(r#"newsroom_jobs_oldest_due_seconds{job="backups"}"#).unwrap() >= 0.0);
    assert_eq!(series("newsroom_database_up"), Some(1.0));
    assert!(series(r#"newsroom_db_pool_connections{state="open"}"#).unwrap() >= 1.0);
    assert!(series("newsroom_db_pool_max_connections").unwrap() >= 1.0);
    let (resident, own) = (
        series("newsroom_process_resident_memory_bytes").unwrap(),
        series("newsroom_process_anonymous_memory_bytes").unwrap(),
    );
    assert!(
        own > 0.0 && own <= resident,
        "{own} of {resident} bytes are the process's own"
    );
    assert_eq!(
        series("newsroom_backup_last_size_bytes"),
        None,
        "no backup completed yet"
    );

    let reader = unique_email("metrics-reader");
    confirmed_subscriber(&app, &reader, "en").await;
    let (status, campaign) = app
        .post(
            "/api/v1/admin/newsletter/campaigns",
            Some(&admin),
            json!({ "subject": "Counted", "language": "en", "markdown": "Hello." }),
        )
        .await;
    assert_eq!(status, 201, "{campaign}");
    let id = campaign["id"].as_i64().unwrap();
    let (status, _) = app
        .post(
            &format!("/api/v1/admin/newsletter/campaigns/{id}/send"),
            Some(&admin),
            json!({}),
        )
        .await;
    assert_eq!(status, 202);
    app.run_pending_jobs().await;
    app.sync_search().await;
    // As the campaign looks while a worker is half-way through it.
    execute_sql(
        &app,
        &format!("update newsletter_campaigns set status = 'sending' where id = {id}"),
    )
    .await;

    let done = scrape(&app, &address).await;
    let series = |name: &str| done.get(name).copied();
    assert_eq!(series(r#"newsroom_jobs_due{job="backups"}"#), Some(0.0));
    assert_eq!(series(r#"newsroom_jobs_oldest_due_seconds{job="backups"}"#), Some(0.0));
    assert_eq!(series(r#"newsroom_jobs_failed{job="backups"}"#), Some(0.0));
    let backup_at = series("newsroom_backup_last_success_timestamp_seconds").unwrap();
    assert!(
        (chrono::Utc::now().timestamp() as f64 - backup_at).abs() < 120.0,
        "{backup_at}"
    );
    assert!(series("newsroom_backup_last_size_bytes").unwrap() > 0.0);
    assert_eq!(
        series(&format!(
            r#"newsroom_campaign_deliveries{{campaign="{id}",state="sent"}}"#
        )),
        Some(1.0),
        "{done:?}"
    );
    assert_eq!(series("newsroom_search_index_lag"), Some(0.0));
    execute_sql(
        &app,
        &format!("update newsletter_campaigns set status = 'sent' where id = {id}"),
    )
    .await;
}
