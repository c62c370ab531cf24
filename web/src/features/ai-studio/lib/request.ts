/** The request form: what it holds, what it checks, and the request it sends. */
import { ApiError } from '../../../lib/api-client';
import type { AiAction, AiLanguage, AiRequest, AiTone } from '../api/types';

/** The notes or source text a draft is written from, in characters. */
export const TEXT_MIN = 20;
export const TEXT_MAX = 20_000;

export const ACTION_OPTIONS: readonly AiAction[] = ['draft', 'translate', 'suggest', 'summarize'];

export const ACTION_HINT: Record<AiAction, string> = {
  draft: 'From your notes or pasted source text, in English or Romanian. It becomes a draft for an editor to read.',
  translate: 'Into the article’s other language, as a draft linked to it as its translation.',
  suggest: 'For an article: nothing is changed; copy what you want into the editor.',
  summarize: 'The week’s most read articles, summarised as HTML for the newsletter digest.',
};

export const LANGUAGE_OPTIONS: readonly (readonly [AiLanguage, string])[] = [
  ['en', 'English'],
  ['ro', 'Romanian'],
];

export const TONE_OPTIONS: readonly (readonly [AiTone, string])[] = [
  ['neutral', 'Neutral'],
  ['formal', 'Formal'],
  ['conversational', 'Conversational'],
  ['explanatory', 'Explanatory'],
];

/** The article a translation or suggestions are for, as the picker found it. */
export interface PickedArticle {
  id: number;
  title: string;
  language: string;
  status: string;
  /** Its translation's number, when it has one (it cannot be translated again). */
  linkedId: number | null;
}

export interface RequestForm {
  action: AiAction;
  language: AiLanguage;
  tone: AiTone;
  text: string;
  article: PickedArticle | null;
}

export type FormField = 'text' | 'article' | 'language' | 'tone' | 'form';
export type FormErrors = Partial<Record<FormField, string>>;

/** The order the fields come in, for the focus after a refusal. */
export const FIELD_ORDER: readonly FormField[] = ['language', 'tone', 'text', 'article', 'form'];

export function newForm(): RequestForm {
  return { action: 'draft', language: 'en', tone: 'neutral', text: '', article: null };
}

/** A text's length as the server counts it (Rust's `chars().count()`): in code points, not UTF-16 units. */
export function characterCount(text: string): number {
  return text.trim().replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;
}

/** The fields the action reads. */
export function fieldsOf(action: AiAction): readonly FormField[] {
  switch (action) {
    case 'draft':
      return ['language', 'tone', 'text'];
    case 'translate':
    case 'suggest':
      return ['article'];
    case 'summarize':
      return ['language', 'tone'];
  }
}

/** The form's mistakes, by field; none when it may be sent. */
export function checkForm(form: RequestForm): FormErrors {
  const errors: FormErrors = {};
  const needs = fieldsOf(form.action);
  if (needs.includes('text')) {
    const count = characterCount(form.text);
    if (count < TEXT_MIN) errors.text = `Give at least ${String(TEXT_MIN)} characters of notes or source text.`;
    else if (count > TEXT_MAX) errors.text = `Keep the text to ${TEXT_MAX.toLocaleString('en')} characters: it has ${count.toLocaleString('en')}.`;
  }
  if (needs.includes('article')) {
    if (form.article === null) errors.article = 'Choose the article.';
    else if (form.action === 'translate' && form.article.linkedId !== null)
      errors.article = `Article #${String(form.article.id)} already has a translation (#${String(form.article.linkedId)}).`;
  }
  return errors;
}

/** The request the form asks for: only the fields its action reads, the text trimmed. */
export function toRequest(form: RequestForm): AiRequest {
  switch (form.action) {
    case 'draft':
      return { action: 'draft', language: form.language, tone: form.tone, text: form.text.trim() };
    case 'translate':
    case 'suggest':
      return { action: form.action, article_id: form.article?.id ?? null };
    case 'summarize':
      return { action: 'summarize', language: form.language, tone: form.tone };
  }
}

const SERVER_FIELDS: Record<string, FormField> = {
  text: 'text',
  article_id: 'article',
  language: 'language',
  tone: 'tone',
};

const sentence = (text: string) => {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
};

/**
 * Where the server's refusal belongs: a 422 `field: reason` at its field (as a sentence), any
 * other 4xx (a 409: no provider, the budget spent, already translated) as it is, for the form.
 * Null for an error that is no refusal (the network, a 5xx).
 */
export function refusedFields(error: unknown): FormErrors | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const match = /^([a-z_]+): (.+)$/s.exec(error.message);
  const field = match?.[1] === undefined ? undefined : SERVER_FIELDS[match[1]];
  if (error.status === 422 && field !== undefined && match?.[2]) return { [field]: sentence(match[2]) };
  return { form: error.message };
}
