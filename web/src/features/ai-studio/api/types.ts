/**
 * AI Studio's types, from the server's OpenAPI document (`npm run api-types`).
 */
import type { components } from '../../../lib/api/schema';

type Schemas = components['schemas'];

/** What AI Studio is asked to do: draft, translate, suggest or summarize. */
export type AiAction = Schemas['AiAction'];

/** What an editor asks for (`POST /admin/ai/runs`); each action reads only its own fields. */
export type AiRequest = Schemas['AiRequest'];

/** queued, running, succeeded or failed: the same states as an automation run's. */
export type AiRunStatus = Schemas['RunStatus'];

/**
 * One request and what came of it (timestamps are RFC 3339): `partial` is the provider's answer
 * as far as it has come (JSON being written), `result` the checked answer of suggest and
 * summarize, `article_id` the draft written by draft and translate.
 */
export type AiRun = Schemas['AiRun'];

/** `GET /admin/ai/runs`: the latest runs, newest first. */
export type AiRunList = Schemas['AiRunList'];

/** The provider (never its key) and today's token use. */
export type AiStatus = Schemas['AiStatus'];

/** The languages AI Studio writes in. */
export type AiLanguage = 'en' | 'ro';

/** How the text should sound; neutral unless asked. */
export type AiTone = 'neutral' | 'formal' | 'conversational' | 'explanatory';

/** A suggest run's result. */
export interface AiSuggestions {
  titles: string[];
  excerpt: string;
  tags: string[];
  category: string;
}

/** A summarize run's result: sanitised HTML for the newsletter digest. */
export interface AiSummary {
  summary_html: string;
}
