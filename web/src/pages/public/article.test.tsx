import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleFixture, summaryFixture } from '../../test/fixtures';
import { renderInRouter } from '../../test/render';
import { ArticleNotFound, ArticleView, getStaticPaths, loader, type ArticleData, type FoundArticle } from './article';

// <Head> needs the provider that ViteReactSSG sets up; the head is not under test here.
vi.mock('vite-react-ssg', () => ({ Head: () => null }));

function found(overrides: Partial<FoundArticle> = {}): FoundArticle {
  return {
    lang: 'en',
    article: articleFixture(),
    category: { name: 'News', href: '/en/category/news' },
    previous: { id: 4, slug: 'older-story', title: 'An Older Story', language: 'en' },
    next: { id: 9, slug: 'newer-story', title: 'A Newer Story', language: 'en' },
    translation: { id: 6, slug: 'consiliul-aproba-un-parc', title: 'Consiliul aprobă un parc', language: 'ro' },
    ...overrides,
  };
}

describe('ArticleView', () => {
  it('renders the article with its metadata', () => {
    renderInRouter(<ArticleView {...found()} />);

    expect(screen.getByRole('heading', { level: 1, name: 'City Council Approves New Park' })).toBeInTheDocument();
    // The category link (the site name in the header is "News" too).
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/category/news');
    expect(screen.getByText('The riverside park will open next spring.')).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByTestId('author-avatar')).toHaveTextContent('JD');
    expect(screen.getByText('March 5, 2026')).toHaveAttribute('datetime', '2026-03-05T09:15:00Z');
    expect(screen.getByText('1,234 views')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();

    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#parks', '#city']);
  });

  it('renders the hero image with its caption and the HTML content', () => {
    renderInRouter(<ArticleView {...found()} />);

    const image = screen.getByRole('img', { name: 'The riverside site today' });
    expect(image).toHaveAttribute('src', '/media/demo/park.svg');
    expect(screen.getByText('The riverside site today', { selector: 'figcaption' })).toBeInTheDocument();
    expect(screen.getByText('7 to 2').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
  });

  it('shows a placeholder with a note when the image fails', () => {
    renderInRouter(<ArticleView {...found()} />);

    fireEvent.error(screen.getByRole('img', { name: 'The riverside site today' }));

    const placeholder = screen.getByRole('img', { name: 'The riverside site today' });
    expect(placeholder.tagName).toBe('DIV');
    expect(within(placeholder).getByText('Fallback image')).toBeInTheDocument();
  });

  it('links to the previous and next articles and to the translation', () => {
    renderInRouter(<ArticleView {...found()} />);

    const nav = screen.getByRole('navigation', { name: 'More articles' });
    expect(within(nav).getByRole('link', { name: /Previous article\s*An Older Story/ })).toHaveAttribute(
      'href',
      '/en/article/4/older-story',
    );
    expect(within(nav).getByRole('link', { name: /Next article.*A Newer Story/ })).toHaveAttribute(
      'href',
      '/en/article/9/newer-story',
    );
    expect(screen.getByRole('link', { name: /Read in Romanian/ })).toHaveAttribute(
      'href',
      '/ro/article/6/consiliul-aproba-un-parc',
    );
    // The language switcher goes to the translation too.
    const switcher = screen.getByRole('navigation', { name: 'Change language' });
    expect(within(switcher).getByRole('link', { name: /RO/ })).toHaveAttribute('href', '/ro/article/6/consiliul-aproba-un-parc');
  });

  it('leaves out what the article does not have', () => {
    renderInRouter(
      <ArticleView
        {...found({
          article: articleFixture({ author: '', tags: [], imagecaption: null, linked_article_id: null }),
          previous: null,
          next: null,
          translation: null,
        })}
      />,
    );

    expect(screen.getByTestId('author-avatar')).toHaveTextContent('UN');
    expect(screen.getByText('Unknown author')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tags' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'More articles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Read in Romanian/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'City Council Approves New Park' })).toBeInTheDocument();
  });

  it('uses Romanian strings and dates for a Romanian article', () => {
    renderInRouter(
      <ArticleView
        {...found({
          lang: 'ro',
          article: articleFixture({ language: 'ro', title: 'Consiliul aprobă un parc', author: 'Ștefan Ionescu' }),
          category: { name: 'Știri', href: '/ro/category/stiri' },
          translation: null,
        })}
      />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Consiliul aprobă un parc' })).toBeInTheDocument();
    expect(screen.getByText('5 martie 2026')).toBeInTheDocument();
    expect(screen.getByText('1.234 de vizualizări')).toBeInTheDocument();
    expect(screen.getByTestId('author-avatar')).toHaveTextContent('ȘI');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Știri' })).toHaveAttribute('href', '/ro/category/stiri');
    expect(screen.getByRole('navigation', { name: 'Alte articole' })).toBeInTheDocument();
  });
});

describe('ArticleNotFound', () => {
  it('explains that the article does not exist', () => {
    renderInRouter(<ArticleNotFound lang="en" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for could not be found.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });
});

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
    expect(result).toEqual({ status: 'not-found', lang: 'en' });
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
            : { items: [{ slug: 'news', name: 'News', path: '/en/category/news', subcategories: [] }] };
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
