//! The prerendered site: which pages an article change touches, and the web build that renders
//! them (Node: `npm run build` in `web/`), so that a change reaches the static pages within a
//! minute without rebuilding the whole site. The build never takes the site down: it writes a
//! new directory and swaps it in only when whole (web/build/publish.ts). One build runs at a
//! time over every node (a lease in the database); with `NEWS_STORAGE=s3` each build is
//! published as a release that every server brings in (`release`).

mod release;

pub use release::{SiteLock, SiteReleases};

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use chrono::Utc;

use crate::domain::podcast::{EpisodeStatus, PODCAST_CATEGORY, podcast_path};
use crate::domain::{ArticleSummary, Language, Status};
use crate::lease::Lease;
use crate::store::{Change, EVERY_ARTICLE};
use crate::{Config, Error, Result, Store};

/// The information pages and the games list: one segment under `/{lang}/`, the same in both
/// languages (web/src/config/paths.ts), listed in sitemaps and routed by the server.
pub const INFO_PAGES: [&str; 8] = [
    "about",
    "contact",
    "advertise",
    "privacy",
    "terms",
    "careers",
    "newsletter",
    "games",
];

/// The games, each a page under `/{lang}/games/` (web/src/config/paths.ts GAMES), listed in
/// sitemaps and routed by the server.
pub const GAMES: [&str; 3] = ["sudoku", "tetris", "rubik"];

/// The site's name in each language, as the web app shows it (web/src/lib/i18n `site.name`), for
/// what the server writes about its pages: feed titles, the shell's head.
pub fn site_name(language: Language) -> &'static str {
    match language {
        Language::En => "News",
        Language::Ro => "Știri",
    }
}

/// The lease a site build holds, so that builds run one at a time over every node.
const BUILD_LEASE: &str = "site-build";

/// Past this many changed articles and episodes one full build is quicker than a list of pages.
const MAX_CHANGED_ARTICLES: usize = 500;
/// Change log entries read at once.
const LOG_PAGE: i64 = 1000;
/// What is kept of a failed build's output for its error message.
const OUTPUT_TAIL: usize = 2000;

/// Pages to render again and to remove, and how far the change log they cover goes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SitePlan {
    /// Render every page (the first build, or too many changes).
    pub full: bool,
    pub render: BTreeSet<String>,
    /// Pages of articles that are no longer published.
    pub remove: BTreeSet<String>,
    /// The newest change log id the plan covers.
    pub cursor: i64,
}

impl SitePlan {
    /// Nothing changed since the last build.
    pub fn is_empty(&self) -> bool {
        !self.full && self.render.is_empty() && self.remove.is_empty()
    }
}

#[derive(Clone)]
pub struct SiteBuilder {
    web_dir: PathBuf,
    site_dir: PathBuf,
    api_url: String,
    /// Canonical, Open Graph and hreflang addresses must be absolute: pages name this origin.
    public_url: String,
    releases: Option<SiteReleases>,
}

impl SiteBuilder {
    pub fn from_config(config: &Config) -> Result<Self> {
        Ok(Self {
            web_dir: config.web_dir.clone(),
            site_dir: config.site_dir.clone(),
            api_url: config.site_api_url(),
            public_url: config.public_url(),
            releases: SiteReleases::from_config(config)?,
        })
    }

    /// Builds every page (`full`), or the pages the changes since the last build touch, once no
    /// other build runs on any node; returns what was built. With `NEWS_STORAGE=s3` the build
    /// starts from the current release and is published as the next one.
    pub async fn rebuild(&self, store: &Store, full: bool) -> Result<SitePlan> {
        let _lease = Lease::wait_for(store, BUILD_LEASE).await?;
        let releases = match &self.releases {
            Some(releases) => Some((releases, releases.lock().await?)),
            None => None,
        };
        if let Some((releases, held)) = &releases {
            releases.sync(store, held).await?;
        }
        let plan = match full {
            true => self.plan_full(store).await?,
            false => self.plan_changes(store).await?,
        };
        if !plan.is_empty() {
            self.run_npm(&plan).await?;
            if let Some((releases, held)) = &releases {
                releases.publish(store, held).await?;
            }
        }
        store.record_site_build(plan.cursor, Utc::now()).await?;
        Ok(plan)
    }

