/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional public origin (e.g. https://news.example) used for absolute og:image/canonical URLs. */
  readonly VITE_SITE_URL?: string;
  /** Optional address readers write to (contact, advertising, careers); see config/site.ts. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
