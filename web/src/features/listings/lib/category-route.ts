/** Which category listing a `/{lang}/category/{slug}/{subslug}` path means (spec §2, §3). */
import { categoryPath } from '../../../config/paths';
import type { CategoryMenuItem } from '../../../lib/api/types';
import { LANGS, type Lang } from '../../../lib/i18n/languages';

interface KnownCategory {
  slug: Record<Lang, string>;
  name: Record<Lang, string>;
}

/**
 * Spec §3's canonical categories with their Romanian aliases. The categories API lists only the
 * menu; the others (science, health…) still have listings, named from this table.
 */
const CANONICAL: Record<string, KnownCategory> = {
  news: { slug: { en: 'news', ro: 'stiri' }, name: { en: 'News', ro: 'Știri' } },
  politics: { slug: { en: 'politics', ro: 'politica' }, name: { en: 'Politics', ro: 'Politică' } },
  sports: { slug: { en: 'sports', ro: 'sport' }, name: { en: 'Sports', ro: 'Sport' } },
  business: { slug: { en: 'business', ro: 'afaceri' }, name: { en: 'Business', ro: 'Afaceri' } },
  tech: { slug: { en: 'tech', ro: 'tehnologie' }, name: { en: 'Tech', ro: 'Tehnologie' } },
  lifestyle: { slug: { en: 'lifestyle', ro: 'lifestyle' }, name: { en: 'Lifestyle', ro: 'Lifestyle' } },
  podcast: { slug: { en: 'podcast', ro: 'podcast' }, name: { en: 'Podcast', ro: 'Podcast' } },
  opinion: { slug: { en: 'opinion', ro: 'opinie' }, name: { en: 'Opinion', ro: 'Opinie' } },
  science: { slug: { en: 'science', ro: 'stiinta' }, name: { en: 'Science', ro: 'Știință' } },
  entertainment: { slug: { en: 'entertainment', ro: 'divertisment' }, name: { en: 'Entertainment', ro: 'Divertisment' } },
  education: { slug: { en: 'education', ro: 'educatie' }, name: { en: 'Education', ro: 'Educație' } },
  environment: { slug: { en: 'environment', ro: 'mediu' }, name: { en: 'Environment', ro: 'Mediu' } },
  games: { slug: { en: 'games', ro: 'jocuri' }, name: { en: 'Games', ro: 'Jocuri' } },
  health: { slug: { en: 'health', ro: 'sanatate' }, name: { en: 'Health', ro: 'Sănătate' } },
  culture: { slug: { en: 'culture', ro: 'cultura' }, name: { en: 'Culture', ro: 'Cultură' } },
};
/** Other spellings readers may type; spec §3 names 'technology'. */
const EXTRA_ALIASES: Record<string, string> = { technology: 'tech', sport: 'sports' };

export type CategoryMenus = Record<Lang, readonly CategoryMenuItem[]>;

export interface ResolvedCategory {
  /** As stored on articles: the list API's `category` filter. */
  canonical: string;
  name: string;
  /** This listing in each language. */
  paths: Record<Lang, string>;
  /** The parent category's listing in this language (for a subcategory's breadcrumb). */
  parentPath: string;
  subcategory: { slug: string; name: string } | null;
}

export type CategoryRoute =
  | { kind: 'found'; category: ResolvedCategory }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** The canonical category a slug of either language (or an alias) names, if any. */
function canonicalOf(slug: string, menus: CategoryMenus): string | null {
  for (const lang of LANGS) {
    const item = menus[lang].find((candidate) => candidate.slug === slug || candidate.category === slug);
    if (item) return item.category;
  }
  if (slug in CANONICAL) return slug;
  const fromTable = Object.entries(CANONICAL).find(([, known]) => LANGS.some((lang) => known.slug[lang] === slug));
  return fromTable?.[0] ?? EXTRA_ALIASES[slug] ?? null;
}

interface Localized {
  slug: string;
  name: string;
  subcategories: readonly { slug: string; name: string }[];
}

function localize(canonical: string, lang: Lang, menus: CategoryMenus): Localized | null {
  const item = menus[lang].find((candidate) => candidate.category === canonical);
  if (item) return item;
  const known = CANONICAL[canonical];
  return known ? { slug: known.slug[lang], name: known.name[lang], subcategories: [] } : null;
}

/**
 * Resolves the path's slugs against both languages' menus. This language's slug is found; the
 * other language's slug, a canonical name or an alias redirects to this language's slug; a
 * subcategory must be one of the category's (matched by slug in either language).
 */
export function resolveCategoryRoute(
  lang: Lang,
  rawSlug: string,
  rawSubslug: string | undefined,
  menus: CategoryMenus,
): CategoryRoute {
  const slug = rawSlug.toLowerCase();
  const subslug = rawSubslug?.toLowerCase();
  const canonical = canonicalOf(slug, menus);
  if (!canonical) return { kind: 'not-found' };
  const here = localize(canonical, lang, menus);
  if (!here) return { kind: 'not-found' };

  let subcategory: ResolvedCategory['subcategory'] = null;
  let subIndex = -1;
  if (subslug !== undefined) {
    subIndex = here.subcategories.findIndex((sub) => sub.slug === subslug);
    if (subIndex < 0) {
      // The other language's subcategory slug: same position in its menu.
      for (const other of LANGS) {
        const index = localize(canonical, other, menus)?.subcategories.findIndex((sub) => sub.slug === subslug) ?? -1;
        if (index >= 0 && here.subcategories[index]) subIndex = index;
      }
    }
    const found = here.subcategories[subIndex];
    if (!found) return { kind: 'not-found' };
    subcategory = { slug: found.slug, name: found.name };
  }

  const pathIn = (target: Lang): string => {
    const localized = target === lang ? here : localize(canonical, target, menus);
    const targetSlug = localized?.slug ?? here.slug;
    const targetSub = subIndex >= 0 ? (localized?.subcategories[subIndex]?.slug ?? subcategory?.slug) : undefined;
    return categoryPath(target, targetSlug, targetSub);
  };
  const canonicalPath = pathIn(lang);
  if (here.slug !== rawSlug || (subcategory && subcategory.slug !== rawSubslug)) {
    return { kind: 'redirect', to: canonicalPath };
  }
  const paths = Object.fromEntries(LANGS.map((target) => [target, pathIn(target)])) as Record<Lang, string>;
  return {
    kind: 'found',
    category: { canonical, name: here.name, paths, parentPath: categoryPath(lang, here.slug), subcategory },
  };
}

/** Every menu category and subcategory listing of a language (for prerendering). */
export function menuListingPaths(lang: Lang, menu: readonly CategoryMenuItem[]): string[] {
  return menu.flatMap((item) => [
    categoryPath(lang, item.slug),
    ...item.subcategories.map((sub) => categoryPath(lang, item.slug, sub.slug)),
  ]);
}
