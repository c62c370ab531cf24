/** The UI texts of a language. English defines the shape; Romanian must match it. */
import { en, type Messages } from './en';
import type { Lang } from './languages';
import { ro } from './ro';

const MESSAGES: Record<Lang, Messages> = { en, ro };

export function messages(lang: Lang): Messages {
  return MESSAGES[lang];
}
