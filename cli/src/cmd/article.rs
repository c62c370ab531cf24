//! `article …`: list, show, create, change status, schedule, revisions, translations, delete,
//! export and import.

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::PathBuf;

use anyhow::Context as _;
use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};
use news_core::domain::{Article, ArticleDraft, ArticleFilter, ArticleSummary, Status, StatusFilter};
use news_core::store::{Page, RevisionSummary, TRASH_RETENTION};
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::{clip, print_rows, print_value};

#[derive(Subcommand)]
pub enum ArticleCmd {
    /// List articles, newest first.
    List {
        /// draft, scheduled, published, archived, rejected or all.
        #[arg(long, default_value = "all")]
        status: String,
        /// en or ro.
        #[arg(long)]
        language: Option<String>,
        #[arg(long)]
        featured: Option<bool>,
        #[arg(long)]
        trending: Option<bool>,
        /// A canonical category or an alias.
        #[arg(long)]
        category: Option<String>,
        #[arg(long)]
        subcategory: Option<String>,
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(i64).range(1..=1000))]
        limit: i64,
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(i64).range(0..))]
        offset: i64,
        /// List the deleted articles that can still be restored instead.
        #[arg(long)]
        trash: bool,
    },
    /// Show one article, whatever its status.
    Show { id: i64 },
    /// Create an article from a JSON file or a Markdown file with front matter.
    Create {
        #[arg(long)]
        file: PathBuf,
    },
    /// Make an article public.
    Publish { id: i64 },
    /// Have the worker publish an article at a time to come.
    Schedule {
        id: i64,
        /// When, as RFC 3339 (2026-12-01T08:00:00Z or with an offset).
        #[arg(long)]
        at: chrono::DateTime<chrono::FixedOffset>,
    },
    /// Take an article back to draft, off the site.
    Unpublish { id: i64 },
    /// Take an article off the site, keeping it.
    Archive { id: i64 },
    /// Mark an article as rejected.
    Reject { id: i64 },
    /// Move an article to the trash, where it can be restored for 30 days; with --purge, delete
    /// it for good (from the trash too).
    Delete {
        id: i64,
        #[arg(long)]
        purge: bool,
        /// Confirm a purge, which cannot be undone.
        #[arg(long, requires = "purge")]
        yes: bool,
    },
    /// Put a deleted article back from the trash.
    Restore { id: i64 },
    /// List an article's revisions, newest first.
    Revisions { id: i64 },
    /// Make a draft in the other language, linked as the article's translation.
    Translate { id: i64 },
    /// Link two articles in different languages as each other's translation.
    Link { id: i64, other: i64 },
    /// Unlink an article from its translation.
    Unlink { id: i64 },
    /// Write every article as NDJSON, one per line.
    Export {
        /// Output file; standard output when absent.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Read NDJSON articles (as exported) and write them, keeping their ids; all or nothing.
    Import {
        /// Input file; standard input when absent or `-`.
        file: Option<PathBuf>,
    },
}

#[derive(Tabled, Serialize)]
struct ArticleRow {
    id: i64,
    #[tabled(rename = "lang")]
    language: String,
    status: String,
    category: String,
    published: String,
    title: String,
}

impl From<&ArticleSummary> for ArticleRow {
    fn from(s: &ArticleSummary) -> Self {
        Self {
            id: s.id,
            language: s.language.code().into(),
            status: s.status.as_str().into(),
            category: match &s.subcategory {
                Some(sub) => format!("{}/{sub}", s.category),
                None => s.category.clone(),
            },
            published: s.published_at.format("%Y-%m-%d %H:%M").to_string(),
            title: s.title.clone(),
        }
    }
}

#[derive(Tabled, Serialize)]
struct RevisionRow {
    id: i64,
    version: i64,
    saved: String,
    by: String,
    autosave: bool,
    title: String,
}

