import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../testing/render';
import { Pagination } from './pagination';

const hrefFor = (page: number) => (page > 1 ? `/en/category/news?page=${String(page)}` : '/en/category/news');

describe('Pagination', () => {
  it('links the previous and next pages and marks the current one', () => {
    renderInRouter(<Pagination page={2} count={3} hrefFor={hrefFor} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/en/category/news');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/en/category/news?page=3');
    expect(document.querySelector('[aria-current="page"]')).toHaveTextContent('Page 2');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/category/news?page=3');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderInRouter(<Pagination page={1} count={2} hrefFor={hrefFor} />, { lang: 'ro' });
    expect(screen.queryByRole('link', { name: /Înapoi/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Înainte/ })).toHaveAttribute('href', '/en/category/news?page=2');
  });

  it('shows nothing for a single page', () => {
    renderInRouter(<Pagination page={1} count={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
