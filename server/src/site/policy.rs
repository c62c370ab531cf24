//! Each page's Content-Security-Policy, allowing exactly the page's own inline scripts.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Mutex;
use std::time::SystemTime;

use axum::http::HeaderValue;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;

use crate::headers::{self, ScriptDigest};

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
    /// Each page's path in the site → its inline scripts' digests. The header is made per
    /// answer: kept whole, it would cost about 490 bytes a page (a gigabyte for two million
    /// pages) where the digests cost 32 bytes a script.
    scripts: HashMap<Box<Path>, Box<[ScriptDigest]>>,
}

impl PagePolicies {
    pub fn policy(&self, site_dir: &Path, page: &Path) -> HeaderValue {
        let manifest = site_dir.join(CSP_MANIFEST);
        let version = std::fs::metadata(&manifest)
            .and_then(|m| Ok((m.modified()?, m.len())))
            .ok();
        let mut loaded = self.loaded.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if loaded.as_ref().is_none_or(|current| current.version != version) {
            let scripts = read_manifest(&manifest);
            *loaded = Some(Loaded { version, scripts });
        }
        let scripts = page.strip_prefix(site_dir).ok().and_then(|page| {
            let current = loaded.as_ref()?;
            current.scripts.get(page)
        });
        headers::site_csp(scripts.map_or(&[], |digests| digests))
    }
}

/// The scripts of every page the manifest names; none if it is missing or unreadable.
fn read_manifest(manifest: &Path) -> HashMap<Box<Path>, Box<[ScriptDigest]>> {
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
        .filter_map(|(page, sources)| {
            let page = news_core::fs::inside(&page)?;
            let Some(digests) = sources.iter().map(|source| sha256_source(source)).collect() else {
                tracing::warn!(page = %page.display(), "ignoring a CSP manifest entry that is not a list of 'sha256-…' sources");
                return None;
            };
            Some((page.into(), digests))
        })
        .collect()
}

/// The digest of `'sha256-<base64 of 32 bytes>'`: nothing else may reach the header (no
/// `'unsafe-inline'`, no second directive).
fn sha256_source(source: &str) -> Option<ScriptDigest> {
    source
        .strip_prefix("'sha256-")
        .and_then(|rest| rest.strip_suffix('\''))
        .and_then(|hash| STANDARD.decode(hash).ok())
        .and_then(|digest| digest.try_into().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_sha256_sources_may_reach_the_policy() {
        let source = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
        let digest = sha256_source(source).unwrap();
        let csp = headers::site_csp(&[digest]);
        assert!(csp.to_str().unwrap().contains(&format!("script-src 'self' {source};")));
        assert!(sha256_source("'unsafe-inline'").is_none());
        assert!(sha256_source("'sha256-YQ=='").is_none(), "not 32 bytes");
        assert!(sha256_source(&format!("{source}; script-src *")).is_none());
    }
}
