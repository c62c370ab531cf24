//! The few answers that are HTML pages rather than JSON: the links people open from mail
//! (address confirmation, newsletter confirmation and unsubscribe). One small styled page, with
//! its own policy: it may style itself and post its one form back here, nothing else.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use news_core::domain::text::escape_html as escape;

const PAGE_CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

pub(crate) struct Page<'a> {
    pub lang: &'a str,
    pub title: &'a str,
    pub text: &'a str,
    /// A button posting to this same-site path.
    pub form: Option<(&'a str, &'a str)>,
    /// A link onwards: its path and label.
    pub link: Option<(&'a str, &'a str)>,
}

impl Page<'_> {
    pub(crate) fn respond(&self, status: StatusCode) -> Response {
        let form = self
            .form
            .map(|(action, label)| {
                format!(
                    "<form method=\"post\" action=\"{}\"><button type=\"submit\">{}</button></form>",
                    escape(action),
                    escape(label)
                )
            })
            .unwrap_or_default();
        let link = self
            .link
            .map(|(href, label)| format!("<p><a href=\"{}\">{}</a></p>", escape(href), escape(label)))
            .unwrap_or_default();
        let html = format!(
            "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{title}</title>\
             <style>body{{margin:0;padding:0 1rem;font:17px/1.6 Georgia,'Times New Roman',serif;color:#1a1a1a;background:#f4f4f2}}\
             main{{max-width:32rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:6px}}\
             h1{{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}}a{{color:#1a1a1a}}\
             button{{font:600 1rem Arial,Helvetica,sans-serif;padding:.7rem 1.2rem;border:0;border-radius:4px;background:#b3261e;color:#fff;cursor:pointer}}\
             button:focus-visible,a:focus-visible{{outline:3px solid #1a1a1a;outline-offset:2px}}</style></head>\
             <body><main><h1>{title}</h1><p>{text}</p>{form}{link}</main></body></html>",
            lang = escape(self.lang),
            title = escape(self.title),
            text = escape(self.text),
        );
        let mut response = (status, Html(html)).into_response();
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(PAGE_CSP));
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        response
    }
}
