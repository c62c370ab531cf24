/**
 * The reader's cookie consent (spec §3 Browser-only data, §4 Cookie banner), kept in the
 * browser. The consent feature writes it; anything else (ads) reads it from here.
 */
import { readPreference, writePreference } from './storage';

export const CONSENT_VERSION = '1.0';
/** 'true' (accept all) or 'minimal' (essential only). */
export const CONSENT_FLAG_KEY = 'cookieConsentGiven';
export const CONSENT_RECORD_KEY = 'cookieConsent';
export const PRIVACY_FLAG_KEY = 'privacyConsentGiven';

export interface ConsentCategories {
  essential: true;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
}

export interface ConsentRecord {
  timestamp: string;
  version: string;
  categories: ConsentCategories;
  userAgent: string;
}

export type ConsentFlag = 'true' | 'minimal';

export const ALL_CATEGORIES: ConsentCategories = { essential: true, analytics: true, functional: true, marketing: true };
export const ESSENTIAL_ONLY: ConsentCategories = { essential: true, analytics: false, functional: false, marketing: false };

/** The record saved with a choice; essential is always on, whatever was asked. */
export function buildConsentRecord(categories: Omit<ConsentCategories, 'essential'>, now: Date, userAgent: string): ConsentRecord {
  return {
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
    categories: { essential: true, analytics: categories.analytics, functional: categories.functional, marketing: categories.marketing },
    userAgent,
  };
}

/** Accepting every category is 'true'; anything less is 'minimal'. */
export function flagFor(categories: Omit<ConsentCategories, 'essential'>): ConsentFlag {
  return categories.analytics && categories.functional && categories.marketing ? 'true' : 'minimal';
}

export function parseConsentFlag(value: string | null): ConsentFlag | null {
  return value === 'true' || value === 'minimal' ? value : null;
}

/** A stored record's categories, or null when it is missing or not one of ours. */
export function parseConsentRecord(value: string | null): ConsentCategories | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<ConsentRecord> | null;
    const categories = parsed?.categories as Record<string, unknown> | undefined;
    if (typeof categories !== 'object') return null;
    return {
      essential: true,
      analytics: categories.analytics === true,
      functional: categories.functional === true,
      marketing: categories.marketing === true,
    };
  } catch {
    return null;
  }
}

/**
 * The categories in force: the saved record's, else what the flag implies, else null
 * (no choice yet: nothing optional is allowed).
 */
export function consentFrom(flag: string | null, record: string | null): ConsentCategories | null {
  const parsedFlag = parseConsentFlag(flag);
  if (parsedFlag === null) return null;
  return parseConsentRecord(record) ?? (parsedFlag === 'true' ? ALL_CATEGORIES : ESSENTIAL_ONLY);
}

type Listener = () => void;
const listeners = new Set<Listener>();
const settingsListeners = new Set<Listener>();
let cached: { flag: string | null; record: string | null; value: ConsentCategories | null } | undefined;

/** The reader's current choice (null before any). */
export function readConsent(): ConsentCategories | null {
  const flag = readPreference(CONSENT_FLAG_KEY);
  const record = readPreference(CONSENT_RECORD_KEY);
  if (cached?.flag !== flag || cached.record !== record) cached = { flag, record, value: consentFrom(flag, record) };
  return cached.value;
}

/** At build time nobody has chosen. */
export function readServerConsent(): ConsentCategories | null {
  return null;
}

/** Saves a choice: the flag, the record and privacyConsentGiven; tells every reader. */
export function saveConsent(categories: Omit<ConsentCategories, 'essential'>): ConsentRecord {
  const record = buildConsentRecord(categories, new Date(), typeof navigator === 'undefined' ? '' : navigator.userAgent);
  writePreference(CONSENT_FLAG_KEY, flagFor(categories));
  writePreference(CONSENT_RECORD_KEY, JSON.stringify(record));
  writePreference(PRIVACY_FLAG_KEY, 'true');
  for (const listener of listeners) listener();
  return record;
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether third-party (marketing) ads may be shown. */
export function marketingAllowed(): boolean {
  return readConsent()?.marketing === true;
}

/** The footer's "Cookie settings" button: asks the banner to open with its settings. */
export function openConsentSettings(): void {
  for (const listener of settingsListeners) listener();
}

export function onConsentSettingsRequested(listener: Listener): () => void {
  settingsListeners.add(listener);
  return () => {
    settingsListeners.delete(listener);
  };
}
