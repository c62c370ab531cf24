/** Romanian UI texts, written by us where the spec shows only English. */
import { romanianCount, formatNumber } from './format';
import type { Messages } from './en';

export const ro: Messages = {
  site: {
    name: 'Știri',
    description: 'Ultimele știri, articole recomandate și subiectele zilei.',
    skipToContent: 'Sari la conținut',
    mainNavigation: 'Navigare principală',
    switchLanguage: 'Schimbă limba',
    loading: 'Se încarcă…',
    backHome: 'Înapoi la prima pagină',
    pageNotFoundTitle: 'Pagina nu a fost găsită',
    pageNotFoundMessage: 'Pagina pe care o căutați nu există.',
    errorTitle: 'A apărut o eroare',
    errorMessage: 'Pagina nu a putut fi încărcată. Vă rugăm să încercați din nou peste câteva momente.',
    fallbackImage: 'Imagine de rezervă',
  },
  home: {
    latest: 'Ultimele știri',
    featured: 'Recomandate',
    trending: 'În tendințe',
    noArticles: 'Nu există încă articole.',
  },
  article: {
    by: 'De',
    tags: 'Etichete',
    previousArticle: 'Articolul anterior',
    nextArticle: 'Articolul următor',
    articleNavigation: 'Alte articole',
    readTranslation: 'Citește în engleză',
    unknownAuthor: 'Autor necunoscut',
    notFoundTitle: 'Articolul nu a fost găsit',
    notFoundMessage: 'Articolul pe care îl căutați nu a putut fi găsit.',
    views: (count: number) => romanianCount(count, 'vizualizare', 'vizualizări'),
    readingTime: (minutes: number) => `${formatNumber(minutes, 'ro')} min de lectură`,
  },
  account: {
    resetTitle: 'Alege o parolă nouă',
    newPassword: 'Parola nouă',
    repeatPassword: 'Repetă parola nouă',
    resetSubmit: 'Setează parola nouă',
    resetSubmitting: 'Se salvează…',
    resetDone: 'Parola a fost schimbată. Autentifică-te cu parola nouă.',
    resetLinkInvalid: 'Acest link de resetare nu este valid sau a expirat. Cere unul nou.',
    passwordTooShort: 'Parola trebuie să aibă cel puțin 8 caractere',
    passwordsDiffer: 'Cele două parole nu sunt identice.',
  },
};
