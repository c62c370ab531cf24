//! The newsletter's mails. HTML mail clients ignore style sheets and most layout, so the HTML
//! part is one centred table with inline styles; every mail also has a plain-text part.

use crate::domain::text::{escape_html as escape, slugify};
use crate::store::MostRead;

struct Words {
    unsubscribe: &'static str,
    why: &'static str,
}

fn words(language: &str) -> Words {
    match language {
        "ro" => Words {
            unsubscribe: "Dezabonare",
            why: "Primești acest email pentru că te-ai abonat la newsletter.",
        },
        _ => Words {
            unsubscribe: "Unsubscribe",
            why: "You receive this email because you subscribed to the newsletter.",
        },
    }
}

pub fn unsubscribe_url(public_url: &str, token: &str) -> String {
    format!("{public_url}/api/v1/newsletter/unsubscribe?token={token}")
}

/// The page around a mail's content, with the unsubscribe footer.
fn page(language: &str, content: &str, unsubscribe: &str) -> String {
    let words = words(language);
    format!(
        "<!doctype html><html lang=\"{language}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\"></head>\
         <body style=\"margin:0;padding:0;background:#f4f4f2;\">\
         <table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"background:#f4f4f2;\"><tr><td align=\"center\" style=\"padding:24px 12px;\">\
         <table role=\"presentation\" width=\"600\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:600px;width:100%;background:#ffffff;border-radius:6px;\">\
         <tr><td style=\"padding:28px 32px;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.6;color:#1a1a1a;\">{content}</td></tr>\
         <tr><td style=\"padding:16px 32px 28px;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#666666;border-top:1px solid #e6e6e6;\">\
         {why} <a href=\"{url}\" style=\"color:#666666;\">{label}</a></td></tr>\
         </table></td></tr></table></body></html>",
        why = words.why,
        url = escape(unsubscribe),
        label = words.unsubscribe,
    )
}

fn text_footer(language: &str, unsubscribe: &str) -> String {
    let words = words(language);
    format!("\n\n--\n{} {}: {unsubscribe}\n", words.why, words.unsubscribe)
}

/// The double opt-in mail: subject, text and HTML in the subscriber's language.
pub fn confirmation_mail(
    public_url: &str,
    language: &str,
    token: &str,
    unsubscribe_token: &str,
) -> (String, String, String) {
    let link = format!("{public_url}/api/v1/newsletter/confirm?token={token}");
    let unsubscribe = unsubscribe_url(public_url, unsubscribe_token);
    let (subject, lead, button, note) = match language {
        "ro" => (
            "Confirmă abonarea la newsletter",
            "Confirmă că vrei să primești newsletterul nostru deschizând linkul de mai jos.",
            "Confirmă abonarea",
            "Linkul funcționează o singură dată, timp de 7 zile. Dacă nu te-ai abonat, ignoră acest mesaj.",
        ),
        _ => (
            "Confirm your newsletter subscription",
            "Please confirm that you want to receive our newsletter by opening the link below.",
            "Confirm subscription",
            "The link works once, for 7 days. If you did not subscribe, ignore this message.",
        ),
    };
    let text = format!("{lead}\n\n{link}\n\n{note}{}", text_footer(language, &unsubscribe));
    let content = format!(
        "<p style=\"margin:0 0 20px;\">{lead}</p>\
         <p style=\"margin:0 0 20px;\"><a href=\"{url}\" style=\"display:inline-block;padding:12px 20px;background:#b3261e;color:#ffffff;text-decoration:none;border-radius:4px;font-family:Arial,Helvetica,sans-serif;font-size:15px;\">{button}</a></p>\
         <p style=\"margin:0;font-size:14px;color:#555555;\">{note}</p>",
        url = escape(&link),
    );
    (subject.to_string(), text, page(language, &content, &unsubscribe))
}

/// A campaign's body made into one subscriber's mail.
pub struct CampaignMail {
    pub text: String,
    pub html: String,
    pub unsubscribe_url: String,
}

impl CampaignMail {
    pub fn new(public_url: &str, language: &str, body_html: &str, body_text: &str, unsubscribe_token: &str) -> Self {
        let unsubscribe_url = unsubscribe_url(public_url, unsubscribe_token);
        Self {
            text: format!("{body_text}{}", text_footer(language, &unsubscribe_url)),
            html: page(language, body_html, &unsubscribe_url),
            unsubscribe_url,
        }
    }
}

/// The digest's body: the week's most read articles, linked to the site.
pub(super) fn digest(public_url: &str, language: &str, articles: &[MostRead]) -> (String, String) {
    let heading = match language {
        "ro" => "Cele mai citite articole ale săptămânii",
        _ => "The week's most read articles",
    };
    let mut html = format!("<h1 style=\"margin:0 0 20px;font-size:24px;line-height:1.3;\">{heading}</h1>");
    let mut text = format!("{heading}\n\n");
    for article in articles {
        let url = format!(
            "{public_url}/{language}/article/{}/{}",
            article.id,
            slugify(&article.title)
        );
        html.push_str(&format!(
            "<h2 style=\"margin:0 0 6px;font-size:19px;line-height:1.35;\"><a href=\"{}\" style=\"color:#1a1a1a;\">{}</a></h2>\
             <p style=\"margin:0 0 22px;font-size:15px;color:#444444;\">{}</p>",
            escape(&url),
            escape(&article.title),
            escape(&article.excerpt),
        ));
        text.push_str(&format!("{}\n{}\n{url}\n\n", article.title, article.excerpt));
    }
    (html, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mail_says_how_to_unsubscribe_in_its_language() {
        let mail = CampaignMail::new("https://news.example", "ro", "<p>Salut</p>", "Salut", "tok");
        assert_eq!(
            mail.unsubscribe_url,
            "https://news.example/api/v1/newsletter/unsubscribe?token=tok"
        );
        assert!(
            mail.text
                .ends_with("Dezabonare: https://news.example/api/v1/newsletter/unsubscribe?token=tok\n")
        );
        assert!(mail.html.contains("<p>Salut</p>") && mail.html.contains(">Dezabonare</a>"));
        let (subject, text, html) = confirmation_mail("https://news.example", "en", "abc", "tok");
        assert_eq!(subject, "Confirm your newsletter subscription");
        assert!(text.contains("https://news.example/api/v1/newsletter/confirm?token=abc"));
        assert!(html.contains("href=\"https://news.example/api/v1/newsletter/confirm?token=abc\""));
    }

    #[test]
    fn digest_titles_are_escaped_and_linked() {
        let articles = [MostRead {
            id: 7,
            title: "Rain & <wind>".into(),
            excerpt: "Storm".into(),
        }];
        let (html, text) = digest("https://news.example", "en", &articles);
        assert!(html.contains("Rain &amp; &lt;wind&gt;"));
        assert!(text.contains("https://news.example/en/article/7/rain-wind"));
    }
}
