import { describe, expect, it } from 'vitest';
import { isIOS } from './platform';

describe('isIOS', () => {
  it('recognises iPhone, iPod and iPad user agents', () => {
    expect(isIOS({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15' })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)' })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)' })).toBe(true);
  });

  it('recognises an iPad that presents itself as a Mac with a touch screen', () => {
    const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
    expect(isIOS({ userAgent: ua, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: ua, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
  });

  it('is false for Android, desktop browsers and without a navigator', () => {
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile Safari/537.36' })).toBe(false);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', platform: 'Linux x86_64', maxTouchPoints: 0 })).toBe(false);
    expect(isIOS(null)).toBe(false);
  });
});
