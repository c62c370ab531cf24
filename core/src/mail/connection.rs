//! Connections for bulk mail (newsletter campaigns): each sender keeps one SMTP connection open
//! for many messages. Plain connections set TCP_NODELAY: lettre writes a message and its closing
//! `.` in two writes, and a receiver that delays its ACKs would hold every mail ~40 ms.

use std::path::PathBuf;
use std::time::Duration;

use lettre::Message;
use lettre::address::Envelope;
use lettre::transport::smtp::authentication::{Credentials, Mechanism};
use lettre::transport::smtp::client::{AsyncSmtpConnection, TlsParameters};
use lettre::transport::smtp::extension::ClientId;

use super::write_eml;
use crate::{Error, Result};

const TIMEOUT: Duration = Duration::from_secs(30);

/// Why a message was not sent, as a campaign must treat it.
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    /// Try again later (a 4xx answer, a dropped connection, a timeout).
    #[error("{0}")]
    Temporary(String),
    /// The server refuses this recipient or message for good (a 5xx answer).
    #[error("{0}")]
    Permanent(String),
}

/// Where an SMTP URL points: `smtp://[user:password@]host[:port][?tls=required]` or
/// `smtps://…` (implicit TLS).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Endpoint {
    host: String,
    port: u16,
    implicit_tls: bool,
    starttls: bool,
    credentials: Option<(String, String)>,
}

impl Endpoint {
    pub(super) fn parse(url: &str) -> Result<Self> {
        let invalid = |why: &str| Error::Config(format!("NEWS_SMTP_URL is not a valid SMTP URL: {why}"));
        let (scheme, rest) = url.split_once("://").ok_or_else(|| invalid("no scheme"))?;
        let implicit_tls = match scheme {
            "smtp" => false,
            "smtps" => true,
            _ => return Err(invalid("the scheme must be smtp or smtps")),
        };
        let (authority, query) = rest.split_once('?').unwrap_or((rest, ""));
        let authority = authority.trim_end_matches('/');
        let (credentials, host_port) = match authority.rsplit_once('@') {
            Some((user_info, host_port)) => {
                let (user, password) = user_info.split_once(':').unwrap_or((user_info, ""));
                (Some((user.to_string(), password.to_string())), host_port)
            }
            None => (None, authority),
        };
        let (host, port) = match host_port.rsplit_once(':') {
            Some((host, port)) => (host, port.parse().map_err(|_| invalid("the port is not a number"))?),
            None => (host_port, if implicit_tls { 465 } else { 587 }),
        };
        if host.is_empty() {
            return Err(invalid("no host"));
        }
        let starttls = query.split('&').any(|pair| pair == "tls=required");
        Ok(Self {
            host: host.to_string(),
            port,
            implicit_tls,
            starttls,
            credentials,
        })
    }

    async fn connect(&self) -> std::result::Result<AsyncSmtpConnection, SendError> {
        let hello = ClientId::default();
        let tls = || TlsParameters::new(self.host.clone()).map_err(|e| SendError::Temporary(e.to_string()));
        let mut connection = if self.implicit_tls {
            AsyncSmtpConnection::connect_tokio1(
                (self.host.as_str(), self.port),
                Some(TIMEOUT),
                &hello,
                Some(tls()?),
                None,
            )
            .await
            .map_err(classify)?
        } else {
            let stream = tokio::time::timeout(TIMEOUT, tokio::net::TcpStream::connect((self.host.as_str(), self.port)))
                .await
                .map_err(|_| SendError::Temporary(format!("connecting to {}:{} timed out", self.host, self.port)))?
                .map_err(|e| SendError::Temporary(format!("cannot connect to {}:{}: {e}", self.host, self.port)))?;
            stream
                .set_nodelay(true)
                .map_err(|e| SendError::Temporary(e.to_string()))?;
            AsyncSmtpConnection::connect_with_transport(Box::new(stream), &hello)
                .await
                .map_err(classify)?
        };
        if self.starttls {
            connection.starttls(tls()?, &hello).await.map_err(classify)?;
        }
        if let Some((user, password)) = &self.credentials {
            let credentials = Credentials::new(user.clone(), password.clone());
            connection
                .auth(&[Mechanism::Plain, Mechanism::Login], &credentials)
                .await
                .map_err(classify)?;
        }
        Ok(connection)
    }
}

fn classify(err: lettre::transport::smtp::Error) -> SendError {
    if err.is_permanent() {
        SendError::Permanent(err.to_string())
    } else {
        SendError::Temporary(err.to_string())
    }
}

enum Link {
    Smtp {
        endpoint: Endpoint,
        open: Option<Box<AsyncSmtpConnection>>,
    },
    Files(PathBuf),
}

/// One sender's connection: opened on first use and again after it breaks.
pub struct Connection(Link);

impl Connection {
    pub(super) fn smtp(endpoint: Endpoint) -> Self {
        Self(Link::Smtp { endpoint, open: None })
    }

    pub(super) fn files(dir: PathBuf) -> Self {
        Self(Link::Files(dir))
    }

    pub async fn send(&mut self, message: &Message) -> std::result::Result<(), SendError> {
        match &mut self.0 {
            Link::Files(dir) => write_eml(dir, &message.formatted()).map_err(|e| SendError::Temporary(e.to_string())),
            Link::Smtp { endpoint, open } => {
                let connection = match open {
                    Some(connection) if !connection.has_broken() => connection,
                    _ => open.insert(Box::new(endpoint.connect().await?)),
                };
                let envelope: &Envelope = message.envelope();
                let outcome = connection.send(envelope, &message.formatted()).await;
                if connection.has_broken() {
                    *open = None;
                }
                outcome.map(drop).map_err(classify)
            }
        }
    }

    /// Opens the connection (greeting, TLS, sign-in) without sending anything, then closes it;
    /// with mail kept as files, makes sure their directory can be written.
    pub async fn check(self) -> std::result::Result<(), SendError> {
        match &self.0 {
            Link::Files(dir) => std::fs::create_dir_all(dir).map_err(|e| SendError::Temporary(e.to_string())),
            Link::Smtp { endpoint, .. } => {
                let mut connection = endpoint.connect().await?;
                let _ = connection.quit().await;
                Ok(())
            }
        }
    }

    /// Says goodbye to the server, so it does not log an aborted session.
    pub async fn close(self) {
        if let Link::Smtp {
            open: Some(mut connection),
            ..
        } = self.0
        {
            let _ = connection.quit().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smtp_urls() {
        let plain = Endpoint::parse("smtp://127.0.0.1:2525").unwrap();
        assert_eq!(
            (plain.host.as_str(), plain.port, plain.implicit_tls, plain.starttls),
            ("127.0.0.1", 2525, false, false)
        );
        assert_eq!(plain.credentials, None);
        let relay = Endpoint::parse("smtp://user:secret@mail.example.com?tls=required").unwrap();
        assert_eq!((relay.port, relay.starttls), (587, true));
        assert_eq!(relay.credentials, Some(("user".into(), "secret".into())));
        assert!(Endpoint::parse("smtps://mail.example.com").unwrap().implicit_tls);
        for bad in ["mail.example.com", "http://x", "smtp://", "smtp://host:port"] {
            assert!(Endpoint::parse(bad).is_err(), "{bad}");
        }
    }
}
