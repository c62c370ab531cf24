//! Categories (spec §3): the canonical list, Romanian aliases and the per-language menu.
//! The data lives in the database (seeded by a migration); this type holds it in memory.

use std::collections::HashMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::Language;

#[derive(Clone, Debug)]
pub struct Category {
    pub slug: String,
    pub slug_ro: String,
    pub name_en: String,
    pub name_ro: String,
    pub menu_position: Option<i64>,
    pub subcategories: Vec<Subcategory>,
}

#[derive(Clone, Debug)]
pub struct Subcategory {
    pub slug: String,
    pub name_en: String,
    pub name_ro: String,
}

/// A category menu item of spec §3: name, path and optional subcategories.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct CategoryMenuItem {
    /// The category as it is stored on articles (canonical).
    pub category: String,
    /// The URL slug in the requested language.
    pub slug: String,
    pub name: String,
    pub path: String,
    pub subcategories: Vec<SubcategoryMenuItem>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SubcategoryMenuItem {
    pub slug: String,
    pub name: String,
    pub path: String,
}

#[derive(Clone, Debug, Default)]
pub struct Categories {
    canonical: Vec<Category>,
    aliases: HashMap<String, String>,
}

impl Categories {
    pub fn new(canonical: Vec<Category>, aliases: HashMap<String, String>) -> Self {
        Self { canonical, aliases }
    }

    /// Spec §3: canonical names stay, Romanian aliases and 'technology' map to their canonical
    /// category, and anything else is kept lowercased.
    pub fn normalize(&self, raw: &str) -> String {
        let lower = raw.trim().to_lowercase();
        if let Some(canonical) = self.aliases.get(&lower) {
            return canonical.clone();
        }
        lower
    }

    pub fn is_canonical(&self, slug: &str) -> bool {
        self.canonical.iter().any(|c| c.slug == slug)
    }

    pub fn all(&self) -> &[Category] {
        &self.canonical
    }

    /// The site's category menu in one language, in menu order.
    pub fn menu(&self, language: Language) -> Vec<CategoryMenuItem> {
        let mut items: Vec<&Category> = self.canonical.iter().filter(|c| c.menu_position.is_some()).collect();
        items.sort_by_key(|c| c.menu_position);
        items
            .into_iter()
            .map(|c| {
                let (slug, name) = match language {
                    Language::En => (&c.slug, &c.name_en),
                    Language::Ro => (&c.slug_ro, &c.name_ro),
                };
                let path = format!("/{}/category/{}", language.code(), slug);
                CategoryMenuItem {
                    category: c.slug.clone(),
                    slug: slug.clone(),
                    name: name.clone(),
                    subcategories: c
                        .subcategories
                        .iter()
                        .map(|s| SubcategoryMenuItem {
                            slug: s.slug.clone(),
                            name: match language {
                                Language::En => s.name_en.clone(),
                                Language::Ro => s.name_ro.clone(),
                            },
                            path: format!("{path}/{}", s.slug),
                        })
                        .collect(),
                    path,
                }
            })
            .collect()
    }
}
