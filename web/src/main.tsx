/** The prerender's entry (vite-react-ssg); the browser starts from client.tsx. */
import { ViteReactSSG } from 'vite-react-ssg';
import { ROUTER_FUTURE, routes } from './app/routes';
import { loadMessages } from './lib/i18n/messages';
import { selectLanguage } from './lib/language-path';

export const createRoot = ViteReactSSG(
  { routes, future: { v7_startTransition: true, ...ROUTER_FUTURE } },
  // The texts of the page's language (the route guard's default off a language path).
  async ({ routePath }) => {
    await loadMessages(selectLanguage(routePath ?? '/', null));
  },
);
