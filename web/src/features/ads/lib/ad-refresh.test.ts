import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_MAX_REFRESHES, AD_REFRESH_INTERVAL_MS, forgetAdScript, loadAdScript, startAdRefresh } from './ad-refresh';

describe('startAdRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes every 30 s and stops after 10 refreshes', () => {
    expect(AD_REFRESH_INTERVAL_MS).toBe(30_000);
    expect(AD_MAX_REFRESHES).toBe(10);
    const refresh = vi.fn();
    startAdRefresh(refresh);
    vi.advanceTimersByTime(29_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledWith(1);
    vi.advanceTimersByTime(30_000 * 9);
    expect(refresh).toHaveBeenCalledTimes(10);
    expect(refresh).toHaveBeenLastCalledWith(10);
    vi.advanceTimersByTime(30_000 * 5);
    expect(refresh).toHaveBeenCalledTimes(10);
  });

  it('stops when asked', () => {
    const refresh = vi.fn();
    const stop = startAdRefresh(refresh);
    vi.advanceTimersByTime(60_000);
    stop();
    vi.advanceTimersByTime(300_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('loadAdScript', () => {
  afterEach(() => {
    forgetAdScript();
    document.head.querySelectorAll('script').forEach((script) => {
      script.remove();
    });
  });

  it('adds the script once and rejects when it fails', async () => {
    const first = loadAdScript('https://ads.example/ad.js');
    const second = loadAdScript('https://ads.example/ad.js');
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll('script[src="https://ads.example/ad.js"]');
    expect(scripts).toHaveLength(1);
    scripts[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/failed to load/);
  });
});
