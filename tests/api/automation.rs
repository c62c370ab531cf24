//! Automation: rules written and checked through the API, each tick run once however many
//! workers claim it, one catch-up run after downtime, feed import from a feed this test serves
//! (imported once, de-duplicated after), scheduled articles live on time, the runs history,
//! timeouts and the translation reminder's mail.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::routing::get;
use chrono::{DateTime, Utc};
use news_core::Store;
use news_core::domain::automation::RunStatus;
use news_worker::{Environment, Worker};
use reqwest::Method;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, draft, execute_sql, spawn_app, unique_email};
use crate::mail::wait_for_mail;

async fn call(app: &TestApp, method: Method, path: &str, token: &str, body: Option<Value>) -> (u16, Value) {
    let (status, body, _) = app.call(method, path, Some(token), body).await;
    (status, body)
}

async fn create_rule(app: &TestApp, token: &str, rule: Value) -> Value {
    let (status, body) = call(app, Method::POST, "/api/v1/admin/automation", token, Some(rule)).await;
    assert_eq!(status, 201, "{body}");
    body
}

fn rule_id(rule: &Value) -> i64 {
    rule["id"].as_i64().unwrap()
}

/// A worker of its own, with its own connection pool, polling often.
async fn second_worker(app: &TestApp) -> Worker {
    let store = Store::open(&app.database_url).await.unwrap();
    Worker::new(Environment::from_config(&app.config, store).unwrap()).poll_every(Duration::from_millis(100))
}

