import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Each feature is self-contained: it may not import another (pages compose them). */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow one way (bulletproof-react): lib, config and components → features → pages → app.
 * Tests may import testing helpers; nothing else may.
 */
const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in a page.',
  })),
  { target: './src/features', from: ['./src/pages', './src/app'] },
  { target: './src/pages', from: './src/app' },
  {
    target: ['./src/lib', './src/config', './src/components'],
    from: ['./src/features', './src/pages', './src/app'],
  },
];

const testingOnly = { group: ['**/testing/*'], message: 'Only tests use the testing helpers.' };

/** Prerendered pages link with components/ui/link: react-router's Link was a quarter of a page's render. */
const siteLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: 'Link to a page of the site with components/ui/link.',
};

const adminArea = [
  'src/pages/admin/**',
  ...['admin-articles', 'ai-studio', 'article-editor', 'automation', 'dashboard', 'newsletter-admin'].map(
    (feature) => `src/features/${feature}/**`,
  ),
  'src/features/podcasts/components/episodes-table.tsx',
];

export default defineConfig([
  globalIgnores(['dist/', 'dist-builds/', 'node_modules/', 'e2e/screenshots/', '.vite-react-ssg-temp/', 'src/lib/api/schema.d.ts']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      tseslint.configs.stylisticTypeChecked,
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite,
    ],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    languageOptions: {
      globals: globals.browser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Route modules export their loader and static paths next to the page component.
      'react-refresh/only-export-components': [
        'error',
        { allowExportNames: ['loader', 'getStaticPaths', 'languageHrefs'] },
      ],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/features/*/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [testingOnly], paths: [siteLinks] }],
    },
  },
  {
    // The admin area is not prerendered, and some of its links are relative (`?new=1`).
    files: adminArea,
    ignores: ['src/**/*.test.{ts,tsx}', 'src/features/*/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [testingOnly] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
]);
