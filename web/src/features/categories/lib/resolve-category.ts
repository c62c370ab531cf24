import type { CategoryMenuItem } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';
import { categoryPath } from '../../../config/paths';

export interface CategoryLink {
  name: string;
  href: string;
}

interface KnownCategory {
  slug: Record<Lang, string>;
  name: Record<Lang, string>;
}

/** Canonical category → localized slug and name; used when the categories API does not say. */
const KNOWN: Record<string, KnownCategory> = {
  news: { slug: { en: 'news', ro: 'stiri' }, name: { en: 'News', ro: 'Știri' } },
  politics: { slug: { en: 'politics', ro: 'politica' }, name: { en: 'Politics', ro: 'Politică' } },
  sports: { slug: { en: 'sports', ro: 'sport' }, name: { en: 'Sports', ro: 'Sport' } },
  business: { slug: { en: 'business', ro: 'afaceri' }, name: { en: 'Business', ro: 'Afaceri' } },
  tech: { slug: { en: 'tech', ro: 'tehnologie' }, name: { en: 'Tech', ro: 'Tehnologie' } },
  lifestyle: { slug: { en: 'lifestyle', ro: 'lifestyle' }, name: { en: 'Lifestyle', ro: 'Lifestyle' } },
  podcast: { slug: { en: 'podcast', ro: 'podcast' }, name: { en: 'Podcast', ro: 'Podcast' } },
  opinion: { slug: { en: 'opinion', ro: 'opinie' }, name: { en: 'Opinion', ro: 'Opinie' } },
};
const ALIASES: Record<string, string> = { sport: 'sports', technology: 'tech', opinions: 'opinion' };

function titleCase(text: string): string {
  return text
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The link for an article's canonical category in a language. Prefers the
 * categories API (its localized name and path), falls back to the table above.
 */
export function resolveCategory(canonical: string, lang: Lang, fromApi: readonly CategoryMenuItem[]): CategoryLink {
  const key = canonical.toLowerCase();
  const known = KNOWN[ALIASES[key] ?? key];
  const candidates = [known?.slug[lang], key].filter((slug): slug is string => Boolean(slug));
  for (const slug of candidates) {
    const match = fromApi.find((category) => category.slug === slug);
    if (match) return { name: match.name, href: match.path || categoryPath(lang, match.slug) };
  }
  if (known) return { name: known.name[lang], href: categoryPath(lang, known.slug[lang]) };
  return { name: titleCase(key), href: categoryPath(lang, key) };
}
