import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { EmptyState } from '../../../components/admin/admin-page';
import { Field } from '../../../components/admin/field';
import { Select } from '../../../components/admin/select-field';
import { useFieldForm } from '../../../components/admin/use-field-form';
import { isNotFound, serverMessage } from '../../../lib/api-client';
import type { CategoryMenuItem } from '../../../lib/api/types';
import { toast } from '../../../lib/toast';
import { createRule } from '../api/create-rule';
import { ruleQueryOptions, useRule } from '../api/get-rule';
import { rulesQueryOptions } from '../api/list-rules';
import type { AutomationAction, AutomationBackupKind, AutomationLanguage, AutomationRule } from '../api/types';
import { updateRule } from '../api/update-rule';
import {
  ACTION_HINT,
  ACTION_OPTIONS,
  ACTION_SETTINGS,
  BACKUP_KIND_OPTIONS,
  LANGUAGE_OPTIONS,
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
} from '../lib/actions';
import {
  FIELD_ORDER,
  NAME_MAX,
  TIMEOUT_MAX,
  TIMEOUT_MIN,
  checkDraft,
  draftFromRule,
  newDraft,
  refusedFields,
  ruleInput,
  type DraftField,
  type RuleDraft,
} from '../lib/rule-form';
import { ScheduleField } from './schedule-field';

/** Each field's control, for its label, its message and the focus. */
const FIELD_ID: Record<Exclude<DraftField, 'form'>, string> = {
  name: 'rule-name',
  action: 'rule-action',
  url: 'rule-url',
  category: 'rule-category',
  language: 'rule-language',
  kind: 'rule-kind',
  days: 'rule-days',
  schedule: 'rule-schedule',
  time_zone: 'rule-time-zone',
  timeout: 'rule-timeout',
};

const SETTINGS_LEGEND: Partial<Record<AutomationAction, string>> = {
  import_feed: 'The feed',
  send_digest: 'The digest',
  backup: 'The backup',
  translation_reminder: 'The reminder',
};

interface RuleFormProps {
  /** The rule to edit; none writes a new one. */
  rule?: AutomationRule;
  /** The categories an imported feed's drafts may go to (the page reads them). */
  categories: CategoryMenuItem[];
  onSaved: (rule: AutomationRule) => void;
  onCancel: () => void;
}

/** The category select's choices: the menu's categories, and the rule's own when the menu lacks it. */
function categoryOptions(categories: CategoryMenuItem[], current: string): [string, string][] {
  const options: [string, string][] = categories.map((category) => [category.category, category.name]);
  if (current !== '' && !options.some(([value]) => value === current)) options.unshift([current, current]);
  return options;
}

