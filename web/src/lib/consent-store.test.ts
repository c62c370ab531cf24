import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_FLAG_KEY,
  CONSENT_RECORD_KEY,
  PRIVACY_FLAG_KEY,
  buildConsentRecord,
  consentFrom,
  flagFor,
  marketingAllowed,
  onConsentSettingsRequested,
  openConsentSettings,
  parseConsentFlag,
  readConsent,
  saveConsent,
  subscribeConsent,
} from './consent-store';

const NONE = { analytics: false, functional: false, marketing: false };
const ALL = { analytics: true, functional: true, marketing: true };

describe('consent record', () => {
  it('has the timestamp, version 1.0, the categories with essential always on, and the user agent', () => {
    const record = buildConsentRecord({ analytics: true, functional: false, marketing: true }, new Date('2026-01-02T03:04:05Z'), 'UA/1');
    expect(record).toEqual({
      timestamp: '2026-01-02T03:04:05.000Z',
      version: '1.0',
      categories: { essential: true, analytics: true, functional: false, marketing: true },
      userAgent: 'UA/1',
    });
  });

  it('cannot switch essential off', () => {
    const record = buildConsentRecord({ ...NONE, essential: false } as never, new Date(0), '');
    expect(record.categories.essential).toBe(true);
  });

  it('flags accept all as true and anything less as minimal', () => {
    expect(flagFor(ALL)).toBe('true');
    expect(flagFor(NONE)).toBe('minimal');
    expect(flagFor({ ...ALL, marketing: false })).toBe('minimal');
  });
});

describe('reading the flags', () => {
  it('knows only true and minimal', () => {
    expect(parseConsentFlag('true')).toBe('true');
    expect(parseConsentFlag('minimal')).toBe('minimal');
    expect(parseConsentFlag('yes')).toBeNull();
    expect(parseConsentFlag(null)).toBeNull();
  });

  it('is no choice without a flag, even with a record', () => {
    expect(consentFrom(null, JSON.stringify(buildConsentRecord(ALL, new Date(0), '')))).toBeNull();
  });

  it('prefers the record, and falls back to what the flag implies', () => {
    const record = JSON.stringify(buildConsentRecord({ analytics: true, functional: false, marketing: false }, new Date(0), ''));
    expect(consentFrom('minimal', record)).toEqual({ essential: true, analytics: true, functional: false, marketing: false });
    expect(consentFrom('true', null)?.marketing).toBe(true);
    expect(consentFrom('minimal', 'not json')?.marketing).toBe(false);
  });
});

describe('saving a choice', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('writes the flag, the record and privacyConsentGiven, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    expect(readConsent()).toBeNull();
    expect(marketingAllowed()).toBe(false);
    saveConsent(ALL);
    expect(localStorage.getItem(CONSENT_FLAG_KEY)).toBe('true');
    expect(localStorage.getItem(PRIVACY_FLAG_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(CONSENT_RECORD_KEY) ?? '{}')).toMatchObject({ version: '1.0', categories: { marketing: true } });
    expect(marketingAllowed()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    saveConsent(NONE);
    expect(localStorage.getItem(CONSENT_FLAG_KEY)).toBe('minimal');
    expect(marketingAllowed()).toBe(false);
    unsubscribe();
  });

  it('passes a request for the settings to the banner', () => {
    const listener = vi.fn();
    const stop = onConsentSettingsRequested(listener);
    openConsentSettings();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    openConsentSettings();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
