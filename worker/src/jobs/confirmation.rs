//! The newsletter's double opt-in mail.

use news_core::auth::new_opaque_token;
use news_core::domain::jobs::ConfirmSubscription;
use news_core::mail::ListMail;
use news_core::newsletter::{confirmation_mail, hash_token, unsubscribe_url};

use super::{Attempt, RunJob};
use crate::{Environment, WorkerError};

impl RunJob for ConfirmSubscription {
    /// Each run makes a new link (only its hash is kept), so a retry after a failed send
    /// mails a link that works. Nothing is sent once the address is confirmed or gone.
    async fn run(self, env: &Environment, _: Attempt) -> Result<(), WorkerError> {
        let token = new_opaque_token();
        let Some((subscriber, unsubscribe_token)) = env
            .store
            .renew_confirmation(self.subscriber_id, &hash_token(&token))
            .await?
        else {
            return Ok(());
        };
        let public_url = env.config.public_url();
        let (subject, text, html) = confirmation_mail(&public_url, &subscriber.language, &token, &unsubscribe_token);
        let message = env.mailer.list_message(&ListMail {
            to: &subscriber.email,
            subject: &subject,
            text: &text,
            html: &html,
            unsubscribe_url: &unsubscribe_url(&public_url, &unsubscribe_token),
        })?;
        env.mailer.deliver(message).await?;
        Ok(())
    }
}
