import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { articleFixture, summaryFixture } from '../../testing/fixtures';
import { getStaticPaths, loader, type ArticleData } from './article';

// <Head> needs the provider that ViteReactSSG sets up; the head is not under test here.
vi.mock('vite-react-ssg', () => ({ Head: () => null }));

describe('article loader', () => {
  // The loader's cache lives as long as the module: every test starts from an empty one.
  beforeEach(() => {
    queryClient().clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
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
        : url === '/api/v1/articles/5'
          ? article
          : url === '/api/v1/articles/6'
            ? translation
            : url.startsWith('/api/v1/categories')
              ? { items: [{ category: 'news', slug: 'news', name: 'News', path: '/en/category/news', subcategories: [] }] }
              : { items: [], total: 0, limit: 10, offset: 0 };
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

  it('adds the lists of the page, without the article itself, and keeps the hydration data small', async () => {
    const article = articleFixture({ id: 5, linked_article_id: null, tags: ['parks'] });
    const others = [5, 11, 12, 13, 14, 15, 16].map((id) =>
      summaryFixture({ id, slug: `story-${String(id)}`, title: `Story ${String(id)}`, tags: [`tag-${String(id % 3)}`, 'Parks'] }),
    );
    const requested: string[] = [];
    const fetchMock = vi.fn((url: string) => {
      requested.push(url);
      const path = new URL(url, 'http://localhost').pathname;
      const body =
        path === '/api/v1/articles/5'
          ? article
          : path === '/api/v1/articles/5/adjacent'
            ? { previous: null, next: null }
            : path === '/api/v1/categories'
              ? { items: [] }
              : { items: others, total: others.length, limit: 10, offset: 0 };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);

    const result = (await loader(loaderArgs('en', '5'))) as ArticleData;
    if (result.status !== 'found') throw new Error('not found');
    const ids = (list: { id: number }[]) => list.map((item) => item.id);
    expect(ids(result.trending)).toEqual([11, 12, 13]);
    expect(ids(result.featured)).toEqual([11, 12, 13]);
    expect(ids(result.related)).toEqual([11, 12, 13]);
    expect(ids(result.latest)).toEqual([11, 12, 13]);
    expect(ids(result.mostRead)).toEqual([11, 12, 13, 14, 15]);
    expect(result.tags).toEqual(['tag-2', 'Parks', 'tag-0', 'tag-1']);
    expect(result.categories.map((category) => category.name)).toEqual([
      'News', 'Politics', 'Sports', 'Business', 'Tech', 'Lifestyle', 'Podcast', 'Opinion',
    ]);
    expect(result.article).not.toHaveProperty('user_id');
    expect(result.latest[0]).not.toHaveProperty('excerpt');
    expect(requested).toEqual(
      expect.arrayContaining([
        '/api/v1/articles/recent?language=en&limit=20',
        '/api/v1/articles/popular?language=en&limit=6',
        '/api/v1/search?tag=parks&lang=en&limit=4',
      ]),
    );
  });

  it('shows the article when the secondary lists fail', async () => {
    const article = articleFixture({ id: 5, linked_article_id: null });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url === '/api/v1/articles/5'
            ? new Response(JSON.stringify(article), { status: 200 })
            : new Response('{"error":{"code":"bad","message":"no"}}', { status: 400 }),
        ),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = (await loader(loaderArgs('en', '5'))) as ArticleData;
    if (result.status !== 'found') throw new Error('not found');
    expect(result.article.id).toBe(5);
    expect(result.related).toEqual([]);
    expect(result.tags).toEqual([]);
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