impl From<&RevisionSummary> for RevisionRow {
    fn from(r: &RevisionSummary) -> Self {
        Self {
            id: r.id,
            version: r.version,
            saved: r.saved_at.format("%Y-%m-%d %H:%M:%S").to_string(),
            by: r.saved_by.clone(),
            autosave: r.autosave,
            title: clip(&r.title, 50),
        }
    }
}

pub async fn run(cmd: ArticleCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    match cmd {
        ArticleCmd::List {
            status,
            language,
            featured,
            trending,
            category,
            subcategory,
            limit,
            offset,
            trash,
        } => {
            if trash {
                return list_trash(&store, context.json).await;
            }
            let status = match status.parse()? {
                StatusFilter::All => None,
                StatusFilter::Only(status) => Some(status),
            };
            let filter = ArticleFilter {
                status,
                excluded: Vec::new(),
                language: language.as_deref().map(str::parse).transpose()?,
                featured,
                trending,
                category: category.map(|c| store.categories().normalize(&c)),
                subcategory: subcategory.map(|s| s.to_lowercase()),
                ..ArticleFilter::default()
            };
            let (items, total) = store.list_articles(&filter, Page { limit, offset }).await?;
            if context.json {
                return print_value(&serde_json::json!({ "items": items, "total": total }));
            }
            let rows: Vec<ArticleRow> = items
                .iter()
                .map(|s| ArticleRow {
                    title: clip(&s.title, 60),
                    ..ArticleRow::from(s)
                })
                .collect();
            print_rows(&rows, false)?;
            println!("{} of {total} articles", rows.len());
            Ok(())
        }
        ArticleCmd::Show { id } => show(&store.get_article(id, false).await?, context.json),
        ArticleCmd::Create { file } => {
            let draft = read_draft(&file)?;
            let article = store.create_article(draft, Some(&context.operator())).await?;
            show(&article, context.json)
        }
        ArticleCmd::Publish { id } => show(
            &store
                .set_article_status(id, Status::Published, &context.operator())
                .await?,
            context.json,
        ),
        ArticleCmd::Schedule { id, at } => show(
            &store
                .schedule_article(id, at.with_timezone(&chrono::Utc), &context.operator())
                .await?,
            context.json,
        ),
        ArticleCmd::Unpublish { id } => show(
            &store.set_article_status(id, Status::Draft, &context.operator()).await?,
            context.json,
        ),
        ArticleCmd::Archive { id } => show(
            &store
                .set_article_status(id, Status::Archived, &context.operator())
                .await?,
            context.json,
        ),
        ArticleCmd::Reject { id } => show(
            &store
                .set_article_status(id, Status::Rejected, &context.operator())
                .await?,
            context.json,
        ),
        ArticleCmd::Delete { id, purge: false, .. } => {
            store.delete_article(id, &context.operator()).await?;
            println!(
                "Moved article {id} to the trash; `newsctl article restore {id}` brings it back within {} days.",
                TRASH_RETENTION.num_days()
            );
            Ok(())
        }
        ArticleCmd::Delete { id, purge: true, yes } => {
            if !yes {
                anyhow::bail!("Deleting article {id} for good cannot be undone; run again with --yes.");
            }
            store.purge_article(id, &context.operator()).await?;
            println!("Deleted article {id} for good.");
            Ok(())
        }
        ArticleCmd::Restore { id } => {
            let article = store.restore_article(id, &context.operator()).await?;
            if context.json {
                return print_value(&article);
            }
            println!("Restored article {id} ({}).", article.summary.status.as_str());
            Ok(())
        }
        ArticleCmd::Revisions { id } => {
            let revisions = store.list_revisions(id).await?;
            if context.json {
                return print_value(&revisions);
            }
            let rows: Vec<RevisionRow> = revisions.iter().map(RevisionRow::from).collect();
            print_rows(&rows, false)?;
            println!("{} revisions", rows.len());
            Ok(())
        }
        ArticleCmd::Translate { id } => show(&store.create_translation(id, &context.operator()).await?, context.json),
        ArticleCmd::Link { id, other } => show(
            &store.link_translation(id, other, &context.operator()).await?,
            context.json,
        ),
        ArticleCmd::Unlink { id } => show(&store.unlink_translation(id, &context.operator()).await?, context.json),
        ArticleCmd::Export { output } => export(&store, output).await,
        ArticleCmd::Import { file } => {
            let drafts = match file.filter(|f| f.as_os_str() != "-") {
                Some(path) => {
                    let input = File::open(&path).with_context(|| format!("cannot open {}", path.display()))?;
                    news_core::ndjson::read_drafts(BufReader::new(input))?
                }
                None => news_core::ndjson::read_drafts(std::io::stdin().lock())?,
            };
            let imported = store.import_articles(drafts).await?;
            store
                .record_audit(&context.operator(), "article.import", &format!("{imported} articles"))
                .await?;
            println!("Imported {imported} articles.");
            Ok(())
        }
    }
}

