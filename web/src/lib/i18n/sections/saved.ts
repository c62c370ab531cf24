/** The texts of the saved articles page, kept out of the language chunks (see `../messages.ts`). */
import { sectionHook } from '../language-context';

const en = {
  title: 'Saved articles',
  description: 'The articles you bookmarked.',
  anonymousNote: 'Bookmarks are kept in this browser. Sign in to keep them on every device.',
  signIn: 'Sign in',
  empty: 'You have not saved any articles yet. Use the bookmark button on an article to keep it here.',
  failed: 'Your saved articles could not be loaded. Please try again in a moment.',
  loading: 'Loading your saved articles…',
};

export type SavedMessages = typeof en;

const ro: SavedMessages = {
  title: 'Articole salvate',
  description: 'Articolele pe care le-ai salvat.',
  anonymousNote: 'Articolele salvate sunt păstrate în acest browser. Autentifică-te pentru a le avea pe toate dispozitivele.',
  signIn: 'Autentifică-te',
  empty: 'Încă nu ai salvat niciun articol. Folosește butonul de salvare dintr-un articol pentru a-l păstra aici.',
  failed: 'Articolele salvate nu au putut fi încărcate. Te rugăm să încerci din nou peste puțin timp.',
  loading: 'Se încarcă articolele salvate…',
};

export const useSavedMessages = sectionHook({ en, ro });
