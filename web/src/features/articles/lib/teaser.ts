import type { ArticleSummary } from '../../../lib/api/types';

/** What the article page's lists show of another article (keeps the hydration data small). */
export type ArticleTeaser = Pick<
  ArticleSummary,
  'id' | 'slug' | 'title' | 'language' | 'image_url' | 'published_at' | 'category' | 'estimated_reading_time'
>;

export function toTeaser(summary: ArticleSummary): ArticleTeaser {
  const { id, slug, title, language, image_url, published_at, category, estimated_reading_time } = summary;
  return { id, slug, title, language, image_url, published_at, category, estimated_reading_time };
}
