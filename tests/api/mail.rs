//! The mail capture server the tests send to: maildev, started by `ops/test.sh` on loopback
//! (`NEWS_TEST_SMTP_PORT`, `NEWS_TEST_MAILDEV_URL`; 1025 and http://127.0.0.1:1080 by default).

use std::time::{Duration, Instant};

use serde_json::Value;

pub fn smtp_port() -> u16 {
    std::env::var("NEWS_TEST_SMTP_PORT")
        .ok()
        .and_then(|port| port.parse().ok())
        .unwrap_or(1025)
}

fn inbox_url() -> String {
    std::env::var("NEWS_TEST_MAILDEV_URL").unwrap_or_else(|_| "http://127.0.0.1:1080".into())
}

/// Mails captured for `to` so far.
pub async fn mails_to(to: &str) -> Vec<Value> {
    let url = format!("{}/api/email", inbox_url());
    let response = reqwest::get(&url)
        .await
        .unwrap_or_else(|e| panic!("mail tests need maildev at {url} (bash ops/test.sh starts it): {e}"));
    let all: Vec<Value> = response.json().await.unwrap();
    all.into_iter()
        .filter(|mail| {
            mail["to"]
                .as_array()
                .is_some_and(|rcpts| rcpts.iter().any(|r| r["address"].as_str() == Some(to)))
        })
        .collect()
}

/// Waits (up to 10 s) until `count` mails to `to` have arrived; returns the newest.
pub async fn wait_for_mail(to: &str, count: usize) -> Value {
    let started = Instant::now();
    loop {
        let mails = mails_to(to).await;
        if mails.len() >= count {
            return mails.last().unwrap().clone();
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "no mail #{count} to {to} after 10 s (got {})",
            mails.len()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The token of the first link in a mail's text.
pub fn link_token(mail: &Value) -> String {
    let text = mail["text"].as_str().unwrap();
    let start = text.find("token=").unwrap_or_else(|| panic!("no link in {text}")) + "token=".len();
    text[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect()
}

/// The path and query of the first link in a mail's text.
pub fn link_path(mail: &Value) -> String {
    let text = mail["text"].as_str().unwrap();
    let start = text.find("http").unwrap();
    let url: String = text[start..].chars().take_while(|c| !c.is_whitespace()).collect();
    let after_scheme = &url[url.find("://").unwrap() + 3..];
    after_scheme[after_scheme.find('/').unwrap()..].to_string()
}

/// A header of a captured mail as it was sent (maildev's parsed headers leave some out).
pub async fn header(mail: &Value, name: &str) -> Option<String> {
    let url = format!("{}/api/email/{}/source", inbox_url(), mail["id"].as_str().unwrap());
    let source = reqwest::get(&url).await.unwrap().text().await.unwrap();
    let head = source.split("\r\n\r\n").next().unwrap_or("").replace("\r\n ", " ");
    let prefix = format!("{}:", name.to_ascii_lowercase());
    head.lines()
        .find(|line| line.to_ascii_lowercase().starts_with(&prefix))
        .map(|line| line[prefix.len()..].trim().to_string())
}
