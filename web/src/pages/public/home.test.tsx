import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { summaryFixture } from '../../test/fixtures';
import { renderInRouter } from '../../test/render';
import { HomeView } from './home';

vi.mock('vite-react-ssg', () => ({ Head: () => null }));

const first = summaryFixture({ id: 1, title: 'First story', slug: 'first-story' });
const second = summaryFixture({ id: 2, title: 'Second story', slug: 'second-story' });
const latest = [first, second];

describe('HomeView', () => {
  it('renders the three sections in English', () => {
    renderInRouter(<HomeView status="found" lang="en" latest={latest} featured={[second]} trending={[]} />);

    const latestSection = screen.getByRole('region', { name: 'Latest' });
    expect(within(latestSection).getByRole('link', { name: 'First story' })).toHaveAttribute(
      'href',
      '/en/article/1/first-story',
    );
    expect(within(screen.getByRole('region', { name: 'Featured' })).getByText('Second story')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Trending' })).getByText('No articles yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /RO/ })).toHaveAttribute('href', '/ro');
  });

  it('uses Romanian section names on /ro', () => {
    renderInRouter(<HomeView status="found" lang="ro" latest={latest} featured={[]} trending={latest} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Ultimele știri' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recomandate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'În tendințe' })).toBeInTheDocument();
    expect(screen.getAllByText('5 martie 2026').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /EN/ })).toHaveAttribute('href', '/en');
  });
});