/** Writes a new rule or changes one: its name, action and settings, schedule, and how long a run may take. */
export function RuleForm({ rule, categories, onSaved, onCancel }: RuleFormProps) {
  const client = useQueryClient();
  const { value: draft, errors, change, flag } = useFieldForm<RuleDraft, DraftField>(() => (rule ? draftFromRule(rule) : newDraft()), FIELD_ORDER, FIELD_ID);
  const [busy, setBusy] = useState(false);

  // A new rule starts with its name.
  useEffect(() => {
    if (!rule) document.getElementById(FIELD_ID.name)?.focus();
  }, [rule]);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (flag(checkDraft(draft))) return;
    setBusy(true);
    try {
      const input = ruleInput(draft);
      const saved = rule ? await updateRule(rule.id, input) : await createRule(input);
      client.setQueryData(ruleQueryOptions(saved.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: rulesQueryOptions().queryKey });
      toast({ title: rule ? 'Rule saved' : 'Rule created', description: saved.name });
      onSaved(saved);
    } catch (error) {
      const refused = refusedFields(error);
      if (refused) flag(refused);
      else toast({ title: 'The rule could not be saved', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const needs = ACTION_SETTINGS[draft.action];
  const legend = SETTINGS_LEGEND[draft.action];
  const title = rule ? `Edit “${rule.name}”` : 'New rule';
  const categoryChoices = categoryOptions(categories, draft.category);

  return (
    <form className="admin-form admin-card automation-form" aria-labelledby="rule-form-title" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="rule-form-title" className="admin-section-title">
        {title}
      </h2>
      <div className="automation-form__grid">
        <Field id={FIELD_ID.name} label="Name" error={errors.name}>
          {(describedBy) => (
            <input
              id={FIELD_ID.name}
              value={draft.name}
              maxLength={NAME_MAX}
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                change({ name: event.target.value }, 'name');
              }}
            />
          )}
        </Field>
        <Field id={FIELD_ID.action} label="Action" hint={ACTION_HINT[draft.action]} error={errors.action}>
          {(describedBy) => (
            <Select<AutomationAction>
              id={FIELD_ID.action}
              value={draft.action}
              options={ACTION_OPTIONS}
              invalid={Boolean(errors.action)}
              describedBy={describedBy}
              onChange={(action) => {
                change({ action }, 'action', 'url', 'category', 'language', 'kind', 'days');
              }}
            />
          )}
        </Field>
      </div>
      {legend ? (
        <fieldset className="automation-settings">
          <legend>{legend}</legend>
          <div className="automation-form__grid">
            {needs.includes('url') ? (
              <Field id={FIELD_ID.url} label="Feed address" hint="An RSS or Atom feed; its new items become drafts." error={errors.url}>
                {(describedBy) => (
                  <input
                    id={FIELD_ID.url}
                    type="url"
                    inputMode="url"
                    value={draft.url}
                    placeholder="https://example.org/feed.xml"
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={errors.url ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => {
                      change({ url: event.target.value }, 'url');
                    }}
                  />
                )}
              </Field>
            ) : null}
            {needs.includes('category') ? (
              <Field id={FIELD_ID.category} label="Category" error={errors.category}>
                {(describedBy) =>
                  categoryChoices.length > 0 ? (
                    <Select
                      id={FIELD_ID.category}
                      value={draft.category}
                      options={categoryChoices}
                      placeholder={draft.category === '' ? 'Choose a category' : undefined}
                      invalid={Boolean(errors.category)}
                      describedBy={describedBy}
                      onChange={(category) => {
                        change({ category }, 'category');
                      }}
                    />
                  ) : (
                    // The menu could not be read: the slug can still be typed.
                    <input
                      id={FIELD_ID.category}
                      value={draft.category}
                      placeholder="news"
                      autoComplete="off"
                      spellCheck={false}
                      aria-invalid={errors.category ? true : undefined}
                      aria-describedby={describedBy}
                      onChange={(event) => {
                        change({ category: event.target.value }, 'category');
                      }}
                    />
                  )
                }
              </Field>
            ) : null}
            {needs.includes('language') ? (
              <Field
                id={FIELD_ID.language}
                label="Language"
                hint={draft.action === 'send_digest' ? 'It goes to the confirmed subscribers of this language.' : 'The language of the drafts.'}
                error={errors.language}
              >
                {(describedBy) => (
                  <Select<AutomationLanguage>
                    id={FIELD_ID.language}
                    value={draft.language}
                    options={LANGUAGE_OPTIONS}
                    invalid={Boolean(errors.language)}
                    describedBy={describedBy}
                    onChange={(language) => {
                      change({ language }, 'language');
                    }}
                  />
                )}
              </Field>
            ) : null}
            {needs.includes('kind') ? (
              <Field id={FIELD_ID.kind} label="Backup type" error={errors.kind}>
                {(describedBy) => (
                  <Select<AutomationBackupKind>
                    id={FIELD_ID.kind}
                    value={draft.kind}
                    options={BACKUP_KIND_OPTIONS}
                    invalid={Boolean(errors.kind)}
                    describedBy={describedBy}
                    onChange={(kind) => {
                      change({ kind }, 'kind');
                    }}
                  />
                )}
              </Field>
            ) : null}
            {needs.includes('days') ? (
              <Field
                id={FIELD_ID.days}
                label="Days to look back"
                hint={`Articles of the last ${String(REMINDER_DAYS_MIN)} to ${String(REMINDER_DAYS_MAX)} days without a translation are listed.`}
                error={errors.days}
              >
                {(describedBy) => (
                  <input
                    id={FIELD_ID.days}
                    type="number"
                    inputMode="numeric"
                    min={REMINDER_DAYS_MIN}
                    max={REMINDER_DAYS_MAX}
                    step={1}
                    value={draft.days}
                    aria-invalid={errors.days ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => {
                      change({ days: event.target.value }, 'days');
                    }}
                  />
                )}
              </Field>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <ScheduleField
        schedule={draft.schedule}
        timeZone={draft.timeZone}
        scheduleError={errors.schedule}
        timeZoneError={errors.time_zone}
        onSchedule={(schedule) => {
          change({ schedule }, 'schedule');
        }}
        onTimeZone={(timeZone) => {
          change({ timeZone }, 'time_zone', 'schedule');
        }}
      />
      <div className="automation-form__grid automation-form__last">
        <Field id={FIELD_ID.timeout} label="Timeout (seconds)" hint={`A run still going after this is stopped and counted as failed: ${String(TIMEOUT_MIN)} to ${TIMEOUT_MAX.toLocaleString('en')} seconds.`} error={errors.timeout}>
          {(describedBy) => (
            <input
              id={FIELD_ID.timeout}
              type="number"
              inputMode="numeric"
              min={TIMEOUT_MIN}
              max={TIMEOUT_MAX}
              step={1}
              value={draft.timeout}
              aria-invalid={errors.timeout ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                change({ timeout: event.target.value }, 'timeout');
              }}
            />
          )}
        </Field>
        <div className="admin-field automation-field--check">
          <label className="automation-check">
            <input
              type="checkbox"
              checked={draft.enabled}
              aria-describedby="rule-enabled-hint"
              onChange={(event) => {
                change({ enabled: event.target.checked });
              }}
            />
            Enabled
          </label>
          <p id="rule-enabled-hint" className="admin-hint">
            A disabled rule does not run on its schedule; Run now still runs it.
          </p>
        </div>
      </div>
      {errors.form ? (
        <p className="admin-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="automation-form__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? 'Saving…' : rule ? 'Save changes' : 'Create rule'}
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The form over the rule `id`, once it is read. */
export function EditRuleForm({ id, ...props }: Omit<RuleFormProps, 'rule'> & { id: number }) {
  const query = useRule(id);
  if (query.isError && !query.data) {
    return <EmptyState>{isNotFound(query.error) ? 'There is no such rule.' : `Failed to load the rule. ${serverMessage(query.error) ?? 'Please try again.'}`}</EmptyState>;
  }
  if (!query.data) return <EmptyState>Loading the rule…</EmptyState>;
  return <RuleForm key={query.data.id} rule={query.data} {...props} />;
}
