//! The site's routing rules of spec §2, answered by the server so that crawlers and readers
//! without JavaScript get the same redirects and statuses as the web app's route guard
//! (web/src/lib/route-guard.ts) gives readers with it.

use news_core::domain::{Categories, Language};
use news_core::site::{GAMES, INFO_PAGES};

/// What a request path is, before anything is looked up but the category list.
#[derive(Debug, PartialEq, Eq)]
pub enum Route {
    /// Repeated slashes or a trailing slash: the clean path (301).
    Unclean(String),
    /// No language prefix: this path under the reader's language (302), `/` for the root.
    Unprefixed(String),
    /// An article URL without a numeric id: the language home (302).
    MalformedArticle(Language),
    /// `/{lang}/article/{id}[/{slug}]`: answered after the article is looked up (the slug is
    /// checked against its canonical address).
    Article { id: i64 },
    /// `/{lang}/podcast/{id}[/{slug}]`: answered after the episode is looked up, like an article.
    Episode { id: i64 },
    /// A page of the web app under a language prefix.
    Page,
    /// The admin area (`/admin/…`) or a backup page (`/direct-backup`, `/emergency-backup`):
    /// rendered in the browser only, never prerendered, never indexed.
    Staff,
    /// A page of the web app whose subject does not exist (an unknown category): 404, with the
    /// app shell, which renders the page's own not-found message.
    Missing,
    /// Under a language prefix but no page of the site: 404, with the build's not-found page
    /// (the web app's catch-all route, so it hydrates as it is).
    Unknown(Language),
}

/// The other pages under `/{lang}/` that are a single segment (spec §2's route table; the web
/// app's `404` page is what the server answers for no page).
const APP_PAGES: [&str; 7] = ["search", "login", "signup", "saved", "account", "reset-password", "404"];

/// The first segments of the pages outside the languages (spec §2's admin and backup routes).
const STAFF_PAGES: [&str; 3] = ["admin", "direct-backup", "emergency-backup"];

pub fn classify(path: &str, categories: &Categories) -> Route {
    let clean = normalize(path);
    if clean != path {
        return Route::Unclean(clean);
    }
    let segments: Vec<&str> = clean.split('/').skip(1).filter(|s| !s.is_empty()).collect();
    let Some((first, rest)) = segments.split_first() else {
        return Route::Unprefixed("/".into());
    };
    if STAFF_PAGES.contains(first) {
        return Route::Staff;
    }
    let Ok(language) = first.parse::<Language>() else {
        return Route::Unprefixed(clean);
    };
    match rest {
        [] => Route::Page,
        ["article", id] | ["article", id, _] => match article_id(id) {
            Some(id) => Route::Article { id },
            None => Route::MalformedArticle(language),
        },
        ["article"] => Route::MalformedArticle(language),
        [page] if INFO_PAGES.contains(page) || APP_PAGES.contains(page) => Route::Page,
        ["tag", _] | ["podcast"] => Route::Page,
        ["games", game] if GAMES.contains(game) => Route::Page,
        ["podcast", id] | ["podcast", id, _] => match article_id(id) {
            Some(id) => Route::Episode { id },
            None => Route::Unknown(language),
        },
        ["category", category] if find_category(categories, category).is_some() => Route::Page,
        ["category", category, subcategory]
            if find_category(categories, category)
                .is_some_and(|c| c.subcategories.iter().any(|s| s.slug == *subcategory)) =>
        {
            Route::Page
        }
        ["category", _] | ["category", _, _] => Route::Missing,
        _ => Route::Unknown(language),
    }
}

/// A positive id written the one way it is linked (`007` is not article 7), as the web app's
/// `parseArticleId` reads it; episodes' ids are written the same way.
fn article_id(segment: &str) -> Option<i64> {
    let digits = segment.bytes().all(|b| b.is_ascii_digit()) && !segment.starts_with('0');
    digits.then(|| segment.parse().ok()).flatten()
}

/// A category by its English or Romanian slug or an alias (spec §3); the web app redirects the
/// other language's slug to this language's.
fn find_category<'a>(categories: &'a Categories, slug: &str) -> Option<&'a news_core::domain::category::Category> {
    let canonical = categories.normalize(slug);
    categories
        .all()
        .iter()
        .find(|c| c.slug == canonical || c.slug_ro == slug)
}

/// Repeated slashes collapsed and the trailing slash dropped, as web/src/lib/language-path.ts
/// does.
pub fn normalize(path: &str) -> String {
    let mut clean = String::with_capacity(path.len() + 1);
    for segment in path.split('/').filter(|s| !s.is_empty()) {
        clean.push('/');
        clean.push_str(segment);
    }
    if clean.is_empty() {
        clean.push('/');
    }
    clean
}

#[cfg(test)]
mod tests {
    use super::*;
    use news_core::domain::category::{Category, Subcategory};
    use rstest::rstest;
    use std::collections::HashMap;

