/**
 * The editor's form: what it holds of an article, how it becomes the draft the API takes, and
 * the rules it is checked by before a save (the server checks them again and names the field).
 */
import { ApiError } from '../../../lib/api-client';
import type { Article, Language } from '../../../lib/api/types';
import type { EditorDraft } from '../api/create-article';
import { slugError } from './slug';

export const GEOGRAPHIC_SCOPES = ['local', 'national', 'international'] as const;
type GeographicScope = (typeof GEOGRAPHIC_SCOPES)[number];

export const MAX_TITLE_LENGTH = 300;
export const MAX_TAGS = 30;
const MAX_TAG_LENGTH = 50;
/** Where the server's category placeholders live: an article showing one has no image of its own. */
const PLACEHOLDERS = '/media/placeholders/';

export interface EditorForm {
  title: string;
  excerpt: string;
  /** HTML, as the rich-text editor writes it. */
  content: string;
  imageUrl: string;
  imageCaption: string;
  category: string;
  subcategory: string;
  author: string;
  /** A `datetime-local` value in the editor's time zone; empty when not set. */
  publishedAt: string;
  featured: boolean;
  trending: boolean;
  /** Trending was set here: it is sent as the editor's choice, else the computation decides. */
  trendingSet: boolean;
  language: Language;
  tags: string[];
  geographicScope: GeographicScope;
  trustScore: string;
  manualLanguageOverride: boolean;
  editorialSignature: string;
  /** The editor's slug; empty follows the title. */
  slug: string;
}

