//! Readers' comments: validation and names (spec §5), plain text, one level of replies, the
//! moderation rules, editors' decisions with their audit entries, and the posting limits.

use news_core::domain::ArticleDraft;
use reqwest::Method;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, draft, execute_sql, spawn_app_with, spawn_configured, unique_email};

const EMPTY_TITLE: &str = "Comment cannot be empty";
const EMPTY_MESSAGE: &str = "Please write something before submitting.";
const FAILED_TITLE: &str = "Failed to add comment";

/// A valid browser id, different for each `n`.
fn browser(n: u32) -> String {
    format!("browser-{n:04}")
}

fn comments_path(article: i64) -> String {
    format!("/api/v1/articles/{article}/comments")
}

async fn post(app: &TestApp, article: i64, token: Option<&str>, body: Value) -> (u16, Value) {
    app.post(&comments_path(article), token, body).await
}

/// Posts as an anonymous browser and expects the comment stored.
async fn post_ok(app: &TestApp, article: i64, body: Value) -> Value {
    let (status, comment) = post(app, article, None, body.clone()).await;
    assert_eq!(status, 201, "{body}: {comment}");
    comment
}

/// Expects a refused comment: 400 with the spec's heading, and returns the message.
async fn refused(app: &TestApp, article: i64, body: Value, title: &str) -> String {
    let (status, answer) = post(app, article, None, body.clone()).await;
    assert_eq!(status, 400, "{body}: {answer}");
    assert_eq!(answer["error"]["code"], "invalid_request");
    assert_eq!(answer["error"]["title"], title, "{answer}");
    answer["error"]["message"].as_str().unwrap().to_string()
}

