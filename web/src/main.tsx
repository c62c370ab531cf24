import { createBrowserRouter } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { routes, restoreOwnLoaders } from './app/routes';
import { replayStateOnSubscribe } from './lib/router';
import './styles.css';

export const createRoot = ViteReactSSG({
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
});
