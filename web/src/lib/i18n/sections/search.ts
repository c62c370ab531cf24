/** The texts of the search page, kept out of the language chunks (see `../messages.ts`). */
import { formatNumber, romanianCount } from '../format';
import { sectionHook } from '../language-context';

const en = {
  title: 'Search',
  label: 'Search articles',
  placeholder: 'Search for words, places, people…',
  submit: 'Search',
  description: 'Search the articles of this site.',
  prompt: 'Type some words to find articles about them, or follow a tag from an article.',
  resultsFor: (query: string) => `Results for “${query}”`,
  taggedWith: (tag: string) => `Tagged “${tag}”`,
  /** `more`: the search stopped counting at `count` (the API's `more`). */
  resultCount: (count: number, more = false) =>
    `${more ? 'More than ' : ''}${formatNumber(count, 'en')} ${count === 1 ? 'result' : 'results'}`,
  noResults: 'No articles match your search. Try other words or check the spelling.',
  noTagged: 'No articles have this tag yet.',
  tagTitle: (tag: string) => `Articles tagged “${tag}”`,
  tagDescription: (tag: string) => `Every article tagged ${tag}.`,
  tagEyebrow: 'Tag',
  failed: 'The search could not be done right now. Please try again in a moment.',
};

export type SearchMessages = typeof en;

const ro: SearchMessages = {
  title: 'Căutare',
  label: 'Caută articole',
  placeholder: 'Caută cuvinte, locuri, oameni…',
  submit: 'Caută',
  description: 'Caută în articolele acestui site.',
  prompt: 'Scrie câteva cuvinte pentru a găsi articole despre ele sau urmează o etichetă dintr-un articol.',
  resultsFor: (query: string) => `Rezultate pentru „${query}”`,
  taggedWith: (tag: string) => `Eticheta „${tag}”`,
  resultCount: (count, more) => `${more ? 'Peste ' : ''}${romanianCount(count, 'rezultat', 'rezultate')}`,
  noResults: 'Niciun articol nu se potrivește căutării. Încearcă alte cuvinte sau verifică ortografia.',
  noTagged: 'Încă niciun articol nu are această etichetă.',
  tagTitle: (tag: string) => `Articole cu eticheta „${tag}”`,
  tagDescription: (tag: string) => `Toate articolele cu eticheta ${tag}.`,
  tagEyebrow: 'Etichetă',
  failed: 'Căutarea nu poate fi făcută acum. Te rugăm să încerci din nou peste puțin timp.',
};

export const searchMessages = { en, ro };

export const useSearchMessages = sectionHook(searchMessages);
