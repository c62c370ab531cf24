import type { Article, ArticleContent } from '../../../lib/api/types';


export function toArticleContent(article: Article): ArticleContent {
  const { id, slug, title, excerpt, content, image_url, imagecaption, category, author, published_at, updated_at, views, language, tags, estimated_reading_time } =
    article;
  return { id, slug, title, excerpt, content, image_url, imagecaption, category, author, published_at, updated_at, views, language, tags, estimated_reading_time };
}
