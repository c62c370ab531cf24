import { describe, expect, it } from 'vitest';
import { settingsSummary } from './actions';

describe('an action in words', () => {
  it('sums up each action’s settings', () => {
    expect(settingsSummary({ action: 'import_feed', settings: { url: 'https://example.org/feed', category: 'politics', language: 'ro' } })).toBe(
      'https://example.org/feed → politics, Romanian',
    );
    expect(settingsSummary({ action: 'send_digest', settings: { language: 'en' } })).toBe('English subscribers');
    expect(settingsSummary({ action: 'backup', settings: {} })).toBe('Standard');
    expect(settingsSummary({ action: 'translation_reminder', settings: { days: 1 } })).toBe('the last 1 day');
    expect(settingsSummary({ action: 'rebuild_site', settings: {} })).toBe('');
  });
});
