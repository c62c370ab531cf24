/**
 * The automation API's types, from the server's OpenAPI document (`npm run api-types`).
 */
import type { components } from '../../../lib/api/schema';

type Schemas = components['schemas'];

/** What a rule does when it runs. */
export type AutomationAction = Schemas['AutomationAction'];

/** The languages a feed import writes and a digest is sent in. */
export type AutomationLanguage = 'en' | 'ro';

/** The backup a `backup` rule makes: standard (comprehensive) or enhanced. */
export type AutomationBackupKind = Schemas['BackupKind'];

/** An action's settings; each action reads only its own (see `ACTION_SETTINGS`). */
export type AutomationSettings = Schemas['AutomationSettings'];

export type AutomationRunStatus = Schemas['RunStatus'];

/** A run came from the schedule, or from someone's Run now. */
export type AutomationTrigger = Schemas['AutomationTrigger'];

/** One run of a rule (timestamps are RFC 3339). */
export type AutomationRun = Schemas['AutomationRun'];

/** A rule as the server keeps it. */
export type AutomationRule = Schemas['AutomationRule'];

/** A rule as an admin writes it (`POST /admin/automation`, `PUT /admin/automation/{id}`). */
export type AutomationRuleInput = Schemas['AutomationRuleInput'];

/** `GET /admin/automation`. */
export type AutomationRuleList = Schemas['AutomationRuleList'];

/** `GET /admin/automation/{id}/runs`: newest first. */
export type AutomationRunList = Schemas['AutomationRunList'];

/** `POST /admin/automation/preview`'s body. */
export type SchedulePreviewRequest = Schemas['SchedulePreviewRequest'];

/** A schedule in words, with its next five runs (RFC 3339). */
export type SchedulePreview = Schemas['SchedulePreview'];
