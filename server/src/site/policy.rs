//! Each page's Content-Security-Policy, allowing exactly the page's own inline scripts.

use std::fmt;
use std::ops::Range;
use std::path::Path;
use std::sync::Mutex;
use std::time::SystemTime;

use axum::http::HeaderValue;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde::de::{Deserializer, MapAccess, Visitor};

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
    scripts: PageScripts,
}

impl PagePolicies {
    pub fn policy(&self, site_dir: &Path, page: &Path) -> HeaderValue {
        let manifest = site_dir.join(CSP_MANIFEST);
        let version = std::fs::metadata(&manifest)
            .and_then(|m| Ok((m.modified()?, m.len())))
            .ok();
        let mut loaded = self.loaded.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if loaded.as_ref().is_none_or(|current| current.version != version) {
            // Freed first, the old pages leave their memory for the new ones rather than beside it.
            *loaded = None;
            let scripts = read_manifest(&manifest);
            *loaded = Some(Loaded { version, scripts });
        }
        let scripts = page.strip_prefix(site_dir).ok().and_then(|page| {
            let current = loaded.as_ref()?;
            current.scripts.get(page)
        });
        headers::site_csp(scripts.unwrap_or_default())
    }
}

/// Each page's inline scripts' digests, in three blocks however many pages the site has.
///
/// Kept as a map of one path and one digest list per page, the 30,000 pages of the benchmark
/// site made 60,000 small blocks, and a server held about 6 MB more (BENCHMARKS.md). The header
/// is made per answer: kept whole, it would cost about 490 bytes a page (a gigabyte for two
/// million pages) where a digest costs 32 bytes.
#[derive(Default)]
struct PageScripts {
    /// Every page's path, one after another.
    paths: String,
    digests: Vec<ScriptDigest>,
    /// Where each page's path is in `paths` and its digests in `digests`, in the order of the
    /// paths once the manifest is read.
    pages: Vec<[Span; 2]>,
}

/// A start and an end, in 8 bytes rather than a range's 16.
#[derive(Clone, Copy)]
struct Span(u32, u32);

impl Span {
    /// `None` past 4 GiB of paths or 4 billion digests.
    fn new(start: usize, end: usize) -> Option<Self> {
        Some(Self(start.try_into().ok()?, end.try_into().ok()?))
    }

    fn range(self) -> Range<usize> {
        self.0 as usize..self.1 as usize
    }
}

impl PageScripts {
    fn path(&self, [path, _]: [Span; 2]) -> &Path {
        Path::new(&self.paths[path.range()])
    }

    /// The page's digests; `None` if the manifest does not name it.
    fn get(&self, page: &Path) -> Option<&[ScriptDigest]> {
        let found = self.pages.binary_search_by(|&entry| self.path(entry).cmp(page)).ok()?;
        let [_, digests] = self.pages[found];
        Some(&self.digests[digests.range()])
    }

    /// Adds a page's scripts, or leaves everything as it was if a source is not a `'sha256-…'`
    /// one (or the manifest is larger than the spans can hold).
    fn push(&mut self, page: &str, sources: &[String]) -> Option<()> {
        let (paths, digests) = (self.paths.len(), self.digests.len());
        let entry = (|| {
            for source in sources {
                self.digests.push(sha256_source(source)?);
            }
            Some([
                Span::new(paths, paths + page.len())?,
                Span::new(digests, self.digests.len())?,
            ])
        })();
        let Some(entry) = entry else {
            self.digests.truncate(digests);
            return None;
        };
        self.paths.push_str(page);
        self.pages.push(entry);
        Some(())
    }
}

impl<'de> serde::Deserialize<'de> for PageScripts {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(ManifestVisitor)
    }
}

struct ManifestVisitor;

impl<'de> Visitor<'de> for ManifestVisitor {
    type Value = PageScripts;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object of page paths and their lists of 'sha256-…' sources")
    }

    /// Each entry's strings are freed before the next one is read, so they reuse one another's
    /// memory rather than lie between the blocks that are kept.
    fn visit_map<A: MapAccess<'de>>(self, mut entries: A) -> Result<PageScripts, A::Error> {
        let mut scripts = PageScripts::default();
        while let Some(page) = entries.next_key::<String>()? {
            let sources: Vec<String> = entries.next_value()?;
            if news_core::fs::inside(&page).is_none() {
                continue;
            }
            if scripts.push(&page, &sources).is_none() {
                tracing::warn!(page = %page, "ignoring a CSP manifest entry that is not a list of 'sha256-…' sources");
            }
        }
        let mut pages = std::mem::take(&mut scripts.pages);
        pages.sort_unstable_by(|&a, &b| scripts.path(a).cmp(scripts.path(b)));
        scripts.pages = pages;
        Ok(scripts)
    }
}

/// The scripts of every page the manifest names; none if it is missing or unreadable.
fn read_manifest(manifest: &Path) -> PageScripts {
    let json = match std::fs::read(manifest) {
        Ok(json) => json,
        Err(err) => {
            tracing::warn!(error = %err, path = %manifest.display(), "the site has no readable CSP manifest; pages may run no inline script (rebuild the site)");
            return PageScripts::default();
        }
    };
    serde_json::from_slice(&json).unwrap_or_else(|err| {
        tracing::warn!(error = %err, path = %manifest.display(), "the site's CSP manifest is not valid; pages may run no inline script");
        PageScripts::default()
    })
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

    #[test]
    fn each_page_gets_the_scripts_the_manifest_names_for_it() {
        let first = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
        let second = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
        let json = serde_json::json!({
            "ro/index.html": [first, second],
            "en/index.html": [second],
            "en/about/index.html": [],
            "en/bad/index.html": [first, "'unsafe-inline'"],
            "../outside.html": [first],
        });
        let scripts: PageScripts = serde_json::from_value(json).unwrap();
        let digests = |page: &str| scripts.get(Path::new(page)).map(<[_]>::len);
        assert_eq!(digests("ro/index.html"), Some(2));
        assert_eq!(digests("en/index.html"), Some(1));
        assert_eq!(digests("en/about/index.html"), Some(0));
        assert_eq!(
            digests("en/bad/index.html"),
            None,
            "an entry with a bad source is left out"
        );
        assert_eq!(digests("../outside.html"), None);
        assert_eq!(digests("en/missing/index.html"), None);
        let ro = scripts.get(Path::new("ro/index.html")).unwrap();
        assert_eq!(
            [sha256_source(first), sha256_source(second)],
            [Some(ro[0]), Some(ro[1])]
        );
    }
}
