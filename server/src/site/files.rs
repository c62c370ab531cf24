//! Files of the built site and the media directory, sent the way a production web server sends
//! them: the build's brotli or gzip copy when the browser takes it, validators so that a page
//! that has not changed costs a 304, and a cache policy per kind of file.

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::ServeFile;

use crate::ApiError;

/// Hashed build assets never change under their name.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Pages and unhashed files are revalidated on every visit (a 304 when unchanged).
pub const REVALIDATE: &str = "no-cache";

/// A file other than a page, with the build's precompressed copy when the browser accepts it.
pub async fn send(file: PathBuf, request: Request, cache_control: &'static str) -> Response {
    let service = ServeFile::new(file).precompressed_br().precompressed_gzip();
    match service.oneshot(request).await {
        Ok(response) => {
            let mut response = response.into_response();
            response
                .headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static(cache_control));
            response
        }
        Err(err) => ApiError::internal(err).into_response(),
    }
}

/// The encodings the build writes beside each text file, in the order they are preferred.
const ENCODINGS: [(&str, &str); 2] = [("br", "br"), ("gzip", "gz")];

/// A page of the site, with `status`: its precompressed copy when the browser accepts one, and
/// an ETag made from the file's identity (a build writes new files; pages carried over from the
/// previous build keep theirs), so that an unchanged page answers 304.
pub async fn send_page(file: &Path, request_headers: &HeaderMap, status: StatusCode) -> std::io::Result<Response> {
    let accepted = accepted_encodings(request_headers);
    let (path, encoding) = ENCODINGS
        .iter()
        .filter(|(name, _)| accepted.contains(name))
        .map(|(name, extension)| (with_extension(file, extension), Some(*name)))
        .find(|(path, _)| path.is_file())
        .unwrap_or_else(|| (file.to_path_buf(), None));
    let metadata = tokio::fs::metadata(&path).await?;
    let etag = format!(
        "\"{:x}-{:x}-{:x}{}\"",
        metadata.ino(),
        metadata.len(),
        metadata.mtime_nsec() ^ metadata.mtime(),
        encoding.map(|e| format!("-{e}")).unwrap_or_default()
    );
    let etag = HeaderValue::from_str(&etag).expect("hex digits and dashes are a valid header");
    let mut response = if status == StatusCode::OK && matches_etag(request_headers, &etag) {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        let mut response = Body::from(tokio::fs::read(&path).await?).into_response();
        *response.status_mut() = status;
        if let Some(encoding) = encoding {
            response
                .headers_mut()
                .insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
        }
        response
    };
    let headers = response.headers_mut();
    headers.insert(header::ETAG, etag);
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    html_headers(headers);
    Ok(response)
}

/// A page made for this request (not a file of the build).
pub fn made_page(html: String, status: StatusCode) -> Response {
    let mut response = (status, html).into_response();
    html_headers(response.headers_mut());
    response
}

fn html_headers(headers: &mut HeaderMap) {
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(REVALIDATE));
}

fn with_extension(file: &Path, extension: &str) -> PathBuf {
    let mut name = file.as_os_str().to_owned();
    name.push(".");
    name.push(extension);
    PathBuf::from(name)
}

/// The content codings of Accept-Encoding that are not refused with `q=0`.
fn accepted_encodings(headers: &HeaderMap) -> Vec<&str> {
    weighted(headers, header::ACCEPT_ENCODING)
        .filter(|(_, weight)| *weight > 0.0)
        .map(|(name, _)| name)
        .collect()
}

/// The values of a list header with their `q` weights (1 when absent), in the order sent:
/// Accept-Encoding, Accept-Language.
pub fn weighted(headers: &HeaderMap, name: header::HeaderName) -> impl Iterator<Item = (&str, f32)> {
    headers
        .get_all(name)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|item| {
            let mut parts = item.split(';');
            let value = parts.next()?.trim();
            let weight = parts
                .filter_map(|param| param.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            Some((value, weight))
        })
}

/// If-None-Match names `etag` (or is `*`); weak and strong forms compare equal (RFC 9110 §13.1.2).
fn matches_etag(headers: &HeaderMap, etag: &HeaderValue) -> bool {
    let etag = etag.to_str().unwrap_or_default();
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(|candidate| candidate.trim().trim_start_matches("W/"))
        .any(|candidate| candidate == "*" || candidate == etag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refused_codings_are_not_accepted() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("gzip, br;q=0, deflate;q=0.5"),
        );
        assert_eq!(accepted_encodings(&headers), ["gzip", "deflate"]);
    }

    #[test]
    fn an_etag_matches_in_its_weak_form_and_in_a_list() {
        let etag = HeaderValue::from_static("\"1-2-3\"");
        let mut headers = HeaderMap::new();
        assert!(!matches_etag(&headers, &etag));
        headers.insert(
            header::IF_NONE_MATCH,
            HeaderValue::from_static("\"0-0-0\", W/\"1-2-3\""),
        );
        assert!(matches_etag(&headers, &etag));
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static("\"1-2-4\""));
        assert!(!matches_etag(&headers, &etag));
    }
}
