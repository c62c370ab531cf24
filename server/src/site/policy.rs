//! Each page's Content-Security-Policy, allowing exactly the page's own inline scripts.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use axum::http::HeaderValue;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;

use crate::headers;
use news_core::fs::safe_join;

/// Written by the web build (web/build/csp-manifest.ts): each page's path in the site → the
/// `'sha256-…'` of its own inline scripts (the router's hydration data, the build hash).
const CSP_MANIFEST: &str = "csp-manifest.json";

/// Each page's policy, from the build's manifest, read again when the manifest changes.
///
/// The HTML itself is never scanned for scripts: article content can put `<script>…</script>`
/// text into a page where no browser runs it (in an attribute value, in an iframe's body), and
/// allowing its hash would let an editor run that script wherever it could be injected. A page
/// the manifest does not name (or a site without one) may run no inline script.
#[derive(Default)]
pub struct PagePolicies {
    loaded: Mutex<Option<Loaded>>,
}

struct Loaded {
    /// The manifest's modification time and length when it was read; `None` if it was missing.
    version: Option<(SystemTime, u64)>,
    policies: HashMap<PathBuf, HeaderValue>,
}

impl PagePolicies {
    pub fn policy(&self, site_dir: &Path, page: &Path) -> HeaderValue {
        let manifest = site_dir.join(CSP_MANIFEST);
        let version = std::fs::metadata(&manifest)
            .and_then(|m| Ok((m.modified()?, m.len())))
            .ok();
        let mut loaded = self.loaded.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if loaded.as_ref().is_none_or(|current| current.version != version) {
            let policies = read_manifest(&manifest, site_dir);
            *loaded = Some(Loaded { version, policies });
        }
        loaded
            .as_ref()
            .and_then(|current| current.policies.get(page).cloned())
            .unwrap_or_else(|| headers::site_csp(&[]))
    }
}

/// The policy of every page the manifest names; none if it is missing or unreadable.
fn read_manifest(manifest: &Path, site_dir: &Path) -> HashMap<PathBuf, HeaderValue> {
    let pages: HashMap<String, Vec<String>> = match std::fs::read(manifest) {
        Ok(json) => match serde_json::from_slice(&json) {
            Ok(pages) => pages,
            Err(err) => {
                tracing::warn!(error = %err, path = %manifest.display(), "the site's CSP manifest is not valid; pages may run no inline script");
                return HashMap::new();
            }
        },
        Err(err) => {
            tracing::warn!(error = %err, path = %manifest.display(), "the site has no readable CSP manifest; pages may run no inline script (rebuild the site)");
            return HashMap::new();
        }
    };
    pages
        .into_iter()
        .filter_map(|(page, hashes)| {
            if !hashes.iter().all(|hash| is_sha256_source(hash)) {
                tracing::warn!(%page, "ignoring a CSP manifest entry that is not a list of 'sha256-…' sources");
                return None;
            }
            Some((safe_join(site_dir, &page)?, headers::site_csp(&hashes)))
        })
        .collect()
}

/// `'sha256-<base64 of 32 bytes>'`: nothing else may reach the header (no `'unsafe-inline'`, no
/// second directive).
fn is_sha256_source(source: &str) -> bool {
    source
        .strip_prefix("'sha256-")
        .and_then(|rest| rest.strip_suffix('\''))
        .and_then(|hash| STANDARD.decode(hash).ok())
        .is_some_and(|digest| digest.len() == 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_sha256_sources_may_reach_the_policy() {
        assert!(is_sha256_source(
            "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
        ));
        assert!(!is_sha256_source("'unsafe-inline'"));
        assert!(!is_sha256_source("'sha256-YQ=='"), "not 32 bytes");
        assert!(!is_sha256_source(
            "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='; script-src *"
        ));
    }
}
