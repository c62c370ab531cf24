import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../lib/i18n/language-provider';
import type { Lang } from '../lib/i18n/languages';
import { createQueryClient } from '../lib/query-client';

/** Renders a component as a page of `lang`: in a data router, with the language and a fresh query cache. */
export function renderInRouter(ui: ReactElement, { lang = 'en', path = `/${lang}` }: { lang?: Lang; path?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <QueryClientProvider client={createQueryClient()}>
            <LanguageProvider lang={lang}>{ui}</LanguageProvider>
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path], future: { v7_relativeSplatPath: true, v7_partialHydration: true } },
  );
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}
