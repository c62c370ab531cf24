/** Site-wide constants: contact address, social accounts and the ad provider chosen at build time. */

export const SITE = {
  contactEmail: 'contact@news.example',
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
