/** The rule form's state, its checks, and the body it sends for each action. */
import { ApiError } from '../../../lib/api-client';
import type { AutomationAction, AutomationBackupKind, AutomationLanguage, AutomationRule, AutomationRuleInput, AutomationSettings } from '../api/types';
import { ACTION_SETTINGS, DEFAULT_BACKUP_KIND, DEFAULT_REMINDER_DAYS, REMINDER_DAYS_MAX, REMINDER_DAYS_MIN } from './actions';
import { DEFAULT_TIME_ZONE, normalizeSchedule } from './schedule';

export const DEFAULT_TIMEOUT_SECONDS = 600;
export const TIMEOUT_MIN = 10;
export const TIMEOUT_MAX = 86_400;
export const NAME_MAX = 100;

/** The form as typed: numbers stay text until they are checked. */
export interface RuleDraft {
  name: string;
  action: AutomationAction;
  schedule: string;
  timeZone: string;
  enabled: boolean;
  timeout: string;
  url: string;
  category: string;
  language: AutomationLanguage;
  kind: AutomationBackupKind;
  days: string;
}

/** The fields a message can stand beside; `form` is for what belongs to none. */
export type DraftField = 'name' | 'action' | 'schedule' | 'time_zone' | 'timeout' | 'url' | 'category' | 'language' | 'kind' | 'days' | 'form';

export type DraftErrors = Partial<Record<DraftField, string>>;

/** The order the fields come in the form: the first one with a message takes the focus. */
export const FIELD_ORDER: readonly DraftField[] = ['name', 'action', 'url', 'category', 'language', 'kind', 'days', 'schedule', 'time_zone', 'timeout', 'form'];

export function newDraft(): RuleDraft {
  return {
    name: '',
    action: 'publish_scheduled',
    schedule: '',
    timeZone: DEFAULT_TIME_ZONE,
    enabled: true,
    timeout: String(DEFAULT_TIMEOUT_SECONDS),
    url: '',
    category: '',
    language: 'en',
    kind: DEFAULT_BACKUP_KIND,
    days: String(DEFAULT_REMINDER_DAYS),
  };
}

/** A rule in the form, to be edited. */
export function draftFromRule(rule: AutomationRule): RuleDraft {
  const { settings } = rule;
  return {
    name: rule.name,
    action: rule.action,
    schedule: rule.schedule,
    timeZone: rule.time_zone,
    enabled: rule.enabled,
    timeout: String(rule.timeout_seconds),
    url: settings.url ?? '',
    category: settings.category ?? '',
    language: settings.language === 'ro' ? 'ro' : 'en',
    kind: settings.kind ?? DEFAULT_BACKUP_KIND,
    days: String(settings.days ?? DEFAULT_REMINDER_DAYS),
  };
}

/** A whole number typed in a field, or null. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What is wrong with the draft before it is sent (the server checks again, and the schedule itself). */
export function checkDraft(draft: RuleDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Give the rule a name.';
  else if (name.length > NAME_MAX) errors.name = `Keep the name to ${String(NAME_MAX)} characters.`;
  if (normalizeSchedule(draft.schedule) === '') errors.schedule = 'Write a schedule, or choose one of the presets.';
  const timeout = wholeNumber(draft.timeout);
  if (timeout === null || timeout < TIMEOUT_MIN || timeout > TIMEOUT_MAX) {
    errors.timeout = `The timeout is a whole number of seconds from ${String(TIMEOUT_MIN)} to ${TIMEOUT_MAX.toLocaleString('en')}.`;
  }
  const needs = ACTION_SETTINGS[draft.action];
  if (needs.includes('url') && !isWebAddress(draft.url)) errors.url = 'Give the feed’s full address, starting with http:// or https://.';
  if (needs.includes('category') && draft.category.trim() === '') errors.category = 'Choose the category of the imported drafts.';
  if (needs.includes('days')) {
    const days = wholeNumber(draft.days);
    if (days === null || days < REMINDER_DAYS_MIN || days > REMINDER_DAYS_MAX) {
      errors.days = `Look back a whole number of days from ${String(REMINDER_DAYS_MIN)} to ${String(REMINDER_DAYS_MAX)}.`;
    }
  }
  return errors;
}

/** The settings the draft's action reads, and no others. */
function settingsOf(draft: RuleDraft): AutomationSettings {
  switch (draft.action) {
    case 'import_feed':
      return { url: draft.url.trim(), category: draft.category.trim(), language: draft.language };
    case 'send_digest':
      return { language: draft.language };
    case 'backup':
      return { kind: draft.kind };
    case 'translation_reminder':
      return { days: wholeNumber(draft.days) ?? DEFAULT_REMINDER_DAYS };
    case 'publish_scheduled':
    case 'recompute_trending':
    case 'rebuild_site':
      return {};
  }
}

/** The body of the create or the update: a checked draft, its text trimmed. */
export function ruleInput(draft: RuleDraft): AutomationRuleInput {
  return {
    name: draft.name.trim(),
    schedule: normalizeSchedule(draft.schedule),
    time_zone: draft.timeZone,
    action: draft.action,
    settings: settingsOf(draft),
    enabled: draft.enabled,
    timeout_seconds: wholeNumber(draft.timeout) ?? DEFAULT_TIMEOUT_SECONDS,
  };
}

/** The server's field names (`settings.url`) as the form's. */
const SERVER_FIELDS: Record<string, DraftField> = {
  name: 'name',
  action: 'action',
  schedule: 'schedule',
  time_zone: 'time_zone',
  timeout_seconds: 'timeout',
  'settings.url': 'url',
  url: 'url',
  'settings.category': 'category',
  category: 'category',
  'settings.language': 'language',
  language: 'language',
  'settings.kind': 'kind',
  kind: 'kind',
  'settings.days': 'days',
  days: 'days',
};

const sentence = (text: string) => {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
};

/**
 * A message of the server's (`schedule: a schedule has five fields…`, `settings.url: …`) split
 * into its field and its text as a sentence; the field is null when the message names none.
 */
export function splitFieldMessage(message: string): { field: DraftField | null; text: string } {
  const match = /^([a-z_]+(?:\.[a-z_]+)*): (.+)$/s.exec(message);
  const field = match?.[1] === undefined ? undefined : SERVER_FIELDS[match[1]];
  if (!match?.[2] || field === undefined) return { field: null, text: sentence(message) };
  return { field, text: sentence(match[2]) };
}

/** Where the server's refusal belongs in the form, or null for an error that is no refusal (the network, a 5xx). */
export function refusedFields(error: unknown): DraftErrors | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const { field, text } = splitFieldMessage(error.message);
  return { [field ?? 'form']: text };
}
