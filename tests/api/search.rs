use std::time::{Duration, Instant};

use news_core::SearchIndex;
use news_core::domain::ArticleDraft;
use rstest::rstest;

use crate::helpers::{Backend, draft, ids, open_store, spawn_app_with};

fn fixture() -> Vec<ArticleDraft> {
    let mut comma = draft(1, "Știrile zilei din țară", "ro");
    comma.content = Some("<p>Școala începe în <b>Timișoara</b>.</p>".into());
    comma.tags = Some(vec!["Educație".into()]);
    let mut cedilla = draft(2, "Ştiri despre ţară", "ro");
    cedilla.excerpt = Some("Preşedintele a vorbit.".into());
    let mut english = draft(3, "Elections in the country", "en");
    english.content = Some("<p>Voters elected a new council.</p>".into());
    english.tags = Some(vec!["Elections".into(), "Council".into()]);
    let mut hidden = draft(4, "Archived elections", "en");
    hidden.status = Some("archived".into());
    vec![comma, cedilla, english, hidden]
}

fn sorted(mut v: Vec<i64>) -> Vec<i64> {
    v.sort();
    v
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn romanian_matches_with_or_without_diacritics_in_both_forms(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &fixture()).await;
    for q in ["stiri tara", "știri țară", "ştiri ţară", "STIRI"] {
        let found = app.get_ok(&format!("/api/v1/search?q={q}&lang=ro")).await;
        assert_eq!(sorted(ids(&found)), [1, 2], "q={q}");
        assert_eq!(found["total"], 2);
    }
    assert_eq!(
        ids(&app.get_ok("/api/v1/search?q=scoala timisoara").await),
        [1],
        "HTML content is indexed"
    );
    assert_eq!(
        ids(&app.get_ok("/api/v1/search?q=presedintele").await),
        [2],
        "excerpt is indexed"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn english_is_stemmed_tags_are_exact_and_language_filters(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &fixture()).await;
    assert_eq!(
        ids(&app.get_ok("/api/v1/search?q=election").await),
        [3],
        "stemmed; the archived one is not found"
    );
    assert_eq!(
        ids(&app.get_ok("/api/v1/search?q=election&lang=ro").await),
        Vec::<i64>::new()
    );
    assert_eq!(
        ids(&app.get_ok("/api/v1/search?tag=elections").await),
        [3],
        "tags match case-insensitively"
    );
    assert_eq!(
        ids(&app.get_ok("/api/v1/search?tag=election").await),
        Vec::<i64>::new(),
        "tags are exact"
    );
    assert_eq!(ids(&app.get_ok("/api/v1/search?tag=educație&lang=ro").await), [1]);
    assert_eq!(ids(&app.get_ok("/api/v1/search?q=council&tag=Council").await), [3]);
    assert_eq!(
        app.get_ok("/api/v1/search?q=\"unbalanced").await["total"],
        0,
        "odd syntax is not an error"
    );
}

/// The page is scored apart from the total (so that it may skip what cannot reach it): every
/// match is still counted (below the 10,000 where counting stops), paged once, and the title's
/// match ranks first.
#[tokio::test]
async fn a_common_word_is_counted_whole_and_paged_by_relevance() {
    let mut articles: Vec<ArticleDraft> = (1..=40)
        .map(|id| {
            let mut body = draft(id, &format!("Notes from the coast, part {id}"), "en");
            body.content = Some(format!("<p>Boats left the harbour at dawn, day {id}.</p>"));
            body
        })
        .collect();
    articles.push(draft(41, "Harbour reopens", "en"));
    articles.extend((42..=46).map(|id| {
        let mut other = draft(id, "Portul din Constanța", "ro");
        other.content = Some("<p>Navele au intrat în harbour.</p>".into());
        other
    }));
    let app = spawn_app_with(Backend::Sqlite, &articles).await;
    let first = app.get_ok("/api/v1/search?q=harbour&lang=en&limit=10").await;
    assert_eq!(first["total"], 41);
    assert_eq!(first["more"], false, "fewer than 10,000 are counted whole");
    assert_eq!(ids(&first)[0], 41, "a match in the title ranks first");
    let mut seen = Vec::new();
    for offset in (0..50).step_by(10) {
        seen.extend(ids(&app
            .get_ok(&format!("/api/v1/search?q=harbour&lang=en&limit=10&offset={offset}"))
            .await));
    }
    assert_eq!(
        sorted(seen),
        (1..=41).collect::<Vec<_>>(),
        "each match on exactly one page"
    );
    assert_eq!(app.get_ok("/api/v1/search?q=harbour&lang=ro").await["total"], 5);
    assert_eq!(app.get_ok("/api/v1/search?q=harbour").await["total"], 46);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_index_follows_writes_within_a_second(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &fixture()).await;
    let mut fresh = draft(0, "Floods in Galați", "en");
    fresh.id = None;
    let created = app.create(fresh).await;
    let wait_for = |expected: Vec<i64>| {
        let app = &app;
        async move {
            let start = Instant::now();
            loop {
                let found = ids(&app.get_ok("/api/v1/search?q=galati").await);
                if found == expected {
                    return start.elapsed();
                }
                assert!(start.elapsed() < Duration::from_secs(1), "index still shows {found:?}");
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    };
    wait_for(vec![created.summary.id]).await;
    app.store
        .set_article_status(
            created.summary.id,
            news_core::domain::Status::Archived,
            &news_core::auth::Actor::operator("test"),
        )
        .await
        .unwrap();
    wait_for(vec![]).await;
    app.store
        .set_article_status(
            created.summary.id,
            news_core::domain::Status::Published,
            &news_core::auth::Actor::operator("test"),
        )
        .await
        .unwrap();
    wait_for(vec![created.summary.id]).await;
    app.store
        .delete_article(created.summary.id, &news_core::auth::Actor::operator("test"))
        .await
        .unwrap();
    wait_for(vec![]).await;
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_missing_or_corrupt_index_is_rebuilt_on_open(#[case] backend: Backend) {
    let (store, dir, _db) = open_store(backend).await;
    store.import_articles(fixture()).await.unwrap();
    let path = dir.path().join("search");
    let search = |index: &SearchIndex, q: &str| {
        index
            .search(&news_core::search::SearchQuery {
                text: Some(q.into()),
                limit: 10,
                ..Default::default()
            })
            .unwrap()
            .ids
    };
    let index = SearchIndex::open(&path, &store).await.unwrap();
    assert_eq!(search(&index, "elections"), [3]);
    drop(index);
    std::fs::write(path.join("meta.json"), "{ not json").unwrap();
    let index = SearchIndex::open(&path, &store).await.unwrap();
    assert_eq!(search(&index, "elections"), [3], "rebuilt after corruption");
    drop(index);
    std::fs::remove_dir_all(&path).unwrap();
    let index = SearchIndex::open(&path, &store).await.unwrap();
    assert_eq!(search(&index, "elections"), [3], "rebuilt when missing");
    assert_eq!(index.cursor(), store.outbox_head().await.unwrap());
}

#[rstest]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn two_processes_on_one_postgres_both_see_a_write(#[case] backend: Backend) {
    let (store, dir, _db) = open_store(backend).await;
    store.import_articles(fixture()).await.unwrap();
    let first = SearchIndex::open(&dir.path().join("a"), &store).await.unwrap();
    let second = SearchIndex::open(&dir.path().join("b"), &store).await.unwrap();
    let mut fresh = draft(0, "Snow in Suceava", "en");
    fresh.id = None;
    store.create_article(fresh, None).await.unwrap();
    for index in [&first, &second] {
        index.sync(&store).await.unwrap();
        let hits = index
            .search(&news_core::search::SearchQuery {
                text: Some("suceava".into()),
                limit: 10,
                ..Default::default()
            })
            .unwrap();
        assert_eq!(hits.total, 1);
    }
}