export type FieldName = keyof EditorForm;
export type FieldErrors = Partial<Record<FieldName, string>>;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An instant as a `datetime-local` value in the browser's time zone, to the minute. */
export function toLocalInput(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant, or null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function isScope(value: string): value is GeographicScope {
  return (GEOGRAPHIC_SCOPES as readonly string[]).includes(value);
}

/** A new article's form (spec §3 defaults; the server fills author and signature when empty). */
export function emptyForm(language: Language): EditorForm {
  return {
    title: '',
    excerpt: '',
    content: '',
    imageUrl: '',
    imageCaption: '',
    category: 'news',
    subcategory: '',
    author: '',
    publishedAt: '',
    featured: false,
    trending: false,
    trendingSet: false,
    language,
    tags: [],
    geographicScope: 'international',
    trustScore: '0.8',
    manualLanguageOverride: false,
    editorialSignature: '',
    slug: '',
  };
}

export function formFromArticle(article: Article): EditorForm {
  return {
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    // The API answers the category's placeholder for an article without an image.
    imageUrl: article.image_url.startsWith(PLACEHOLDERS) ? '' : article.image_url,
    imageCaption: article.imagecaption ?? '',
    category: article.category,
    subcategory: article.subcategory ?? '',
    author: article.author,
    publishedAt: toLocalInput(article.published_at),
    featured: article.featured,
    trending: article.trending,
    trendingSet: false,
    language: article.language,
    tags: article.tags,
    geographicScope: isScope(article.geographic_scope) ? article.geographic_scope : 'international',
    trustScore: String(article.trust_score),
    manualLanguageOverride: article.manual_language_override,
    editorialSignature: article.editorial_signature,
    slug: article.custom_slug ?? '',
  };
}

/** The editor's HTML without the empty paragraphs it keeps at the end for the cursor. */
function cleanContent(html: string): string {
  return html.replace(/(?:<p><\/p>)+$/, '');
}

function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The draft the API takes. What the form does not own comes from `saved`, the article as the
 * server last answered: its status (changed only through /status), its translation link
 * (changed only through /translation) and its block flag. The reading time is left to the
 * server, which counts it from the content.
 */
export function toDraft(form: EditorForm, saved: Article | null): EditorDraft {
  const trust = Number(form.trustScore);
  return {
    title: form.title.trim(),
    excerpt: form.excerpt.trim(),
    content: cleanContent(form.content),
    image_url: orNull(form.imageUrl),
    imagecaption: orNull(form.imageCaption),
    category: orNull(form.category),
    subcategory: orNull(form.subcategory),
    author: orNull(form.author),
    published_at: fromLocalInput(form.publishedAt),
    featured: form.featured,
    trending: form.trendingSet ? form.trending : null,
    language: form.language,
    status: saved?.status ?? 'draft',
    tags: form.tags,
    geographic_scope: form.geographicScope,
    trust_score: form.trustScore.trim() === '' || Number.isNaN(trust) ? null : trust,
    estimated_reading_time: null,
    linked_article_id: saved?.linked_article_id ?? null,
    manual_language_override: form.manualLanguageOverride,
    editorial_signature: orNull(form.editorialSignature),
    uses_blocks: saved?.uses_blocks ?? false,
    custom_slug: orNull(form.slug),
  };
}

/** Why `tag` cannot join `tags`, or null when it can. */
export function tagError(tag: string, tags: readonly string[]): string | null {
  if (tags.length >= MAX_TAGS) return `An article has at most ${String(MAX_TAGS)} tags.`;
  if (tag.length > MAX_TAG_LENGTH) return `A tag is at most ${String(MAX_TAG_LENGTH)} characters (this one has ${String(tag.length)}).`;
  return null;
}

/** An image address the server takes: absolute http(s), or a file of this site's media. */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/media/')) return !value.includes('..');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The form's mistakes, by field; empty when it can be saved. */
export function validateForm(form: EditorForm): FieldErrors {
  const errors: FieldErrors = {};
  const title = form.title.trim();
  if (title === '') errors.title = 'Give the article a title.';
  else if (title.length > MAX_TITLE_LENGTH) errors.title = `A title is at most ${String(MAX_TITLE_LENGTH)} characters (this one has ${String(title.length)}).`;
  if (form.tags.length > MAX_TAGS) errors.tags = `An article has at most ${String(MAX_TAGS)} tags (this one has ${String(form.tags.length)}).`;
  else {
    const long = form.tags.find((tag) => tag.length > MAX_TAG_LENGTH);
    if (long !== undefined) errors.tags = `A tag is at most ${String(MAX_TAG_LENGTH)} characters: “${long.slice(0, 20)}…” is longer.`;
  }
  const image = form.imageUrl.trim();
  if (image !== '' && !isImageUrl(image)) errors.imageUrl = 'Use an absolute address (https://…) or a file of this site (/media/…).';
  const trust = Number(form.trustScore);
  if (form.trustScore.trim() === '' || Number.isNaN(trust) || trust < 0 || trust > 1) errors.trustScore = 'The trust score is a number from 0 to 1, e.g. 0.8.';
  const slug = slugError(form.slug);
  if (slug !== null) errors.slug = slug;
  if (form.publishedAt !== '' && fromLocalInput(form.publishedAt) === null) errors.publishedAt = 'Enter a date and a time.';
  return errors;
}

/** The API's names for the form's fields, as its 422 messages start. */
const API_FIELDS: Record<string, FieldName> = {
  title: 'title',
  excerpt: 'excerpt',
  content: 'content',
  image_url: 'imageUrl',
  imagecaption: 'imageCaption',
  category: 'category',
  subcategory: 'subcategory',
  author: 'author',
  published_at: 'publishedAt',
  language: 'language',
  tags: 'tags',
  geographic_scope: 'geographicScope',
  trust_score: 'trustScore',
  editorial_signature: 'editorialSignature',
  custom_slug: 'slug',
};

/** The field a 422 answer names (`title: …`) and its message, or null for any other error. */
export function serverFieldError(error: unknown): { field: FieldName; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const match = /^([a-z_]+):\s*([\s\S]+)$/.exec(error.message);
  const field = match ? API_FIELDS[match[1] ?? ''] : undefined;
  if (!match || field === undefined) return null;
  const message = match[2] ?? '';
  return { field, message: message.charAt(0).toUpperCase() + message.slice(1) };
}
