import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../testing/render';
import { CategoryMenu } from './category-menu';

const POLITICS = {
  category: 'Politics',
  name: 'Politics',
  path: '/en/category/politics',
  slug: 'politics',
  subcategories: [{ name: 'Local', path: '/en/category/politics/local', slug: 'local' }],
};

async function politicsToggle() {
  renderInRouter(<CategoryMenu categories={[POLITICS]} label="Main navigation" />);
  return screen.findByRole('button', { name: /Politics/ });
}

describe('CategoryMenu', () => {
  it('keeps a dropdown the pointer hovered open when its toggle is then clicked', async () => {
    const toggle = await politicsToggle();
    fireEvent.mouseEnter(toggle.closest('li') as HTMLElement);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes with the toggle alone, as a keyboard does', async () => {
    const toggle = await politicsToggle();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Local' })).toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
