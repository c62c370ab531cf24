import { CONTACT_EMAIL } from '../../../config/site';
import type { Lang } from '../../../lib/i18n/languages';
import { infoContentEn } from '../content/en';
import { infoContentRo } from '../content/ro';
import type { InfoContents } from '../content/types';

const CONTENT: Record<Lang, InfoContents> = { en: infoContentEn(CONTACT_EMAIL), ro: infoContentRo(CONTACT_EMAIL) };

/** The information pages of a language. */
export function infoContent(lang: Lang): InfoContents {
  return CONTENT[lang];
}
