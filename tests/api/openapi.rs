use reqwest::Method;

use crate::helpers::{Backend, draft, spawn_app_with};

/// Every documented operation is routed (never the unknown-endpoint 404 or a 405), every route
/// is documented, and the public reads answer 200.
#[tokio::test]
async fn the_openapi_document_matches_the_routes() {
    let app = spawn_app_with(Backend::Sqlite, &[draft(1, "One", "en"), draft(2, "Two", "ro")]).await;
    let doc = app.get_ok("/api/v1/openapi.json").await;
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    let mut paths: Vec<String> = doc["paths"].as_object().unwrap().keys().cloned().collect();
    paths.sort();
    let public_reads = [
        "/api/v1/articles",
        "/api/v1/articles/recent",
        "/api/v1/articles/popular",
        "/api/v1/articles/{id}",
        "/api/v1/articles/batch",
        "/api/v1/articles/{id}/adjacent",
        "/api/v1/articles/{id}/comments",
        "/api/v1/articles/{id}/translation",
        "/api/v1/search",
        "/api/v1/categories",
        "/api/v1/tags",
        "/api/v1/podcasts",
        "/api/v1/podcasts/{id}",
        "/api/v1/openapi.json",
        "/healthz",
        "/readyz",
    ];
    let other = [
        "/api/v1/articles/{id}/interactions",
        "/api/v1/articles/{id}/shares",
        "/api/v1/articles/{id}/views",
        "/api/v1/saved",
        "/api/v1/auth/admin",
        "/api/v1/auth/authorize",
        "/api/v1/auth/callback",
        "/api/v1/auth/factors",
        "/api/v1/auth/factors/{id}",
        "/api/v1/auth/factors/{id}/challenge",
        "/api/v1/auth/factors/{id}/verify",
        "/api/v1/auth/logout",
        "/api/v1/auth/otp",
        "/api/v1/auth/providers",
        "/api/v1/auth/recover",
        "/api/v1/auth/resend",
        "/api/v1/auth/reset",
        "/api/v1/auth/signup",
        "/api/v1/auth/token",
        "/api/v1/auth/sessions",
        "/api/v1/auth/sessions/{id}",
        "/api/v1/auth/user",
        "/api/v1/auth/user/email",
        "/api/v1/auth/user/export",
        "/api/v1/auth/user/newsletter",
        "/api/v1/auth/user/password",
        "/api/v1/auth/verify",
        "/api/v1/emergency/backups",
        "/api/v1/emergency/backups/{id}/download",
        "/api/v1/games/profile",
        "/api/v1/newsletter/confirm",
        "/api/v1/newsletter/subscribe",
        "/api/v1/newsletter/unsubscribe",
    ];
    let mut expected: Vec<String> = public_reads.iter().chain(&other).map(|s| s.to_string()).collect();
    expected.extend(paths.iter().filter(|p| p.starts_with("/api/v1/admin/")).cloned());
    expected.sort();
    assert_eq!(paths, expected);

    for path in &paths {
        let concrete = path.replace("{id}", "1");
        for (method, operation) in doc["paths"][path].as_object().unwrap() {
            let method: Method = method.to_uppercase().parse().unwrap();
            let body = (method == Method::POST || method == Method::PUT).then(|| serde_json::json!({}));
            let (status, answer, _) = app.call(method.clone(), &concrete, None, body).await;
            let unrouted = status == 405
                || answer["error"]["message"]
                    .as_str()
                    .is_some_and(|m| m.starts_with("no API endpoint"));
            assert!(!unrouted, "{method} {concrete}: {status} {answer}");
            assert!(
                !operation["responses"].as_object().unwrap().is_empty(),
                "{method} {path}"
            );
        }
        if public_reads.contains(&path.as_str()) {
            let query = match path.as_str() {
                "/api/v1/search" => "?q=one",
                "/api/v1/articles/batch" => "?ids=1,2",
                _ => "",
            };
            let (status, body) = app.get(&format!("{concrete}{query}")).await;
            assert!(
                status == 200
                    || status == 404 && (path.contains("translation") || path.starts_with("/api/v1/podcasts/")),
                "GET {concrete}: {status} {body}"
            );
        }
    }
}

/// The site's API types are generated from `web/openapi.json` (`npm run api-types` in web/), and
/// the web linter checks the types against that file; this keeps the file equal to what the
/// server documents, so the two cannot drift. `NEWS_UPDATE_OPENAPI=1` rewrites it.
#[test]
fn the_web_apps_copy_of_the_openapi_document_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/openapi.json");
    let current = format!("{}\n", news_server::api::openapi().to_pretty_json().unwrap());
    if std::env::var_os("NEWS_UPDATE_OPENAPI").is_some() {
        std::fs::write(&path, &current).unwrap();
        return;
    }
    let copy = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        copy == current,
        "web/openapi.json differs from the server's document: run \
         `NEWS_UPDATE_OPENAPI=1 cargo test -p news-tests --test api web_apps_copy_of_the_openapi`, then \
         `npm run api-types` in web/"
    );
}
