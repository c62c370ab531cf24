//! Podcasts: audio uploaded and measured from its frames, episodes written, scheduled and
//! published, the feed read by a real XML parser as a podcast app would (namespaces, enclosure
//! length and type, a GUID that survives edits), the audio served in byte ranges for seeking,
//! the episode pages' addresses and sitemap, and unused uploads swept.

use chrono::Utc;
use news_core::auth::Actor;
use news_core::podcasts::sweep_unused_audio;
use news_core::site::SiteBuilder;
use reqwest::Method;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, spawn_app, unique_email, upload_form};

const ITUNES: &str = "http://www.itunes.com/dtds/podcast-1.0.dtd";
const PODCAST: &str = "https://podcastindex.org/namespace/1.0";

/// `frames` MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz (417 bytes, 1152 samples each).
fn mp3(frames: usize) -> Vec<u8> {
    let mut frame = vec![0u8; 417];
    frame[..4].copy_from_slice(&[0xff, 0xfb, 0x90, 0x00]);
    frame.repeat(frames)
}

async fn upload(app: &TestApp, token: &str, name: &str, bytes: Vec<u8>) -> (u16, Value) {
    upload_form(app, "/api/v1/admin/podcasts/audio", token, name, bytes, &[]).await
}

/// POSTs `/admin/podcasts/{id}/{action}` (publish, unpublish) without a body.
async fn act(app: &TestApp, token: &str, id: i64, action: &str) -> (u16, Value) {
    let path = format!("/api/v1/admin/podcasts/{id}/{action}");
    call(app, Method::POST, &path, token, None).await
}

async fn call(app: &TestApp, method: Method, path: &str, token: &str, body: Option<Value>) -> (u16, Value) {
    let (status, body, _) = app.call(method, path, Some(token), body).await;
    (status, body)
}

