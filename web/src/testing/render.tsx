import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, type LoaderFunction } from 'react-router-dom';
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

/** A route module's page as the router gives it: its path under `/:lang`, its loader and its component. */
export interface PageRoute {
  path: string;
  loader: LoaderFunction;
  Component: ComponentType;
}

/**
 * Renders the page of a route module at `url` (`/{lang}/…`), its loader's data included, in the
 * language of the url's prefix, as the site root does. The router is returned, to see where a
 * redirect or a link led.
 */
export function renderRoute(route: PageRoute, url: string) {
  const lang: Lang = url.startsWith('/ro') ? 'ro' : 'en';
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        hydrateFallbackElement: <p>Loading…</p>,
        element: (
          <QueryClientProvider client={createQueryClient()}>
            <LanguageProvider lang={lang}>
              <Outlet />
            </LanguageProvider>
          </QueryClientProvider>
        ),
        children: [route, { path: '*', element: <p>Another page</p> }],
      },
    ],
    { initialEntries: [url], future: { v7_relativeSplatPath: true, v7_partialHydration: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}
