/** The article as the form would publish it, in the shape the public article view shows. */
import type { Article, ArticleContent } from '../../../lib/api/types';
import type { EditorForm } from './draft';
import { fromLocalInput } from './draft';
import { countWords, readingMinutes } from './reading-time';
import { effectiveSlug } from './slug';

/** The form as the public article view shows an article. */
export type PreviewArticle = ArticleContent;

/**
 * Fills what the form leaves empty as the server would: the category's placeholder image (the
 * news one for a category without its own), the default author, the time now.
 */
export function previewArticle(form: EditorForm, saved: Article | null, canonicalCategories: readonly string[], now: Date): PreviewArticle {
  const category = form.category.trim() || 'news';
  const placeholder = canonicalCategories.includes(category) ? category : 'news';
  const nowIso = now.toISOString();
  return {
    id: saved?.id ?? 0,
    slug: effectiveSlug(form.slug, form.title),
    title: form.title.trim() || 'Untitled',
    excerpt: form.excerpt.trim(),
    content: form.content,
    image_url: form.imageUrl.trim() || `/media/placeholders/${placeholder}.svg`,
    imagecaption: form.imageCaption.trim() || null,
    category,
    author: form.author.trim() || 'Unknown Author',
    published_at: fromLocalInput(form.publishedAt) ?? nowIso,
    updated_at: nowIso,
    views: saved?.views ?? 0,
    language: form.language,
    tags: form.tags,
    estimated_reading_time: readingMinutes(countWords(form.content)),
  };
}
