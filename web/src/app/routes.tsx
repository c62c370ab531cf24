import type { createBrowserRouter } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import { PageLoading } from '../components/ui/page-loading';
import { LANGS } from '../lib/i18n/languages';
import { loadMessages } from '../lib/i18n/messages';
import { INFO_PAGES } from '../config/paths';
import * as article from '../pages/public/article';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';
import { SiteRoot, loader as siteLoader, type RouteHandle } from './site-root';

const articleHandle: RouteHandle = { languageHrefs: article.languageHrefs };

/** A category or subcategory listing's route, from its module. */
function listingRoute(m: typeof import('../pages/public/category')) {
  const handle: RouteHandle = { languageHrefs: m.languageHrefs };
  return { loader: m.loader, Component: m.CategoryPage, handle };
}

/** The category route also names every subcategory listing's static path (menuListingPaths). */
function categoryRoute(m: typeof import('../pages/public/category')) {
  return { ...listingRoute(m), getStaticPaths: m.getStaticPaths };
}

/** An episode's route, from its module: the language switcher follows the episode's translation. */
function episodeRoute(m: typeof import('../pages/public/episode')) {
  const handle: RouteHandle = { languageHrefs: m.languageHrefs };
  return { loader: m.loader, Component: m.EpisodePage, handle };
}

/**
 * A page of one language, under `/{lang}`: its errors render inside the site layout, and a page
 * that loads in the browser shows the spinner meanwhile. (Not a pathless parent route:
 * vite-react-ssg would lose the language prefix of the static paths below it.)
 */
function page(route: RouteRecord): RouteRecord {
  return { errorElement: <RouteError />, HydrateFallback: PageLoading, ...route };
}

/**
 * Article pages, most of what readers open, are in the main bundle; every other page is a route
 * module of its own, loaded when one of its pages is opened (a prerendered page preloads its
 * module, so it hydrates without waiting). Each `import()` is written out in its route's `lazy`
 * so vite-react-ssg finds the chunk there and preloads it in the pages that need it.
 */
const pages: RouteRecord[] = [
  {
    id: 'home',
    index: true,
    lazy: () => import('../pages/public/home').then((m) => ({ loader: m.loader, Component: m.HomePage })),
  },
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
    lazy: () => import('../pages/account/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    id: 'category',
    path: 'category/:category',
    lazy: () => import('../pages/public/category').then(categoryRoute),
  },
  {
    id: 'subcategory',
    path: 'category/:category/:subcategory',
    lazy: () => import('../pages/public/category').then(listingRoute),
  },
  // The feeds beside them (`podcast/feed.xml`) are the server's: it answers them before the app,
  // and the app links them with plain <a>s, so no route of the app is for them.
  {
    id: 'podcast',
    path: 'podcast',
    lazy: () => import('../pages/public/podcast').then((m) => ({ loader: m.loader, Component: m.PodcastPage })),
  },
  {
    id: 'episode',
    path: 'podcast/:id/:slug',
    lazy: () => import('../pages/public/episode').then((m) => ({ ...episodeRoute(m), getStaticPaths: m.getStaticPaths })),
  },
  {
    id: 'episode-by-id',
    path: 'podcast/:id',
    lazy: () => import('../pages/public/episode').then(episodeRoute),
  },
  ...INFO_PAGES.map(
    (name): RouteRecord => ({
      id: `info-${name}`,
      path: name,
      lazy: () => import('../pages/public/info').then((m) => ({ loader: m.loader, element: <m.InfoRoutePage page={name} /> })),
    }),
  ),
  { id: 'games', path: 'games', lazy: () => import('../pages/public/games').then((m) => ({ Component: m.GamesPage })) },
  // Each game is a chunk of its own (its logic, texts and styles), loaded only by its page.
  {
    id: 'game-sudoku',
    path: 'games/sudoku',
    lazy: () => import('../pages/public/sudoku').then((m) => ({ Component: m.SudokuPage })),
  },
  {
    id: 'game-tetris',
    path: 'games/tetris',
    lazy: () => import('../pages/public/tetris').then((m) => ({ Component: m.TetrisPage })),
  },
  {
    id: 'game-rubik',
    path: 'games/rubik',
    lazy: () => import('../pages/public/rubik').then((m) => ({ Component: m.RubikPage })),
  },
  {
    id: 'search',
    path: 'search',
    lazy: () => import('../pages/public/search').then((m) => ({ loader: m.loader, Component: m.SearchPage })),
  },
  {
    id: 'tag',
    path: 'tag/:tag',
    lazy: () => import('../pages/public/tag').then((m) => ({ loader: m.loader, Component: m.TagPage })),
  },
  { id: 'login', path: 'login', lazy: () => import('../pages/account/login').then((m) => ({ Component: m.LoginPage })) },
  { id: 'signup', path: 'signup', lazy: () => import('../pages/account/signup').then((m) => ({ Component: m.SignupPage })) },
  { id: 'account', path: 'account', lazy: () => import('../pages/account/account').then((m) => ({ Component: m.AccountPage })) },
  { id: 'saved', path: 'saved', lazy: () => import('../pages/account/saved').then((m) => ({ Component: m.SavedPage })) },
  // The server answers unknown paths with this page's prerendered HTML and status 404.
  {
    id: 'not-found-page',
    path: '404',
    lazy: () => import('../pages/public/not-found').then((m) => ({ Component: m.NotFoundPage })),
  },
  {
    id: 'not-found',
    path: '*',
    lazy: () => import('../pages/public/not-found').then((m) => ({ Component: m.NotFoundPage })),
  },
];

/**
 * Staff pages outside the languages (spec §2): rendered in the browser only, never prerendered,
 * and their code is loaded only when one of them opens. The admin area is English.
 */
const staffPages: RouteRecord[] = [
  {
    id: 'admin',
    path: '/admin',
    lazy: async () => {
      await loadMessages('en');
      return import('../pages/admin/admin-app').then((m) => ({ Component: m.AdminApp }));
    },
    // These only rank the area's paths (AdminApp routes them itself): `/:lang/newsletter`, an
    // info page, would otherwise outrank `/admin/*` for /admin/newsletter.
    children: [{ path: 'newsletter/*' }, { path: '*' }],
  },
  {
    id: 'direct-backup',
    path: '/direct-backup',
    lazy: async () => {
      await loadMessages('en');
      return import('../pages/admin/direct-backup').then((m) => ({ Component: m.DirectBackupPage }));
    },
  },
  {
    id: 'emergency-backup',
    path: '/emergency-backup',
    lazy: async () => {
      await loadMessages('en');
      return import('../pages/admin/emergency-backup').then((m) => ({ Component: m.EmergencyBackupPage }));
    },
  },
];

export const routes: RouteRecord[] = [
  { id: 'root', path: '/', Component: RouteGuard },
  ...staffPages,
  {
    id: 'site',
    path: '/:lang',
    Component: SiteRoot,
    loader: siteLoader,
    getStaticPaths: () => LANGS.map((lang) => `/${lang}`),
    children: pages.map(page),
  },
];

/** The router's future flags, the same for the prerender and the browser. */
export const ROUTER_FUTURE: NonNullable<Parameters<typeof createBrowserRouter>[1]>['future'] = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_skipActionErrorRevalidation: true,
  // Routes whose data is not in the page (app-shell fallback) load it in the
  // browser and show their HydrateFallback meanwhile.
  v7_partialHydration: true,
};
