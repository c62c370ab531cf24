import { articlePath } from '../../../config/paths';
import type { ArticleSummary } from '../../../lib/api/types';

/** Just what a page needs to link to an article (keeps the hydration data small). */
export type ArticleLink = Pick<ArticleSummary, 'id' | 'slug' | 'title' | 'language'>;

export function toArticleLink(summary: ArticleSummary | null | undefined): ArticleLink | null {
  if (!summary) return null;
  const { id, slug, title, language } = summary;
  return { id, slug, title, language };
}

export function articleLinkPath(link: ArticleLink): string {
  return articlePath(link.language, link.id, link.slug);
}
