use crate::helpers::{Backend, draft, spawn_app_with};

/// Every documented path answers (not a routing 404 or 405), and every route is documented.
#[tokio::test]
async fn the_openapi_document_matches_the_routes() {
    let app = spawn_app_with(Backend::Sqlite, &[draft(1, "One", "en"), draft(2, "Two", "ro")]).await;
    let doc = app.get_ok("/api/v1/openapi.json").await;
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    let paths: Vec<String> = doc["paths"].as_object().unwrap().keys().cloned().collect();
    let expected = [
        "/api/v1/articles",
        "/api/v1/articles/recent",
        "/api/v1/articles/popular",
        "/api/v1/articles/{id}",
        "/api/v1/articles/{id}/adjacent",
        "/api/v1/articles/{id}/translation",
        "/api/v1/search",
        "/api/v1/categories",
        "/api/v1/tags",
        "/api/v1/openapi.json",
        "/healthz",
        "/readyz",
    ];
    let mut sorted_paths = paths.clone();
    sorted_paths.sort();
    let mut sorted_expected: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    sorted_expected.sort();
    assert_eq!(sorted_paths, sorted_expected);
    for path in &paths {
        let concrete = path.replace("{id}", "1");
        let concrete = if concrete == "/api/v1/search" {
            format!("{concrete}?q=one")
        } else {
            concrete
        };
        let (status, body) = app.get(&concrete).await;
        assert!(
            status == 200 || status == 404 && body["error"]["code"] == "not_found" && path.contains("translation"),
            "GET {concrete}: {status} {body}"
        );
        let method = doc["paths"][path].as_object().unwrap();
        assert!(method.contains_key("get"), "{path} documents GET");
        assert!(method["get"]["responses"].as_object().unwrap().contains_key("200"));
    }
}
