use news_core::Store;
use news_core::config::DatabaseUrl;
use news_core::domain::Article;
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
