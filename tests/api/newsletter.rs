//! The newsletter: the spec's validation messages, double opt-in read from the real mail,
//! one-click unsubscribe through the mail's own header, and campaigns sent by the worker to
//! exactly the confirmed subscribers of their language.

use news_core::auth::Scope;
use reqwest::Method;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, spawn_app, unique_email};
use crate::mail::{header, link_path, mails_to, wait_for_mail};

async fn subscribe(app: &TestApp, email: &str, language: &str) -> (u16, Value) {
    app.anonymous()
        .post(
            "/api/v1/newsletter/subscribe",
            json!({ "email": email, "language": language }),
        )
        .await
}

/// Subscribes and follows the link of the confirmation mail.
pub(crate) async fn confirmed_subscriber(app: &TestApp, email: &str, language: &str) {
    assert_eq!(subscribe(app, email, language).await.0, 200);
    app.run_pending_jobs().await;
    let mail = wait_for_mail(email, 1).await;
    let (status, _) = app.get(&link_path(&mail)).await;
    assert_eq!(status, 200, "confirming {email}");
}

/// The path and query of a mail's List-Unsubscribe address, after checking that the mail
/// offers one-click unsubscribe (RFC 8058).
async fn unsubscribe_path(mail: &Value) -> String {
    assert_eq!(
        header(mail, "List-Unsubscribe-Post").await.as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
    let list_unsubscribe = header(mail, "List-Unsubscribe").await.unwrap();
    let url = list_unsubscribe.trim_start_matches('<').trim_end_matches('>');
    let after_scheme = &url[url.find("://").unwrap() + 3..];
    after_scheme[after_scheme.find('/').unwrap()..].to_string()
}

async fn subscriber_status(app: &TestApp, email: &str) -> String {
    let subscriber = app.store.subscriber_by_email(email).await.unwrap().unwrap();
    subscriber.status.as_str().to_string()
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn subscribing_answers_the_spec_messages(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    for (email, message) in [
        ("", "Please enter your email address"),
        ("   ", "Please enter your email address"),
        ("not-an-address", "Please enter a valid email address"),
        ("reader@nowhere", "Please enter a valid email address"),
    ] {
        let (status, body) = subscribe(&app, email, "en").await;
        assert_eq!(status, 400, "{email:?}: {body}");
        assert_eq!(body["error"]["message"], message, "{email:?}");
    }
    let (status, body) = subscribe(&app, &unique_email("lang"), "fr").await;
    assert_eq!(status, 400, "{body}");
    let (status, body) = subscribe(&app, &unique_email("ok"), "en").await;
    assert_eq!((status, body), (200, json!({ "success": true })));
    app.run_pending_jobs().await;
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn double_opt_in_from_the_mail_and_one_click_unsubscribe_from_its_header(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("optin");
    assert_eq!(subscribe(&app, &email, "ro").await.0, 200);
    assert_eq!(subscriber_status(&app, &email).await, "pending");
    app.run_pending_jobs().await;
    let mail = wait_for_mail(&email, 1).await;
    assert_eq!(mail["subject"], "Confirmă abonarea la newsletter");
    assert!(mail["html"].as_str().unwrap().contains("Confirmă abonarea"));

    // Asking again within the hour is not an error and mails nothing more.
    assert_eq!(subscribe(&app, &email, "ro").await.0, 200);
    app.run_pending_jobs().await;
    assert_eq!(mails_to(&email).await.len(), 1);

    let confirm = link_path(&mail);
    assert!(confirm.starts_with("/api/v1/newsletter/confirm?token="), "{confirm}");
    let (status, page) = app.get(&confirm).await;
    assert_eq!(status, 200);
    assert!(page.as_str().unwrap().contains("Abonare confirmată"), "{page}");
    assert_eq!(subscriber_status(&app, &email).await, "confirmed");
    let (status, _) = app.get(&confirm).await;
    assert_eq!(status, 400, "a confirmation link works once");

    // Opening the unsubscribe link shows a button; only posting it unsubscribes.
    let unsubscribe = unsubscribe_path(&mail).await;
    let (status, page) = app.get(&unsubscribe).await;
    assert_eq!(status, 200);
    assert!(page.as_str().unwrap().contains("<form method=\"post\""), "{page}");
    assert_eq!(subscriber_status(&app, &email).await, "confirmed");
    let response = app
        .client
        .post(format!("{}{unsubscribe}", app.address))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(subscriber_status(&app, &email).await, "unsubscribed");
    let (status, _, _) = app.call(Method::POST, &unsubscribe, None, None).await;
    assert_eq!(status, 200, "unsubscribing twice is not an error");
    // The last, found by schemathesis: PostgreSQL cannot compare a NUL, which was a server error.
    for token in ["nobody", "%00", "a%20b"] {
        let (status, _, headers) = app
            .call(
                Method::POST,
                &format!("/api/v1/newsletter/unsubscribe?token={token}"),
                None,
                None,
            )
            .await;
        assert_eq!(status, 400, "{token}");
        assert!(
            headers["content-type"].to_str().unwrap().starts_with("text/html"),
            "{token}: the page"
        );
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_campaign_reaches_exactly_the_confirmed_subscribers_of_its_language(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let admin = app.admin_token(&unique_email("editor")).await;
    let confirmed: Vec<String> = (0..3).map(|i| unique_email(&format!("reader{i}"))).collect();
    for email in &confirmed {
        confirmed_subscriber(&app, email, "en").await;
    }
    let romanian = unique_email("cititor");
    confirmed_subscriber(&app, &romanian, "ro").await;
    let pending = unique_email("pending");
    assert_eq!(subscribe(&app, &pending, "en").await.0, 200);
    let gone = unique_email("gone");
    confirmed_subscriber(&app, &gone, "en").await;
    let goodbye = wait_for_mail(&gone, 1).await;
    let (status, _, _) = app
        .call(Method::POST, &unsubscribe_path(&goodbye).await, None, None)
        .await;
    assert_eq!(status, 200);
    app.run_pending_jobs().await;

    let (status, draft) = app
        .post(
            "/api/v1/admin/newsletter/campaigns",
            Some(&admin),
            json!({ "subject": "Weekend edition", "language": "en", "markdown": "# Hello\n\nThe *news* of the week. <script>alert(1)</script>" }),
        )
        .await;
    assert_eq!(status, 201, "{draft}");
    assert_eq!(draft["status"], "draft");
    let id = draft["id"].as_i64().unwrap();
    let (status, sending) = app
        .post(
            &format!("/api/v1/admin/newsletter/campaigns/{id}/send"),
            Some(&admin),
            json!({}),
        )
        .await;
    assert_eq!(status, 202, "{sending}");
    let (status, again) = app
        .post(
            &format!("/api/v1/admin/newsletter/campaigns/{id}/send"),
            Some(&admin),
            json!({}),
        )
        .await;
    assert_eq!(status, 409, "a campaign is sent once: {again}");
    app.run_pending_jobs().await;

    let (_, campaign) = app
        .get_as(&format!("/api/v1/admin/newsletter/campaigns/{id}"), &admin)
        .await;
    assert_eq!(campaign["status"], "sent", "{campaign}");
    assert_eq!(
        campaign["progress"],
        json!({ "recipients": 3, "sent": 3, "failed": 0, "pending": 0 })
    );
    for email in &confirmed {
        let mails = mails_to(email).await;
        let campaign_mails: Vec<&Value> = mails.iter().filter(|m| m["subject"] == "Weekend edition").collect();
        assert_eq!(campaign_mails.len(), 1, "{email}");
        let mail = campaign_mails[0];
        assert!(mail["text"].as_str().unwrap().contains("The *news* of the week."));
        let html = mail["html"].as_str().unwrap();
        assert!(html.contains("<em>news</em>") && !html.contains("<script"), "{html}");
        assert!(
            unsubscribe_path(mail)
                .await
                .starts_with("/api/v1/newsletter/unsubscribe?token=")
        );
    }
    for email in [&romanian, &pending, &gone] {
        let mails = mails_to(email).await;
        assert!(
            mails.iter().all(|m| m["subject"] != "Weekend edition"),
            "{email} must not receive the campaign"
        );
    }

    let (status, list) = app.get_as("/api/v1/admin/newsletter/campaigns", &admin).await;
    assert_eq!(status, 200);
    assert_eq!(list["items"][0]["id"], id);
    let (status, subscribers) = app
        .get_as("/api/v1/admin/newsletter/subscribers?status=confirmed", &admin)
        .await;
    assert_eq!(status, 200);
    assert_eq!(subscribers["total"], 4);
    let response = app
        .client
        .get(format!(
            "{}/api/v1/admin/newsletter/subscribers?format=csv",
            app.address
        ))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()["content-type"], "text/csv; charset=utf-8");
    let csv = response.text().await.unwrap();
    assert!(csv.starts_with("email,language,status,"));
    assert_eq!(csv.lines().count(), 1 + 6, "{csv}");
    let (status, body) = app
        .get_as("/api/v1/admin/newsletter/subscribers?status=sleeping", &admin)
        .await;
    assert_eq!(status, 400, "{body}");

    // Searched on the server: a part of the address in any case, the language, the status.
    let total = |query: &'static str| {
        let (app, admin) = (&app, &admin);
        async move {
            let (status, found) = app
                .get_as(&format!("/api/v1/admin/newsletter/subscribers?{query}"), admin)
                .await;
            assert_eq!(status, 200, "{query}: {found}");
            found["total"].as_i64().unwrap()
        }
    };
    assert_eq!(total("q=READER1").await, 1);
    assert_eq!(total("language=ro").await, 1);
    assert_eq!(total("language=en&status=confirmed").await, 3);
    assert_eq!(total("q=cititor&language=en").await, 0);
    assert_eq!(total("q=%25").await, 0, "a wildcard is a character");
    let (status, body) = app
        .get_as("/api/v1/admin/newsletter/subscribers?language=de", &admin)
        .await;
    assert_eq!(status, 400, "{body}");
    let romanian_csv = app
        .client
        .get(format!(
            "{}/api/v1/admin/newsletter/subscribers?format=csv&language=ro",
            app.address
        ))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(romanian_csv.lines().count(), 2, "{romanian_csv}");
    assert!(romanian_csv.contains(&romanian));
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_scheduled_campaign_is_unscheduled_and_one_being_sent_is_cancelled(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let admin = app.admin().await;
    let readers: Vec<String> = (0..3).map(|i| unique_email(&format!("cancel{i}"))).collect();
    for email in &readers {
        confirmed_subscriber(&app, email, "ro").await;
    }
    let path = "/api/v1/admin/newsletter/campaigns";
    let campaign = |subject: &'static str| {
        let admin = &admin;
        async move {
            let (status, made) = admin
                .post(
                    path,
                    json!({ "subject": subject, "language": "ro", "markdown": "Salut" }),
                )
                .await;
            assert_eq!(status, 201, "{made}");
            made["id"].as_i64().unwrap()
        }
    };

    let later = campaign("Later").await;
    let at = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    assert_eq!(
        admin.post(&format!("{path}/{later}/send"), json!({ "at": at })).await.0,
        202
    );
    let (status, unscheduled) = admin.post(&format!("{path}/{later}/cancel"), json!({})).await;
    assert_eq!(status, 200, "{unscheduled}");
    assert_eq!(
        (unscheduled["status"].as_str(), &unscheduled["scheduled_at"]),
        (Some("draft"), &Value::Null)
    );
    let (status, again) = admin.post(&format!("{path}/{later}/cancel"), json!({})).await;
    assert_eq!(status, 409, "a draft has nothing to cancel: {again}");
    // Sent again at a later time: the job left from the first schedule, when it comes, finds
    // the campaign not yet due.
    let at = (chrono::Utc::now() + chrono::Duration::hours(2)).to_rfc3339();
    assert_eq!(
        admin.post(&format!("{path}/{later}/send"), json!({ "at": at })).await.0,
        202
    );
    assert!(!app.store.start_campaign(later).await.unwrap(), "not due yet");

    let now = campaign("Now").await;
    assert_eq!(admin.post(&format!("{path}/{now}/send"), json!({})).await.0, 202);
    assert!(app.store.start_campaign(now).await.unwrap(), "due: its mails wait");
    let (status, cancelled) = admin.post(&format!("{path}/{now}/cancel"), json!({})).await;
    assert_eq!(status, 200, "{cancelled}");
    assert_eq!(cancelled["status"], "cancelled");
    assert_eq!(
        cancelled["progress"],
        json!({ "recipients": 3, "sent": 0, "failed": 0, "pending": 0 })
    );
    assert!(app.store.finish_campaign(now).await.unwrap(), "its sender stops");
    app.run_pending_jobs().await;
    for email in &readers {
        let mails = mails_to(email).await;
        assert!(
            mails.iter().all(|m| m["subject"] != "Now"),
            "{email}: no mail after the cancel"
        );
    }
    let (status, body) = app.anonymous().post(&format!("{path}/{now}/cancel"), json!({})).await;
    assert_eq!(status, 401, "{body}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn campaigns_are_validated_and_only_drafts_are_sent(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let admin = app.admin().await;
    let draft = json!({ "subject": "Hi", "language": "en", "markdown": "Hi" });
    let path = "/api/v1/admin/newsletter/campaigns";
    assert_eq!(app.anonymous().post(path, draft.clone()).await.0, 401);
    assert_eq!(app.reader().await.post(path, draft.clone()).await.0, 403);
    let reading_key = app.api_key(Scope::ContentRead).await;
    assert_eq!(reading_key.get(path).await.0, 403);
    let (status, made) = app.api_key(Scope::ContentWrite).await.post(path, draft).await;
    assert_eq!(status, 201, "campaigns are editors' work: {made}");
    for body in [
        json!({ "subject": "", "language": "en", "markdown": "Hi" }),
        json!({ "subject": "Hi", "language": "de", "markdown": "Hi" }),
        json!({ "subject": "Hi", "language": "en" }),
        json!({ "subject": "Hi", "language": "en", "markdown": "Hi", "html": "<p>Hi</p>" }),
        json!({ "subject": "Hi", "language": "en", "markdown": "   " }),
        json!({ "subject": "Digest", "language": "en", "digest": true }),
    ] {
        let (status, answer) = admin.post(path, body.clone()).await;
        assert_eq!(status, 422, "{body}: {answer}");
    }
    let (status, answer) = admin
        .post("/api/v1/admin/newsletter/campaigns/999/send", json!({}))
        .await;
    assert_eq!(status, 404, "{answer}");
    let (_, list) = admin.get(path).await;
    assert_eq!(
        list["items"].as_array().unwrap().len(),
        1,
        "only the valid draft: {list}"
    );

    // A test goes to one address only, marked as a test; no subscriber is counted.
    let id = list["items"][0]["id"].as_i64().unwrap();
    let proof = unique_email("proof");
    let (status, answer) = admin
        .post(&format!("{path}/{id}/test"), json!({ "email": proof }))
        .await;
    assert_eq!(status, 204, "{answer}");
    let mail = wait_for_mail(&proof, 1).await;
    assert_eq!(mail["subject"], "[Test] Hi");
    let (status, answer) = admin
        .post(&format!("{path}/{id}/test"), json!({ "email": "not an address" }))
        .await;
    assert_eq!(status, 422, "{answer}");

    // A send at a later time waits for it: the worker has nothing to do yet.
    let at = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    let (status, scheduled) = admin.post(&format!("{path}/{id}/send"), json!({ "at": at })).await;
    assert_eq!(status, 202, "{scheduled}");
    app.run_pending_jobs().await;
    let (_, campaign) = admin.get(&format!("{path}/{id}")).await;
    assert_eq!(campaign["status"], "scheduled");
    assert_eq!(campaign["progress"]["recipients"], 0);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_address_that_refuses_three_campaigns_is_marked_bouncing(#[case] backend: Backend) {
    use news_core::domain::newsletter::{CampaignKind, NewCampaign};
    use news_core::store::DeliveryOutcome;

    let app = spawn_app(backend).await;
    let operator = news_core::auth::Actor::operator("test");
    let email = unique_email("refuses");
    confirmed_subscriber(&app, &email, "en").await;
    for round in 1..=3 {
        let draft = NewCampaign {
            subject: format!("Round {round}"),
            language: "en".into(),
            kind: CampaignKind::Manual,
            body_html: "<p>Hi</p>".into(),
            body_text: "Hi".into(),
        };
        let campaign = app.store.create_campaign(&draft, &operator).await.unwrap();
        app.store
            .schedule_campaign(campaign.id, chrono::Utc::now(), &operator)
            .await
            .unwrap();
        assert!(app.store.start_campaign(campaign.id).await.unwrap());
        let claimed = app
            .store
            .claim_deliveries(campaign.id, 10, chrono::Duration::minutes(5))
            .await
            .unwrap();
        assert_eq!(claimed.len(), 1, "round {round}: still mailed");
        let refused = DeliveryOutcome::Permanent {
            error: "550 5.1.1 mailbox unavailable".into(),
        };
        app.store.finish_delivery(&claimed[0], &refused).await.unwrap();
        assert!(app.store.finish_campaign(campaign.id).await.unwrap());
        let progress = app.store.campaign(campaign.id).await.unwrap().progress;
        assert_eq!((progress.sent, progress.failed, progress.pending), (0, 1, 0));
    }
    let subscriber = app.store.subscriber_by_email(&email).await.unwrap().unwrap();
    assert_eq!((subscriber.status.as_str(), subscriber.bounces), ("bouncing", 3));
}
