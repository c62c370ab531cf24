import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '../../../lib/consent-store';
import { renderInRouter } from '../../../testing/render';
import { forgetAdScript } from '../lib/ad-refresh';
import { AdSlot } from './ad-slot';

const config: { scriptUrl: string | null; slots: Partial<Record<string, string>> } = vi.hoisted(() => ({ scriptUrl: null, slots: {} }));
vi.mock('../../../config/site', () => ({ ADS: config }));

const NONE = { analytics: false, functional: false, marketing: false };

describe('AdSlot', () => {
  beforeEach(() => {
    localStorage.clear();
    config.scriptUrl = null;
    config.slots = {};
  });
  afterEach(() => {
    forgetAdScript();
    document.head.querySelectorAll('script').forEach((script) => {
      script.remove();
    });
    localStorage.clear();
    vi.useRealTimers();
  });

  it('shows a labelled house ad with no network configured, even with marketing consent', async () => {
    saveConsent({ ...NONE, marketing: true });
    renderInRouter(<AdSlot slot="sidebar" />, { lang: 'ro' });
    const ad = await screen.findByRole('complementary', { name: 'Publicitate în bara laterală' });
    expect(ad).toHaveAttribute('data-ad-kind', 'house');
    expect(ad).toHaveTextContent('Reclamă');
    expect(screen.getByRole('link', { name: /Buletinul de dimineață/ })).toHaveAttribute('href', '/ro/newsletter');
  });

  it('uses the network only with marketing consent, and the fallback banner when its script fails', async () => {
    config.scriptUrl = 'https://ads.example/ad.js';
    config.slots = { inline: '42' };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInRouter(<AdSlot slot="inline" />);
    const ad = await screen.findByRole('complementary', { name: 'Advertisement' });
    expect(ad).toHaveAttribute('data-ad-kind', 'house');
    act(() => {
      saveConsent({ ...NONE, marketing: true });
    });
    expect(ad).toHaveAttribute('data-ad-kind', 'network');
    const script = document.head.querySelector('script[src="https://ads.example/ad.js"]');
    expect(script).not.toBeNull();
    act(() => {
      script?.dispatchEvent(new Event('error'));
    });
    await waitFor(() => {
      expect(ad).toHaveAttribute('data-ad-kind', 'fallback');
    });
    expect(screen.getByRole('link', { name: /Advertise with us/ })).toHaveAttribute('href', '/en/advertise');
    act(() => {
      saveConsent(NONE);
    });
    expect(ad).toHaveAttribute('data-ad-kind', 'house');
  });

  it('rotates the house ad on each refresh, every 30 s, at most 10 times', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderInRouter(<AdSlot slot="sidebar" />);
    const ad = await screen.findByRole('complementary');
    const shown = () => ad.querySelector('[data-house-ad]')?.getAttribute('data-house-ad');
    expect(shown()).toBe('newsletter');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(shown()).toBe('games');
    expect(ad).toHaveAttribute('data-ad-refreshes', '1');
    act(() => {
      vi.advanceTimersByTime(30_000 * 20);
    });
    expect(ad).toHaveAttribute('data-ad-refreshes', '10');
  });
});
