import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../testing/render';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('opens a menu linking to the other language version', async () => {
    renderInRouter(<LanguageSwitcher lang="en" hrefs={{ en: '/en/article/1/a', ro: '/ro/article/2/b' }} />);
    const button = await screen.findByRole('button', { name: /Change language/ });
    expect(button).toHaveTextContent('EN');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Română/ })).toHaveAttribute('href', '/ro/article/2/b');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the arrow only when compact and a globe when minimal or peek', async () => {
    const { unmount } = renderInRouter(<LanguageSwitcher lang="en" mode="compact" hrefs={{ en: '/en', ro: '/ro' }} />);
    const button = await screen.findByRole('button', { name: /Change language/ });
    expect(button).not.toHaveTextContent('EN');
    expect(button.closest('.language-switcher')).toHaveClass('language-switcher--compact');
    unmount();
    renderInRouter(<LanguageSwitcher lang="en" mode="peek" hrefs={{ en: '/en', ro: '/ro' }} />);
    expect((await screen.findByRole('button', { name: /Change language/ })).closest('.language-switcher')).toHaveClass('language-switcher--globe');
  });

  it('is disabled while translations are checked', async () => {
    renderInRouter(<LanguageSwitcher lang="en" checking hrefs={{ en: '/en', ro: '/ro' }} />);
    const button = await screen.findByRole('button', { name: /Change language/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Checking for translations...');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is disabled without a translation, naming the missing language by the current one', async () => {
    const { unmount } = renderInRouter(<LanguageSwitcher lang="en" hrefs={{ en: '/en/article/1', ro: null }} />);
    const button = await screen.findByRole('button', { name: /Change language/ });
    expect(button).toHaveAttribute('title', 'No Romanian version available');
    expect(screen.getByRole('tooltip')).toHaveTextContent('No translation available');
    unmount();
    renderInRouter(<LanguageSwitcher lang="ro" hrefs={{ en: null, ro: '/ro/article/2' }} />, { lang: 'ro' });
    expect(await screen.findByRole('button', { name: /Schimbă limba/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
