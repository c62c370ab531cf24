use news_core::Store;
use news_core::config::DatabaseUrl;
use news_core::domain::Article;
use news_core::site::SiteReleases;
use rstest::rstest;

use crate::helpers::{Backend, open_store};

async fn export_all(store: &Store) -> Vec<Article> {
    let mut all = Vec::new();
    let mut after = 0;
    loop {
        let page = store.export_page(after, 7, false).await.unwrap();
        all.extend(page.articles);
        match page.next_after {
            Some(next) => after = next,
            None => return all,
        }
    }
}

fn ndjson(articles: &[Article]) -> Vec<u8> {
    let mut out = Vec::new();
    for article in articles {
        news_core::ndjson::write_article(&mut out, article).unwrap();
    }
    out
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn export_and_import_round_trip_exactly(#[case] backend: Backend) {
    let (source, _dir, _db) = open_store(backend).await;
    let media = tempfile::tempdir().unwrap();
    news_core::demo::seed(&source, media.path(), 30).await.unwrap();
    source
        .set_article_status(
            3,
            news_core::domain::Status::Archived,
            &news_core::auth::Actor::operator("test"),
        )
        .await
        .unwrap();
    let exported = ndjson(&export_all(&source).await);
    let (target, _dir2, _db2) = open_store(backend).await;
    let drafts = news_core::ndjson::read_drafts(exported.as_slice()).unwrap();
    assert_eq!(target.import_articles(drafts).await.unwrap(), 60);
    assert_eq!(ndjson(&export_all(&target).await), exported);
    let next = target
        .create_article(
            news_core::domain::ArticleDraft {
                title: "After import".into(),
                ..Default::default()
            },
            None,
        )
        .await
        .unwrap();
    assert_eq!(next.summary.id, 61, "ids continue after the imported ones");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_bad_import_writes_nothing(#[case] backend: Backend) {
    let (store, _dir, _db) = open_store(backend).await;
    let lines =
        "{\"id\":1,\"title\":\"One\",\"linked_article_id\":2}\n{\"id\":2,\"title\":\"Two\",\"linked_article_id\":1}\n";
    store
        .import_articles(news_core::ndjson::read_drafts(lines.as_bytes()).unwrap())
        .await
        .unwrap();
    let bad = "{\"id\":3,\"title\":\"Three\"}\n{\"id\":4,\"title\":\"Four\",\"linked_article_id\":99}\n";
    let err = store
        .import_articles(news_core::ndjson::read_drafts(bad.as_bytes()).unwrap())
        .await
        .unwrap_err();
    assert!(
        err.to_string().contains("links to an article that does not exist"),
        "{err}"
    );
    let invalid = "{\"id\":5,\"title\":\"Five\"}\n{\"id\":6,\"title\":\"Six\",\"language\":\"fr\"}\n";
    let err = store
        .import_articles(news_core::ndjson::read_drafts(invalid.as_bytes()).unwrap())
        .await
        .unwrap_err();
    assert!(err.to_string().contains("article 2"), "{err}");
    assert_eq!(store.count_articles().await.unwrap(), 2);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn opening_twice_migrates_once(#[case] backend: Backend) {
    let (store, dir, db) = open_store(backend).await;
    let url = match &db {
        Some(db) => DatabaseUrl::new(db.url.clone()),
        None => DatabaseUrl::new(format!("sqlite://{}", dir.path().join("news.db").display())),
    };
    store.close().await;
    let again = Store::open(&url).await.unwrap();
    assert_eq!(again.categories().menu(news_core::domain::Language::En).len(), 8);
}

#[test]
fn both_backends_have_the_same_migrations() {
    let names = |dir: &str| {
        let mut names: Vec<String> = std::fs::read_dir(format!("{}/../migrations/{dir}", env!("CARGO_MANIFEST_DIR")))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    assert_eq!(names("sqlite"), names("postgres"));
}

/// Site releases on a real S3 server: a publish uploads only the objects the current release
/// lacks, another node brings the release in, and the bucket keeps the newest three releases
/// with exactly the objects they name (the older ones' own objects are deleted, shared ones
/// stay).
#[tokio::test]
async fn site_releases_upload_what_changed_and_keep_three() {
    let (store, dir, _db) = open_store(Backend::Sqlite).await;
    let mut config = crate::helpers::test_config(dir.path());
    crate::helpers::s3_config(&mut config, &crate::helpers::s3_prefix());
    let worker_site = dir.path().join("worker/site");
    config.site_dir = worker_site.clone();
    let worker = SiteReleases::from_config(&config).unwrap().unwrap();
    let server_site = dir.path().join("server/site");
    config.site_dir = server_site.clone();
    let server = SiteReleases::from_config(&config).unwrap().unwrap();
    let bucket = news_core::s3::Bucket::from_config(&config, "site/").unwrap().unwrap();

    let mut objects_after = Vec::new();
    for n in 1..=5 {
        let build = dir.path().join(format!("worker/build-{n}"));
        std::fs::create_dir_all(build.join("assets")).unwrap();
        std::fs::write(build.join("index.html"), format!("<h1>Edition {n}</h1>")).unwrap();
        std::fs::write(build.join("assets/site.css"), "body { margin: 0 }").unwrap();
        let _ = std::fs::remove_file(&worker_site);
        std::os::unix::fs::symlink(&build, &worker_site).unwrap();
        worker.publish(&store, &worker.lock().await.unwrap()).await.unwrap();
        let mut objects = bucket.list("objects/").await.unwrap();
        objects.sort();
        objects_after.push(objects.len());
        let held = server.lock().await.unwrap();
        assert!(
            server.sync(&store, &held).await.unwrap().is_some(),
            "release {n} brought in"
        );
        assert_eq!(
            std::fs::read_to_string(server_site.join("index.html")).unwrap(),
            format!("<h1>Edition {n}</h1>")
        );
        assert_eq!(server.sync(&store, &held).await.unwrap(), None, "nothing new");
    }
    // The stylesheet is shared; each edition adds its own page, and past three releases the
    // oldest page goes with its release.
    assert_eq!(objects_after, [2, 3, 4, 4, 4]);
    assert_eq!(bucket.list("releases/").await.unwrap().len(), 3);
    // The server keeps its current build and the one before, and the objects those two link:
    // both editions' pages and the stylesheet.
    let entries = |name: &str| std::fs::read_dir(dir.path().join(name)).unwrap().count();
    assert_eq!(entries("server/site-builds"), 2);
    assert_eq!(entries("server/site-objects"), 3);

    // While a build on the server's node holds its site directory (built, not yet published),
    // the server's sync leaves it alone; once the build lets go, the sync goes on.
    std::fs::write(worker_site.join("index.html"), "<h1>Edition 6</h1>").unwrap();
    worker.publish(&store, &worker.lock().await.unwrap()).await.unwrap();
    let building = server.lock().await.unwrap();
    assert!(!server.sync_unless_building(&store).await.unwrap());
    assert_eq!(
        std::fs::read_to_string(server_site.join("index.html")).unwrap(),
        "<h1>Edition 5</h1>"
    );
    drop(building);
    assert!(server.sync_unless_building(&store).await.unwrap());
    assert_eq!(
        std::fs::read_to_string(server_site.join("index.html")).unwrap(),
        "<h1>Edition 6</h1>"
    );
}
