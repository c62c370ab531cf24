import type { Article } from '../../../lib/api/types';

/** What the article page shows of the article itself (keeps the hydration data small). */
export type ArticleContent = Pick<
  Article,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'content'
  | 'image_url'
  | 'imagecaption'
  | 'category'
  | 'author'
  | 'published_at'
  | 'updated_at'
  | 'views'
  | 'language'
  | 'tags'
  | 'estimated_reading_time'
>;

export function toArticleContent(article: Article): ArticleContent {
  const { id, slug, title, excerpt, content, image_url, imagecaption, category, author, published_at, updated_at, views, language, tags, estimated_reading_time } =
    article;
  return { id, slug, title, excerpt, content, image_url, imagecaption, category, author, published_at, updated_at, views, language, tags, estimated_reading_time };
}
