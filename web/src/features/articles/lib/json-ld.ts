/** Structured data for the article page (schema.org NewsArticle and BreadcrumbList). */
import { absoluteUrl } from '../../../config/paths';
import type { Json } from '../../../lib/json-ld';

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
