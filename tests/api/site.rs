//! The site as the server answers it: the routing rules of spec §2 (language redirects,
//! canonical article addresses, 404s), the app shell with an article's head filled in, and
//! serving like a production web server (precompressed files, ETag and 304, compressed JSON).

use news_core::domain::ArticleDraft;
use reqwest::header::{ACCEPT_ENCODING, ACCEPT_LANGUAGE, COOKIE, IF_NONE_MATCH};
use reqwest::redirect::Policy;
use rstest::rstest;

use crate::helpers::{Backend, TestApp, draft, spawn_app_with};

/// The build's not-found page as the web build writes it.
const NOT_FOUND_EN: &str = "<!doctype html><html lang=\"en\"><title>Page not found</title>";

/// The app shell as the web build writes it: an empty root for the browser to render into.
const SHELL: &str = "<!doctype html><html lang=\"en\"><head><meta charset=\"UTF-8\"><title>shell</title>\
    <meta name=\"description\" content=\"The latest news\"></head><body><div id=\"root\"></div></body></html>";

async fn app_with_site(backend: Backend) -> TestApp {
    let articles = [
        draft(77, "Published after the build", "en"),
        draft(78, "Publicat după construirea site-ului", "ro"),
        ArticleDraft {
            status: Some("archived".into()),
            ..draft(79, "An archived story", "en")
        },
    ];
    let app = spawn_app_with(backend, &articles).await;
    let site = &app.config.site_dir;
    for (path, html) in [
        ("index.html", SHELL),
        ("en/404/index.html", NOT_FOUND_EN),
        (
            "ro/404/index.html",
            "<!doctype html><html lang=\"ro\"><title>Pagina nu a fost găsită</title>",
        ),
        ("en/about/index.html", "<!doctype html><title>About</title>"),
    ] {
        let file = site.join(path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, html).unwrap();
    }
    app
}

