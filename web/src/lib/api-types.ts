/** Types mirroring the JSON contract of the news API (`/api/v1`). */

export type ArticleLanguage = 'en' | 'ro';

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image_url: string;
  imagecaption: string | null;
  category: string;
  subcategory: string | null;
  author: string;
  published_at: string;
  featured: boolean;
  trending: boolean;
  views: number;
  language: ArticleLanguage;
  status: string;
  tags: string[];
  geographic_scope: string;
  trust_score: number;
  estimated_reading_time: number;
  linked_article_id: number | null;
  editorial_signature: string;
}

export interface Article extends ArticleSummary {
  /** HTML, already sanitized by the server. */
  content: string;
  created_at: string;
  updated_at: string;
  user_id: number | null;
  editor_id: number | null;
  uses_blocks: boolean;
  manual_language_override: boolean;
}

export interface ArticleList {
  items: ArticleSummary[];
  total: number;
  limit: number;
  offset: number;
}

export interface AdjacentArticles {
  previous: ArticleSummary | null;
  next: ArticleSummary | null;
}

export interface Subcategory {
  slug: string;
  name: string;
  path: string;
}

export interface Category extends Subcategory {
  subcategories: Subcategory[];
}

export interface ItemsResponse<T> {
  items: T[];
}

export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
  };
}
