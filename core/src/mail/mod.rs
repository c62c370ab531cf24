//! Outgoing mail over SMTP (lettre). Without an SMTP server configured, mail is written as
//! `.eml` files under the data directory, so a fresh install never loses a message and an
//! operator can open the files.

mod connection;

use std::io::Write as _;
use std::path::{Path, PathBuf};

use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::config::Config;
use crate::{Error, Result, fs};

pub use connection::{Connection, SendError};

#[derive(Clone)]
enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>, connection::Endpoint),
    /// The directory of the `.eml` files.
    Files(PathBuf),
}

#[derive(Clone)]
pub struct Mailer {
    transport: Transport,
    from: Mailbox,
}

/// One message, as plain text.
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
}

/// A newsletter mail: plain text and HTML, and the one-click unsubscribe address that every
/// newsletter mail carries (RFC 8058).
pub struct ListMail<'a> {
    pub to: &'a str,
    pub subject: &'a str,
    pub text: &'a str,
    pub html: &'a str,
    pub unsubscribe_url: &'a str,
}

impl Mailer {
    pub fn from_config(config: &Config) -> Result<Self> {
        let from = config
            .mail_from
            .parse()
            .map_err(|e| Error::Config(format!("NEWS_MAIL_FROM is not a mail address: {e}")))?;
        let transport = match &config.smtp_url {
            Some(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose())
                    .map_err(|e| Error::Config(format!("NEWS_SMTP_URL is not a valid SMTP URL: {e}")))?
                    .build(),
                connection::Endpoint::parse(url.expose())?,
            ),
            None => {
                let dir = config.mail_dir();
                fs::create_private_dir(&dir)?;
                Transport::Files(dir)
            }
        };
        Ok(Self { transport, from })
    }

    pub async fn send(&self, mail: Mail) -> Result<()> {
        let to: Mailbox = mail
            .to
            .parse()
            .map_err(|e| Error::Mail(format!("bad recipient {}: {e}", mail.to)))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject)
            .header(ContentType::TEXT_PLAIN)
            .body(mail.body)
            .map_err(|e| Error::Mail(e.to_string()))?;
        self.deliver(message).await
    }

    /// Sends a message built by `list_message` (or any other).
    pub async fn deliver(&self, message: Message) -> Result<()> {
        match &self.transport {
            Transport::Smtp(smtp, _) => smtp
                .send(message)
                .await
                .map(drop)
                .map_err(|e| Error::Mail(e.to_string())),
            Transport::Files(dir) => write_eml(dir, &message.formatted()),
        }
    }

    /// A connection of its own, for sending many mails one after the other.
    pub fn connection(&self) -> Connection {
        match &self.transport {
            Transport::Smtp(_, endpoint) => Connection::smtp(endpoint.clone()),
            Transport::Files(dir) => Connection::files(dir.clone()),
        }
    }

    /// A newsletter mail with both parts and the list headers that let a mail client offer
    /// "unsubscribe" with one click.
    pub fn list_message(&self, mail: &ListMail<'_>) -> Result<Message> {
        let to: Mailbox = mail
            .to
            .parse()
            .map_err(|e| Error::Mail(format!("bad recipient {}: {e}", mail.to)))?;
        let header = |name: &'static str, value: String| HeaderValue::new(HeaderName::new_from_ascii_str(name), value);
        Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject)
            .raw_header(header("List-Unsubscribe", format!("<{}>", mail.unsubscribe_url)))
            .raw_header(header("List-Unsubscribe-Post", "List-Unsubscribe=One-Click".into()))
            .multipart(MultiPart::alternative_plain_html(
                mail.text.to_string(),
                mail.html.to_string(),
            ))
            .map_err(|e| Error::Mail(e.to_string()))
    }

    /// Sends in the background, so that answering a request never waits on (or reveals) mail
    /// delivery; a failure is logged without the message, which may hold a secret link.
    pub fn send_later(&self, mail: Mail) {
        let mailer = self.clone();
        tokio::spawn(async move {
            let subject = mail.subject.clone();
            if let Err(err) = mailer.send(mail).await {
                tracing::warn!(%subject, error = %err, "mail not sent");
            }
        });
    }
}

/// Writes one message as `<uuid>.eml`, readable by its owner only: mail holds sign-in and
/// password-reset links. lettre's file transport would leave the mode to the umask.
fn write_eml(dir: &Path, message: &[u8]) -> Result<()> {
    let path = dir.join(format!("{}.eml", uuid::Uuid::new_v4()));
    let mut file = fs::create_private_file(&path)?;
    file.write_all(message)
        .map_err(|e| Error::io(format!("cannot write {}", path.display()), e))
}
