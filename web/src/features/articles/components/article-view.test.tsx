import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { articleFixture } from '../../../testing/fixtures';
import { renderInRouter } from '../../../testing/render';
import { ArticleView, type ArticleViewProps } from './article-view';

vi.mock('vite-react-ssg', () => ({ Head: () => null }));

function found(overrides: Partial<ArticleViewProps> = {}): ArticleViewProps {
  return {
    article: articleFixture({ author: 'Ana Popescu' }),
    category: { name: 'News', href: '/en/category/news' },
    previous: { id: 4, slug: 'older-story', title: 'An Older Story', language: 'en' },
    next: { id: 9, slug: 'newer-story', title: 'A Newer Story', language: 'en' },
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
    expect(screen.getByText('Ana Popescu')).toBeInTheDocument();
    expect(screen.getByTestId('author-avatar')).toHaveTextContent('AP');
    expect(screen.getByText('March 5, 2026')).toHaveAttribute('datetime', '2026-03-05T09:15:00Z');
    expect(screen.getByText('1,234 views')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();

  });

  it('lists the tags in the header, each a link to search by that tag', () => {
    renderInRouter(<ArticleView {...found({ article: articleFixture({ tags: ['parks', 'city hall'] }) })} />);
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: '#parks' })).toHaveAttribute('href', '/en/search?tag=parks');
    expect(within(tags).getByRole('link', { name: '#city hall' })).toHaveAttribute('href', '/en/search?tag=city+hall');
    expect(tags.closest('header')).not.toBeNull();
  });

  it('shows the reader count it is given and the header actions', () => {
    renderInRouter(<ArticleView {...found({ views: 1235, actions: <button type="button">Like</button> })} />);
    expect(screen.getByText('1,235 views')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Like' })).toBeInTheDocument();
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

  it('links to the previous and next articles', () => {
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
  });

  it('leaves out what the article does not have', () => {
    renderInRouter(
      <ArticleView
        {...found({
          article: articleFixture({ author: '', tags: [], imagecaption: null, linked_article_id: null }),
          previous: null,
          next: null,
        })}
      />,
    );

    expect(screen.getByTestId('author-avatar')).toHaveTextContent('UN');
    expect(screen.getByText('Unknown Author')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'More articles' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'City Council Approves New Park' })).toBeInTheDocument();
  });

  it('uses Romanian strings and dates for a Romanian article', () => {
    renderInRouter(
      <ArticleView
        {...found({
          article: articleFixture({ language: 'ro', title: 'Consiliul aprobă un parc', author: 'Redacția' }),
          category: { name: 'Știri', href: '/ro/category/stiri' },
        })}
      />,
      { lang: 'ro' },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Consiliul aprobă un parc' })).toBeInTheDocument();
    expect(screen.getByText('5 martie 2026')).toBeInTheDocument();
    expect(screen.getByText('1.234 de vizualizări')).toBeInTheDocument();
    expect(screen.getByTestId('author-avatar')).toHaveTextContent('RE');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Știri' })).toHaveAttribute('href', '/ro/category/stiri');
    expect(screen.getByRole('navigation', { name: 'Alte articole' })).toBeInTheDocument();
  });
});
