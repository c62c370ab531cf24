import { createBrowserRouter } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { routes, restoreOwnLoaders } from './app/routes';
import { PREFERRED_LANGUAGE_KEY } from './lib/i18n/languages';
import { loadMessages } from './lib/i18n/messages';
import { selectLanguage } from './lib/language-path';
import { replayStateOnSubscribe } from './lib/router';
import { readPreference } from './lib/storage';
import './styles.css';

export const createRoot = ViteReactSSG(
  {
  routes,
  future: {
    v7_startTransition: true,
    v7_relativeSplatPath: true,
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_skipActionErrorRevalidation: true,
    // Routes whose data is not in the page (app-shell fallback) load it in the
    // browser and show their HydrateFallback meanwhile.
    v7_partialHydration: true,
  },
  customCreateRouter: (routeObjects, options) =>
    replayStateOnSubscribe(createBrowserRouter(restoreOwnLoaders(routeObjects), options)),
  },
  // The texts of the language the first page is shown in (the route guard's choice off a language path).
  async ({ isClient, routePath }) => {
    const path = isClient ? window.location.pathname : (routePath ?? '/');
    await loadMessages(selectLanguage(path, isClient ? readPreference(PREFERRED_LANGUAGE_KEY) : null));
  },
);
