//! OpenID Connect sign-in against a real provider (panva/oidc-provider, started by
//! `ops/test.sh` on loopback; `NEWS_TEST_OIDC_ISSUER`): the whole authorization code flow with
//! PKCE through the provider's login form, a new account made and an existing one linked by its
//! verified address, an unverified address refused, a tampered or replayed state, a nonce that
//! is not the login's, and single-use hand-off codes. Expired, foreign-signed and wrong-audience
//! ID tokens are checked in `core` (`auth::oidc` tests sign their own with a real RSA key).

use news_core::config::{OidcProviderConfig, Secret};
use reqwest::header::LOCATION;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, count_rows, execute_sql, spawn_configured, unique_email};

fn issuer() -> String {
    std::env::var("NEWS_TEST_OIDC_ISSUER").unwrap_or_else(|_| "http://127.0.0.1:9400".into())
}

async fn with_provider(backend: Backend) -> TestApp {
    spawn_configured(backend, |config| {
        config.oidc_providers = vec![OidcProviderConfig {
            name: "local".into(),
            label: "Local ID".into(),
            issuer: issuer(),
            client_id: "newsroom".into(),
            client_secret: Some(Secret::new("newsroom-secret")),
            scopes: Vec::new(),
        }];
    })
    .await
}

/// A browser with its own cookies that does not follow redirects.
fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

fn location(response: &reqwest::Response) -> String {
    response
        .headers()
        .get(LOCATION)
        .unwrap_or_else(|| panic!("no Location in a {} answer", response.status()))
        .to_str()
        .unwrap()
        .to_string()
}

/// `location` made absolute against `base` (providers answer with paths).
fn absolute(base: &str, location: &str) -> String {
    reqwest::Url::parse(base).unwrap().join(location).unwrap().to_string()
}

