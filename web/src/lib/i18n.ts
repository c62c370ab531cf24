/** UI strings and deterministic (UTC, locale-table based) formatting for en/ro. */

export const LANGS = ['en', 'ro'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'ro' : 'en';
}

export interface Messages {
  siteName: string;
  siteDescription: string;
  skipToContent: string;
  mainNavigation: string;
  languageName: string;
  switchLanguage: string;
  latest: string;
  featured: string;
  trending: string;
  noArticles: string;
  by: string;
  tags: string;
  previousArticle: string;
  nextArticle: string;
  articleNavigation: string;
  readTranslation: string;
  fallbackImage: string;
  unknownAuthor: string;
  articleNotFoundTitle: string;
  articleNotFoundMessage: string;
  pageNotFoundTitle: string;
  pageNotFoundMessage: string;
  errorTitle: string;
  errorMessage: string;
  backHome: string;
  loading: string;
  resetTitle: string;
  newPassword: string;
  repeatPassword: string;
  resetSubmit: string;
  resetSubmitting: string;
  resetDone: string;
  resetLinkInvalid: string;
  passwordTooShort: string;
  passwordsDiffer: string;
  views: (count: number) => string;
  readingTime: (minutes: number) => string;
}

/** Groups digits in threes with the given separator; no Intl, so build and browser agree. */
export function formatNumber(value: number, lang: Lang): string {
  const separator = lang === 'ro' ? '.' : ',';
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Romanian takes "de" before the noun from 20 on, except when the last two digits are 01–19. */
function romanianCount(count: number, one: string, few: string): string {
  const n = Math.trunc(Math.abs(count));
  const rest = n % 100;
  if (n === 1) return `1 ${one}`;
  const noun = n === 0 || (rest >= 1 && rest <= 19) ? few : `de ${few}`;
  return `${formatNumber(count, 'ro')} ${noun}`;
}

const MESSAGES: Record<Lang, Messages> = {
  en: {
    siteName: 'News',
    siteDescription: 'The latest news, featured stories and trending articles.',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    languageName: 'English',
    switchLanguage: 'Change language',
    latest: 'Latest',
    featured: 'Featured',
    trending: 'Trending',
    noArticles: 'No articles yet.',
    by: 'By',
    tags: 'Tags',
    previousArticle: 'Previous article',
    nextArticle: 'Next article',
    articleNavigation: 'More articles',
    readTranslation: 'Read in Romanian',
    fallbackImage: 'Fallback image',
    unknownAuthor: 'Unknown author',
    articleNotFoundTitle: 'Article Not Found',
    articleNotFoundMessage: "The article you're looking for could not be found.",
    pageNotFoundTitle: 'Page Not Found',
    pageNotFoundMessage: "The page you're looking for doesn't exist.",
    errorTitle: 'Something went wrong',
    errorMessage: 'The page could not be loaded. Please try again in a moment.',
    backHome: 'Back to the home page',
    loading: 'Loading…',
    resetTitle: 'Choose a new password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    resetSubmit: 'Set the new password',
    resetSubmitting: 'Saving…',
    resetDone: 'Your password has been changed. Sign in with the new one.',
    resetLinkInvalid: 'This password reset link is invalid or has expired. Ask for a new one.',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordsDiffer: 'The two passwords are not the same.',
    views: (count) => `${formatNumber(count, 'en')} ${count === 1 ? 'view' : 'views'}`,
    readingTime: (minutes) => `${formatNumber(minutes, 'en')} min read`,
  },
  ro: {
    siteName: 'Știri',
    siteDescription: 'Ultimele știri, articole recomandate și subiectele zilei.',
    skipToContent: 'Sari la conținut',
    mainNavigation: 'Navigare principală',
    languageName: 'Română',
    switchLanguage: 'Schimbă limba',
    latest: 'Ultimele știri',
    featured: 'Recomandate',
    trending: 'În tendințe',
    noArticles: 'Nu există încă articole.',
    by: 'De',
    tags: 'Etichete',
    previousArticle: 'Articolul anterior',
    nextArticle: 'Articolul următor',
    articleNavigation: 'Alte articole',
    readTranslation: 'Citește în engleză',
    fallbackImage: 'Imagine de rezervă',
    unknownAuthor: 'Autor necunoscut',
    articleNotFoundTitle: 'Articolul nu a fost găsit',
    articleNotFoundMessage: 'Articolul pe care îl căutați nu a putut fi găsit.',
    pageNotFoundTitle: 'Pagina nu a fost găsită',
    pageNotFoundMessage: 'Pagina pe care o căutați nu există.',
    errorTitle: 'A apărut o eroare',
    errorMessage: 'Pagina nu a putut fi încărcată. Vă rugăm să încercați din nou peste câteva momente.',
    backHome: 'Înapoi la prima pagină',
    loading: 'Se încarcă…',
    resetTitle: 'Alege o parolă nouă',
    newPassword: 'Parola nouă',
    repeatPassword: 'Repetă parola nouă',
    resetSubmit: 'Setează parola nouă',
    resetSubmitting: 'Se salvează…',
    resetDone: 'Parola a fost schimbată. Autentifică-te cu parola nouă.',
    resetLinkInvalid: 'Acest link de resetare nu este valid sau a expirat. Cere unul nou.',
    passwordTooShort: 'Parola trebuie să aibă cel puțin 8 caractere',
    passwordsDiffer: 'Cele două parole nu sunt identice.',
    views: (count) => romanianCount(count, 'vizualizare', 'vizualizări'),
    readingTime: (minutes) => `${formatNumber(minutes, 'ro')} min de lectură`,
  },
};

export function messages(lang: Lang): Messages {
  return MESSAGES[lang];
}

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January', 'February', 'March', 'April', 'May', 'June',
    'July', 'August', 'September', 'October', 'November', 'December',
  ],
  ro: [
    'ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie',
    'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie',
  ],
};

/**
 * Formats an RFC 3339 timestamp as a calendar date in UTC:
 * en "March 5, 2026" (MMMM d, yyyy), ro "5 martie 2026" (d MMMM yyyy).
 * Returns '' for an unparseable value.
 */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.getUTCDate();
  const month = MONTHS[lang][date.getUTCMonth()] ?? '';
  const year = date.getUTCFullYear();
  return lang === 'ro'
    ? `${String(day)} ${month} ${String(year)}`
    : `${month} ${String(day)}, ${String(year)}`;
}

export const DEFAULT_INITIALS = 'UN';

/** "Jane Doe" → "JD", "Plato" → "PL", "" → "UN". Keeps diacritics ("Ștefan Ionescu" → "ȘI"). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/[\s\-_.]+/u)
    .map((word) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, '')))
    .filter((letters) => letters.length > 0);
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return DEFAULT_INITIALS;
  const letters = words.length === 1 ? first.slice(0, 2) : [first[0], last[0]];
  return letters.join('').toLocaleUpperCase();
}
