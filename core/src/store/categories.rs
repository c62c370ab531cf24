//! Loads the category tables into the in-memory `Categories`.

use std::collections::HashMap;

use crate::Result;
use crate::domain::Categories;
use crate::domain::category::{Category, Subcategory};

use super::{Db, with_db};

#[derive(sqlx::FromRow)]
struct CategoryRow {
    slug: String,
    slug_ro: String,
    name_en: String,
    name_ro: String,
    menu_position: Option<i64>,
}

#[derive(sqlx::FromRow)]
struct SubcategoryRow {
    category: String,
    slug: String,
    name_en: String,
    name_ro: String,
}

pub(super) async fn load(db: &Db) -> Result<Categories> {
    let (rows, subs, aliases) = with_db!(db, pool => {
        let rows: Vec<CategoryRow> = sqlx::query_as(
            "select slug, slug_ro, name_en, name_ro, menu_position from categories order by slug",
        )
        .fetch_all(pool)
        .await?;
        let subs: Vec<SubcategoryRow> = sqlx::query_as(
            "select category, slug, name_en, name_ro from subcategories order by category, position",
        )
        .fetch_all(pool)
        .await?;
        let aliases: Vec<(String, String)> = sqlx::query_as("select alias, category from category_aliases")
            .fetch_all(pool)
            .await?;
        (rows, subs, aliases)
    });
    let canonical = rows
        .into_iter()
        .map(|r| Category {
            subcategories: subs
                .iter()
                .filter(|s| s.category == r.slug)
                .map(|s| Subcategory {
                    slug: s.slug.clone(),
                    name_en: s.name_en.clone(),
                    name_ro: s.name_ro.clone(),
                })
                .collect(),
            slug: r.slug,
            slug_ro: r.slug_ro,
            name_en: r.name_en,
            name_ro: r.name_ro,
            menu_position: r.menu_position,
        })
        .collect();
    Ok(Categories::new(
        canonical,
        aliases.into_iter().collect::<HashMap<_, _>>(),
    ))
}
