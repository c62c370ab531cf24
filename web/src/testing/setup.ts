import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGS } from '../lib/i18n/languages';
import { loadMessages } from '../lib/i18n/messages';

await Promise.all(LANGS.map(loadMessages));

afterEach(() => {
  cleanup();
});
