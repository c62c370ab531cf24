/** What AI Studio's views say about a run, and how often they look again while it is under way. */
import type { BadgeTone } from '../../../components/admin/badge';
import { formatCount } from '../../../components/admin/format';
import type { AiAction, AiRun, AiRunStatus, AiSuggestions, AiSummary } from '../api/types';

/** How often a run is read when its event stream failed. */
export const RUN_POLL_MS = 1000;
/** How often the recent runs are read while one of them is under way. */
export const LIST_POLL_MS = 3000;
/** How often they are read otherwise: other editors' runs appear. */
export const IDLE_REFRESH_MS = 60_000;

export const ACTION_LABEL: Record<AiAction, string> = {
  draft: 'Draft an article',
  translate: 'Translate an article',
  suggest: 'Suggest titles, excerpt, tags and category',
  summarize: 'Summarise the week for the newsletter',
};

/** The action in a word or two, for the list of runs. */
export const ACTION_SHORT: Record<AiAction, string> = {
  draft: 'Draft',
  translate: 'Translation',
  suggest: 'Suggestions',
  summarize: 'Weekly summary',
};

export const RUN_STATUS: Record<AiRunStatus, [BadgeTone, string]> = {
  queued: ['neutral', 'queued'],
  running: ['info', 'running'],
  succeeded: ['good', 'succeeded'],
  failed: ['bad', 'failed'],
};

export const LANGUAGE_NAME: Record<string, string> = { en: 'English', ro: 'Romanian' };

/** Queued or running: the worker has not finished it. */
export function isRunActive(run: Pick<AiRun, 'status'>): boolean {
  return run.status === 'queued' || run.status === 'running';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A `run` event's data as a run, or null when it is not one. */
export function parseRunEvent(data: string): AiRun | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.status !== 'string' || typeof value.partial !== 'string') return null;
  return value as unknown as AiRun;
}

/** A suggest run's checked result, or null when it has none (yet). */
export function suggestionsOf(run: AiRun): AiSuggestions | null {
  const result: unknown = run.result;
  if (run.action !== 'suggest' || !isRecord(result)) return null;
  const { titles, excerpt, tags, category } = result;
  if (!isStringList(titles) || typeof excerpt !== 'string' || !isStringList(tags) || typeof category !== 'string') return null;
  return { titles, excerpt, tags, category };
}

/** A summarize run's checked result, or null when it has none (yet). */
export function summaryOf(run: AiRun): AiSummary | null {
  const result: unknown = run.result;
  if (run.action !== 'summarize' || !isRecord(result) || typeof result.summary_html !== 'string') return null;
  return { summary_html: result.summary_html };
}

/** `460 tokens (120 prompt, 340 completion)`. */
export function tokenLine(run: Pick<AiRun, 'prompt_tokens' | 'completion_tokens'>): string {
  const total = run.prompt_tokens + run.completion_tokens;
  return `${formatCount(total)} tokens (${formatCount(run.prompt_tokens)} prompt, ${formatCount(run.completion_tokens)} completion)`;
}

/** Where a run is, in a sentence read out when its status changes (not as its text grows). */
export function runSentence(run: AiRun): string {
  const which = `Run #${String(run.id)}`;
  switch (run.status) {
    case 'queued':
      return `${which} is waiting for the worker…`;
    case 'running':
      return `${which} is running: the provider’s answer is coming in…`;
    case 'succeeded':
      switch (run.action) {
        case 'draft':
        case 'translate':
          return `${which} succeeded: the draft is written.`;
        case 'suggest':
          return `${which} succeeded: the suggestions are ready.`;
        case 'summarize':
          return `${which} succeeded: the summary is ready.`;
      }
      break;
    case 'failed':
      return `${which} failed.`;
  }
  return which;
}

/** The share of the day's token budget used, 0 to 1 (1 when there is no budget). */
export function budgetShare(used: number, budget: number): number {
  if (budget <= 0) return 1;
  return Math.min(1, Math.max(0, used / budget));
}
