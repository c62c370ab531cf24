//! AI Studio against a provider on loopback that speaks the chat-completions protocol
//! (`ops/ai/provider.mjs`, started by `ops/test.sh`; `NEWS_TEST_AI_URL`): drafts, translations,
//! suggestions and digest summaries; the answer streamed into the run and followed as
//! server-sent events; malformed answers retried once; 429 waited out; the draft signed,
//! trusted less, and refused publication until an editor reviews it; the key sent to the
//! provider and nowhere else; the daily token budget.

use news_core::config::Secret;
use reqwest::Method;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, draft, spawn_app, spawn_configured, unique_email};

fn provider_url() -> String {
    std::env::var("NEWS_TEST_AI_URL").unwrap_or_else(|_| "http://127.0.0.1:4012/v1".into())
}

async fn with_provider(backend: Backend, daily_tokens: i64) -> TestApp {
    with_provider_at(backend, provider_url(), daily_tokens, 120).await
}

async fn with_provider_at(backend: Backend, url: String, daily_tokens: i64, timeout_secs: u64) -> TestApp {
    spawn_configured(backend, |config| {
        config.ai_base_url = Some(url);
        config.ai_model = "test-model".into();
        config.ai_api_key = Some(Secret::new("test-ai-key"));
        config.ai_daily_tokens = daily_tokens;
        config.ai_timeout_secs = timeout_secs;
    })
    .await
}

async fn call(app: &TestApp, method: Method, path: &str, token: &str, body: Option<Value>) -> (u16, Value) {
    let (status, body, _) = app.call(method, path, Some(token), body).await;
    (status, body)
}

/// Asks for a run and lets the worker carry it out; the finished run.
async fn run(app: &TestApp, token: &str, request: Value) -> Value {
    let (status, queued) = call(app, Method::POST, "/api/v1/admin/ai/runs", token, Some(request)).await;
    assert_eq!(status, 202, "{queued}");
    assert_eq!(queued["status"], "queued");
    app.run_pending_jobs().await;
    let (status, done) = call(
        app,
        Method::GET,
        &format!("/api/v1/admin/ai/runs/{}", queued["id"]),
        token,
        None,
    )
    .await;
    assert_eq!(status, 200);
    done
}

