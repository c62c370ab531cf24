//! Reader interactions: views, likes, bookmarks, shares, saved articles, the move of a
//! browser's interactions to the account at sign-in, popular windows, trending and the
//! forgetting of client addresses, on both backends.

use chrono::{Duration, Utc};
use news_core::domain::interaction::{ClientInfo, SharePlatform};
use news_core::domain::{ArticleDraft, Reader};
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, count_rows, draft, ids, spawn_app_with, unique_email};

/// A browser's random id, distinct per `n`.
fn fingerprint(n: usize) -> String {
    format!("browser-{n:08}")
}

fn anonymous(n: usize) -> Reader {
    Reader::identify(None, Some(&fingerprint(n))).unwrap()
}

fn published(count: i64) -> Vec<ArticleDraft> {
    (1..=count).map(|id| draft(id, &format!("Story {id}"), "en")).collect()
}

/// What a reader does, through the API.
trait ReaderApi {
    async fn view(&self, article: i64, fingerprint: &str) -> Value;
    async fn toggle(&self, article: i64, kind: &str, fingerprint: Option<&str>, token: Option<&str>) -> Value;
    async fn share(&self, article: i64, platform: &str, fingerprint: &str) -> (u16, Value);
    async fn state(&self, article: i64, fingerprint: &str) -> Value;
    async fn views_in_database(&self, article: i64) -> i64;
}

impl ReaderApi for TestApp {
    async fn view(&self, article: i64, fingerprint: &str) -> Value {
        let path = format!("/api/v1/articles/{article}/views");
        let (status, body) = self.post(&path, None, json!({ "fingerprint": fingerprint })).await;
        assert_eq!(status, 200, "{body}");
        body
    }

    async fn toggle(&self, article: i64, kind: &str, fingerprint: Option<&str>, token: Option<&str>) -> Value {
        let path = format!("/api/v1/articles/{article}/interactions");
        let (status, body) = self
            .post(&path, token, json!({ "type": kind, "fingerprint": fingerprint }))
            .await;
        assert_eq!(status, 200, "{body}");
        body
    }

    async fn share(&self, article: i64, platform: &str, fingerprint: &str) -> (u16, Value) {
        let path = format!("/api/v1/articles/{article}/shares");
        self.post(&path, None, json!({ "platform": platform, "fingerprint": fingerprint }))
            .await
    }

    async fn state(&self, article: i64, fingerprint: &str) -> Value {
        self.get_ok(&format!(
            "/api/v1/articles/{article}/interactions?fingerprint={fingerprint}"
        ))
        .await
    }

