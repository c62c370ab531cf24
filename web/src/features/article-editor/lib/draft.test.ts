import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { Article } from '../../../lib/api/types';
import { articleFixture } from '../../../testing/fixtures';
import { emptyForm, formFromArticle, fromLocalInput, serverFieldError, tagError, toDraft, toLocalInput, validateForm, type EditorForm } from './draft';

function saved(overrides: Partial<Article> = {}): Article {
  return { ...articleFixture(), status: 'draft', version: 3, custom_slug: null, ...overrides };
}

function form(overrides: Partial<EditorForm> = {}): EditorForm {
  return { ...emptyForm('en'), title: 'A title', ...overrides };
}

describe('the form of an article', () => {
  it('holds its fields, with no image of its own when the API answered the placeholder', () => {
    const article = saved({ image_url: '/media/placeholders/news.svg', custom_slug: 'park', imagecaption: null, subcategory: null });
    const loaded = formFromArticle(article);
    expect(loaded).toMatchObject({
      title: 'City Council Approves New Park',
      imageUrl: '',
      imageCaption: '',
      subcategory: '',
      slug: 'park',
      trustScore: '0.9',
      geographicScope: 'local',
      trendingSet: false,
      tags: ['parks', 'city'],
    });
    expect(fromLocalInput(loaded.publishedAt)).toBe('2026-03-05T09:15:00.000Z');
  });

  it('keeps a time to the minute in the browser’s zone, and back', () => {
    const local = toLocalInput('2026-11-24T07:30:45Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-11-24T07:30:00.000Z');
    expect(fromLocalInput('')).toBeNull();
  });
});

describe('toDraft', () => {
  it('maps every field to the API’s names, empty text as null', () => {
    const draft = toDraft(
      form({
        title: '  Budget vote  ',
        excerpt: ' Short. ',
        content: '<p>Text</p>',
        imageUrl: ' https://example.org/a.jpg ',
        imageCaption: '',
        category: 'politics',
        subcategory: '',
        author: '',
        publishedAt: toLocalInput('2026-11-24T07:30:00Z'),
        featured: true,
        tags: ['budget'],
        geographicScope: 'national',
        trustScore: '0.75',
        manualLanguageOverride: true,
        editorialSignature: ' Desk ',
        slug: ' budget-vote ',
      }),
      null,
    );
    expect(draft).toEqual({
      title: 'Budget vote',
      excerpt: 'Short.',
      content: '<p>Text</p>',
      image_url: 'https://example.org/a.jpg',
      imagecaption: null,
      category: 'politics',
      subcategory: null,
      author: null,
      published_at: '2026-11-24T07:30:00.000Z',
      featured: true,
      trending: null,
      language: 'en',
      status: 'draft',
      tags: ['budget'],
      geographic_scope: 'national',
      trust_score: 0.75,
      estimated_reading_time: null,
      linked_article_id: null,
      manual_language_override: true,
      editorial_signature: 'Desk',
      uses_blocks: false,
      custom_slug: 'budget-vote',
    });
  });

  it('leaves out the empty paragraphs the editor keeps at the end', () => {
    expect(toDraft(form({ content: '<h2>Head</h2><p>Text</p><p></p><p></p>' }), null).content).toBe('<h2>Head</h2><p>Text</p>');
    expect(toDraft(form({ content: '<p></p>' }), null).content).toBe('');
  });

  it('sends trending only when the editor set it, and what the form does not own as the server has it', () => {
    const article = saved({ status: 'published', linked_article_id: 12, uses_blocks: true, trending: true });
    const untouched = toDraft(formFromArticle(article), article);
    expect(untouched).toMatchObject({ trending: null, status: 'published', linked_article_id: 12, uses_blocks: true, custom_slug: null });
    expect(toDraft({ ...formFromArticle(article), trending: false, trendingSet: true }, article).trending).toBe(false);
  });
});

describe('validateForm', () => {
  it('takes a complete form', () => {
    expect(validateForm(form({ imageUrl: '/media/demo/park.svg', trustScore: '1' }))).toEqual({});
  });

  it('names each field that cannot be saved', () => {
    const errors = validateForm(
      form({ title: '   ', tags: Array.from({ length: 31 }, (_, i) => `t${String(i)}`), imageUrl: 'ftp://example.org/a.png', trustScore: '1.5', slug: 'Bad Slug' }),
    );
    expect(errors).toEqual({
      title: 'Give the article a title.',
      tags: 'An article has at most 30 tags (this one has 31).',
      imageUrl: 'Use an absolute address (https://…) or a file of this site (/media/…).',
      trustScore: 'The trust score is a number from 0 to 1, e.g. 0.8.',
      slug: expect.stringMatching(/lowercase letters/) as unknown,
    });
  });

  it('limits the title to 300 characters and each tag to 50', () => {
    expect(validateForm(form({ title: 'x'.repeat(301) })).title).toBe('A title is at most 300 characters (this one has 301).');
    expect(validateForm(form({ tags: ['y'.repeat(51)] })).tags).toMatch(/^A tag is at most 50 characters/);
    expect(validateForm(form({ imageUrl: 'images/a.png' })).imageUrl).toBeDefined();
  });

  it('refuses a tag too many or too long before it is added', () => {
    expect(tagError('budget', [])).toBeNull();
    expect(tagError('z'.repeat(51), [])).toBe('A tag is at most 50 characters (this one has 51).');
    expect(tagError('one more', Array.from({ length: 30 }, String))).toBe('An article has at most 30 tags.');
  });
});

describe('serverFieldError', () => {
  it('finds the field a 422 names', () => {
    expect(serverFieldError(new ApiError(422, 'invalid_field', 'image_url: must be an absolute http(s) URL'))).toEqual({
      field: 'imageUrl',
      message: 'Must be an absolute http(s) URL',
    });
    expect(serverFieldError(new ApiError(422, 'invalid_field', 'custom_slug: a slug has lowercase letters'))?.field).toBe('slug');
  });

  it('ignores other errors', () => {
    expect(serverFieldError(new ApiError(409, 'conflict', 'title: changed'))).toBeNull();
    expect(serverFieldError(new ApiError(422, 'invalid', 'the body is not JSON'))).toBeNull();
    expect(serverFieldError(new Error('title: x'))).toBeNull();
  });
});
