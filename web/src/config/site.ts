/** Site-wide constants: the contact address, social accounts and the ad provider chosen at build time. */

/**
 * The address of `newsroom@` on a host: the public site's host when VITE_SITE_URL is set,
 * else `localhost` (a development build).
 */
export function defaultContactEmail(siteUrl: string | undefined): string {
  let host = 'localhost';
  try {
    if (siteUrl) host = new URL(siteUrl).hostname.replace(/^www\./, '') || host;
  } catch {
    // Not a URL: keep the default.
  }
  return `newsroom@${host}`;
}

/** Where readers write: VITE_CONTACT_EMAIL, else newsroom@ the site's host. */
const configured = import.meta.env.VITE_CONTACT_EMAIL?.trim();
export const CONTACT_EMAIL: string =
  configured !== undefined && configured !== '' ? configured : defaultContactEmail(import.meta.env.VITE_SITE_URL);

export const SITE = {
  contactEmail: CONTACT_EMAIL,
  social: {
    facebook: 'https://www.facebook.com/news',
    instagram: 'https://www.instagram.com/news',
    x: 'https://x.com/news',
    youtube: 'https://www.youtube.com/@news',
  },
} as const;

export type AdSlotName = 'sidebar' | 'inline' | 'footer';

export interface AdsConfig {
  /** The ad network's script; absent means house ads only. */
  scriptUrl: string | null;
  /** The network's slot id for each of our slots. */
  slots: Partial<Record<AdSlotName, string>>;
}

/** Reads VITE_ADS_SCRIPT_URL and VITE_ADS_SLOTS (JSON, e.g. {"sidebar":"123"}); bad JSON means none. */
export function parseAdsConfig(scriptUrl: string | undefined, slotsJson: string | undefined): AdsConfig {
  const url = scriptUrl?.trim() ?? '';
  let slots: Partial<Record<AdSlotName, string>> = {};
  try {
    const parsed: unknown = slotsJson ? JSON.parse(slotsJson) : {};
    if (typeof parsed === 'object' && parsed !== null) {
      for (const name of ['sidebar', 'inline', 'footer'] as const) {
        const value = (parsed as Record<string, unknown>)[name];
        if (typeof value === 'string' || typeof value === 'number') slots[name] = String(value);
      }
    }
  } catch {
    slots = {};
  }
  return { scriptUrl: url === '' ? null : url, slots };
}

export const ADS: AdsConfig = parseAdsConfig(import.meta.env.VITE_ADS_SCRIPT_URL, import.meta.env.VITE_ADS_SLOTS);