fn show(article: &Article, json: bool) -> anyhow::Result<()> {
    if json {
        return print_value(article);
    }
    let s = &article.summary;
    print_rows(&[ArticleRow::from(s)], false)?;
    println!(
        "author: {}   tags: {}   views: {}",
        s.author,
        s.tags.join(", "),
        s.views
    );
    if let Some(linked) = s.linked_article_id {
        println!("translation: article {linked}");
    }
    Ok(())
}

fn read_draft(path: &PathBuf) -> anyhow::Result<ArticleDraft> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let is_markdown = path.extension().is_some_and(|e| e == "md" || e == "markdown");
    if is_markdown {
        return Ok(news_core::markdown::parse_article(&text)?);
    }
    serde_json::from_str(&text).with_context(|| format!("{} is not an article in JSON", path.display()))
}

async fn export(store: &news_core::Store, output: Option<PathBuf>) -> anyhow::Result<()> {
    let (mut out, bar): (Box<dyn Write>, ProgressBar) = match &output {
        Some(path) => {
            let file = File::create(path).with_context(|| format!("cannot create {}", path.display()))?;
            let bar = ProgressBar::new(store.count_articles().await? as u64).with_style(
                ProgressStyle::with_template("{bar:40} {pos}/{len} articles")
                    .unwrap_or_else(|_| ProgressStyle::default_bar()),
            );
            (Box::new(BufWriter::new(file)), bar)
        }
        None => (
            Box::new(BufWriter::new(std::io::stdout().lock())),
            ProgressBar::hidden(),
        ),
    };
    let mut after = 0;
    loop {
        let page = store.export_page(after, 500, false).await?;
        for article in &page.articles {
            news_core::ndjson::write_article(&mut out, article)?;
        }
        bar.inc(page.articles.len() as u64);
        match page.next_after {
            Some(next) => after = next,
            None => break,
        }
    }
    out.flush().context("cannot write the export")?;
    bar.finish_and_clear();
    if let Some(path) = output {
        eprintln!("Exported {} articles to {}.", bar.position(), path.display());
    }
    Ok(())
}

#[derive(Tabled, Serialize)]
struct TrashRow {
    id: i64,
    #[tabled(rename = "lang")]
    language: String,
    deleted: String,
    by: String,
    title: String,
}

async fn list_trash(store: &news_core::Store, json: bool) -> anyhow::Result<()> {
    let items = store.list_trash().await?;
    if json {
        return print_value(&items);
    }
    let rows: Vec<TrashRow> = items
        .iter()
        .map(|item| TrashRow {
            id: item.id,
            language: item.language.clone(),
            deleted: item.deleted_at.format("%Y-%m-%d %H:%M").to_string(),
            by: item.deleted_by.clone(),
            title: clip(&item.title, 60),
        })
        .collect();
    print_rows(&rows, false)
}
