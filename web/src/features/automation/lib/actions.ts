/** The actions a rule can take, in plain words, and the settings each one reads. */
import type { AutomationAction, AutomationBackupKind, AutomationLanguage, AutomationRule, AutomationSettings } from '../api/types';

export const ACTION_LABEL: Record<AutomationAction, string> = {
  publish_scheduled: 'Publish scheduled content',
  import_feed: 'Import a feed',
  recompute_trending: 'Recompute trending',
  send_digest: 'Send the weekly digest',
  backup: 'Back up the site',
  rebuild_site: 'Rebuild the site',
  translation_reminder: 'Remind about translations',
};

/** What each action does, under the action's select. */
export const ACTION_HINT: Record<AutomationAction, string> = {
  publish_scheduled: 'Articles scheduled for a time that has come go live.',
  import_feed: 'New items of an RSS or Atom feed become draft articles, for an editor to review.',
  recompute_trending: 'The trending articles are picked again from the latest views.',
  send_digest: 'The week’s most read articles are mailed to the confirmed subscribers of a language.',
  backup: 'A backup is made, then the expired ones are deleted.',
  rebuild_site: 'Every page of the public site is rendered again.',
  translation_reminder: 'The editors get a mail listing the recent articles that have no translation yet.',
};

/** In the order the select offers them. */
export const ACTION_OPTIONS: readonly (readonly [AutomationAction, string])[] = (
  [
    'publish_scheduled',
    'import_feed',
    'recompute_trending',
    'send_digest',
    'backup',
    'rebuild_site',
    'translation_reminder',
  ] as const
).map((action) => [action, ACTION_LABEL[action]] as const);

/** The settings each action reads; the others are not sent. */
export const ACTION_SETTINGS: Record<AutomationAction, readonly (keyof AutomationSettings)[]> = {
  publish_scheduled: [],
  import_feed: ['url', 'category', 'language'],
  recompute_trending: [],
  send_digest: ['language'],
  backup: ['kind'],
  rebuild_site: [],
  translation_reminder: ['days'],
};

export const LANGUAGE_LABEL: Record<AutomationLanguage, string> = { en: 'English', ro: 'Romanian' };
export const LANGUAGE_OPTIONS: readonly (readonly [AutomationLanguage, string])[] = [
  ['en', LANGUAGE_LABEL.en],
  ['ro', LANGUAGE_LABEL.ro],
];

export const BACKUP_KIND_LABEL: Record<AutomationBackupKind, string> = { comprehensive: 'Standard', enhanced_comprehensive: 'Enhanced Complete' };
export const BACKUP_KIND_OPTIONS: readonly (readonly [AutomationBackupKind, string])[] = [
  ['comprehensive', 'Standard (the database)'],
  ['enhanced_comprehensive', 'Enhanced Complete (also media, the built site and the configuration)'],
];

export const DEFAULT_BACKUP_KIND: AutomationBackupKind = 'comprehensive';
export const DEFAULT_REMINDER_DAYS = 7;
export const REMINDER_DAYS_MIN = 1;
export const REMINDER_DAYS_MAX = 90;

/** A value's label, or the value itself when it is one this page does not know. */
function labelOf<T extends string>(labels: Record<T, string>, value: string): string {
  return Object.prototype.hasOwnProperty.call(labels, value) ? labels[value as T] : value;
}

/** The action in plain words. */
export function actionLabel(action: string): string {
  return labelOf(ACTION_LABEL, action);
}

export function languageLabel(language: string): string {
  return labelOf(LANGUAGE_LABEL, language);
}

export function backupKindLabel(kind: string): string {
  return labelOf(BACKUP_KIND_LABEL, kind);
}

/**
 * A rule's settings in a line, beside its action: `https://example.org/feed.xml → politics,
 * Romanian`, `Romanian subscribers`, `Enhanced Complete`, `the last 7 days`; empty when its
 * action has none.
 */
export function settingsSummary(rule: Pick<AutomationRule, 'action' | 'settings'>): string {
  const { settings } = rule;
  switch (rule.action) {
    case 'import_feed': {
      const into = [settings.category, settings.language ? languageLabel(settings.language) : undefined].filter(Boolean).join(', ');
      return `${settings.url ?? 'no address'}${into ? ` → ${into}` : ''}`;
    }
    case 'send_digest':
      return settings.language ? `${languageLabel(settings.language)} subscribers` : '';
    case 'backup':
      return backupKindLabel(settings.kind ?? DEFAULT_BACKUP_KIND);
    case 'translation_reminder': {
      const days = settings.days ?? DEFAULT_REMINDER_DAYS;
      return `the last ${String(days)} day${days === 1 ? '' : 's'}`;
    }
    default:
      return '';
  }
}