/// Runs `workers` in the background for `time`.
async fn run_workers(workers: Vec<Worker>, time: Duration) {
    let running: Vec<_> = workers
        .into_iter()
        .map(|worker| tokio::spawn(worker.run(tokio::time::sleep(time))))
        .collect();
    for worker in running {
        worker.await.unwrap().unwrap();
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn admins_write_rules_that_are_checked_previewed_and_audited(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let admin_email = unique_email("automation-admin");
    let token = app.admin_token(&admin_email).await;

    // A new install has the three default rules.
    let (status, list) = call(&app, Method::GET, "/api/v1/admin/automation", &token, None).await;
    assert_eq!(status, 200);
    let names: Vec<&str> = list["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["Daily backup", "Publish scheduled content", "Recompute trending"]
    );
    let backup = &list["rules"][0];
    assert_eq!(backup["description"], "every day at 03:00 Bucharest time");
    assert_eq!(backup["settings"], json!({ "kind": "comprehensive" }));

    // The preview says the schedule in words, with the next five runs in order.
    let (status, preview) = call(
        &app,
        Method::POST,
        "/api/v1/admin/automation/preview",
        &token,
        Some(json!({ "schedule": "0 6 * * *", "time_zone": "Europe/Bucharest" })),
    )
    .await;
    assert_eq!(status, 200, "{preview}");
    assert_eq!(preview["description"], "every day at 06:00 Bucharest time");
    let runs: Vec<DateTime<Utc>> = serde_json::from_value(preview["next_runs"].clone()).unwrap();
    assert_eq!(runs.len(), 5);
    assert!(runs.windows(2).all(|pair| pair[0] < pair[1]) && runs[0] > Utc::now());

    // Bad rules are refused with the field and the reason, and nothing is written.
    for (rule, field) in [
        (
            json!({ "name": "x", "schedule": "every day", "action": "rebuild_site" }),
            "schedule",
        ),
        (
            json!({ "name": "x", "schedule": "0 6 * * *", "time_zone": "Mars/Base", "action": "rebuild_site" }),
            "time_zone",
        ),
        (
            json!({ "name": "", "schedule": "0 6 * * *", "action": "rebuild_site" }),
            "name",
        ),
        (
            json!({ "name": "x", "schedule": "0 6 * * *", "action": "import_feed", "settings": { "url": "ftp://x", "category": "news", "language": "en" } }),
            "settings.url",
        ),
        (
            json!({ "name": "x", "schedule": "0 6 * * *", "action": "import_feed", "settings": { "url": "https://example.org/feed", "category": "nope", "language": "en" } }),
            "settings.category",
        ),
        (
            json!({ "name": "x", "schedule": "0 6 * * *", "action": "send_digest", "settings": { "language": "fr" } }),
            "settings.language",
        ),
        (
            json!({ "name": "x", "schedule": "0 6 * * *", "action": "rebuild_site", "timeout_seconds": 5 }),
            "timeout_seconds",
        ),
    ] {
        let (status, body) = call(&app, Method::POST, "/api/v1/admin/automation", &token, Some(rule)).await;
        assert_eq!(status, 422, "{body}");
        assert!(body["error"]["message"].as_str().unwrap().starts_with(field), "{body}");
    }
    let (status, _) = call(
        &app,
        Method::POST,
        "/api/v1/admin/automation",
        &token,
        Some(json!({ "name": "x", "schedule": "0 6 * * *", "action": "shutdown" })),
    )
    .await;
    assert_eq!(status, 422);

    let rule = create_rule(
        &app,
        &token,
        json!({ "name": "Morning digest", "schedule": "30 7 * * 1-5", "action": "send_digest", "settings": { "language": "ro", "days": 3 } }),
    )
    .await;
    assert_eq!(
        rule["description"],
        "every weekday (Monday to Friday) at 07:30 Bucharest time"
    );
    // Only the action's own settings are kept.
    assert_eq!(rule["settings"], json!({ "language": "ro" }));
    assert_eq!(rule["enabled"], true);
    assert!(rule["next_run_at"].is_string());
    let id = rule_id(&rule);
    let path = format!("/api/v1/admin/automation/{id}");

    let (status, disabled) = call(&app, Method::POST, &format!("{path}/disable"), &token, None).await;
    assert_eq!(
        (status, &disabled["enabled"], &disabled["next_run_at"]),
        (200, &json!(false), &Value::Null)
    );
    let (status, enabled) = call(&app, Method::POST, &format!("{path}/enable"), &token, None).await;
    assert_eq!((status, &enabled["enabled"]), (200, &json!(true)));
    assert!(enabled["next_run_at"].is_string());

    let (status, edited) = call(
        &app,
        Method::PUT,
        &path,
        &token,
        Some(json!({ "name": "Evening digest", "schedule": "0 19 * * *", "time_zone": "UTC", "action": "send_digest", "settings": { "language": "en" } })),
    )
    .await;
    assert_eq!(status, 200, "{edited}");
    assert_eq!(edited["description"], "every day at 19:00 UTC");
    let next: DateTime<Utc> = serde_json::from_value(edited["next_run_at"].clone()).unwrap();
    assert_eq!(next.format("%H:%M:%S").to_string(), "19:00:00");

    // Readers and editors cannot see or touch automation.
    let (status, _) = app.reader().await.get("/api/v1/admin/automation").await;
    assert_eq!(status, 403);

    let (status, _) = call(&app, Method::DELETE, &path, &token, None).await;
    assert_eq!(status, 204);
    let (status, _) = call(&app, Method::GET, &path, &token, None).await;
    assert_eq!(status, 404);
    let actions = app.audit_actions(&token, "automation").await;
    for action in [
        "automation.create",
        "automation.disable",
        "automation.enable",
        "automation.update",
        "automation.delete",
    ] {
        assert!(actions.iter().any(|a| a == action), "{action} in {actions:?}");
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn each_tick_runs_once_however_many_workers_claim_it(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let token = app.admin_token(&unique_email("ticks")).await;
    execute_sql(&app, "update automation_rules set enabled = false").await;
    let rule = create_rule(
        &app,
        &token,
        json!({ "name": "Every second", "schedule": "* * * * * *", "action": "recompute_trending" }),
    )
    .await;
    let id = rule_id(&rule);

    // Many claims of the same due tick at once: one run, and no claim fails.
    let due: DateTime<Utc> = serde_json::from_value(rule["next_run_at"].clone()).unwrap();
    let claims: Vec<_> = (0..8)
        .map(|_| {
            let store = app.store.clone();
            tokio::spawn(async move { store.queue_due_ticks(due).await.unwrap() })
        })
        .collect();
    let mut queued = Vec::new();
    for claim in claims {
        queued.extend(claim.await.unwrap());
    }
    assert_eq!(queued.len(), 1, "one run for the tick");
    news_worker::automation::run_round(app.worker.environment())
        .await
        .unwrap();

    // Workers running side by side (two on PostgreSQL, each with its own pool) for four seconds.
    let mut workers = vec![app.worker.clone().poll_every(Duration::from_millis(100))];
    if backend == Backend::Postgres {
        workers.push(second_worker(&app).await);
    }
    let started = Utc::now();
    run_workers(workers, Duration::from_millis(4200)).await;
    let runs = app.store.runs(id, 100).await.unwrap();
    let ticks: Vec<DateTime<Utc>> = runs
        .iter()
        .filter(|r| r.scheduled_for >= started)
        .map(|r| r.scheduled_for)
        .collect();
    let mut distinct = ticks.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), ticks.len(), "no tick ran twice: {ticks:?}");
    assert!((3..=5).contains(&ticks.len()), "a run for each second: {ticks:?}");
    assert!(ticks.iter().all(|tick| tick.timestamp_subsec_nanos() == 0));
    assert!(runs.iter().all(|r| r.status == RunStatus::Succeeded), "{runs:?}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn ticks_missed_while_no_worker_ran_make_one_run(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let token = app.admin_token(&unique_email("catch-up")).await;
    execute_sql(&app, "update automation_rules set enabled = false").await;
    let rule = create_rule(
        &app,
        &token,
        json!({ "name": "Every minute", "schedule": "* * * * *", "action": "publish_scheduled" }),
    )
    .await;
    let first: DateTime<Utc> = serde_json::from_value(rule["next_run_at"].clone()).unwrap();

    // The worker comes back five minutes after the first tick: one run, for the first tick.
    let back = first + chrono::Duration::minutes(5) + chrono::Duration::seconds(20);
    assert_eq!(app.store.queue_due_ticks(back).await.unwrap().len(), 1);
    assert!(app.store.queue_due_ticks(back).await.unwrap().is_empty());
    let rule = app.store.rule(rule_id(&rule)).await.unwrap();
    assert_eq!(rule.last_run.as_ref().unwrap().scheduled_for, first);
    assert_eq!(
        rule.next_run_at.unwrap(),
        first + chrono::Duration::minutes(6),
        "the next tick after now"
    );
    let done = news_worker::automation::run_round(app.worker.environment())
        .await
        .unwrap();
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].status, RunStatus::Succeeded);
    assert_eq!(done[0].output.as_deref(), Some("nothing was due"));
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_default_rule_publishes_a_scheduled_article_on_time(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    // The default rule, made to tick every second for the test.
    execute_sql(
        &app,
        "update automation_rules set schedule = '* * * * * *', next_run_at = null where action = 'publish_scheduled'",
    )
    .await;
    execute_sql(
        &app,
        "update automation_rules set enabled = false where action <> 'publish_scheduled'",
    )
    .await;
    let at = Utc::now() + chrono::Duration::seconds(2);
    let mut scheduled = draft(0, "Goes live on time", "en");
    scheduled.id = None;
    scheduled.status = Some("scheduled".into());
    scheduled.published_at = Some(at);
    let article = app.create(scheduled).await;
    let id = article.summary.id;
    assert_eq!(app.get(&format!("/api/v1/articles/{id}")).await.0, 404);

    run_workers(
        vec![app.worker.clone().poll_every(Duration::from_millis(100))],
        Duration::from_millis(4000),
    )
    .await;
    let (status, public) = app.get(&format!("/api/v1/articles/{id}")).await;
    assert_eq!(status, 200, "published");
    let published: DateTime<Utc> = serde_json::from_value(public["published_at"].clone()).unwrap();
    assert_eq!(published.timestamp(), at.timestamp(), "its promised time");
    let rules = app.store.rules().await.unwrap();
    let publish = rules.iter().find(|r| r.name == "Publish scheduled content").unwrap();
    let runs = app.store.runs(publish.id, 100).await.unwrap();
    let run = runs
        .iter()
        .find(|r| r.output.as_deref() == Some(&format!("published #{id}")))
        .expect("the run that published it");
    let late = run.finished_at.unwrap() - at;
    assert!(
        late < chrono::Duration::milliseconds(1500),
        "live {late} after its time"
    );
}

/// A feed served by the test itself; `slow` answers after three seconds.
async fn serve_feed(body: Arc<std::sync::Mutex<String>>, fetches: Arc<AtomicUsize>, slow: bool) -> String {
    let router = axum::Router::new().route(
        "/feed.xml",
        get(move || {
            let body = body.clone();
            let fetches = fetches.clone();
            async move {
                fetches.fetch_add(1, Ordering::SeqCst);
                if slow {
                    tokio::time::sleep(Duration::from_secs(3)).await;
                }
                let text = body.lock().unwrap().clone();
                ([("content-type", "application/rss+xml")], text)
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{address}/feed.xml")
}

fn rss(items: &[(&str, &str, &str)]) -> String {
    let items: String = items
        .iter()
        .map(|(guid, link, title)| {
            format!(
                "<item><guid>{guid}</guid><link>{link}</link><title>{title}</title>\
                 <description>&lt;p&gt;Text of {title}&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description>\
                 <category>Feeds</category></item>"
            )
        })
        .collect();
    format!(
        "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Wire service</title>\
         <link>http://wire.test/</link><description>News</description>{items}</channel></rss>"
    )
}

/// Asks for a run of `id` through the API and carries it out as a worker would.
async fn run_now(app: &TestApp, token: &str, id: i64) -> news_core::domain::automation::Run {
    let (status, queued) = call(
        app,
        Method::POST,
        &format!("/api/v1/admin/automation/{id}/run"),
        token,
        None,
    )
    .await;
    assert_eq!(status, 202, "{queued}");
    assert_eq!(queued["status"], "queued");
    assert_eq!(queued["trigger"], "manual");
    let done = news_worker::automation::run_round(app.worker.environment())
        .await
        .unwrap();
    let run = done
        .into_iter()
        .find(|run| run.rule_id == id)
        .expect("the run was carried out");
    let (status, runs) = call(
        app,
        Method::GET,
        &format!("/api/v1/admin/automation/{id}/runs"),
        token,
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(runs["runs"][0]["id"], run.id);
    run
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_feed_is_imported_into_drafts_once(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let token = app.admin_token(&unique_email("feeds")).await;
    execute_sql(&app, "update automation_rules set enabled = false").await;
    let body = Arc::new(std::sync::Mutex::new(rss(&[
        ("wire-1", "http://wire.test/a", "Bridge reopens"),
        ("wire-2", "http://wire.test/b", "Market day &amp; fair"),
    ])));
    let fetches = Arc::new(AtomicUsize::new(0));
    let url = serve_feed(body.clone(), fetches.clone(), false).await;
    let rule = create_rule(
        &app,
        &token,
        json!({ "name": "Wire", "schedule": "*/15 * * * *", "action": "import_feed",
                "settings": { "url": url, "category": "news", "language": "ro" } }),
    )
    .await;
    let id = rule_id(&rule);

    let run = run_now(&app, &token, id).await;
    assert_eq!(run.status, RunStatus::Succeeded, "{run:?}");
    let output = run.output.unwrap();
    assert!(
        output.ends_with("2 items in the feed: 2 imported, 0 already imported, 0 failed"),
        "{output}"
    );
    assert_eq!(run.requested_by.as_deref().map(|by| by.contains("feeds")), Some(true));
    let drafts = app
        .store
        .list_articles(&Default::default(), news_core::store::Page { limit: 10, offset: 0 })
        .await
        .unwrap()
        .0;
    let imported: Vec<_> = drafts
        .iter()
        .filter(|a| a.title == "Bridge reopens" || a.title == "Market day & fair")
        .collect();
    assert_eq!(imported.len(), 2);
    let article = app.store.get_article(imported[0].id, false).await.unwrap();
    assert_eq!(article.summary.status.as_str(), "draft");
    assert_eq!(article.summary.language.code(), "ro");
    assert_eq!(article.summary.category, "news");
    assert_eq!(article.summary.editorial_signature, "Feed import");
    assert!(
        article.content.contains("Text of") && !article.content.contains("script"),
        "{}",
        article.content
    );
    assert!(
        article.content.contains("href=\"http://wire.test/"),
        "a link to the source"
    );

    // Run again, the feed grown by one and one item with a new GUID but the same address.
    *body.lock().unwrap() = rss(&[
        ("wire-1", "http://wire.test/a", "Bridge reopens"),
        ("wire-2b", "http://wire.test/b", "Market day &amp; fair (updated)"),
        ("wire-3", "http://wire.test/c", "Storm warning"),
    ]);
    let run = run_now(&app, &token, id).await;
    assert!(
        run.output
            .as_deref()
            .unwrap()
            .ends_with("3 items in the feed: 1 imported, 2 already imported, 0 failed"),
        "{run:?}"
    );
    assert_eq!(fetches.load(Ordering::SeqCst), 2);

    // A feed that answers after the rule's timeout fails the run with the reason.
    let slow = serve_feed(body, Arc::new(AtomicUsize::new(0)), true).await;
    let sql = format!(
        "update automation_rules set timeout_seconds = 1, settings = '{{\"url\":\"{slow}\",\"category\":\"news\",\"language\":\"ro\"}}' where id = {id}"
    );
    execute_sql(&app, &sql).await;
    let run = run_now(&app, &token, id).await;
    assert_eq!(run.status, RunStatus::Failed);
    assert_eq!(run.error.as_deref(), Some("stopped after the rule's timeout of 1 s"));
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[tokio::test]
async fn backups_and_translation_reminders_run_as_rules(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let admin_email = unique_email("reminder");
    let token = app.admin_token(&admin_email).await;
    execute_sql(&app, "update automation_rules set enabled = false").await;

    let mut untranslated = draft(0, "Needs a Romanian version", "en");
    untranslated.id = None;
    untranslated.published_at = Some(Utc::now());
    let article = app.create(untranslated).await;
    let rule = create_rule(
        &app,
        &token,
        json!({ "name": "Translations", "schedule": "0 9 * * 1", "action": "translation_reminder" }),
    )
    .await;
    assert_eq!(rule["settings"], json!({ "days": 7 }));
    let run = run_now(&app, &token, rule_id(&rule)).await;
    assert_eq!(run.status, RunStatus::Succeeded, "{run:?}");
    let mail = wait_for_mail(&admin_email, 1).await;
    let text = mail["text"].as_str().unwrap();
    assert!(text.contains("Needs a Romanian version"), "{text}");
    assert!(text.contains(&format!("/admin/edit/{}", article.summary.id)), "{text}");

    let backups = app.store.rules().await.unwrap();
    let daily = backups.iter().find(|r| r.name == "Daily backup").unwrap();
    let run = run_now(&app, &token, daily.id).await;
    assert_eq!(run.status, RunStatus::Succeeded, "{run:?}");
    assert!(
        run.output.as_deref().unwrap().contains("(comprehensive) completed"),
        "{run:?}"
    );
    let (status, list) = app.get_as("/api/v1/admin/backups", &token).await;
    assert_eq!(status, 200);
    assert_eq!(list["items"][0]["status"], "completed", "{list}");
}