/// Status, Location and body of a GET that is not followed.
async fn fetch(app: &TestApp, path: &str, headers: &[(reqwest::header::HeaderName, &str)]) -> (u16, String, String) {
    let client = reqwest::Client::builder().redirect(Policy::none()).build().unwrap();
    let mut request = client.get(format!("{}{path}", app.address));
    for (name, value) in headers {
        request = request.header(name, *value);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let location = response
        .headers()
        .get("location")
        .map(|l| l.to_str().unwrap().to_string())
        .unwrap_or_default();
    (status, location, response.text().await.unwrap())
}

async fn redirect(app: &TestApp, path: &str, headers: &[(reqwest::header::HeaderName, &str)]) -> (u16, String) {
    let (status, location, _) = fetch(app, path, headers).await;
    (status, location)
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn paths_without_a_language_go_to_the_readers_language(#[case] backend: Backend) {
    let app = app_with_site(backend).await;
    assert_eq!(redirect(&app, "/", &[]).await, (302, "/en".into()));
    assert_eq!(
        redirect(&app, "/", &[(ACCEPT_LANGUAGE, "ro-RO,ro;q=0.9,en;q=0.8")]).await,
        (302, "/ro".into())
    );
    let cookie_wins = [(COOKIE, "preferredLanguage=ro"), (ACCEPT_LANGUAGE, "en-US")];
    assert_eq!(
        redirect(&app, "/about?from=mail", &cookie_wins).await,
        (302, "/ro/about?from=mail".into())
    );
    assert_eq!(redirect(&app, "/de/about", &[]).await, (302, "/en/de/about".into()));

    let client = reqwest::Client::builder().redirect(Policy::none()).build().unwrap();
    let answer = client.get(format!("{}/", app.address)).send().await.unwrap();
    assert_eq!(
        answer.headers()["vary"],
        "Cookie, Accept-Language",
        "a cache must not share it"
    );

    assert_eq!(redirect(&app, "/en/", &[]).await, (301, "/en".into()));
    assert_eq!(redirect(&app, "/en//about/", &[]).await, (301, "/en/about".into()));
    assert_eq!(redirect(&app, "//ro///", &[]).await, (301, "/ro".into()));
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_article_has_one_address_and_unknown_ones_are_not_found(#[case] backend: Backend) {
    let app = app_with_site(backend).await;
    let canonical = "/en/article/77/published-after-the-build";
    for other in [
        "/en/article/77",
        "/en/article/77/an-old-title",
        "/ro/article/77/published-after-the-build",
    ] {
        assert_eq!(redirect(&app, other, &[]).await, (301, canonical.into()), "{other}");
    }
    assert_eq!(
        redirect(&app, "/en/article/78", &[]).await,
        (301, "/ro/article/78/publicat-dupa-construirea-site-ului".into()),
        "an article asked for under the other language's prefix goes to its own"
    );
    assert_eq!(
        redirect(&app, "/ro/article/not-a-number", &[]).await,
        (302, "/ro".into())
    );

    let (status, _, shell) = fetch(&app, canonical, &[]).await;
    assert_eq!(status, 200);
    assert!(
        shell.contains("<title>Published after the build | News</title>"),
        "{shell}"
    );
    assert!(
        shell.contains("<meta property=\"og:title\" content=\"Published after the build | News\">"),
        "{shell}"
    );
    assert!(
        shell.contains(&format!(
            "<link rel=\"canonical\" href=\"{}{canonical}\">",
            app.state.public_url
        )),
        "{shell}"
    );
    assert!(shell.contains("<html lang=\"en\">"), "{shell}");
    assert_eq!(shell.matches("name=\"description\"").count(), 1, "{shell}");

    for missing in ["/en/article/999/x", "/en/article/79/an-archived-story"] {
        let (status, _, page) = fetch(&app, missing, &[]).await;
        assert_eq!(status, 404, "{missing}");
        assert!(
            page.contains("<title>shell</title>"),
            "the article page says it is not found: {page}"
        );
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_path_that_is_no_page_answers_404_with_the_not_found_page(#[case] backend: Backend) {
    let app = app_with_site(backend).await;
    for (path, status) in [
        ("/en/nowhere", 404),
        ("/en/about/more", 404),
        ("/en/category/politics", 200),
        ("/ro/category/politica/local", 200),
        ("/en/search", 200),
        ("/en/tag/budget", 200),
        ("/en/about", 200),
    ] {
        let (answer, _, body) = fetch(&app, path, &[]).await;
        assert_eq!(answer, status, "{path}: {body}");
        if status == 404 {
            assert_eq!(body, NOT_FOUND_EN, "{path}");
        }
    }
    for unknown_listing in ["/en/category/cooking", "/en/category/politics/nowhere"] {
        let (status, _, body) = fetch(&app, unknown_listing, &[]).await;
        assert_eq!(status, 404, "{unknown_listing}");
        assert!(
            body.contains("<title>shell</title>"),
            "the listing page says so: {body}"
        );
    }
    let (status, _, body) = fetch(&app, "/ro/nicaieri", &[]).await;
    assert_eq!(status, 404);
    assert!(body.contains("Pagina nu a fost găsită"), "{body}");
}

#[tokio::test]
async fn pages_are_sent_precompressed_with_validators() {
    let app = app_with_site(Backend::Sqlite).await;
    let site = &app.config.site_dir;
    std::fs::write(site.join("en/about/index.html.br"), b"brotli bytes").unwrap();
    std::fs::create_dir_all(site.join("assets")).unwrap();
    std::fs::write(site.join("assets/app-1a2b.js"), "console.log(1)").unwrap();
    std::fs::write(site.join("assets/app-1a2b.js.gz"), b"gzip bytes").unwrap();

    let page = app
        .client
        .get(format!("{}/en/about", app.address))
        .header(ACCEPT_ENCODING, "gzip, br")
        .send()
        .await
        .unwrap();
    assert_eq!(page.headers()["content-encoding"], "br");
    assert_eq!(page.headers()["vary"], "Accept-Encoding");
    assert_eq!(page.headers()["cache-control"], "no-cache");
    let etag = page.headers()["etag"].to_str().unwrap().to_string();
    assert_eq!(page.bytes().await.unwrap().as_ref(), b"brotli bytes");

    let again = app
        .client
        .get(format!("{}/en/about", app.address))
        .header(ACCEPT_ENCODING, "gzip, br")
        .header(IF_NONE_MATCH, &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);
    assert!(again.bytes().await.unwrap().is_empty());

    let identity = app
        .client
        .get(format!("{}/en/about", app.address))
        .send()
        .await
        .unwrap();
    assert!(identity.headers().get("content-encoding").is_none());
    assert_ne!(
        identity.headers()["etag"].to_str().unwrap(),
        etag,
        "each encoding has its own tag"
    );
    assert_eq!(identity.text().await.unwrap(), "<!doctype html><title>About</title>");

    let asset = app
        .client
        .get(format!("{}/assets/app-1a2b.js", app.address))
        .header(ACCEPT_ENCODING, "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(asset.headers()["content-encoding"], "gzip");
    assert_eq!(asset.headers()["cache-control"], "public, max-age=31536000, immutable");
}

#[tokio::test]
async fn json_is_compressed_as_the_client_accepts() {
    let app = app_with_site(Backend::Sqlite).await;
    for (accept, expected) in [("br", Some("br")), ("gzip", Some("gzip")), ("identity", None)] {
        let response = app
            .client
            .get(format!("{}/api/v1/articles", app.address))
            .header(ACCEPT_ENCODING, accept)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        let encoding = response
            .headers()
            .get("content-encoding")
            .map(|v| v.to_str().unwrap().to_string());
        assert_eq!(encoding.as_deref(), expected, "{accept}");
    }
}