    /// Every page, covering the change log as it is now.
    pub async fn plan_full(&self, store: &Store) -> Result<SitePlan> {
        Ok(SitePlan {
            full: true,
            cursor: store.outbox_head().await?,
            ..SitePlan::default()
        })
    }

    /// The pages the articles and episodes changed since the last recorded build touch;
    /// everything when no build was recorded.
    pub async fn plan_changes(&self, store: &Store) -> Result<SitePlan> {
        let Some(mut cursor) = store.site_build_cursor().await? else {
            return self.plan_full(store).await;
        };
        // Entries the site never saw were pruned from the log: only a full build is sure.
        if store.outbox_tail().await?.is_some_and(|tail| tail > cursor + 1) {
            return self.plan_full(store).await;
        }
        let mut changed = BTreeSet::new();
        loop {
            let entries = store.outbox_after(cursor, LOG_PAGE).await?;
            let Some(last) = entries.last() else { break };
            cursor = last.id;
            changed.extend(entries.iter().map(|entry| entry.change));
            if changed.len() > MAX_CHANGED_ARTICLES || changed.contains(&Change::Article(EVERY_ARTICLE)) {
                return self.plan_full(store).await;
            }
        }
        let mut plan = SitePlan {
            cursor,
            ..SitePlan::default()
        };
        for change in changed {
            match change {
                Change::Article(id) => add_pages_of(store, id, &mut plan).await?,
                Change::Episode(id) => add_pages_of_episode(store, id, &mut plan).await?,
            }
        }
        Ok(plan)
    }

    async fn run_npm(&self, plan: &SitePlan) -> Result<()> {
        let site = absolute(&self.site_dir)?;
        // One build at a time (the worker's and an operator's): they share the web app's
        // working files. Held until this build is published.
        let _lock = lock_builds(PathBuf::from(format!("{}.build-lock", site.display()))).await?;
        let join = |paths: &BTreeSet<String>| paths.iter().cloned().collect::<Vec<_>>().join(",");
        let mut command = tokio::process::Command::new("npm");
        command
            .args(["run", "build", "--silent"])
            .current_dir(&self.web_dir)
            .env("NEWS_API_URL", &self.api_url)
            .env("VITE_SITE_URL", &self.public_url)
            .env("NEWS_SITE_OUT", &site)
            .env(
                "NEWS_SITE_ONLY",
                if plan.full { String::new() } else { join(&plan.render) },
            )
            .env("NEWS_SITE_REMOVE", join(&plan.remove))
            .stdin(Stdio::null())
            .kill_on_drop(true);
        let output = command.output().await.map_err(|err| {
            Error::io(
                format!(
                    "cannot run `npm run build` in {} (is Node installed?)",
                    self.web_dir.display()
                ),
                err,
            )
        })?;
        if output.status.success() {
            return Ok(());
        }
        // The build's own error is on stderr; stdout only lists the pages written.
        let stderr = String::from_utf8_lossy(&output.stderr);
        let text = if stderr.trim().is_empty() {
            String::from_utf8_lossy(&output.stdout).into_owned()
        } else {
            stderr.into_owned()
        };
        let start = text.len().saturating_sub(OUTPUT_TAIL);
        let tail = text.get(start..).unwrap_or(&text).trim();
        Err(Error::Site(format!(
            "the site build failed ({}): {tail}",
            output.status
        )))
    }
}

