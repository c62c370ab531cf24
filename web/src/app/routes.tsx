import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import { PageLoading } from '../components/ui/page-loading';
import { LANGS } from '../lib/i18n/languages';
import * as category from '../pages/public/category';
import { INFO_PAGES } from '../config/paths';
import * as article from '../pages/public/article';
import * as home from '../pages/public/home';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';
import { SiteRoot, loader as siteLoader, type RouteHandle } from './site-root';

const articleHandle: RouteHandle = { languageHrefs: article.languageHrefs };
const categoryHandle: RouteHandle = { languageHrefs: category.languageHrefs };

/**
 * A page of one language, under `/{lang}`: its errors render inside the site layout, and a page
 * that loads in the browser shows the spinner meanwhile. (Not a pathless parent route:
 * vite-react-ssg would lose the language prefix of the static paths below it.)
 */
function page(route: RouteRecord): RouteRecord {
  return { errorElement: <RouteError />, HydrateFallback: PageLoading, ...route };
}

type Loader = RouteObject['loader'];

/** The loaders of lazy route modules loaded so far, by route id (see restoreOwnLoaders). */
const lazyLoaders = new Map<string, Loader>();

/** What a lazily loaded route module gives its route. */
type LazyRoute = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

function remember(id: string): (route: LazyRoute) => LazyRoute {
  return (route) => {
    lazyLoaders.set(id, route.loader);
    return route;
  };
}

/**
 * Home, category and article pages are in the main bundle; every other page is a route module
 * of its own, loaded when one of its pages is opened (before hydration on a prerendered one).
 * Each `import()` is written out in its route's `lazy` so vite-react-ssg finds the chunk there
 * and preloads it in the pages that need it.
 */
const pages: RouteRecord[] = [
  { id: 'home', index: true, loader: home.loader, Component: home.HomePage },
  {
    id: 'article',
    path: 'article/:id/:slug',
    loader: article.loader,
    getStaticPaths: article.getStaticPaths,
    Component: article.ArticlePage,
    handle: articleHandle,
  },
  {
    id: 'article-by-id',
    path: 'article/:id',
    loader: article.loader,
    Component: article.ArticlePage,
    handle: articleHandle,
  },
  {
    id: 'reset-password',
    path: 'reset-password',
    lazy: () => import('../pages/account/reset-password').then((m) => remember('reset-password')({ Component: m.ResetPasswordPage })),
  },
  {
    id: 'category',
    path: 'category/:category',
    loader: category.loader,
    getStaticPaths: category.getStaticPaths,
    Component: category.CategoryPage,
    handle: categoryHandle,
  },
  {
    id: 'subcategory',
    path: 'category/:category/:subcategory',
    loader: category.loader,
    Component: category.CategoryPage,
    handle: categoryHandle,
  },
  ...INFO_PAGES.map(
    (name): RouteRecord => ({
      id: `info-${name}`,
      path: name,
      lazy: () =>
        import('../pages/public/info').then((m) =>
          remember(`info-${name}`)({ loader: m.loader, element: <m.InfoRoutePage page={name} /> }),
        ),
    }),
  ),
  { id: 'games', path: 'games', lazy: () => import('../pages/public/games').then((m) => remember('games')({ Component: m.GamesPage })) },
  {
    id: 'search',
    path: 'search',
    lazy: () => import('../pages/public/search').then((m) => remember('search')({ loader: m.loader, Component: m.SearchPage })),
  },
  {
    id: 'tag',
    path: 'tag/:tag',
    lazy: () => import('../pages/public/tag').then((m) => remember('tag')({ loader: m.loader, Component: m.TagPage })),
  },
  { id: 'login', path: 'login', lazy: () => import('../pages/account/login').then((m) => remember('login')({ Component: m.LoginPage })) },
  { id: 'signup', path: 'signup', lazy: () => import('../pages/account/signup').then((m) => remember('signup')({ Component: m.SignupPage })) },
  { id: 'saved', path: 'saved', lazy: () => import('../pages/account/saved').then((m) => remember('saved')({ Component: m.SavedPage })) },
  // The server answers unknown paths with this page's prerendered HTML and status 404.
  {
    id: 'not-found-page',
    path: '404',
    lazy: () => import('../pages/public/not-found').then((m) => remember('not-found-page')({ Component: m.NotFoundPage })),
  },
  {
    id: 'not-found',
    path: '*',
    lazy: () => import('../pages/public/not-found').then((m) => remember('not-found')({ Component: m.NotFoundPage })),
  },
];

export const routes: RouteRecord[] = [
  { id: 'root', path: '/', Component: RouteGuard },
  {
    id: 'site',
    path: '/:lang',
    Component: SiteRoot,
    loader: siteLoader,
    getStaticPaths: () => LANGS.map((lang) => `/${lang}`),
    children: pages.map(page),
  },
];

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
 * routes without one get none). A lazy route not loaded yet gets none either: its module
 * brings it; one loaded before hydration gets the one its module brought. Hydration of a prerendered page still uses the
 * data embedded in its HTML, so it does not refetch.
 */
export function restoreOwnLoaders(routeObjects: RouteObject[]): RouteObject[] {
  return routeObjects.map((route): RouteObject => {
    const loader = route.id === undefined ? undefined : (ownLoaders.get(route.id) ?? lazyLoaders.get(route.id));
    if (route.index) return { ...route, loader };
    return { ...route, loader, children: route.children ? restoreOwnLoaders(route.children) : undefined };
  });
}
