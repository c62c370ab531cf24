import type { RouteObject } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import { PageLoading } from '../components/ui/page-loading';
import { LANGS } from '../lib/i18n/languages';
import * as account from '../pages/account/reset-password';
import { LoginPage } from '../pages/account/login';
import { SavedPage } from '../pages/account/saved';
import { SignupPage } from '../pages/account/signup';
import * as category from '../pages/public/category';
import { GamesPage } from '../pages/public/games';
import * as info from '../pages/public/info';
import * as search from '../pages/public/search';
import * as tag from '../pages/public/tag';
import { INFO_PAGES } from '../config/paths';
import * as article from '../pages/public/article';
import * as home from '../pages/public/home';
import { NotFoundPage } from '../pages/public/not-found';
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
  { id: 'reset-password', path: 'reset-password', Component: account.ResetPasswordPage },
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
    (name): RouteRecord => ({ id: `info-${name}`, path: name, loader: info.loader, element: <info.InfoRoutePage page={name} /> }),
  ),
  { id: 'games', path: 'games', Component: GamesPage },
  { id: 'search', path: 'search', loader: search.loader, Component: search.SearchPage },
  { id: 'tag', path: 'tag/:tag', loader: tag.loader, Component: tag.TagPage },
  { id: 'login', path: 'login', Component: LoginPage },
  { id: 'signup', path: 'signup', Component: SignupPage },
  { id: 'saved', path: 'saved', Component: SavedPage },
  // The server answers unknown paths with this page's prerendered HTML and status 404.
  { id: 'not-found-page', path: '404', Component: NotFoundPage },
  { id: 'not-found', path: '*', Component: NotFoundPage },
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