/// A document of the site once `ready` holds for it: the response cache gives the old one until
/// the server has applied the change log (every 50 ms in tests).
async fn document_where(app: &TestApp, path: &str, content_type: &str, ready: impl Fn(&str) -> bool) -> String {
    for _ in 0..100 {
        let response = app.client.get(format!("{}{path}", app.address)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with(content_type),
            "{path}"
        );
        let text = response.text().await.unwrap();
        if ready(&text) {
            return text;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("{path} never became what the test waits for");
}

async fn feed(app: &TestApp, language: &str, ready: impl Fn(&str) -> bool) -> String {
    let path = format!("/{language}/podcast/feed.xml");
    document_where(app, &path, "application/rss+xml", ready).await
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_episode_is_uploaded_published_in_the_feed_and_seekable(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let token = app.admin_token(&unique_email("podcasts")).await;

    // 383 frames of 1152 samples at 44.1 kHz: 10.005 s.
    let audio = mp3(383);
    let (status, stored) = upload(&app, &token, "episode-1.mp3", audio.clone()).await;
    assert_eq!(status, 201, "{stored}");
    assert_eq!(stored["audio_type"], "audio/mpeg");
    assert_eq!(stored["audio_bytes"], audio.len());
    assert_eq!(stored["duration_seconds"], 10);
    let audio_url = stored["audio_url"].as_str().unwrap().to_string();
    assert!(
        audio_url.starts_with("/media/audio/") && audio_url.ends_with(".mp3"),
        "{audio_url}"
    );

    // Anything else is refused with the reason.
    let (status, refused) = upload(&app, &token, "notes.mp3", b"<html>not audio</html>".to_vec()).await;
    assert_eq!(status, 415, "{refused}");
    assert!(refused["error"]["message"].as_str().unwrap().contains("MP3 or M4A"));

    let (status, bad) = call(
        &app,
        Method::POST,
        "/api/v1/admin/podcasts",
        &token,
        Some(json!({ "title": "x", "audio_url": "javascript:alert(1)", "language": "en" })),
    )
    .await;
    assert_eq!(status, 422, "{bad}");
    assert!(bad["error"]["message"].as_str().unwrap().starts_with("audio_url"));

    let mut input = json!({
        "title": "Morning briefing <1>",
        "description": "<p>The day's news.</p><script>alert(1)</script>",
        "language": "en",
        "season": 1,
        "episode": 3,
        "explicit": false,
        "image_url": "/media/placeholders/podcast.svg",
    });
    for (key, value) in stored.as_object().unwrap() {
        input[key] = value.clone();
    }
    let (status, episode) = call(
        &app,
        Method::POST,
        "/api/v1/admin/podcasts",
        &token,
        Some(input.clone()),
    )
    .await;
    assert_eq!(status, 201, "{episode}");
    assert_eq!(episode["status"], "draft");
    assert_eq!(episode["description"], "<p>The day's news.</p>");
    let id = episode["id"].as_i64().unwrap();
    let guid = episode["guid"].as_str().unwrap().to_string();

    // A draft is nowhere public.
    assert_eq!(app.get(&format!("/api/v1/podcasts/{id}")).await.0, 404);
    feed(&app, "en", |text| !text.contains("Morning briefing")).await;

    // Edited, then published: the GUID stays.
    input["title"] = json!("Morning briefing & more");
    let (status, edited) = call(
        &app,
        Method::PUT,
        &format!("/api/v1/admin/podcasts/{id}"),
        &token,
        Some(input),
    )
    .await;
    assert_eq!(status, 200, "{edited}");
    assert_eq!(edited["guid"], guid.as_str());
    let (status, published) = act(&app, &token, id, "publish").await;
    assert_eq!((status, published["status"].as_str()), (200, Some("published")));
    let public = app.get_ok("/api/v1/podcasts?language=en").await;
    assert_eq!(public["total"], 1);
    assert_eq!(app.get_ok("/api/v1/podcasts?language=ro").await["total"], 0);

    // The feed, as a podcast app reads it.
    let text = feed(&app, "en", |text| text.contains("Morning briefing")).await;
    let document = roxmltree::Document::parse(&text).unwrap();
    let channel = document.descendants().find(|n| n.has_tag_name("channel")).unwrap();
    assert!(channel.children().any(|n| n.has_tag_name((PODCAST, "guid"))));
    let artwork = format!("{}/podcast-artwork/en.jpg", app.config.public_url());
    assert!(
        channel
            .children()
            .any(|n| n.has_tag_name((ITUNES, "image")) && n.attribute("href") == Some(artwork.as_str())),
        "the show's artwork is a JPEG Apple Podcasts accepts"
    );
    assert!(
        channel
            .children()
            .any(|n| n.has_tag_name((ITUNES, "category")) && n.attribute("text") == Some("News"))
    );
    let items: Vec<_> = channel.children().filter(|n| n.has_tag_name("item")).collect();
    assert_eq!(items.len(), 1);
    let item = items[0];
    let child = |name: (&str, &str)| item.children().find(|n| n.has_tag_name(name)).unwrap();
    let plain = |name: &str| item.children().find(|n| n.has_tag_name(name)).unwrap();
    assert_eq!(plain("title").text(), Some("Morning briefing & more"));
    assert_eq!(plain("guid").text(), Some(guid.as_str()));
    assert_eq!(plain("guid").attribute("isPermaLink"), Some("false"));
    let enclosure = plain("enclosure");
    assert_eq!(enclosure.attribute("length"), Some(audio.len().to_string().as_str()));
    assert_eq!(enclosure.attribute("type"), Some("audio/mpeg"));
    assert_eq!(
        enclosure.attribute("url"),
        Some(format!("{}{audio_url}", app.config.public_url()).as_str())
    );
    assert_eq!(child((ITUNES, "duration")).text(), Some("10"));
    assert_eq!(child((ITUNES, "season")).text(), Some("1"));
    assert_eq!(child((ITUNES, "episode")).text(), Some("3"));
    assert_eq!(child((ITUNES, "explicit")).text(), Some("false"));

    // The enclosure seeks: a byte range of the audio.
    let response = app
        .client
        .get(format!("{}{audio_url}", app.address))
        .header("range", "bytes=417-516")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 206);
    assert_eq!(
        response.headers()["content-range"].to_str().unwrap(),
        format!("bytes 417-516/{}", audio.len())
    );
    assert_eq!(response.bytes().await.unwrap().to_vec(), audio[417..517].to_vec());

    // Deleted: the episode and its audio are gone.
    let (status, _) = call(
        &app,
        Method::DELETE,
        &format!("/api/v1/admin/podcasts/{id}"),
        &token,
        None,
    )
    .await;
    assert_eq!(status, 204);
    let (status, _) = app.get(&audio_url).await;
    assert_eq!(status, 404);
    let actions = app.audit_actions(&token, "podcast").await;
    for action in ["podcast.create", "podcast.update", "podcast.publish", "podcast.delete"] {
        assert!(actions.iter().any(|a| a == action), "{action} in {actions:?}");
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_scheduled_episode_goes_live_at_its_time(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let token = app.admin_token(&unique_email("scheduled-podcast")).await;
    let (status, episode) = call(
        &app,
        Method::POST,
        "/api/v1/admin/podcasts",
        &token,
        Some(json!({ "title": "Ediția de seară", "audio_url": "https://cdn.example.org/seara.m4a", "language": "ro" })),
    )
    .await;
    assert_eq!(status, 201, "{episode}");
    assert_eq!(episode["audio_type"], "audio/mp4");
    let id = episode["id"].as_i64().unwrap();
    let at = Utc::now() + chrono::Duration::hours(2);
    let (status, scheduled) = call(
        &app,
        Method::POST,
        &format!("/api/v1/admin/podcasts/{id}/publish"),
        &token,
        Some(json!({ "published_at": at })),
    )
    .await;
    assert_eq!(
        (status, scheduled["status"].as_str()),
        (200, Some("scheduled")),
        "{scheduled}"
    );
    let worker = Actor::operator("worker");
    assert!(
        app.store
            .publish_due_episodes(Utc::now(), &worker)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(app.get(&format!("/api/v1/podcasts/{id}")).await.0, 404);
    let late = at + chrono::Duration::minutes(1);
    assert_eq!(app.store.publish_due_episodes(late, &worker).await.unwrap(), [id]);
    let public = app.get_ok(&format!("/api/v1/podcasts/{id}")).await;
    assert_eq!(
        public["published_at"], scheduled["published_at"],
        "at the time it was promised"
    );
    let (status, again) = act(&app, &token, id, "publish").await;
    assert_eq!(
        (status, &again["published_at"]),
        (200, &scheduled["published_at"]),
        "published twice: its date stays"
    );
    let linked = json!({ "title": "Altă ediție", "audio_url": "https://cdn.example.org/alta.mp3", "language": "ro", "linked_episode_id": id });
    let (status, same_language) = call(&app, Method::POST, "/api/v1/admin/podcasts", &token, Some(linked)).await;
    assert_eq!(status, 422, "{same_language}");
    feed(&app, "ro", |text| text.contains("Ediția de seară")).await;

    let (status, unpublished) = act(&app, &token, id, "unpublish").await;
    assert_eq!((status, unpublished["status"].as_str()), (200, Some("draft")));
    feed(&app, "ro", |text| !text.contains("Ediția de seară")).await;

    // Readers cannot write episodes.
    let (status, _) = app.reader().await.get("/api/v1/admin/podcasts").await;
    assert_eq!(status, 403);
}

/// Status and Location of a GET that is not followed.
async fn redirect(app: &TestApp, path: &str) -> (u16, String) {
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let response = client.get(format!("{}{path}", app.address)).send().await.unwrap();
    let location = response
        .headers()
        .get("location")
        .map(|l| l.to_str().unwrap().to_string());
    (response.status().as_u16(), location.unwrap_or_default())
}

/// An episode's page has one address, like an article's; the podcast sitemap lists it with its
/// translation; and its changes reach the prerendered site.
#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_episode_has_one_address_a_sitemap_entry_and_rebuilt_pages(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let token = app.admin_token(&unique_email("podcast-pages")).await;
    let site = &app.config.site_dir;
    std::fs::create_dir_all(site).unwrap();
    std::fs::write(
        site.join("index.html"),
        "<!doctype html><html lang=\"en\"><head><title>shell</title></head><body><div id=\"root\"></div></body></html>",
    )
    .unwrap();
    let builder = SiteBuilder::from_config(&app.config).unwrap();
    let first = builder.plan_changes(&app.store).await.unwrap();
    app.store.record_site_build(first.cursor, Utc::now()).await.unwrap();

    let create = |body: Value| call(&app, Method::POST, "/api/v1/admin/podcasts", &token, Some(body));
    let (_, en) = create(json!({ "title": "The Week, Explained", "description": "<p>What <b>happened</b> this week.</p>", "audio_url": "https://cdn.example.org/week.mp3", "language": "en" })).await;
    let en_id = en["id"].as_i64().unwrap();
    let (_, ro) = create(json!({ "title": "Săptămâna, pe înțeles", "audio_url": "https://cdn.example.org/saptamana.mp3", "language": "ro", "linked_episode_id": en_id })).await;
    let ro_id = ro["id"].as_i64().unwrap();
    let canonical = format!("/en/podcast/{en_id}/the-week-explained");
    let ro_page = format!("/ro/podcast/{ro_id}/saptamana-pe-inteles");

    // A draft has no page.
    assert_eq!(redirect(&app, &canonical).await.0, 404);
    for id in [en_id, ro_id] {
        let (status, _) = act(&app, &token, id, "publish").await;
        assert_eq!(status, 200);
    }
    for other in [
        format!("/en/podcast/{en_id}"),
        format!("/en/podcast/{en_id}/an-old-title"),
        format!("/ro/podcast/{en_id}/the-week-explained"),
    ] {
        assert_eq!(redirect(&app, &other).await, (301, canonical.clone()), "{other}");
    }
    assert_eq!(redirect(&app, "/en/podcast/999/x").await.0, 404);
    assert_eq!(redirect(&app, "/en/podcast/x").await.0, 404);
    let page = app
        .client
        .get(format!("{}{canonical}", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert!(html.contains("<title>The Week, Explained | News</title>"), "{html}");
    assert!(
        html.contains("<meta name=\"description\" content=\"What happened this week.\">"),
        "{html}"
    );

    // The sitemaps: the podcast index among each language's pages, the episode with its pair.
    let index = document_where(&app, "/sitemap.xml", "application/xml", |_| true).await;
    assert!(index.contains("/sitemap-ro-podcast.xml"), "{index}");
    let sitemap = document_where(&app, "/sitemap-en-podcast.xml", "application/xml", |text| {
        text.contains(&canonical)
    })
    .await;
    let public_url = app.config.public_url();
    assert!(
        sitemap.contains(&format!(
            "<xhtml:link rel=\"alternate\" hreflang=\"ro\" href=\"{public_url}{ro_page}\"/>"
        )),
        "{sitemap}"
    );
    let pages = document_where(&app, "/sitemap-ro.xml", "application/xml", |_| true).await;
    assert!(
        pages.contains(&format!("<loc>{public_url}/ro/podcast</loc>")),
        "{pages}"
    );
    let text = feed(&app, "en", |text| text.contains("The Week")).await;
    assert!(
        text.contains(&format!("<link>{public_url}{canonical}</link>")),
        "{text}"
    );

    // What the site build renders again: the pages, the lists; then the unpublished page goes.
    let plan = builder.plan_changes(&app.store).await.unwrap();
    assert!(!plan.full);
    for expected in [
        &canonical,
        &ro_page,
        "/en/podcast",
        "/ro/podcast",
        "/en/category/podcast",
        "/ro/category/podcast",
    ] {
        assert!(plan.render.contains(expected), "{expected} is not in {:?}", plan.render);
    }
    app.store.record_site_build(plan.cursor, Utc::now()).await.unwrap();
    let (status, _) = act(&app, &token, en_id, "unpublish").await;
    assert_eq!(status, 200);
    let plan = builder.plan_changes(&app.store).await.unwrap();
    assert_eq!(plan.remove.iter().collect::<Vec<_>>(), [&canonical]);
    assert!(plan.render.contains(&ro_page) && plan.render.contains("/en/podcast"));
    assert_eq!(redirect(&app, &canonical).await.0, 404);
}

/// Audio uploaded but never saved in an episode is deleted by the hourly sweep once its grace
/// has passed; audio an episode plays stays.
#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn audio_no_episode_uses_is_swept_after_its_grace(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let token = app.admin_token(&unique_email("podcast-sweep")).await;
    let (_, used) = upload(&app, &token, "used.mp3", mp3(40)).await;
    let (_, unused) = upload(&app, &token, "unused.mp3", mp3(41)).await;
    let (status, _) = call(
        &app,
        Method::POST,
        "/api/v1/admin/podcasts",
        &token,
        Some(json!({ "title": "Kept", "language": "en", "audio_url": used["audio_url"] })),
    )
    .await;
    assert_eq!(status, 201);

    let media = &app.state.media;
    let now = std::time::SystemTime::now();
    let within_grace = now - news_core::podcasts::UNUSED_AUDIO_GRACE;
    assert_eq!(sweep_unused_audio(&app.store, media, within_grace).await.unwrap(), 0);
    let later = now + std::time::Duration::from_secs(1);
    assert_eq!(sweep_unused_audio(&app.store, media, later).await.unwrap(), 1);
    assert_eq!(app.get(used["audio_url"].as_str().unwrap()).await.0, 200);
    assert_eq!(app.get(unused["audio_url"].as_str().unwrap()).await.0, 404);
}