/// The query parameter `name` of a URL or path.
fn param(url: &str, name: &str) -> Option<String> {
    reqwest::Url::parse("http://x")
        .unwrap()
        .join(url)
        .unwrap()
        .query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

/// Starts at the site's authorize address and signs in at the provider's login form as
/// `login`; returns the provider's redirect to our callback, not yet followed.
async fn to_callback(app: &TestApp, browser: &reqwest::Client, login: &str) -> String {
    let start = browser
        .get(format!(
            "{}/api/v1/auth/authorize?provider=local&lang=ro&next=/ro/account",
            app.address
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(start.status(), 302);
    let mut url = location(&start);
    assert!(url.starts_with(&format!("{}/auth?", issuer())), "{url}");
    for expected in ["code_challenge_method=S256", "response_type=code", "client_id=newsroom"] {
        assert!(url.contains(expected), "{expected} in {url}");
    }
    assert!(param(&url, "scope").unwrap().split(' ').any(|s| s == "email"));
    // The provider's own hops, to its login form and back after it.
    for _ in 0..8 {
        let response = browser.get(&url).send().await.unwrap();
        if response.status().is_redirection() {
            let next = absolute(&url, &location(&response));
            if next.starts_with(&app.address) {
                return next;
            }
            url = next;
            continue;
        }
        let form = response.text().await.unwrap();
        let action = form
            .split("action=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap_or_else(|| panic!("no form at {url}: {form}"));
        let posted = browser
            .post(absolute(&url, action))
            .form(&[("prompt", "login"), ("login", login), ("password", "any")])
            .send()
            .await
            .unwrap();
        assert!(posted.status().is_redirection(), "{}", posted.status());
        url = absolute(&url, &location(&posted));
    }
    panic!("the provider never sent the browser back");
}

/// Follows the callback: where it lands on the site.
async fn land(browser: &reqwest::Client, callback: &str) -> String {
    let response = browser.get(callback).send().await.unwrap();
    assert_eq!(response.status(), 302);
    assert_eq!(response.headers()["cache-control"], "no-store");
    location(&response)
}

async fn exchange(app: &TestApp, code: &str) -> (u16, Value) {
    app.post("/api/v1/auth/token?grant_type=oidc", None, json!({ "code": code }))
        .await
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_provider_account_signs_in_makes_or_links_an_account(#[case] backend: Backend) {
    let app = with_provider(backend).await;
    let (_, listed) = app.get("/api/v1/auth/providers").await;
    assert_eq!(
        listed,
        json!({ "providers": [{ "name": "local", "label": "Local ID" }] })
    );

    // A new reader: a confirmed account in the language of the page they came from.
    let login = unique_email("oidc").replace('@', "-at-").replace('.', "-");
    let landing = land(&browser(), &to_callback(&app, &browser(), &login).await).await;
    assert!(landing.starts_with("/ro/login?oidc_code="), "{landing}");
    assert_eq!(param(&landing, "next").as_deref(), Some("/ro/account"));
    let code = param(&landing, "oidc_code").unwrap();
    let (status, session) = exchange(&app, &code).await;
    assert_eq!(status, 200, "{session}");
    let email = format!("{login}@example.org");
    assert_eq!(session["user"]["email"], email);
    assert_eq!(session["user"]["language"], "ro");
    assert!(session["user"]["email_confirmed_at"].is_string());
    let (status, _) = exchange(&app, &code).await;
    assert_eq!(status, 401, "a hand-off code works once");

    // The same provider account again: the same account, found by its subject.
    let again = land(&browser(), &to_callback(&app, &browser(), &login).await).await;
    let (_, second) = exchange(&app, &param(&again, "oidc_code").unwrap()).await;
    assert_eq!(second["user"]["id"], session["user"]["id"]);
    assert_eq!(
        count_rows(&app, "select count(*) from user_identities").await,
        1,
        "one linked identity"
    );

    // An existing account with the provider's verified address is linked, not duplicated.
    let member = unique_email("member").replace('@', "-at-").replace('.', "-");
    let member_email = format!("{member}@example.org");
    let existing = app.confirmed_user(&member_email, "a good password").await;
    let landing = land(&browser(), &to_callback(&app, &browser(), &member).await).await;
    let (status, linked) = exchange(&app, &param(&landing, "oidc_code").unwrap()).await;
    assert_eq!(status, 200, "{linked}");
    assert_eq!(linked["user"]["id"], existing.id);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn unverified_addresses_tampered_states_and_wrong_nonces_are_refused(#[case] backend: Backend) {
    let app = with_provider(backend).await;
    let users_before = count_rows(&app, "select count(*) from users").await;

    // The provider vouches for no address.
    let unverified = format!("unverified-{}", unique_email("x").replace(['@', '.'], "-"));
    let landing = land(&browser(), &to_callback(&app, &browser(), &unverified).await).await;
    assert!(landing.starts_with("/ro/login?error="), "{landing}");
    assert_eq!(param(&landing, "error").as_deref(), Some("unverified_email"));

    // A state changed on the way, and one presented twice.
    let login = unique_email("state").replace(['@', '.'], "-");
    let callback = to_callback(&app, &browser(), &login).await;
    let state = param(&callback, "state").unwrap();
    let tampered = callback.replace(&format!("state={state}"), &format!("state={state}x"));
    let landing = land(&browser(), &tampered).await;
    assert_eq!(param(&landing, "error").as_deref(), Some("expired"), "{landing}");
    let landing = land(&browser(), &callback).await;
    assert!(
        landing.contains("oidc_code="),
        "the real state still works once: {landing}"
    );
    let landing = land(&browser(), &callback).await;
    assert_eq!(param(&landing, "error").as_deref(), Some("expired"), "replayed");

    // The ID token carries the nonce the login was started with; one the server no longer
    // expects is refused.
    let login = unique_email("nonce").replace(['@', '.'], "-");
    let callback = to_callback(&app, &browser(), &login).await;
    execute_sql(
        &app,
        "update oidc_logins set nonce = 'not-the-one-sent' where used_at is null",
    )
    .await;
    let landing = land(&browser(), &callback).await;
    assert_eq!(
        param(&landing, "error").as_deref(),
        Some("provider_failed"),
        "{landing}"
    );
    assert!(!landing.contains("oidc_code="));

    // The provider refusing (the reader cancelled there).
    let start = browser()
        .get(format!("{}/api/v1/auth/authorize?provider=local", app.address))
        .send()
        .await
        .unwrap();
    let state = param(&location(&start), "state").unwrap();
    let landing = land(
        &browser(),
        &format!("{}/api/v1/auth/callback?error=access_denied&state={state}", app.address),
    )
    .await;
    assert_eq!(landing, "/en/login?error=provider_failed");

    assert_eq!(
        count_rows(&app, "select count(*) from users").await,
        users_before + 1,
        "only the login whose state was real made an account"
    );
    let (status, _) = exchange(&app, "made-up").await;
    assert_eq!(status, 401);
    let (status, _) = app.get("/api/v1/auth/authorize?provider=nobody").await;
    assert_eq!(status, 404);
}
