/** The texts of the information pages (about, contact, the policies), kept out of the language chunks (see `../messages.ts`). */
import { sectionHook } from '../language-context';

const en = {
  onThisPage: 'More about us',
  contactEmail: 'Email',
  lastUpdated: 'Last updated',
};

export type InfoMessages = typeof en;

const ro: InfoMessages = {
  onThisPage: 'Mai multe despre noi',
  contactEmail: 'E-mail',
  lastUpdated: 'Ultima actualizare',
};

export const useInfoMessages = sectionHook({ en, ro });
