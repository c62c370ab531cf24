//! `config check`: the effective configuration, secrets redacted.

use clap::Subcommand;

use crate::Context;

#[derive(Subcommand)]
pub enum ConfigCmd {
    /// Print the effective configuration (defaults, file, environment and flags), redacted.
    Check,
}

pub fn run(cmd: ConfigCmd, context: &Context) -> anyhow::Result<()> {
    match cmd {
        ConfigCmd::Check => {
            let mut config = context.config.clone();
            config.database_url = Some(config.database());
            if context.json {
                crate::output::print_value(&config)
            } else {
                print!("{}", toml::to_string(&config)?);
                Ok(())
            }
        }
    }
}
