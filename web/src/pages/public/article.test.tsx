import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleFixture, summaryFixture } from '../../testing/fixtures';
import { getStaticPaths, loader, type ArticleData } from './article';

// <Head> needs the provider that ViteReactSSG sets up; the head is not under test here.
vi.mock('vite-react-ssg', () => ({ Head: () => null }));

describe('article loader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function loaderArgs(lang: string, id: string) {
    return { params: { lang, id }, request: new Request(`http://localhost/${lang}/article/${id}`), context: undefined };
  }

  it('redirects a non-numeric id to the language home page', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const result = await loader(loaderArgs('ro', 'abc'));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('/ro');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns the not-found state when the API answers 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response('{"error":{"code":"not_found","message":"nope"}}', { status: 404 }),
      ),
    );
    const result = (await loader(loaderArgs('en', '404'))) as ArticleData;
    expect(result).toEqual({ status: 'not-found' });
  });

  it('loads the article, its neighbours and its translation from the same origin', async () => {
    const article = articleFixture();
    const translation = articleFixture({ id: 6, language: 'ro', slug: 'parc-nou', title: 'Parc nou', linked_article_id: 5 });
    const fetchMock = vi.fn((url: string) => {
      const body = url.startsWith('/api/v1/articles/5/adjacent')
        ? { previous: null, next: null }
        : url.startsWith('/api/v1/articles/5')
          ? article
          : url.startsWith('/api/v1/articles/6')
            ? translation
            : { items: [{ category: 'news', slug: 'news', name: 'News', path: '/en/category/news', subcategories: [] }] };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);

    const result = (await loader(loaderArgs('en', '5'))) as ArticleData;

    expect(result.status).toBe('found');
    if (result.status !== 'found') return;
    expect(result.article.title).toBe(article.title);
    expect(result.translation).toEqual({ id: 6, slug: 'parc-nou', title: 'Parc nou', language: 'ro' });
    expect(result.category).toEqual({ name: 'News', href: '/en/category/news' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining(['/api/v1/articles/5', '/api/v1/articles/5/adjacent', '/api/v1/articles/6']),
    );
  });
});

describe('article getStaticPaths', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists every published article of both languages', async () => {
    const byLanguage = {
      en: Array.from({ length: 120 }, (_, i) => summaryFixture({ id: i + 1, slug: `story-${String(i + 1)}` })),
      ro: [summaryFixture({ id: 500, language: 'ro', slug: 'stire-noua' })],
    };
    const fetchMock = vi.fn((url: string) => {
      const query = new URL(url, 'http://localhost').searchParams;
      const items = byLanguage[query.get('language') as 'en' | 'ro'];
      const limit = Number(query.get('limit'));
      const offset = Number(query.get('offset'));
      const body = { items: items.slice(offset, offset + limit), total: items.length, limit, offset };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);

    const paths = await getStaticPaths();

    expect(paths).toHaveLength(121);
    expect(paths).toContain('/en/article/1/story-1');
    expect(paths).toContain('/en/article/120/story-120');
    expect(paths).toContain('/ro/article/500/stire-noua');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
