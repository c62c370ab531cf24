/**
 * The browser's entry. vite-react-ssg prerenders the pages (main.tsx is its entry); the browser
 * boots without its client, which would bring Helmet and its static-loader snapshots along:
 * the router gets the routes' own loaders and hydrates from the data embedded in the page.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { ROUTER_FUTURE, routes } from './app/routes';
import { PREFERRED_LANGUAGE_KEY } from './lib/i18n/languages';
import { loadMessages } from './lib/i18n/messages';
import { selectLanguage } from './lib/language-path';
import { replayStateOnSubscribe } from './lib/router';
import { readPreference } from './lib/storage';
import './styles.css';

/**
 * The lazy route modules of the page shown are loaded before hydrating: a route still lazy
 * would render its loading fallback where the prerendered page has content.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement): Promise<void> {
  await Promise.all([
    loadMatchedRoutes(),
    loadMessages(selectLanguage(window.location.pathname, readPreference(PREFERRED_LANGUAGE_KEY))),
  ]);
  const router = replayStateOnSubscribe(createBrowserRouter(routes, { future: ROUTER_FUTURE }));
  const app = <RouterProvider router={router} future={{ v7_startTransition: true }} />;
  startTransition(() => {
    if (container.dataset.serverRendered === 'true') hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (container) void start(container);
