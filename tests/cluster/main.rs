//! Several nodes for real: two servers and two workers on one PostgreSQL database and one S3
//! bucket, each node with its own empty data directory, behind nginx, as `ops/cluster/up.sh`
//! starts them (`ops/cluster/test.sh` starts the cluster, runs this and stops it). Nodes are
//! killed with SIGKILL mid-work, as a crash would.

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

/// Where the cluster is: the variables `ops/cluster/up.sh` wrote to `cluster.env`.
struct Cluster {
    work: PathBuf,
    proxy: String,
    servers: [String; 2],
    /// Each server's `/metrics`.
    metrics: [String; 2],
    maildev: String,
    http: reqwest::Client,
    key: String,
    db: sqlx::PgPool,
}

fn var(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set: run ops/cluster/test.sh"))
}

impl Cluster {
    async fn from_env() -> Self {
        let work = PathBuf::from(var("CLUSTER_WORK"));
        let created = newsctl(
            &work,
            &["--json", "apikey", "create", "--name", "cluster", "--scope", "admin"],
        );
        let key: Value = serde_json::from_str(&created).unwrap();
        Self {
            proxy: var("CLUSTER_PROXY"),
            servers: [var("CLUSTER_SERVER_1"), var("CLUSTER_SERVER_2")],
            metrics: [var("CLUSTER_METRICS_1"), var("CLUSTER_METRICS_2")],
            maildev: var("CLUSTER_MAILDEV"),
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .unwrap(),
            key: key["key"].as_str().unwrap().to_string(),
            db: sqlx::PgPool::connect(&var("NEWS_DATABASE_URL")).await.unwrap(),
            work,
        }
    }

    fn node(&self, action: &str, name: &str) {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../ops/cluster/node.sh");
        let status = Command::new(script)
            .args([self.work.to_str().unwrap(), action, name])
            .status()
            .unwrap();
        assert!(status.success(), "node.sh {action} {name}");
    }

    fn log(&self, node: &str) -> String {
        std::fs::read_to_string(self.work.join(format!("{node}.log"))).unwrap_or_default()
    }

    async fn get(&self, url: &str) -> (StatusCode, String) {
        let response = self.http.get(url).bearer_auth(&self.key).send().await.unwrap();
        (response.status(), response.text().await.unwrap())
    }

    async fn json(&self, url: &str) -> Value {
        let (status, body) = self.get(url).await;
        assert_eq!(status, StatusCode::OK, "{url}: {body}");
        serde_json::from_str(&body).unwrap()
    }

    async fn post(&self, url: &str, body: Value) -> (StatusCode, Value) {
        let (status, body, _) = self.post_traced(url, body).await;
        (status, body)
    }

    /// Also the id the request was served under (`x-request-id`, nginx's when through it).
    async fn post_traced(&self, url: &str, body: Value) -> (StatusCode, Value, String) {
        let response = self
            .http
            .post(url)
            .bearer_auth(&self.key)
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = response.status();
        let id = response.headers()["x-request-id"].to_str().unwrap().to_string();
        (status, response.json().await.unwrap_or(Value::Null), id)
    }

    /// Every sample of a server's `/metrics` by its series.
    async fn metrics(&self, server: usize) -> std::collections::HashMap<String, f64> {
        let text = self
            .http
            .get(&self.metrics[server])
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        news_tests::metric_samples(&text)
    }

    async fn backup_status(&self, id: i64) -> String {
        let (status,): (String,) = sqlx::query_as("select status from backup_history where id = $1")
            .bind(id)
            .fetch_one(&self.db)
            .await
            .unwrap();
        status
    }

    async fn sql(&self, sql: &str) {
        sqlx::raw_sql(sqlx::AssertSqlSafe(sql)).execute(&self.db).await.unwrap();
    }
}

