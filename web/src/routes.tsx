import type { RouteObject } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import { PageLoading } from './components/ui/page-loading';
import { RouteError } from './components/ui/route-error';
import { ResetPasswordPage } from './pages/account/reset-password';
import * as article from './pages/public/article';
import * as home from './pages/public/home';
import { NotFoundPage } from './pages/public/not-found';
import { RootRedirect } from './pages/public/root-redirect';

export const routes: RouteRecord[] = [
  { id: 'root', path: '/', Component: RootRedirect },
  {
    id: 'home',
    path: '/:lang',
    loader: home.loader,
    getStaticPaths: home.getStaticPaths,
    Component: home.HomePage,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
  },
  {
    id: 'article',
    path: '/:lang/article/:id/:slug',
    loader: article.loader,
    getStaticPaths: article.getStaticPaths,
    Component: article.ArticlePage,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
  },
  {
    id: 'article-by-id',
    path: '/:lang/article/:id',
    loader: article.loader,
    Component: article.ArticlePage,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
  },
  { id: 'reset-password', path: '/:lang/reset-password', Component: ResetPasswordPage },
  { id: 'not-found', path: '*', Component: NotFoundPage },
];

type Loader = RouteObject['loader'];

/** Every route's own loader by route id, read before vite-react-ssg can replace it. */
function collectLoaders(records: readonly RouteRecord[], into = new Map<string, Loader>()): Map<string, Loader> {
  for (const record of records) {
    if (record.id === undefined) throw new Error(`Route ${record.path ?? '(index)'} needs an id`);
    into.set(record.id, record.loader);
    if (record.children) collectLoaders(record.children, into);
  }
  return into;
}

const ownLoaders = collectLoaders(routes);

/**
 * On a prerendered page vite-react-ssg gives every route a loader that reads the
 * JSON snapshot written at build time. We want fresh data from the API when the
 * user navigates, so the browser router gets each route's own loader back (and
 * routes without one get none). Hydration of a prerendered page still uses the
 * data embedded in its HTML, so it does not refetch.
 */
export function restoreOwnLoaders(routeObjects: RouteObject[]): RouteObject[] {
  return routeObjects.map((route): RouteObject => {
    const loader = route.id === undefined ? undefined : ownLoaders.get(route.id);
    if (route.index) return { ...route, loader };
    return { ...route, loader, children: route.children ? restoreOwnLoaders(route.children) : undefined };
  });
}
