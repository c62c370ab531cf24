//! The media library: uploads checked by their bytes and made into WebP variants that the site
//! serves, the same image kept once, usage counted (the trash too) so only unused images can
//! be deleted, and media carried through an enhanced backup and its restore.

use std::sync::Arc;

use image::{ImageEncoder, RgbImage};
use news_core::auth::Actor;
use news_core::backup::{BackupKind, Backups};
use reqwest::Method;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{
    Backend, TestApp, no_progress, open_store, s3_config, s3_prefix, spawn_app_with, spawn_configured,
    spawn_second_node_with, unique_email, upload_form,
};
use news_core::media::MediaFiles;

fn png(width: u32, height: u32) -> Vec<u8> {
    let pixels = RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 251) as u8, (y % 241) as u8, 120])
    });
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(&pixels, width, height, image::ExtendedColorType::Rgb8)
        .unwrap();
    out
}

async fn upload(app: &TestApp, token: &str, name: &str, bytes: Vec<u8>) -> (u16, Value) {
    upload_form(
        app,
        "/api/v1/admin/media",
        token,
        name,
        bytes,
        &[("alt", "A bridge at dusk")],
    )
    .await
}

async fn fetch(app: &TestApp, path: &str) -> (u16, String, Vec<u8>) {
    let response = app.client.get(format!("{}{path}", app.address)).send().await.unwrap();
    let status = response.status().as_u16();
    let kind = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    (status, kind, response.bytes().await.unwrap().to_vec())
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_uploaded_image_is_served_as_webp_variants_and_deleted_only_when_unused(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[]).await;
    let editor_email = unique_email("editor");
    let editor = app.admin_token(&editor_email).await;
    let (status, item) = upload(&app, &editor, "bridge.png", png(1200, 800)).await;
    assert_eq!(status, 201, "{item}");
    assert_eq!(item["widths"], json!([480, 960, 1200]));
    assert_eq!(
        (item["width"].as_i64(), item["height"].as_i64()),
        (Some(1200), Some(800))
    );
    assert_eq!(
        (item["format"].as_str(), item["alt"].as_str()),
        (Some("png"), Some("A bridge at dusk"))
    );
    assert_eq!(item["uploaded_by"], editor_email.as_str());
    assert_eq!(item["used_by"], 0);
    let url = item["url"].as_str().unwrap().to_string();
    assert!(url.ends_with("/1200.webp"), "{url}");
    assert!(item["srcset"].as_str().unwrap().contains("/480.webp 480w"));
    let small = url.replace("/1200.webp", "/480.webp");
    let (status, kind, bytes) = fetch(&app, &small).await;
    assert_eq!((status, kind.as_str()), (200, "image/webp"));
    assert_eq!(image::load_from_memory(&bytes).unwrap().width(), 480);

    // The same image again is the same entry; what is not an image, or too large, is refused.
    let (status, again) = upload(&app, &editor, "copy.png", png(1200, 800)).await;
    assert_eq!((status, again["id"].clone()), (200, item["id"].clone()));
    let (status, refused) = upload(&app, &editor, "notes.png", b"just text".to_vec()).await;
    assert_eq!(status, 422, "{refused}");
    assert!(
        refused["error"]["message"]
            .as_str()
            .unwrap()
            .contains("JPEG, PNG, WebP or GIF")
    );
    let (status, refused) = upload(&app, &editor, "huge.png", vec![0; 16 * 1024 * 1024]).await;
    assert_eq!(status, 413, "{refused}");
    assert_eq!(refused["error"]["message"], "An image may be at most 15 MB.");

    let (_, found) = app.get_as("/api/v1/admin/media?q=BRIDGE", &editor).await;
    assert_eq!(found["total"], 1);
    let (_, none) = app.get_as("/api/v1/admin/media?q=harbour", &editor).await;
    assert_eq!(none["total"], 0);

    // Used as an article's image (or in its text), it stays, in the trash too.
    let (status, article) = app
        .post(
            "/api/v1/admin/articles",
            Some(&editor),
            json!({ "title": "Bridge reopens", "image_url": url, "content": format!("<p><img src=\"{small}\" alt=\"\"></p>") }),
        )
        .await;
    assert_eq!(status, 201, "{article}");
    let id = item["id"].as_i64().unwrap();
    let delete = |token: String| {
        let app = &app;
        async move {
            app.call(Method::DELETE, &format!("/api/v1/admin/media/{id}"), Some(&token), None)
                .await
        }
    };
    let used = app.get_as("/api/v1/admin/media", &editor).await.1["items"][0]["used_by"].clone();
    assert_eq!(used, 1);
    let (status, body, _) = delete(editor.clone()).await;
    assert_eq!(status, 409, "{body}");
    let article_id = article["id"].as_i64().unwrap();
    let trash = |method: Method, path: String| {
        let (app, editor) = (&app, editor.clone());
        async move { app.call(method, &path, Some(&editor), None).await.0 }
    };
    assert_eq!(
        trash(Method::DELETE, format!("/api/v1/admin/articles/{article_id}")).await,
        204
    );
    assert_eq!(
        delete(editor.clone()).await.0,
        409,
        "an article in the trash still uses it"
    );
    assert_eq!(
        trash(Method::DELETE, format!("/api/v1/admin/trash/{article_id}")).await,
        204
    );
    assert_eq!(delete(editor.clone()).await.0, 204);
    assert_eq!(fetch(&app, &small).await.0, 404);
    assert_eq!(delete(editor).await.0, 404);
}

