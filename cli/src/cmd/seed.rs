//! `seed demo`: generated bilingual content.

use clap::Subcommand;

use crate::Context;

#[derive(Subcommand)]
pub enum SeedCmd {
    /// Load generated English and Romanian demo articles into an empty database.
    Demo {
        /// How many English/Romanian pairs to generate.
        #[arg(long, default_value_t = news_core::demo::DEFAULT_PAIRS, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
        pairs: u32,
    },
}

pub async fn run(cmd: SeedCmd, context: &Context) -> anyhow::Result<()> {
    match cmd {
        SeedCmd::Demo { pairs } => {
            let store = context.store().await?;
            let loaded = news_core::demo::seed(&store, &context.config.media_dir(), pairs).await?;
            println!("Loaded {loaded} demo articles.");
            Ok(())
        }
    }
}