async fn provider_requests() -> Vec<Value> {
    let base = provider_url();
    let url = format!("{}/_test/requests", base.trim_end_matches("/v1"));
    reqwest::get(&url).await.unwrap().json().await.unwrap()
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_draft_is_written_streamed_and_held_until_reviewed(#[case] backend: Backend) {
    let app = with_provider(backend, 1_000_000).await;
    let email = unique_email("ai-editor");
    let token = app.admin_token(&email).await;
    let (_, status) = call(&app, Method::GET, "/api/v1/admin/ai/status", &token, None).await;
    assert_eq!(
        (status["configured"].as_bool(), status["model"].as_str()),
        (Some(true), Some("test-model"))
    );
    assert!(!status.to_string().contains("test-ai-key"), "the key is never shown");

    let notes = "The Mureș bridge in Târgu Mureș reopened on Monday after eight months of repairs. \
                 The mayor said traffic will be limited to cars until December.";
    let done = run(
        &app,
        &token,
        json!({ "action": "draft", "language": "en", "tone": "neutral", "text": notes }),
    )
    .await;
    assert_eq!(done["status"], "succeeded", "{done}");
    assert_eq!(done["model"], "test-model");
    assert_eq!(done["prompt_version"], 1);
    assert!(done["prompt_tokens"].as_i64().unwrap() > 0 && done["completion_tokens"].as_i64().unwrap() > 0);
    assert!(
        done["partial"].as_str().unwrap().contains("\"title\""),
        "the streamed answer is kept"
    );
    let id = done["article_id"].as_i64().unwrap();
    let article = app.store.get_article(id, false).await.unwrap();
    assert_eq!(article.summary.status.as_str(), "draft");
    assert_eq!(article.summary.editorial_signature, "AI Generator");
    assert!(article.summary.trust_score < 0.8);
    assert!(article.summary.title.starts_with("Report: The Mureș bridge"));
    assert!(!article.content.contains("script"), "the answer's HTML is sanitised");

    // The key reached the provider in the Authorization header, on a streamed request.
    let seen = provider_requests().await;
    let last = seen.last().unwrap();
    assert_eq!(
        (last["authorization"].as_str(), last["stream"].as_bool()),
        (Some("Bearer test-ai-key"), Some(true))
    );

    // Not publishable until reviewed: the server says why.
    let status_path = format!("/api/v1/admin/articles/{id}/status");
    let (status, refused) = call(
        &app,
        Method::POST,
        &status_path,
        &token,
        Some(json!({ "status": "published" })),
    )
    .await;
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["error"]["message"]
            .as_str()
            .unwrap()
            .contains("mark it reviewed")
    );
    let later = chrono::Utc::now() + chrono::Duration::hours(1);
    let (status, _) = call(
        &app,
        Method::POST,
        &status_path,
        &token,
        Some(json!({ "status": "scheduled", "published_at": later })),
    )
    .await;
    assert_eq!(status, 409);
    let (status, _) = call(
        &app,
        Method::POST,
        &format!("/api/v1/admin/articles/{id}/review"),
        &token,
        None,
    )
    .await;
    assert_eq!(status, 204);
    let (status, published) = call(
        &app,
        Method::POST,
        &status_path,
        &token,
        Some(json!({ "status": "published" })),
    )
    .await;
    assert_eq!(
        (status, published["status"].as_str()),
        (200, Some("published")),
        "{published}"
    );
    let (status, _) = call(
        &app,
        Method::POST,
        &format!("/api/v1/admin/articles/{id}/review"),
        &token,
        None,
    )
    .await;
    assert_eq!(status, 409, "reviewed once");

    // The audit log names who asked and who reviewed.
    let actions = app.audit_actions(&token, "ai").await;
    assert!(actions.iter().any(|a| a == "ai.draft"), "{actions:?}");
    assert!(
        app.audit_actions(&token, "article")
            .await
            .iter()
            .any(|a| a == "article.review")
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[tokio::test]
async fn translations_suggestions_and_summaries(#[case] backend: Backend) {
    let app = with_provider(backend, 1_000_000).await;
    let token = app.admin_token(&unique_email("ai-translate")).await;
    let mut source = draft(0, "Bridge reopens", "en");
    source.id = None;
    source.content = Some("<p>The bridge is open.</p><h2>Traffic</h2><ul><li>Cars only</li></ul>".into());
    source.excerpt = Some("Open again.".into());
    source.category = Some("news".into());
    let source = app.create(source).await;
    let source_id = source.summary.id;

    let done = run(&app, &token, json!({ "action": "translate", "article_id": source_id })).await;
    assert_eq!(done["status"], "succeeded", "{done}");
    assert_eq!(done["language"], "ro");
    let translation = app
        .store
        .get_article(done["article_id"].as_i64().unwrap(), false)
        .await
        .unwrap();
    assert_eq!(translation.summary.language.code(), "ro");
    assert_eq!(translation.summary.title, "[RO] Bridge reopens");
    assert_eq!(
        translation.summary.slug, "ro-bridge-reopens",
        "the slug follows the new title"
    );
    assert_eq!(
        translation.content, "<p>[RO] The bridge is open.</p><h2>[RO] Traffic</h2><ul><li>[RO] Cars only</li></ul>",
        "the HTML structure is kept"
    );
    assert_eq!(translation.summary.linked_article_id, Some(source_id));
    assert_eq!(
        app.store
            .get_article(source_id, false)
            .await
            .unwrap()
            .summary
            .linked_article_id,
        Some(translation.summary.id)
    );
    let (status, again) = call(
        &app,
        Method::POST,
        "/api/v1/admin/ai/runs",
        &token,
        Some(json!({ "action": "translate", "article_id": source_id })),
    )
    .await;
    assert_eq!(status, 409, "{again}");

    let done = run(&app, &token, json!({ "action": "suggest", "article_id": source_id })).await;
    assert_eq!(done["status"], "succeeded", "{done}");
    assert_eq!(done["result"]["titles"].as_array().unwrap().len(), 3);
    assert_eq!(done["result"]["category"], "politics");

    let (status, refused) = call(
        &app,
        Method::POST,
        "/api/v1/admin/ai/runs",
        &token,
        Some(json!({ "action": "draft", "language": "en", "text": "too short" })),
    )
    .await;
    assert_eq!(status, 422, "{refused}");
    let (status, _) = call(
        &app,
        Method::POST,
        "/api/v1/admin/ai/runs",
        &token,
        Some(json!({ "action": "suggest", "article_id": 9999 })),
    )
    .await;
    assert_eq!(status, 404);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[tokio::test]
async fn malformed_answers_are_retried_once_and_busy_providers_waited_for(#[case] backend: Backend) {
    let app = with_provider(backend, 1_000_000).await;
    let token = app.admin_token(&unique_email("ai-faults")).await;
    let notes = |marker: &str| {
        format!(
            "The council met on Tuesday to vote on the budget. {marker} {}",
            unique_email("n")
        )
    };

    let once = run(
        &app,
        &token,
        json!({ "action": "draft", "language": "ro", "text": notes("[[malformed-once]]") }),
    )
    .await;
    assert_eq!(once["status"], "succeeded", "{once}");
    assert!(once["completion_tokens"].as_i64().unwrap() > 0);
    let article = app
        .store
        .get_article(once["article_id"].as_i64().unwrap(), false)
        .await
        .unwrap();
    assert!(article.summary.title.starts_with("Știre:"), "{}", article.summary.title);

    let twice = run(
        &app,
        &token,
        json!({ "action": "draft", "language": "en", "text": notes("[[malformed]]") }),
    )
    .await;
    assert_eq!(twice["status"], "failed");
    assert!(twice["error"].as_str().unwrap().contains("not usable twice"), "{twice}");
    assert_eq!(twice["article_id"], Value::Null);

    let busy = run(
        &app,
        &token,
        json!({ "action": "draft", "language": "en", "text": notes("[[rate-limit]]") }),
    )
    .await;
    assert_eq!(busy["status"], "succeeded", "after the Retry-After: {busy}");

    let broken = run(
        &app,
        &token,
        json!({ "action": "draft", "language": "en", "text": notes("[[fail]]") }),
    )
    .await;
    assert_eq!(broken["status"], "failed");
    assert!(broken["error"].as_str().unwrap().contains("answered 500"), "{broken}");
    assert!(!broken["error"].as_str().unwrap().contains("test-ai-key"));
}

/// Issue 14, faults: a provider that answers too late, and one that cannot be reached. The run
/// fails with a plain reason, writes no draft, and the next run succeeds once the provider
/// answers again, without anyone stepping in.
#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_provider_that_times_out_or_cannot_be_reached_fails_the_run_and_writes_nothing(#[case] backend: Backend) {
    let notes = |marker: &str| {
        format!(
            "The council met on Tuesday to vote on the budget. {marker} {}",
            unique_email("t")
        )
    };
    // The test provider starts its answer 3 s late for [[slow]]; the server waits 1 s.
    let app = with_provider_at(backend, provider_url(), 1_000_000, 1).await;
    let token = app.admin_token(&unique_email("ai-timeout")).await;
    let articles = app.store.count_articles().await.unwrap();
    let late = run(
        &app,
        &token,
        json!({ "action": "draft", "language": "en", "text": notes("[[slow]]") }),
    )
    .await;
    assert_eq!(late["status"], "failed", "{late}");
    assert!(
        late["error"].as_str().unwrap().contains("did not answer in time"),
        "{late}"
    );
    assert_eq!(late["article_id"], Value::Null);
    assert_eq!(app.store.count_articles().await.unwrap(), articles, "no draft written");
    let next = run(
        &app,
        &token,
        json!({ "action": "draft", "language": "en", "text": notes("") }),
    )
    .await;
    assert_eq!(
        next["status"], "succeeded",
        "the provider answers in time again: {next}"
    );

    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let app = with_provider_at(backend, format!("http://127.0.0.1:{closed}/v1"), 1_000_000, 5).await;
    let token = app.admin_token(&unique_email("ai-away")).await;
    let articles = app.store.count_articles().await.unwrap();
    let away = run(
        &app,
        &token,
        json!({ "action": "draft", "language": "en", "text": notes("") }),
    )
    .await;
    assert_eq!(away["status"], "failed", "{away}");
    assert!(away["error"].as_str().unwrap().contains("cannot be reached"), "{away}");
    assert_eq!(app.store.count_articles().await.unwrap(), articles, "no draft written");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[tokio::test]
async fn a_run_is_followed_as_server_sent_events(#[case] backend: Backend) {
    let app = with_provider(backend, 1_000_000).await;
    let token = app.admin_token(&unique_email("ai-events")).await;
    let text = format!(
        "The library opens a new reading room for children this weekend. [[slow]] {}",
        unique_email("s")
    );
    let (status, queued) = call(
        &app,
        Method::POST,
        "/api/v1/admin/ai/runs",
        &token,
        Some(json!({ "action": "draft", "language": "en", "text": text })),
    )
    .await;
    assert_eq!(status, 202);
    let response = app
        .client
        .get(format!("{}/api/v1/admin/ai/runs/{}/events", app.address, queued["id"]))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    let worker = tokio::spawn({
        let worker = app.worker.clone();
        async move { worker.run_pending(std::time::Duration::from_secs(60)).await.unwrap() }
    });
    let body = response.text().await.unwrap();
    worker.await.unwrap();
    let runs: Vec<Value> = body
        .lines()
        .filter_map(|line| line.strip_prefix("data:"))
        .map(|data| serde_json::from_str(data.trim()).unwrap())
        .collect();
    assert!(runs.len() >= 2, "the queued run, then its progress: {body}");
    assert_eq!(runs[0]["status"], "queued");
    assert_eq!(
        runs.last().unwrap()["status"],
        "succeeded",
        "the stream ends with the finished run"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[tokio::test]
async fn without_a_provider_or_budget_nothing_is_asked(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let token = app.admin_token(&unique_email("ai-off")).await;
    let (_, status) = call(&app, Method::GET, "/api/v1/admin/ai/status", &token, None).await;
    assert_eq!(status["configured"], false);
    let text = "The market reopens on Saturday with forty stalls and a new roof.";
    let (status, refused) = call(
        &app,
        Method::POST,
        "/api/v1/admin/ai/runs",
        &token,
        Some(json!({ "action": "draft", "language": "en", "text": text })),
    )
    .await;
    assert_eq!(status, 409);
    assert!(
        refused["error"]["message"]
            .as_str()
            .unwrap()
            .contains("NEWS_AI_BASE_URL")
    );

    let app = with_provider(backend, 10).await;
    let token = app.admin_token(&unique_email("ai-budget")).await;
    let done = run(
        &app,
        &token,
        json!({ "action": "draft", "language": "en", "text": text }),
    )
    .await;
    assert_eq!(done["status"], "succeeded");
    let (status, refused) = call(
        &app,
        Method::POST,
        "/api/v1/admin/ai/runs",
        &token,
        Some(json!({ "action": "draft", "language": "en", "text": text })),
    )
    .await;
    assert_eq!(status, 409);
    assert!(
        refused["error"]["message"].as_str().unwrap().contains("budget"),
        "{refused}"
    );
}