    async fn views_in_database(&self, article: i64) -> i64 {
        self.store.get_article(article, true).await.unwrap().summary.views
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_anonymous_reader_must_send_a_valid_fingerprint(#[case] backend: Backend) {
    let mut drafts = published(1);
    drafts.push(ArticleDraft {
        status: Some("archived".into()),
        ..draft(2, "Archived", "en")
    });
    let app = spawn_app_with(backend, &drafts).await;
    let good = fingerprint(1);
    let refused = [
        ("/api/v1/articles/1/views", json!({})),
        ("/api/v1/articles/1/views", json!({ "fingerprint": "short" })),
        ("/api/v1/articles/1/views", json!({ "fingerprint": "has spaces in it" })),
        ("/api/v1/articles/1/interactions", json!({ "type": "like" })),
        (
            "/api/v1/articles/1/interactions",
            json!({ "type": "love", "fingerprint": good }),
        ),
        (
            "/api/v1/articles/1/shares",
            json!({ "platform": "myspace", "fingerprint": good }),
        ),
        ("/api/v1/articles/x/views", json!({ "fingerprint": good })),
    ];
    for (path, body) in refused {
        let (status, answer) = app.post(path, None, body.clone()).await;
        assert_eq!(status, 400, "{path} {body}: {answer}");
        assert!(answer["error"]["message"].as_str().is_some(), "{answer}");
    }
    app.get_error("/api/v1/articles/1/interactions", 400).await;
    app.get_error("/api/v1/articles/1/interactions?fingerprint=no", 400)
        .await;
    app.get_error("/api/v1/saved?fingerprint=%3Cscript%3E", 400).await;
    let (status, _) = app
        .post("/api/v1/articles/2/views", None, json!({ "fingerprint": good }))
        .await;
    assert_eq!(status, 404, "an archived article is not there for readers");
    app.get_error(&format!("/api/v1/articles/99/interactions?fingerprint={good}"), 404)
        .await;
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_view_counts_once_per_reader_and_half_hour_without_touching_the_outbox(#[case] backend: Backend) {
    let mut drafts = published(1);
    drafts[0].views = Some(40);
    let app = spawn_app_with(backend, &drafts).await;
    let outbox = app.store.outbox_head().await.unwrap();

    let first = app.view(1, &fingerprint(1)).await;
    assert_eq!(first["counted"], true);
    assert_eq!(
        first["metrics"]["total_views"], 41,
        "counted on from the article's views"
    );
    assert_eq!(first["metrics"]["unique_viewers"], 1);
    let again = app.view(1, &fingerprint(1)).await;
    assert_eq!(again["counted"], false, "a reload within 30 minutes");
    assert_eq!(again["metrics"]["total_views"], 41);
    let other = app.view(1, &fingerprint(2)).await;
    assert_eq!(other["metrics"]["total_views"], 42);
    assert_eq!(other["metrics"]["unique_viewers"], 2);

    let client = ClientInfo::default();
    let later = Utc::now() + Duration::minutes(31);
    let back = app.store.record_view(1, &anonymous(1), &client, later).await.unwrap();
    assert!(back.counted, "a view 31 minutes later counts again");
    assert_eq!((back.metrics.total_views, back.metrics.unique_viewers), (43, 2));
    let soon = app
        .store
        .record_view(1, &anonymous(1), &client, later + Duration::minutes(5))
        .await
        .unwrap();
    assert!(!soon.counted);
    assert_eq!(app.views_in_database(1).await, 43, "articles.views follows total_views");

    app.toggle(1, "like", Some(&fingerprint(1)), None).await;
    assert_eq!(app.share(1, "email", &fingerprint(1)).await.0, 200);
    assert_eq!(
        app.store.outbox_head().await.unwrap(),
        outbox,
        "views, likes and shares are not article writes"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn likes_and_bookmarks_toggle_on_and_off(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &published(1)).await;
    let reader = fingerprint(7);
    let liked = app.toggle(1, "like", Some(&reader), None).await;
    assert_eq!(liked["active"], true);
    assert_eq!(liked["metrics"]["total_likes"], 1);
    let saved = app.toggle(1, "bookmark", Some(&reader), None).await;
    assert_eq!(saved["active"], true);
    assert_eq!(saved["metrics"]["total_bookmarks"], 1);
    let state = app.state(1, &reader).await;
    assert_eq!(
        (state["liked"].clone(), state["bookmarked"].clone()),
        (json!(true), json!(true))
    );
    assert_eq!(state["metrics"]["total_likes"], 1);

    let unliked = app.toggle(1, "like", Some(&reader), None).await;
    assert_eq!(unliked["active"], false);
    assert_eq!(unliked["metrics"]["total_likes"], 0);
    let state = app.state(1, &reader).await;
    assert_eq!(
        (state["liked"].clone(), state["bookmarked"].clone()),
        (json!(false), json!(true))
    );
    assert_eq!(app.state(1, &fingerprint(8)).await["liked"], false, "another reader's");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn parallel_likes_are_exact_and_a_double_click_counts_once(#[case] backend: Backend) {
    let app = &spawn_app_with(backend, &published(2)).await;
    let likes = (0..200).map(|n| {
        let reader = fingerprint(n);
        async move { app.toggle(1, "like", Some(&reader), None).await }
    });
    let answers = futures::future::join_all(likes).await;
    assert!(answers.iter().all(|a| a["active"] == true));
    assert_eq!(app.state(1, &fingerprint(0)).await["metrics"]["total_likes"], 200);

    let reader = fingerprint(500);
    for _ in 0..5 {
        let (a, b) = tokio::join!(
            app.toggle(2, "like", Some(&reader), None),
            app.toggle(2, "like", Some(&reader), None)
        );
        assert_ne!(
            a["active"], b["active"],
            "one click switched on, the other off: {a} {b}"
        );
        let state = app.state(2, &reader).await;
        assert_eq!(state["liked"], false);
        assert_eq!(state["metrics"]["total_likes"], 0);
    }
    let (a, b, c) = tokio::join!(
        app.toggle(2, "bookmark", Some(&reader), None),
        app.toggle(2, "bookmark", Some(&reader), None),
        app.toggle(2, "bookmark", Some(&reader), None)
    );
    let on = [a, b, c].iter().filter(|t| t["active"] == true).count();
    assert_eq!(on, 2, "on, off, on");
    let state = app.state(2, &reader).await;
    assert_eq!(state["bookmarked"], true);
    assert_eq!(state["metrics"]["total_bookmarks"], 1);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn shares_count_once_per_platform_and_window(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &published(1)).await;
    let reader = fingerprint(3);
    for (n, platform) in SharePlatform::ALL.iter().enumerate() {
        let (status, body) = app.share(1, platform.as_str(), &reader).await;
        assert_eq!(status, 200, "{platform}: {body}");
        assert_eq!(body["counted"], true, "{platform}");
        assert_eq!(body["metrics"]["total_shares"], n as i64 + 1);
    }
    let (_, again) = app.share(1, "whatsapp", &reader).await;
    assert_eq!(again["counted"], false, "the same button again within 30 minutes");
    assert_eq!(again["metrics"]["total_shares"], 7);
    let (_, other) = app.share(1, "whatsapp", &fingerprint(4)).await;
    assert_eq!(other["metrics"]["total_shares"], 8);
    let later = Utc::now() + Duration::minutes(31);
    let client = ClientInfo::default();
    let back = app
        .store
        .record_share(1, &anonymous(3), SharePlatform::Whatsapp, &client, later)
        .await
        .unwrap();
    assert!(back.counted);
    assert_eq!(back.metrics.total_shares, 9);
    let (status, body) = app.share(1, "fax", &reader).await;
    assert_eq!(status, 400);
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("Unsupported sharing method")
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn saved_articles_come_newest_bookmark_first_in_pages(#[case] backend: Backend) {
    let app = &spawn_app_with(backend, &published(4)).await;
    let reader = &fingerprint(9);
    for article in [2, 4, 1] {
        app.toggle(article, "bookmark", Some(reader), None).await;
    }
    let saved = |query: String| async move { app.get_ok(&format!("/api/v1/saved?fingerprint={reader}{query}")).await };
    let first = saved("&limit=2".into()).await;
    assert_eq!(ids(&first), [1, 4]);
    assert_eq!(first["total"], 3);
    assert_eq!(ids(&saved("&limit=2&offset=2".into()).await), [2]);
    app.toggle(4, "bookmark", Some(reader), None).await;
    assert_eq!(ids(&saved(String::new()).await), [1, 2]);
    assert!(
        ids(&app
            .get_ok(&format!("/api/v1/saved?fingerprint={}", fingerprint(10)))
            .await)
        .is_empty()
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn signing_in_moves_the_browser_interactions_to_the_account(#[case] backend: Backend) {
    let app = &spawn_app_with(backend, &published(2)).await;
    let email = unique_email("merge");
    app.confirmed_user(&email, "a reader password").await;
    let sign_in = |fingerprint: Option<String>| {
        let email = email.clone();
        async move {
            let (status, session) = app
                .post(
                    "/api/v1/auth/token?grant_type=password",
                    None,
                    json!({ "email": email, "password": "a reader password", "fingerprint": fingerprint }),
                )
                .await;
            (status, session["access_token"].as_str().map(str::to_string))
        }
    };
    let (_, token) = sign_in(None).await;
    let token = token.unwrap();
    app.toggle(1, "like", None, Some(&token)).await;
    app.post("/api/v1/articles/1/views", Some(&token), json!({})).await;

    let browser = fingerprint(21);
    app.toggle(1, "like", Some(&browser), None).await;
    app.toggle(2, "like", Some(&browser), None).await;
    app.toggle(2, "bookmark", Some(&browser), None).await;
    app.view(1, &browser).await;
    assert_eq!(app.state(1, &browser).await["metrics"]["total_likes"], 2);

    assert_eq!(sign_in(Some("not valid!".into())).await.0, 400);
    let (status, token) = sign_in(Some(browser.clone())).await;
    assert_eq!(status, 200);
    let token = token.unwrap();
    let (_, mine) = app.get_as("/api/v1/articles/1/interactions", &token).await;
    assert_eq!(mine["liked"], true);
    assert_eq!(
        mine["metrics"]["total_likes"], 1,
        "liked by the browser and the account: one person"
    );
    assert_eq!(mine["metrics"]["unique_viewers"], 1);
    assert_eq!(mine["metrics"]["total_views"], 2, "both views happened");
    let (_, second) = app.get_as("/api/v1/articles/2/interactions", &token).await;
    assert_eq!(
        (second["liked"].clone(), second["bookmarked"].clone()),
        (json!(true), json!(true))
    );
    assert_eq!(second["metrics"]["total_likes"], 1);
    let (_, saved) = app.get_as("/api/v1/saved", &token).await;
    assert_eq!(ids(&saved), [2]);
    assert_eq!(
        app.state(2, &browser).await["liked"],
        false,
        "the browser's rows are the account's now"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn popular_takes_a_window_of_days(#[case] backend: Backend) {
    let mut drafts = published(3);
    drafts[1].views = Some(10_000);
    let app = spawn_app_with(backend, &drafts).await;
    let client = ClientInfo::default();
    for n in 0..3 {
        app.view(1, &fingerprint(n)).await;
    }
    app.view(2, &fingerprint(0)).await;
    let long_ago = Utc::now() - Duration::days(40);
    for n in 0..5 {
        app.store
            .record_view(3, &anonymous(n), &client, long_ago)
            .await
            .unwrap();
    }
    assert_eq!(
        ids(&app.get_ok("/api/v1/articles/popular").await),
        [2, 3, 1],
        "by all-time views"
    );
    assert_eq!(ids(&app.get_ok("/api/v1/articles/popular?days=7").await), [1, 2]);
    assert_eq!(ids(&app.get_ok("/api/v1/articles/popular?days=60&limit=1").await), [3]);
    app.get_error("/api/v1/articles/popular?days=0", 400).await;
    app.get_error("/api/v1/articles/recent?days=7", 400).await;
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn trending_follows_activity_and_keeps_editors_choices(#[case] backend: Backend) {
    let mut drafts = published(4);
    drafts[0].trending = Some(false);
    drafts[1].trending = Some(true);
    let app = &spawn_app_with(backend, &drafts).await;
    for n in 0..3 {
        app.toggle(1, "like", Some(&fingerprint(n)), None).await;
        app.toggle(3, "like", Some(&fingerprint(n)), None).await;
    }
    let outbox = app.store.outbox_head().await.unwrap();
    // As the default automation rule does every ten minutes: only article 3 changes, since 1
    // stays off and 2 on by the editor's choice.
    app.store.recompute_trending(chrono::Utc::now()).await.unwrap();
    assert!(
        app.store.outbox_head().await.unwrap() > outbox,
        "lists filtered by trending are refreshed"
    );
    let trending = |id: i64| async move { app.store.get_article(id, true).await.unwrap().summary.trending };
    assert_eq!(
        [
            trending(1).await,
            trending(2).await,
            trending(3).await,
            trending(4).await
        ],
        [false, true, true, false]
    );
    assert_eq!(
        count_rows(
            app,
            "select count(*) from articles where trending_score > 0 and id in (1, 3)"
        )
        .await,
        2,
        "the liked articles' scores are kept"
    );
    assert_eq!(
        count_rows(app, "select count(*) from articles where trending_score <> 0").await,
        2
    );
    let outbox = app.store.outbox_head().await.unwrap();
    assert_eq!(app.store.recompute_trending(Utc::now()).await.unwrap(), 0);
    assert_eq!(
        app.store.outbox_head().await.unwrap(),
        outbox,
        "unchanged flags write nothing"
    );

    let editor = news_core::auth::Actor::operator("test");
    let edit = |trending: Option<bool>| ArticleDraft {
        trending,
        ..draft(3, "Story 3, edited", "en")
    };
    app.store.update_article(3, edit(None), &editor).await.unwrap();
    assert!(trending(3).await, "an edit without a choice keeps the computed flag");
    app.store.update_article(3, edit(Some(false)), &editor).await.unwrap();
    assert!(!trending(3).await);
    assert_eq!(
        app.store.recompute_trending(Utc::now()).await.unwrap(),
        0,
        "the editor's choice wins"
    );
    assert!(!trending(3).await);

    app.store.update_article(3, edit(None), &editor).await.unwrap();
    assert_eq!(app.store.recompute_trending(Utc::now()).await.unwrap(), 1);
    assert!(trending(3).await, "left to the computation again");
    let much_later = Utc::now() + Duration::days(4);
    app.store.recompute_trending(much_later).await.unwrap();
    assert!(!trending(3).await, "activity older than 72 hours no longer counts");
    assert_eq!(
        count_rows(app, "select count(*) from articles where trending_score <> 0").await,
        0,
        "nor scores"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn forgetting_client_addresses_keeps_the_counts(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &published(1)).await;
    let client = ClientInfo::new(Some("192.0.2.7".into()), Some("Mozilla/5.0 test"));
    let reader = anonymous(1);
    let now = Utc::now();
    app.store.record_view(1, &reader, &client, now).await.unwrap();
    app.store
        .toggle_interaction(1, &reader, "like".parse().unwrap(), &client, now)
        .await
        .unwrap();
    let before = app.state(1, &fingerprint(1)).await;

    assert_eq!(
        app.store.forget_interaction_pii(now - Duration::days(1)).await.unwrap(),
        0
    );
    assert_eq!(
        app.store
            .forget_interaction_pii(now + Duration::seconds(1))
            .await
            .unwrap(),
        2
    );
    assert_eq!(
        app.store
            .forget_interaction_pii(now + Duration::seconds(1))
            .await
            .unwrap(),
        0
    );
    assert_eq!(app.state(1, &fingerprint(1)).await, before);
}