/// `newsctl` as an operator on this machine runs it against the cluster; its standard output.
fn newsctl(work: &std::path::Path, args: &[&str]) -> String {
    let output = Command::new(var("NEWSCTL"))
        .args(args)
        .env("NEWS_DATA_DIR", work.join("setup"))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "newsctl {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// The JSON a request answers.
async fn json_of(request: reqwest::RequestBuilder) -> Value {
    request.send().await.unwrap().json().await.unwrap()
}

/// Polls `check` every 50 ms until it gives a value, for at most `limit`.
async fn within<T, F: Future<Output = Option<T>>>(limit: Duration, what: &str, mut check: impl FnMut() -> F) -> T {
    let started = Instant::now();
    loop {
        if let Some(value) = check().await {
            return value;
        }
        assert!(started.elapsed() < limit, "{what}: not within {limit:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn png() -> Vec<u8> {
    let pixels = image::RgbImage::from_fn(640, 360, |x, y| image::Rgb([(x % 251) as u8, (y % 241) as u8, 90]));
    let mut out = std::io::Cursor::new(Vec::new());
    pixels.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

#[tokio::test]
#[ignore = "needs the cluster of ops/cluster/up.sh; ops/cluster/test.sh runs it"]
async fn two_servers_and_two_workers_share_everything_and_survive_crashes() {
    let cluster = Cluster::from_env().await;
    let [one, two] = &cluster.servers;

    // Written through one server, read through the other within a second: the article, and
    // its words in the other server's own search index.
    let marker = format!("quasar{}", std::process::id());
    let (status, article) = cluster
        .post(
            &format!("{one}/api/v1/admin/articles"),
            json!({
                "title": format!("Cluster {marker} report"),
                "language": "en",
                "category": "news",
                "status": "published",
                "content": format!("<p>Body text {marker} from server one.</p>"),
            }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{article}");
    let id = article["id"].as_i64().unwrap();
    within(
        Duration::from_secs(1),
        "the article read through the other server",
        || async {
            let (status, _) = cluster.get(&format!("{two}/api/v1/articles/{id}")).await;
            (status == StatusCode::OK).then_some(())
        },
    )
    .await;
    within(Duration::from_secs(1), "found by the other server's search", || async {
        let found = cluster.json(&format!("{two}/api/v1/search?q={marker}")).await;
        found.to_string().contains(&format!("\"id\":{id}")).then_some(())
    })
    .await;

    // An image uploaded on one server is served by the other, which has never seen it.
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(png()).file_name("bridge.png"))
        .text("alt", "A bridge");
    let uploaded = json_of(
        cluster
            .http
            .post(format!("{one}/api/v1/admin/media"))
            .bearer_auth(&cluster.key)
            .multipart(form),
    )
    .await;
    let url = uploaded["url"].as_str().unwrap_or_else(|| panic!("{uploaded}"));
    let here = cluster
        .http
        .get(format!("{one}{url}"))
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    let there = cluster.http.get(format!("{two}{url}")).send().await.unwrap();
    assert_eq!(there.status(), StatusCode::OK);
    assert_eq!(
        there.bytes().await.unwrap(),
        here,
        "the same image through both servers"
    );

    // A worker builds the site and publishes it to the bucket; both servers, whose site
    // directories started empty, serve the article's prerendered page.
    let page = format!("/en/article/{id}/{}", article["slug"].as_str().unwrap());
    for server in [one, two] {
        within(
            Duration::from_secs(300),
            "the prerendered page on each server",
            || async {
                let (status, html) = cluster.get(&format!("{server}{page}")).await;
                (status == StatusCode::OK && html.contains(&format!("Body text {marker}"))).then_some(())
            },
        )
        .await;
    }

    backup_survives_its_worker(&cluster).await;
    cluster.node("start", "worker-1");
    campaign_survives_its_worker(&cluster).await;

    // Server 2's metrics: the requests it answered, and the cluster's queues and backups.
    let metrics = cluster.metrics(1).await;
    let read = metrics
        .get(r#"newsroom_http_requests_total{method="GET",route="/api/v1/articles/{id}",status="200"}"#)
        .copied();
    assert!(read.unwrap_or_default() >= 1.0, "{metrics:?}");
    assert_eq!(metrics.get("newsroom_database_up"), Some(&1.0));
    assert!(metrics.contains_key(r#"newsroom_jobs_due{job="backups"}"#));
    assert!(metrics["newsroom_backup_last_size_bytes"] > 0.0);

    // One server dies; the proxy keeps serving pages and the API from the other.
    cluster.node("kill", "server-1");
    for n in 0..40 {
        for path in ["/api/v1/articles?limit=5", page.as_str(), "/en"] {
            let (status, body) = cluster.get(&format!("{}{path}", cluster.proxy)).await;
            assert_eq!(
                status,
                StatusCode::OK,
                "request {n} to {path} after server-1 died: {body}"
            );
        }
    }
}

/// A backup whose worker is killed mid-way is made by the other worker: completed once, whole.
async fn backup_survives_its_worker(cluster: &Cluster) {
    // Enough rows that making the backup takes a while.
    cluster
        .sql(
            "insert into user_interactions (article_id, user_fingerprint, interaction_type, created_at, counted_at) \
             select (select min(id) from articles), 'cluster-' || g, 'view', now(), now() from generate_series(1, 200000) g",
        )
        .await;
    cluster.node("stop", "worker-2");
    let id = loop {
        let (status, created, request_id) = cluster
            .post_traced(
                &format!("{}/api/v1/admin/backups", cluster.proxy),
                json!({ "backup_type": "enhanced_comprehensive" }),
            )
            .await;
        assert_eq!(status, StatusCode::ACCEPTED, "{created}");
        let id = created["backup_id"].as_i64().unwrap();
        let started = format!("\"backup\":{id}");
        let line = within(Duration::from_secs(30), "worker-1 starting the backup", || async {
            cluster
                .log("worker-1")
                .lines()
                .find(|l| l.contains("making a backup") && l.contains(&started))
                .map(str::to_string)
        })
        .await;
        assert!(
            line.contains(&format!("\"request.id\":\"{request_id}\"")),
            "the worker logs the job under the id of the request that queued it ({request_id}): {line}"
        );
        cluster.node("stop", "worker-1");
        if cluster.backup_status(id).await == "in_progress" {
            break id;
        }
        // Done before it could be stopped: try a bigger moment.
        cluster.node("cont", "worker-1");
    };
    cluster.node("kill", "worker-1");
    cluster.node("cont", "worker-2");
    let status = within(Duration::from_secs(120), "worker-2 finishing the backup", || async {
        let status = cluster.backup_status(id).await;
        (status != "in_progress").then_some(status)
    })
    .await;
    assert_eq!(status, "completed");
    assert!(
        cluster.log("worker-2").contains("queued again"),
        "worker-2 took it over"
    );
    let download = cluster
        .http
        .get(format!("{}/api/v1/admin/backups/{id}/download", cluster.proxy))
        .bearer_auth(&cluster.key)
        .send()
        .await
        .unwrap();
    assert_eq!(download.status(), StatusCode::OK);
    let bytes = download.bytes().await.unwrap();
    assert_eq!(&bytes[..4], [0x28, 0xb5, 0x2f, 0xfd], "a whole zstd archive");
}

/// A campaign whose worker is killed mid-way is finished by the other: every subscriber gets it,
/// and only a mail in flight at the crash may go twice.
async fn campaign_survives_its_worker(cluster: &Cluster) {
    const READERS: usize = 300;
    cluster
        .sql(&format!(
            "insert into newsletter_subscribers (email, language, status, unsubscribe_token, created_at, updated_at, confirmed_at) \
             select 'reader' || g || '@cluster.test', 'en', 'confirmed', md5('cluster' || g), now(), now(), now() \
             from generate_series(1, {READERS}) g"
        ))
        .await;
    let subject = format!("Cluster edition {}", std::process::id());
    let (status, draft) = cluster
        .post(
            &format!("{}/api/v1/admin/newsletter/campaigns", cluster.proxy),
            json!({ "subject": subject, "language": "en", "markdown": "The news of the day." }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{draft}");
    let id = draft["id"].as_i64().unwrap();
    cluster.node("stop", "worker-2");
    let (status, sending) = cluster
        .post(
            &format!("{}/api/v1/admin/newsletter/campaigns/{id}/send", cluster.proxy),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::ACCEPTED, "{sending}");
    let campaign = format!("{}/api/v1/admin/newsletter/campaigns/{id}", cluster.proxy);
    within(
        Duration::from_secs(60),
        "worker-1 sending part of the campaign",
        || async {
            let sent = cluster.json(&campaign).await["progress"]["sent"].as_u64().unwrap_or(0);
            (sent >= 30).then_some(())
        },
    )
    .await;
    cluster.node("kill", "worker-1");
    let cut_at = cluster.json(&campaign).await["progress"]["sent"].as_u64().unwrap();
    assert!(cut_at < READERS as u64, "killed mid-campaign, at {cut_at}");
    cluster.node("cont", "worker-2");
    let done = within(Duration::from_secs(120), "worker-2 finishing the campaign", || async {
        let state = cluster.json(&campaign).await;
        (state["status"] == "sent").then_some(state)
    })
    .await;
    assert_eq!(done["progress"]["sent"], READERS, "{done}");
    let mails = json_of(cluster.http.get(format!("{}/api/email", cluster.maildev))).await;
    let mut received: HashMap<String, usize> = HashMap::new();
    for mail in mails
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["subject"] == subject.as_str())
    {
        for to in mail["to"].as_array().into_iter().flatten() {
            *received.entry(to["address"].as_str().unwrap().to_string()).or_default() += 1;
        }
    }
    assert_eq!(received.len(), READERS, "every subscriber got the campaign");
    let twice: usize = received.values().map(|n| n - 1).sum();
    assert!(
        twice <= 4,
        "only mails in flight at the crash may go twice, not {twice}"
    );
    println!("campaign: {READERS} subscribers, killed at {cut_at} sent, {twice} sent twice");
}
