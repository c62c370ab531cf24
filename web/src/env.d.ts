/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional public origin (e.g. https://news.example) used for absolute og:image/canonical URLs. */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
