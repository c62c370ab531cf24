import { describe, expect, it } from 'vitest';
import { buildId, registrationDelay, serviceWorkerUrl } from './register-service-worker';

describe('service worker registration', () => {
  it('waits 2 s, or 5 s on iOS', () => {
    expect(registrationDelay(false)).toBe(2000);
    expect(registrationDelay(true)).toBe(5000);
  });

  it('names the cache after VITE_BUILD_ID, else the entry script hash', () => {
    expect(buildId('2026-11-23.1', '/assets/main-AbC123.js')).toBe('2026-11-23.1');
    expect(buildId(undefined, '/assets/main-AbC123.js')).toBe('main-AbC123');
    expect(buildId('  ', 'https://news.example/assets/index-Z9.js?x')).toBe('index-Z9');
    expect(buildId(undefined, null)).toBe('dev');
    expect(serviceWorkerUrl('main-AbC 1')).toBe('/sw.js?v=main-AbC%201');
  });
});
