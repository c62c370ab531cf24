/** The texts of the category and subcategory listings, kept out of the language chunks (see `../messages.ts`). */
import { formatNumber, romanianCount } from '../format';
import { sectionHook } from '../language-context';

const en = {
  pagination: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageLabel: 'Page',
  pageOf: (page: number, count: number) => `Page ${formatNumber(page, 'en')} of ${formatNumber(count, 'en')}`,
  articleCount: (count: number) => `${formatNumber(count, 'en')} ${count === 1 ? 'article' : 'articles'}`,
  categoryDescription: (name: string) => `The latest ${name} articles.`,
  subcategoryDescription: (name: string, parent: string) => `${name} stories in ${parent}.`,
  emptyCategory: 'No articles in this category yet.',
  emptyPage: 'This page is past the end of the list.',
  firstPage: 'Go to the first page',
  categoryNotFoundTitle: 'Category Not Found',
  categoryNotFoundMessage: 'There is no such category.',
};

export type ListingsMessages = typeof en;

const ro: ListingsMessages = {
  pagination: 'Pagini',
  previousPage: 'Înapoi',
  nextPage: 'Înainte',
  pageLabel: 'Pagina',
  pageOf: (page: number, count: number) => `Pagina ${formatNumber(page, 'ro')} din ${formatNumber(count, 'ro')}`,
  articleCount: (count: number) => romanianCount(count, 'articol', 'articole'),
  categoryDescription: (name: string) => `Cele mai noi articole din categoria ${name}.`,
  subcategoryDescription: (name: string, parent: string) => `Știri ${name.toLocaleLowerCase('ro')} din categoria ${parent}.`,
  emptyCategory: 'Încă nu există articole în această categorie.',
  emptyPage: 'Această pagină este după sfârșitul listei.',
  firstPage: 'Mergi la prima pagină',
  categoryNotFoundTitle: 'Categorie inexistentă',
  categoryNotFoundMessage: 'Această categorie nu există.',
};

export const useListingsMessages = sectionHook({ en, ro });
