import { CONTACT_EMAIL } from '../../../config/site';
import type { InfoPage } from '../../../config/paths';
import type { Lang } from '../../../lib/i18n/languages';
import type { InfoContent } from '../content/types';

export interface InfoPageData {
  content: InfoContent;
  /** Every information page's title, for the links between them. */
  titles: Record<InfoPage, string>;
}

/**
 * One information page in one language. The texts are loaded on demand (their own chunk), so
 * they are not part of every page's JavaScript: a prerendered page carries its data in its HTML.
 */
export async function loadInfoPage(lang: Lang, page: InfoPage): Promise<InfoPageData> {
  const all =
    lang === 'ro'
      ? (await import('../content/ro')).infoContentRo(CONTACT_EMAIL)
      : (await import('../content/en')).infoContentEn(CONTACT_EMAIL);
  const titles = Object.fromEntries(Object.entries(all).map(([key, value]) => [key, value.title])) as Record<InfoPage, string>;
  return { content: all[page], titles };
}