#[tokio::test]
async fn an_enhanced_backup_brings_the_media_back() {
    let app = spawn_app_with(Backend::Sqlite, &[]).await;
    let editor = app.admin_token(&unique_email("editor")).await;
    let (_, item) = upload(&app, &editor, "harbour.png", png(700, 400)).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Enhanced, &Actor::operator("test"), Arc::new(|_| {}))
        .await
        .unwrap();
    let file = backups.local_copy(record.id).await.unwrap();
    let (target, dir, _db) = open_store(Backend::Sqlite).await;
    let media = dir.path().join("media");
    news_core::backup::restore(
        &target,
        &file.path,
        false,
        &MediaFiles::local(media.clone()),
        no_progress(),
    )
    .await
    .unwrap();
    let relative = item["url"].as_str().unwrap().trim_start_matches("/media/");
    let restored = std::fs::read(media.join(relative)).unwrap();
    assert_eq!(image::load_from_memory(&restored).unwrap().width(), 700);
    let listed = target
        .list_media(None, news_core::store::Page::default())
        .await
        .unwrap();
    assert_eq!(listed.1, 1);
}

/// With `NEWS_STORAGE=s3` an upload lives in the bucket: a node with an empty media
/// directory serves it (keeping a copy), an enhanced backup made there holds it, and deleting
/// it empties the bucket.
#[tokio::test]
async fn with_media_in_s3_every_node_serves_every_upload() {
    let prefix = s3_prefix();
    let in_s3 = |config: &mut news_core::Config| s3_config(config, &prefix);
    let app = spawn_configured(Backend::Sqlite, in_s3).await;
    let editor = app.admin_token(&unique_email("editor")).await;
    let (status, item) = upload(&app, &editor, "quay.png", png(600, 300)).await;
    assert_eq!(status, 201, "{item}");
    let url = item["url"].as_str().unwrap().to_string();
    let (_, _, original) = fetch(&app, &url).await;

    let second = spawn_second_node_with(&app, in_s3).await;
    let relative = url.trim_start_matches("/media/");
    assert!(
        !second.config.media_dir().join(relative).exists(),
        "a new node starts empty"
    );
    let backups = Backups::from_config(&second.config, second.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Enhanced, &Actor::operator("test"), Arc::new(|_| {}))
        .await
        .unwrap();
    let file = backups.local_copy(record.id).await.unwrap();
    let manifest = news_core::backup::verify(&file.path).unwrap();
    assert!(
        manifest.entries.iter().any(|e| e.path == format!("media/{relative}")),
        "the backup holds the upload the node never had"
    );
    let (status, kind, served) = fetch(&second, &url).await;
    assert_eq!((status, kind.as_str()), (200, "image/webp"));
    assert_eq!(served, original);

    let (status, _, _) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/admin/media/{}", item["id"]),
            Some(&editor),
            None,
        )
        .await;
    assert_eq!(status, 204);
    let third = spawn_second_node_with(&app, in_s3).await;
    assert_eq!(fetch(&third, &url).await.0, 404, "gone from the bucket too");
    let (status, _, _) = fetch(&third, "/media/../auth.key").await;
    assert_eq!(status, 404);
}
