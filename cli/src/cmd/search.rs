//! `search reindex`: rebuild the derived search index from the database.

use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};
use news_core::SearchIndex;

use crate::Context;

#[derive(Subcommand)]
pub enum SearchCmd {
    /// Rebuild the search index of this data directory from the database.
    Reindex,
}

pub async fn run(cmd: SearchCmd, context: &Context) -> anyhow::Result<()> {
    match cmd {
        SearchCmd::Reindex => {
            let store = context.store().await?;
            let index = SearchIndex::open_for_rebuild(&context.config.search_dir())?;
            let total = store.count_articles().await?;
            let bar = ProgressBar::new(total as u64).with_style(
                ProgressStyle::with_template("{bar:40} {pos}/{len} articles ({per_sec})")
                    .unwrap_or_else(|_| ProgressStyle::default_bar()),
            );
            let indexed = index.rebuild(&store, |done| bar.set_position(done as u64)).await?;
            bar.finish_and_clear();
            println!("Indexed {indexed} published articles.");
            Ok(())
        }
    }
}
