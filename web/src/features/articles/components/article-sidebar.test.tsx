import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summaryFixture } from '../../../testing/fixtures';
import { renderInRouter } from '../../../testing/render';
import { toTeaser } from '../lib/teaser';
import { ArticleSidebar } from './article-sidebar';

const teaser = (id: number, title: string, language: 'en' | 'ro' = 'en') =>
  toTeaser(summaryFixture({ id, title, slug: `story-${String(id)}`, language }));

describe('ArticleSidebar', () => {
  it('shows latest news, games, numbered most read, categories, tags and the ad slot', () => {
    renderInRouter(
      <ArticleSidebar
        latest={[teaser(1, 'One'), teaser(2, 'Two'), teaser(3, 'Three')]}
        mostRead={[teaser(4, 'Four'), teaser(5, 'Five')]}
        categories={[{ name: 'News', href: '/en/category/news' }]}
        tags={['parks']}
        ads={<p>An ad</p>}
      />,
    );
    const aside = screen.getByRole('complementary', { name: 'More from the site' });
    const latest = within(aside).getByRole('region', { name: 'Latest News' });
    expect(within(latest).getAllByRole('link').map((link) => link.textContent)).toEqual(['One', 'Two', 'Three']);
    const games = within(aside).getByRole('region', { name: 'Games' });
    expect(within(games).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en/games/sudoku',
      '/en/games/tetris',
      '/en/games/rubik',
    ]);
    const mostRead = within(aside).getByRole('region', { name: 'Most Read' });
    expect(within(mostRead).getByRole('list').tagName).toBe('OL');
    expect(within(aside).getByRole('link', { name: '#parks' })).toHaveAttribute('href', '/en/tag/parks');
    expect(within(aside).getByRole('region', { name: 'Advertisement' })).toHaveTextContent('An ad');
  });

  it('is in Romanian on Romanian pages', () => {
    renderInRouter(<ArticleSidebar latest={[]} mostRead={[teaser(4, 'Patru', 'ro')]} categories={[]} tags={[]} />, { lang: 'ro' });
    expect(screen.getByRole('region', { name: 'Cele mai citite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cubul Rubik' })).toHaveAttribute('href', '/ro/games/rubik');
    expect(screen.queryByRole('region', { name: 'Publicitate' })).not.toBeInTheDocument();
  });
});
