import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConsentSettings } from '../../../lib/consent-store';
import { renderInRouter } from '../../../testing/render';
import { CookieBanner } from './cookie-banner';

async function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderInRouter(<CookieBanner />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('CookieBanner', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('appears 1.5 s after load when no consent exists, and Accept all stores true', async () => {
    await mount();
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.queryByRole('button', { name: 'Accept all' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(localStorage.getItem('cookieConsentGiven')).toBe('true');
    expect(localStorage.getItem('privacyConsentGiven')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Accept all' })).not.toBeInTheDocument();
  });

  it('Essential only stores minimal', async () => {
    await mount();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(localStorage.getItem('cookieConsentGiven')).toBe('minimal');
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? '{}')).toMatchObject({
      version: '1.0',
      categories: { essential: true, analytics: false, functional: false, marketing: false },
    });
  });

  it('stays hidden when a choice exists, and the footer button reopens it with the settings', async () => {
    localStorage.setItem('cookieConsentGiven', 'true');
    await mount();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('button', { name: 'Accept all' })).not.toBeInTheDocument();
    act(() => {
      openConsentSettings();
    });
    const essential = screen.getByRole('checkbox', { name: /Essential/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    const marketing = screen.getByRole('checkbox', { name: /Marketing/ });
    expect(marketing).toBeChecked();
    fireEvent.click(marketing);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(localStorage.getItem('cookieConsentGiven')).toBe('minimal');
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? '{}')).toMatchObject({
      categories: { analytics: true, functional: true, marketing: false },
    });
  });
});
