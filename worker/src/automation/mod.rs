//! Automation: every round, the rules whose tick is due get a queued run (one worker of many
//! claims each tick, `Store::queue_due_ticks`), and the queued runs are taken and run, each in
//! its own task under its rule's timeout, its outcome kept in the runs history. "Run now" only
//! queues a run, so whichever worker is up runs it.

mod actions;

use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::Utc;
use news_core::domain::automation::{Rule, Run, Trigger};
use news_core::store::RunOutcome;
use tokio::sync::watch;
use tokio::task::JoinSet;

use crate::Environment;

/// Runs one worker carries out at once; more wait in the queue.
const MAX_RUNNING: usize = 4;

/// Queues the due ticks and runs queued runs every `every` until `stopped`; the runs in hand
/// are finished first.
pub(crate) async fn run(env: Arc<Environment>, mut stopped: watch::Receiver<bool>, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut running = JoinSet::new();
    loop {
        tokio::select! {
            _ = stopped.wait_for(|stop| *stop) => break,
            _ = tick.tick() => {}
        }
        while running.try_join_next().is_some() {}
        if let Err(err) = env.store.queue_due_ticks(Utc::now()).await {
            tracing::warn!(error = %err, "queueing the due automation runs failed");
        }
        while running.len() < MAX_RUNNING {
            match env.store.claim_queued_run(None).await {
                Ok(Some((run, rule))) => {
                    let env = env.clone();
                    running.spawn(async move { carry_out(&env, run, rule).await });
                }
                Ok(None) => break,
                Err(err) => {
                    tracing::warn!(error = %err, "taking a queued automation run failed");
                    break;
                }
            }
        }
    }
    while running.join_next().await.is_some() {}
}

/// Runs a claimed run under its rule's timeout and records how it ended.
pub async fn carry_out(env: &Environment, run: Run, rule: Rule) -> Run {
    let started = Instant::now();
    tracing::info!(
        rule = rule.id,
        run = run.id,
        action = rule.action.as_str(),
        "automation run started"
    );
    let timeout = Duration::from_secs(rule.timeout_seconds.max(1) as u64);
    let outcome = match tokio::time::timeout(timeout, actions::perform(env, &rule, &run)).await {
        Ok(Ok(done)) => (done.output, done.problem),
        Ok(Err(err)) => (String::new(), Some(err.to_string())),
        Err(_) => (
            String::new(),
            Some(format!(
                "stopped after the rule's timeout of {} s",
                rule.timeout_seconds
            )),
        ),
    };
    let outcome = RunOutcome {
        output: outcome.0,
        error: outcome.1,
        duration_ms: started.elapsed().as_millis() as i64,
    };
    match &outcome.error {
        None => tracing::info!(
            rule = rule.id,
            run = run.id,
            ms = outcome.duration_ms,
            "automation run succeeded"
        ),
        // Someone who asked for a run sees its outcome (the page, the terminal); a scheduled
        // run's failure has only the log and the history to tell it.
        Some(error) if run.trigger == Trigger::Manual => {
            tracing::info!(rule = rule.id, run = run.id, %error, "automation run failed")
        }
        Some(error) => tracing::warn!(rule = rule.id, run = run.id, %error, "automation run failed"),
    }
    match env.store.finish_run(run.id, &outcome).await {
        Ok(finished) => finished,
        Err(err) => {
            tracing::warn!(run = run.id, error = %err, "recording an automation run's outcome failed");
            run
        }
    }
}

/// Queues the due ticks and runs every queued run at once, in this task: what `newsctl` and
/// tests do instead of waiting for a worker's round. The runs carried out.
pub async fn run_round(env: &Environment) -> news_core::Result<Vec<Run>> {
    env.store.queue_due_ticks(Utc::now()).await?;
    let mut done = Vec::new();
    while let Some((run, rule)) = env.store.claim_queued_run(None).await? {
        done.push(carry_out(env, run, rule).await);
    }
    Ok(done)
}
