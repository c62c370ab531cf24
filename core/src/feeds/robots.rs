//! robots.txt: crawlers may read the site but not the API, the admin area, readers' own pages
//! (sign-in, saved articles) or search results (endless, thin pages), and learn where the
//! sitemap is.

use crate::domain::Language;

/// Reader pages under each language (web/src/config/paths.ts `AccountPage`, and search).
const PRIVATE_PAGES: [&str; 5] = ["saved", "login", "signup", "reset-password", "search"];

pub fn robots_txt(base: &str) -> String {
    let mut text = String::from("User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n");
    // Exact paths, never a `/*/saved` wildcard: that would also hide an article whose slug
    // begins with the same word.
    for page in PRIVATE_PAGES {
        text.push_str(&format!("Disallow: /{page}\n"));
        for language in Language::ALL {
            text.push_str(&format!("Disallow: /{}/{page}\n", language.code()));
        }
    }
    text.push_str(&format!("\nSitemap: {base}/sitemap.xml\n"));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn robots_hides_private_pages_and_names_the_sitemap() {
        let text = robots_txt("https://news.example");
        for line in [
            "Allow: /",
            "Disallow: /api/",
            "Disallow: /admin",
            "Disallow: /saved",
            "Disallow: /ro/reset-password",
            "Disallow: /en/search",
            "Sitemap: https://news.example/sitemap.xml",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} missing from:\n{text}");
        }
        assert!(
            text.lines().filter(|l| l.contains('*')).eq(["User-agent: *"]),
            "no wildcard paths"
        );
    }
}
