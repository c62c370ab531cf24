import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summaryFixture } from '../../../testing/fixtures';
import { renderInRouter } from '../../../testing/render';
import { ArticleSection } from './article-section';

const first = summaryFixture({ id: 1, title: 'First story', slug: 'first-story' });

describe('ArticleSection', () => {
  it('lists its articles with links in the page language', () => {
    renderInRouter(<ArticleSection id="latest" title="Latest" articles={[first]} variant="compact" className="x" />);
    const section = screen.getByRole('region', { name: 'Latest' });
    expect(within(section).getByRole('link', { name: 'First story' })).toHaveAttribute('href', '/en/article/1/first-story');
  });

  it('says so when it is empty, in Romanian on a Romanian page', () => {
    renderInRouter(<ArticleSection id="trending" title="În tendințe" articles={[]} variant="compact" className="x" />, {
      lang: 'ro',
    });
    expect(within(screen.getByRole('region', { name: 'În tendințe' })).getByText('Nu există încă articole.')).toBeInTheDocument();
  });
});
