/** Structured data for the article page (schema.org NewsArticle and BreadcrumbList). */
import { absoluteUrl } from '../../../config/paths';

export interface NewsArticleInput {
  title: string;
  description: string;
  url: string;
  image: string;
  publishedAt: string;
  modifiedAt: string;
  author: string;
  section: string;
  tags: readonly string[];
  language: string;
  siteName: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export function newsArticleJsonLd(input: NewsArticleInput, siteUrl?: string): Record<string, Json> {
  const url = absoluteUrl(input.url, siteUrl);
  const data: Record<string, Json> = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: input.title,
    description: input.description,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    datePublished: input.publishedAt,
    dateModified: input.modifiedAt,
    author: [{ '@type': 'Person', name: input.author }],
    publisher: { '@type': 'Organization', name: input.siteName },
    articleSection: input.section,
    inLanguage: input.language,
  };
  if (input.image) data.image = [absoluteUrl(input.image, siteUrl)];
  if (input.tags.length > 0) data.keywords = input.tags.join(', ');
  return data;
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl?: string): Record<string, Json> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` are written as
 * \u escapes, so no text in an article can close the block or open a comment in it; U+2028 and
 * U+2029 too, for old parsers. The JSON means the same.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