/// Waits for the exclusive lock on `path` (made if missing); released when the file is dropped.
async fn lock_builds(path: PathBuf) -> Result<std::fs::File> {
    let context = format!("cannot lock {}", path.display());
    tokio::task::spawn_blocking(move || {
        let file = std::fs::File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)?;
        file.lock()?;
        Ok(file)
    })
    .await
    .map_err(|err| Error::io(context.clone(), std::io::Error::other(err)))?
    .map_err(|err| Error::io(context, err))
}

fn absolute(path: &Path) -> Result<PathBuf> {
    std::path::absolute(path).map_err(|err| Error::io(format!("cannot resolve {}", path.display()), err))
}

/// The pages that show article `id`: its own (or its removal), its translation's, its
/// neighbours' (their previous and next links), its language's home and its category pages.
async fn add_pages_of(store: &Store, id: i64, plan: &mut SitePlan) -> Result<()> {
    let article = match store.get_article(id, false).await {
        Ok(article) => article,
        // Deleted: the server no longer serves its page; the lists that showed it change.
        Err(Error::NotFound(_)) => {
            plan.render
                .extend(Language::ALL.iter().map(|lang| format!("/{}", lang.code())));
            return Ok(());
        }
        Err(err) => return Err(err),
    };
    let page = summary_page(&article.summary);
    let summary = &article.summary;
    if summary.status == Status::Published {
        plan.render.insert(page);
    } else {
        plan.remove.insert(page);
    }
    let lang = summary.language.code();
    plan.render.insert(format!("/{lang}"));
    if let Some(category) = store.categories().all().iter().find(|c| c.slug == summary.category) {
        let slug = match summary.language {
            Language::En => &category.slug,
            Language::Ro => &category.slug_ro,
        };
        plan.render.insert(format!("/{lang}/category/{slug}"));
        if let Some(sub) = &summary.subcategory {
            plan.render.insert(format!("/{lang}/category/{slug}/{sub}"));
        }
    }
    // Only a published article has neighbours (whose links to it its removal leaves for the
    // app to resolve: the server answers its page with 404).
    if summary.status == Status::Published {
        let (previous, next) = store.adjacent_articles(id).await?;
        for neighbour in previous.into_iter().chain(next) {
            plan.render.insert(summary_page(&neighbour));
        }
    }
    if let Some(linked) = summary.linked_article_id {
        match store.get_article(linked, true).await {
            Ok(translation) => {
                plan.render.insert(summary_page(&translation.summary));
            }
            Err(Error::NotFound(_)) => {}
            Err(err) => return Err(err),
        }
    }
    Ok(())
}

fn summary_page(summary: &ArticleSummary) -> String {
    format!("/{}/article/{}/{}", summary.language.code(), summary.id, summary.slug)
}

/// The pages that show episode `id`: its own (or its removal), its translation's, and the
/// podcast lists of its language (the podcast index and the podcast category, which shows the
/// newest). A deleted episode's lists are unknown: both languages'.
async fn add_pages_of_episode(store: &Store, id: i64, plan: &mut SitePlan) -> Result<()> {
    let lists = |plan: &mut SitePlan, language: Language| {
        plan.render.insert(podcast_path(language));
        plan.render
            .insert(format!("/{}/category/{PODCAST_CATEGORY}", language.code()));
    };
    let episode = match store.episode(id).await {
        Ok(episode) => episode,
        Err(Error::NotFound(_)) => {
            Language::ALL.into_iter().for_each(|language| lists(plan, language));
            return Ok(());
        }
        Err(err) => return Err(err),
    };
    if episode.status == EpisodeStatus::Published {
        plan.render.insert(episode.path());
    } else {
        plan.remove.insert(episode.path());
    }
    lists(plan, episode.language);
    if let Some(linked) = episode.linked_episode_id {
        match store.episode(linked).await {
            Ok(translation) if translation.status == EpisodeStatus::Published => {
                plan.render.insert(translation.path());
            }
            Ok(_) | Err(Error::NotFound(_)) => {}
            Err(err) => return Err(err),
        }
    }
    Ok(())
}
