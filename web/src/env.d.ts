/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional public origin (e.g. https://news.example) used for absolute og:image/canonical URLs. */
  readonly VITE_SITE_URL?: string;
  /** Optional ad network script (third-party ads need marketing consent); none means house ads. */
  readonly VITE_ADS_SCRIPT_URL?: string;
  /** Optional JSON of the network's slot ids: {"sidebar":"…","inline":"…","footer":"…"}. */
  readonly VITE_ADS_SLOTS?: string;
  /** Optional build id naming the service worker's cache; else the entry script's hashed name. */
  readonly VITE_BUILD_ID?: string;
  /** Optional address readers write to (contact, advertising, careers); see config/site.ts. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