/// The approved comments readers see: (author, text) oldest first, and the total.
async fn visible(app: &TestApp, article: i64) -> (Vec<(String, String)>, i64) {
    let page = app.get_ok(&format!("{}?limit=100", comments_path(article))).await;
    let items = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["author_name"].as_str().unwrap().to_string(),
                c["text"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    (items, page["total"].as_i64().unwrap())
}

/// An editor's approve, reject or delete; the status and body.
async fn moderate(app: &TestApp, token: Option<&str>, method: Method, path: &str) -> (u16, Value) {
    let (status, body, _) = app
        .call(method, &format!("/api/v1/admin/comments/{path}"), token, None)
        .await;
    (status, body)
}

async fn published(backend: Backend) -> TestApp {
    spawn_app_with(backend, &[draft(1, "One", "en"), draft(2, "Two", "en")]).await
}

/// A site with moderation configured by `configure` and one published article, id 1.
async fn configured(backend: Backend, configure: impl FnOnce(&mut news_core::Config)) -> TestApp {
    let app = spawn_configured(backend, configure).await;
    app.create(draft(1, "One", "en")).await;
    app
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_empty_comment_is_refused_with_the_spec_message(#[case] backend: Backend) {
    let app = published(backend).await;
    for body in [
        json!({ "text": "", "fingerprint": browser(1) }),
        json!({ "text": "  \n\t ", "fingerprint": browser(1) }),
        json!({ "fingerprint": browser(1) }),
    ] {
        assert_eq!(refused(&app, 1, body, EMPTY_TITLE).await, EMPTY_MESSAGE);
    }
    assert_eq!(visible(&app, 1).await.1, 0);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_comment_holds_at_most_5000_characters(#[case] backend: Backend) {
    let app = published(backend).await;
    let longest = "ș".repeat(5_000);
    let comment = post_ok(&app, 1, json!({ "text": longest, "fingerprint": browser(1) })).await;
    assert_eq!(comment["text"], longest);
    let message = refused(
        &app,
        1,
        json!({ "text": "a".repeat(5_001), "fingerprint": browser(1) }),
        FAILED_TITLE,
    )
    .await;
    assert!(message.contains("5000 characters"), "{message}");
    let message = refused(
        &app,
        1,
        json!({ "text": "hi", "name": "n".repeat(81), "fingerprint": browser(1) }),
        FAILED_TITLE,
    )
    .await;
    assert!(message.contains("80 characters"), "{message}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_author_is_the_given_name_else_the_account_else_anonymous(#[case] backend: Backend) {
    let app = published(backend).await;
    let anonymous = post_ok(&app, 1, json!({ "text": "first", "fingerprint": browser(1) })).await;
    assert_eq!(anonymous["author_name"], "Anonymous");
    let named = post_ok(
        &app,
        1,
        json!({ "text": "second", "name": "  Ana Pop  ", "fingerprint": browser(2) }),
    )
    .await;
    assert_eq!(named["author_name"], "Ana Pop");
    let email = unique_email("ion");
    let reader = app.reader_token(&email).await;
    let (status, unconfirmed) = post(&app, 1, Some(&reader), json!({ "text": "third" })).await;
    assert_eq!(status, 403, "an account must confirm its address first: {unconfirmed}");
    assert_eq!(unconfirmed["error"]["message"], news_core::comments::CONFIRM_TO_COMMENT);
    execute_sql(
        &app,
        &format!("update users set email_confirmed_at = created_at where email = '{email}'"),
    )
    .await;
    let (status, signed_in) = post(&app, 1, Some(&reader), json!({ "text": "third" })).await;
    assert_eq!(status, 201, "{signed_in}");
    assert_eq!(signed_in["author_name"], email.split('@').next().unwrap());
    let (_, renamed) = post(&app, 1, Some(&reader), json!({ "text": "fourth", "name": "Ion" })).await;
    assert_eq!(renamed["author_name"], "Ion");
    let authors: Vec<String> = visible(&app, 1).await.0.into_iter().map(|(author, _)| author).collect();
    assert_eq!(
        authors,
        ["Anonymous", "Ana Pop", email.split('@').next().unwrap(), "Ion"]
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn comment_text_is_stored_and_returned_as_plain_text(#[case] backend: Backend) {
    let app = published(backend).await;
    let text = "<script>alert(1)</script> & <b>bold</b>\nsecond line";
    let comment = post_ok(
        &app,
        1,
        json!({ "text": text, "name": "<i>Eve</i>", "fingerprint": browser(1) }),
    )
    .await;
    assert_eq!(
        (comment["text"].as_str(), comment["status"].as_str()),
        (Some(text), Some("approved"))
    );
    assert_eq!(
        visible(&app, 1).await,
        (vec![("<i>Eve</i>".to_string(), text.to_string())], 1)
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_reader_is_an_account_or_a_valid_browser_id(#[case] backend: Backend) {
    let app = published(backend).await;
    for body in [
        json!({ "text": "who am I" }),
        json!({ "text": "who am I", "fingerprint": "short" }),
        json!({ "text": "who am I", "fingerprint": "has spaces in it" }),
    ] {
        let message = refused(&app, 1, body, FAILED_TITLE).await;
        assert!(message.contains("fingerprint"), "{message}");
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn only_published_articles_take_and_show_comments(#[case] backend: Backend) {
    let archived = ArticleDraft {
        status: Some("archived".into()),
        ..draft(3, "Archived", "en")
    };
    let app = spawn_app_with(backend, &[draft(1, "One", "en"), archived]).await;
    for article in [3, 99] {
        let (status, body) = post(&app, article, None, json!({ "text": "hi", "fingerprint": browser(1) })).await;
        assert_eq!(status, 404, "{body}");
        app.get_error(&comments_path(article), 404).await;
    }
    app.get_error("/api/v1/articles/abc/comments", 400).await;
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn replies_go_one_level_deep_under_a_visible_comment_of_the_same_article(#[case] backend: Backend) {
    let app = published(backend).await;
    let top = post_ok(&app, 1, json!({ "text": "top", "fingerprint": browser(1) })).await;
    let reply = post_ok(
        &app,
        1,
        json!({ "text": "reply", "fingerprint": browser(2), "parent_id": top["id"] }),
    )
    .await;
    assert_eq!(reply["parent_id"], top["id"]);
    let elsewhere = post_ok(&app, 2, json!({ "text": "other", "fingerprint": browser(3) })).await;
    let held = post_ok(
        &app,
        1,
        json!({ "text": "see https://spam.example", "fingerprint": browser(4) }),
    )
    .await;
    assert_eq!(held["status"], "held");
    for parent in [&reply["id"], &elsewhere["id"], &held["id"], &json!(9_999)] {
        refused(
            &app,
            1,
            json!({ "text": "nested", "fingerprint": browser(5), "parent_id": parent }),
            FAILED_TITLE,
        )
        .await;
    }
    let page = app.get_ok(&comments_path(1)).await;
    let shown: Vec<(&Value, &Value)> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (&c["id"], &c["parent_id"]))
        .collect();
    assert_eq!(shown, [(&top["id"], &Value::Null), (&reply["id"], &top["id"])]);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_public_list_pages_approved_comments_oldest_first(#[case] backend: Backend) {
    let app = published(backend).await;
    for (n, text) in ["one", "two", "www.held.example", "three"].into_iter().enumerate() {
        post_ok(&app, 1, json!({ "text": text, "fingerprint": browser(n as u32) })).await;
    }
    let first = app.get_ok(&format!("{}?limit=2", comments_path(1))).await;
    assert_eq!((first["total"].as_i64(), first["limit"].as_i64()), (Some(3), Some(2)));
    let texts = |page: &Value| -> Vec<String> {
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["text"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(texts(&first), ["one", "two"]);
    let rest = app.get_ok(&format!("{}?limit=2&offset=2", comments_path(1))).await;
    assert_eq!(texts(&rest), ["three"]);
    app.get_error(&format!("{}?limit=0", comments_path(1)), 400).await;
    assert_eq!(visible(&app, 2).await, (Vec::new(), 0));
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn links_are_held_by_default_and_pass_when_the_rule_is_off(#[case] backend: Backend) {
    let app = published(backend).await;
    for (n, text) in [
        "read https://x.example/a",
        "go to www.example.org",
        "cheap at pills.com",
    ]
    .into_iter()
    .enumerate()
    {
        let comment = post_ok(&app, 1, json!({ "text": text, "fingerprint": browser(n as u32) })).await;
        assert_eq!(comment["status"], "held", "{text}");
    }
    let spammy_name = post_ok(
        &app,
        1,
        json!({ "text": "hello", "name": "spam.ro", "fingerprint": browser(9) }),
    )
    .await;
    assert_eq!(spammy_name["status"], "held");
    assert_eq!(visible(&app, 1).await.1, 0);
    let open = configured(backend, |config| config.comment_hold_links = false).await;
    let comment = post_ok(
        &open,
        1,
        json!({ "text": "read https://x.example/a", "fingerprint": browser(1) }),
    )
    .await;
    assert_eq!(comment["status"], "approved");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn banned_words_hold_a_comment_whatever_the_case_and_diacritics(#[case] backend: Backend) {
    let app = configured(backend, |config| {
        config.comment_banned_words = vec!["prost".into(), "țeapă".into()]
    })
    .await;
    for (n, text) in ["Ești PROȘT.", "o teapa clasica", "E o ŢEAPĂ!"].into_iter().enumerate() {
        let comment = post_ok(&app, 1, json!({ "text": text, "fingerprint": browser(n as u32) })).await;
        assert_eq!(comment["status"], "held", "{text}");
    }
    let fine = post_ok(
        &app,
        1,
        json!({ "text": "Prostata e o glandă", "fingerprint": browser(8) }),
    )
    .await;
    assert_eq!(fine["status"], "approved");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_anonymous_readers_comments_wait_until_one_is_approved_when_configured(#[case] backend: Backend) {
    let app = configured(backend, |config| config.comment_hold_first_anonymous = true).await;
    let admin = app.admin_token(&unique_email("editor")).await;
    let first = post_ok(&app, 1, json!({ "text": "first", "fingerprint": browser(1) })).await;
    assert_eq!(first["status"], "held");
    let second = post_ok(&app, 1, json!({ "text": "second", "fingerprint": browser(1) })).await;
    assert_eq!(second["status"], "held", "still no approved comment");
    let (status, body) = moderate(&app, Some(&admin), Method::POST, &format!("{}/approve", first["id"])).await;
    assert_eq!(status, 200, "{body}");
    let third = post_ok(&app, 1, json!({ "text": "third", "fingerprint": browser(1) })).await;
    assert_eq!(third["status"], "approved");
    let stranger = post_ok(&app, 1, json!({ "text": "hello", "fingerprint": browser(2) })).await;
    assert_eq!(stranger["status"], "held");
    let reader = app.confirmed_reader_token(&unique_email("reader")).await;
    let (_, signed_in) = post(&app, 1, Some(&reader), json!({ "text": "hello" })).await;
    assert_eq!(signed_in["status"], "approved");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn editors_approve_reject_and_delete_and_each_decision_is_audited(#[case] backend: Backend) {
    let app = published(backend).await;
    let editor_email = unique_email("editor");
    let admin = app.admin_token(&editor_email).await;
    let held = post_ok(
        &app,
        1,
        json!({ "text": "see www.example.org", "fingerprint": browser(1) }),
    )
    .await;
    let id = held["id"].as_i64().unwrap();
    let (status, queue) = app.get_as("/api/v1/admin/comments", &admin).await;
    assert_eq!(status, 200, "{queue}");
    assert_eq!(queue["total"], 1);
    let queued = &queue["items"][0];
    assert_eq!(
        (
            queued["id"].as_i64(),
            queued["status"].as_str(),
            queued["user_fingerprint"].as_str()
        ),
        (Some(id), Some("held"), Some(browser(1).as_str()))
    );
    assert_eq!(queued["ip_address"], "127.0.0.1");

    let (status, approved) = moderate(&app, Some(&admin), Method::POST, &format!("{id}/approve")).await;
    assert_eq!(status, 200, "{approved}");
    assert_eq!(
        (approved["status"].as_str(), approved["moderated_by"].as_str()),
        (Some("approved"), Some(editor_email.as_str()))
    );
    assert_eq!(visible(&app, 1).await.1, 1);
    let reply = post_ok(
        &app,
        1,
        json!({ "text": "a reply", "fingerprint": browser(2), "parent_id": id }),
    )
    .await;
    assert_eq!(visible(&app, 1).await.1, 2);

    let (status, rejected) = moderate(&app, Some(&admin), Method::POST, &format!("{id}/reject")).await;
    assert_eq!((status, rejected["status"].as_str()), (200, Some("rejected")));
    assert_eq!(
        visible(&app, 1).await.1,
        0,
        "a reply under a rejected comment is hidden too"
    );
    let (_, rejected_list) = app
        .get_as("/api/v1/admin/comments?status=rejected&article_id=1", &admin)
        .await;
    assert_eq!(rejected_list["total"], 1);
    let (_, everything) = app.get_as("/api/v1/admin/comments?status=all", &admin).await;
    assert_eq!(everything["total"], 2);
    let (status, _) = app.get_as("/api/v1/admin/comments?status=pending", &admin).await;
    assert_eq!(status, 400);

    let (status, _) = moderate(&app, Some(&admin), Method::DELETE, &id.to_string()).await;
    assert_eq!(status, 204);
    let (_, everything) = app.get_as("/api/v1/admin/comments?status=all", &admin).await;
    assert_eq!(everything["total"], 0, "the reply went with its parent");
    let (status, _) = moderate(&app, Some(&admin), Method::POST, &format!("{}/approve", reply["id"])).await;
    assert_eq!(status, 404);
    let (status, _) = moderate(&app, Some(&admin), Method::DELETE, &id.to_string()).await;
    assert_eq!(status, 404);

    let (_, log) = app.get_as("/api/v1/admin/audit?action=comment", &admin).await;
    let entries: Vec<(&str, &str, &str)> = log["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap(),
                e["target"].as_str().unwrap(),
                e["actor_label"].as_str().unwrap(),
            )
        })
        .collect();
    let target = format!("comment {id}");
    assert_eq!(
        entries,
        [
            ("comment.delete", target.as_str(), editor_email.as_str()),
            ("comment.reject", target.as_str(), editor_email.as_str()),
            ("comment.approve", target.as_str(), editor_email.as_str()),
        ]
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn readers_cannot_moderate_and_anonymous_callers_must_sign_in(#[case] backend: Backend) {
    let app = published(backend).await;
    let comment = post_ok(&app, 1, json!({ "text": "hello", "fingerprint": browser(1) })).await;
    let id = comment["id"].as_i64().unwrap();
    let reader = app.reader_token(&unique_email("reader")).await;
    let routes = [
        (Method::GET, String::new()),
        (Method::POST, format!("/{id}/approve")),
        (Method::POST, format!("/{id}/reject")),
        (Method::DELETE, format!("/{id}")),
    ];
    for (method, path) in routes {
        let path = format!("/api/v1/admin/comments{path}");
        let (status, _, _) = app.call(method.clone(), &path, None, None).await;
        assert_eq!(status, 401, "{method} {path} without a token");
        let (status, body, _) = app.call(method.clone(), &path, Some(&reader), None).await;
        assert_eq!(status, 403, "{method} {path} as a reader: {body}");
    }
    assert_eq!(visible(&app, 1).await.1, 1, "nothing changed");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn posting_is_limited_per_reader_and_per_address(#[case] backend: Backend) {
    let app = published(backend).await;
    for n in 0..5 {
        post_ok(
            &app,
            1,
            json!({ "text": format!("burst {n}"), "fingerprint": browser(0) }),
        )
        .await;
    }
    let (status, body, headers) = app
        .call(
            Method::POST,
            &comments_path(1),
            None,
            Some(json!({ "text": "one too many", "fingerprint": browser(0) })),
        )
        .await;
    assert_eq!(status, 429, "{body}");
    let retry_after: u64 = headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    // Another browser on the same address still may, until the address's hourly 60.
    for n in 1..=55 {
        post_ok(
            &app,
            1,
            json!({ "text": format!("from {n}"), "fingerprint": browser(n / 5 + 1) }),
        )
        .await;
    }
    let (status, body) = post(
        &app,
        1,
        None,
        json!({ "text": "sixty-first", "fingerprint": browser(99) }),
    )
    .await;
    assert_eq!(status, 429, "{body}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn deleting_an_article_deletes_its_comments(#[case] backend: Backend) {
    let app = published(backend).await;
    let admin = app.admin_token(&unique_email("editor")).await;
    let top = post_ok(&app, 1, json!({ "text": "top", "fingerprint": browser(1) })).await;
    post_ok(
        &app,
        1,
        json!({ "text": "reply", "fingerprint": browser(2), "parent_id": top["id"] }),
    )
    .await;
    post_ok(&app, 2, json!({ "text": "elsewhere", "fingerprint": browser(3) })).await;
    let (status, _, _) = app
        .call(Method::DELETE, "/api/v1/admin/articles/1", Some(&admin), None)
        .await;
    assert_eq!(status, 204);
    let (_, gone) = app
        .get_as("/api/v1/admin/comments?status=all&article_id=1", &admin)
        .await;
    assert_eq!(gone["total"], 0);
    let (_, kept) = app.get_as("/api/v1/admin/comments?status=all", &admin).await;
    assert_eq!(kept["total"], 1);
}
