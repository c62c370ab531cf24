//! Which prerendered pages an article change touches (what the worker's site rebuild renders
//! again and removes), on both backends.

use std::sync::Arc;

use chrono::Utc;
use news_core::auth::Actor;
use news_core::backup::{BackupKind, Backups};
use news_core::domain::{ArticleDraft, Status};
use news_core::site::SiteBuilder;
use rstest::rstest;

use crate::helpers::{Backend, draft, no_progress, scratch_media, spawn_app_with};

fn in_politics(id: i64, title: &str, language: &str) -> ArticleDraft {
    ArticleDraft {
        category: Some("politics".into()),
        subcategory: Some("local".into()),
        ..draft(id, title, language)
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_article_change_touches_its_page_its_neighbours_its_home_and_its_categories(#[case] backend: Backend) {
    let app = spawn_app_with(
        backend,
        &[in_politics(1, "Older vote", "en"), in_politics(2, "Votul", "ro")],
    )
    .await;
    let builder = SiteBuilder::from_config(&app.config).unwrap();
    let store = &app.store;

    let first = builder.plan_changes(store).await.unwrap();
    assert!(first.full, "no build was recorded yet, so everything is built");
    store.record_site_build(first.cursor, Utc::now()).await.unwrap();
    assert!(builder.plan_changes(store).await.unwrap().is_empty());

    let linked = ArticleDraft {
        linked_article_id: Some(2),
        ..in_politics(3, "Newer vote", "en")
    };
    let article = store.create_article(linked, None).await.unwrap();
    let plan = builder.plan_changes(store).await.unwrap();
    assert!(!plan.full);
    let page = format!("/en/article/{}/{}", article.summary.id, article.summary.slug);
    for expected in [
        page.as_str(),
        "/en",
        "/en/article/1/older-vote",
        "/en/category/politics",
        "/en/category/politics/local",
        "/ro/article/2/votul",
        "/ro/category/politica",
    ] {
        assert!(plan.render.contains(expected), "{expected} is not in {:?}", plan.render);
    }
    assert!(plan.remove.is_empty());
    store.record_site_build(plan.cursor, Utc::now()).await.unwrap();

    store
        .set_article_status(article.summary.id, Status::Archived, &Actor::operator("test"))
        .await
        .unwrap();
    let plan = builder.plan_changes(store).await.unwrap();
    assert_eq!(plan.remove.iter().collect::<Vec<_>>(), [&page]);
    assert!(!plan.render.contains(&page));
    assert!(plan.render.contains("/en") && plan.render.contains("/en/category/politics"));
}

/// A restore replaces every article: the site after it is built whole, however recent the
/// last build was.
#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn after_a_restore_the_whole_site_is_built(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[in_politics(1, "Older vote", "en")]).await;
    let builder = SiteBuilder::from_config(&app.config).unwrap();
    let store = &app.store;
    let backups = Backups::from_config(&app.config, store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &Actor::operator("test"), Arc::new(|_| {}))
        .await
        .unwrap();
    let first = builder.plan_changes(store).await.unwrap();
    store.record_site_build(first.cursor, Utc::now()).await.unwrap();
    assert!(builder.plan_changes(store).await.unwrap().is_empty());

    let file = backups.local_copy(record.id).await.unwrap();
    news_core::backup::restore(store, &file.path, true, &scratch_media(), no_progress())
        .await
        .unwrap();
    assert!(builder.plan_changes(store).await.unwrap().full);
}
