//! The podcast feed of one language: RSS 2.0 with the iTunes namespace (what Apple Podcasts,
//! Spotify and most apps read: duration, season, episode, explicit, artwork) and Podcasting 2.0
//! (`podcast:guid` of the channel, `podcast:locked`). Items keep their GUID for life, and each
//! enclosure carries the audio's length in bytes and its type, as the RSS specification asks.

use super::xml::Xml;
use crate::domain::Language;
use crate::domain::podcast::Episode;

const ITUNES_NS: &str = "http://www.itunes.com/dtds/podcast-1.0.dtd";
const PODCAST_NS: &str = "https://podcastindex.org/namespace/1.0";
const ATOM_NS: &str = "http://www.w3.org/2005/Atom";
/// The Podcasting 2.0 namespace's own UUID for `podcast:guid` (a v5 UUID of the feed address).
const PODCAST_GUID_NAMESPACE: uuid::Uuid = uuid::Uuid::from_u128(0xead4c236_bf58_58c6_a2c6_a6b28d128cb6);

/// What the channel says about itself.
pub struct Show<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub author: &'a str,
    pub language: Language,
    /// The podcast index page.
    pub path: &'a str,
    pub feed_path: &'a str,
    /// The show's cover: a square JPEG of 1,400 pixels, as Apple Podcasts requires (JPEG or
    /// PNG, 1,400 to 3,000 pixels; the media library's WebP would be refused).
    pub artwork_path: &'a str,
}

/// The feed of `episodes`, newest first as given.
pub fn feed(base: &str, show: &Show<'_>, episodes: &[Episode]) -> String {
    let absolute = |path: &str| {
        if path.starts_with("http://") || path.starts_with("https://") {
            path.to_string()
        } else {
            format!("{base}{path}")
        }
    };
    let feed_url = absolute(show.feed_path);
    let without_scheme = feed_url.split_once("://").map_or(feed_url.as_str(), |(_, rest)| rest);
    let channel_guid = uuid::Uuid::new_v5(&PODCAST_GUID_NAMESPACE, without_scheme.trim_end_matches('/').as_bytes());
    let mut xml = Xml::new();
    xml.open(
        "rss",
        &[
            ("version", "2.0"),
            ("xmlns:itunes", ITUNES_NS),
            ("xmlns:podcast", PODCAST_NS),
            ("xmlns:atom", ATOM_NS),
        ],
    )
    .open("channel", &[])
    .text("title", &[], show.title)
    .text("link", &[], &absolute(show.path))
    .text("description", &[], show.description)
    .text("language", &[], show.language.code())
    .empty(
        "atom:link",
        &[("href", &feed_url), ("rel", "self"), ("type", "application/rss+xml")],
    )
    .text("itunes:author", &[], show.author)
    .text("itunes:summary", &[], show.description)
    .text("itunes:type", &[], "episodic")
    .text("itunes:explicit", &[], "false")
    .empty("itunes:category", &[("text", "News")])
    .text("podcast:guid", &[], &channel_guid.to_string())
    .text("podcast:locked", &[], "no");
    let artwork = absolute(show.artwork_path);
    xml.empty("itunes:image", &[("href", &artwork)])
        .open("image", &[])
        .text("url", &[], &artwork)
        .text("title", &[], show.title)
        .text("link", &[], &absolute(show.path))
        .close();
    if let Some(newest) = episodes.first().and_then(|episode| episode.published_at) {
        xml.text("lastBuildDate", &[], &newest.to_rfc2822());
    }
    for episode in episodes {
        let Some(published) = episode.published_at else {
            continue;
        };
        xml.open("item", &[])
            .text("title", &[], &episode.title)
            .text("link", &[], &absolute(&episode.path()))
            .text("description", &[], &episode.description)
            .text("guid", &[("isPermaLink", "false")], &episode.guid)
            .text("pubDate", &[], &published.to_rfc2822())
            .empty(
                "enclosure",
                &[
                    ("url", &absolute(&episode.audio_url)),
                    ("length", &episode.audio_bytes.unwrap_or(0).to_string()),
                    ("type", &episode.audio_type),
                ],
            )
            .text("itunes:title", &[], &episode.title)
            .text("itunes:explicit", &[], if episode.explicit { "true" } else { "false" })
            .text("itunes:episodeType", &[], "full");
        if let Some(seconds) = episode.duration_seconds {
            xml.text("itunes:duration", &[], &seconds.to_string());
        }
        if let Some(season) = episode.season {
            xml.text("itunes:season", &[], &season.to_string());
        }
        if let Some(number) = episode.episode {
            xml.text("itunes:episode", &[], &number.to_string());
        }
        if let Some(cover) = &episode.image_url {
            xml.empty("itunes:image", &[("href", &absolute(cover))]);
        }
        xml.close();
    }
    xml.finish()
}