    fn categories() -> Categories {
        let sub = |slug: &str| Subcategory {
            slug: slug.into(),
            name_en: slug.into(),
            name_ro: slug.into(),
        };
        Categories::new(
            vec![
                Category {
                    slug: "politics".into(),
                    slug_ro: "politica".into(),
                    name_en: "Politics".into(),
                    name_ro: "Politică".into(),
                    menu_position: Some(1),
                    subcategories: vec![sub("local"), sub("national")],
                },
                Category {
                    slug: "tech".into(),
                    slug_ro: "tehnologie".into(),
                    name_en: "Tech".into(),
                    name_ro: "Tehnologie".into(),
                    menu_position: Some(2),
                    subcategories: vec![],
                },
            ],
            HashMap::from([("technology".to_string(), "tech".to_string())]),
        )
    }

    #[rstest]
    #[case("/", Route::Unprefixed("/".into()))]
    #[case("//", Route::Unclean("/".into()))]
    #[case("/en/", Route::Unclean("/en".into()))]
    #[case("/en//about", Route::Unclean("/en/about".into()))]
    #[case("/about", Route::Unprefixed("/about".into()))]
    #[case("/article/3/x", Route::Unprefixed("/article/3/x".into()))]
    #[case("/de/about", Route::Unprefixed("/de/about".into()))]
    #[case("/en", Route::Page)]
    #[case("/admin", Route::Staff)]
    #[case("/admin/edit/12", Route::Staff)]
    #[case("/direct-backup", Route::Staff)]
    #[case("/emergency-backup", Route::Staff)]
    #[case("/administration", Route::Unprefixed("/administration".into()))]
    #[case("/ro/about", Route::Page)]
    #[case("/ro/games", Route::Page)]
    #[case("/en/games/tetris", Route::Page)]
    #[case("/games/rubik", Route::Unprefixed("/games/rubik".into()))]
    #[case("/en/games/chess", Route::Unknown(Language::En))]
    #[case("/en/tag/budget", Route::Page)]
    #[case("/en/category/politics", Route::Page)]
    #[case("/ro/category/politica/local", Route::Page)]
    #[case("/en/category/technology", Route::Page)]
    #[case("/en/category/politics/nowhere", Route::Missing)]
    #[case("/en/category/cooking", Route::Missing)]
    #[case("/en/category/politics/local/more", Route::Unknown(Language::En))]
    #[case("/en/nowhere", Route::Unknown(Language::En))]
    #[case("/en/about/more", Route::Unknown(Language::En))]
    #[case("/en/article/abc", Route::MalformedArticle(Language::En))]
    #[case("/en/article", Route::MalformedArticle(Language::En))]
    #[case("/en/article/0", Route::MalformedArticle(Language::En))]
    #[case("/en/article/007/x", Route::MalformedArticle(Language::En))]
    #[case("/en/article/3/x/y", Route::Unknown(Language::En))]
    #[case("/ro/article/12", Route::Article { id: 12 })]
    #[case("/en/podcast", Route::Page)]
    #[case("/ro/podcast/4", Route::Episode { id: 4 })]
    #[case("/en/podcast/4/a-title", Route::Episode { id: 4 })]
    #[case("/en/podcast/04/a-title", Route::Unknown(Language::En))]
    #[case("/en/podcast/x", Route::Unknown(Language::En))]
    #[case("/en/podcast/4/a-title/more", Route::Unknown(Language::En))]
    #[case("/en/article/7/a-title", Route::Article { id: 7 })]
    fn paths_are_classified_as_the_route_guard_does(#[case] path: &str, #[case] expected: Route) {
        assert_eq!(classify(path, &categories()), expected);
    }

    /// Paths made of the pieces the router looks at: prefixes, page names, ids, slashes, dots,
    /// escapes and text (issue 14, parsers under fuzzing; `PROPTEST_CASES` sets how many).
    fn path() -> impl proptest::strategy::Strategy<Value = String> {
        use proptest::prelude::*;
        let segment = prop_oneof![
            prop::sample::select(vec![
                "",
                "en",
                "ro",
                "de",
                "article",
                "podcast",
                "category",
                "games",
                "sudoku",
                "politics",
                "politica",
                "local",
                "0",
                "007",
                "12",
                "99999999999999999999",
                "-1",
                "..",
                ".",
                "%2F",
                "%00",
                "admin",
                "ș",
            ])
            .prop_map(str::to_string),
            "\\PC{0,6}",
        ];
        prop::collection::vec(segment, 0..6).prop_map(|segments| format!("/{}", segments.join("/")))
    }

    proptest::proptest! {
        #[test]
        fn every_path_is_classified_and_a_clean_path_stays_clean(path in path()) {
            let clean = normalize(&path);
            proptest::prop_assert_eq!(normalize(&clean), clean.clone());
            match classify(&path, &categories()) {
                Route::Unclean(to) => {
                    proptest::prop_assert_eq!(&to, &clean);
                    proptest::prop_assert!(!matches!(classify(&to, &categories()), Route::Unclean(_)));
                }
                Route::Unprefixed(to) => proptest::prop_assert!(to.starts_with('/')),
                _ => proptest::prop_assert_eq!(path, clean),
            }
        }
    }
}
