import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Field, FieldError } from '../../../components/admin/field';
import { Select } from '../../../components/admin/select-field';
import { useFieldForm } from '../../../components/admin/use-field-form';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { aiRunQueryOptions } from '../api/get-run';
import { aiRunsQueryOptions } from '../api/list-runs';
import { requestAiRun } from '../api/request-run';
import type { AiAction, AiLanguage, AiRun, AiTone } from '../api/types';
import {
  ACTION_HINT,
  ACTION_OPTIONS,
  FIELD_ORDER,
  LANGUAGE_OPTIONS,
  TEXT_MAX,
  TEXT_MIN,
  TONE_OPTIONS,
  characterCount,
  checkForm,
  fieldsOf,
  newForm,
  refusedFields,
  toRequest,
  type FormField,
  type RequestForm as Form,
} from '../lib/request';
import { ACTION_LABEL } from '../lib/runs';
import { ArticlePicker } from './article-picker';

/** Each field's control, for its label, its message and the focus. */
const FIELD_ID: Record<Exclude<FormField, 'form'>, string> = {
  language: 'ai-language',
  tone: 'ai-tone',
  text: 'ai-text',
  article: 'ai-article',
};

interface RequestFormProps {
  /** The day's budget is spent: the server would refuse. */
  budgetSpent: boolean;
  /** The run was queued: follow it. */
  onQueued: (run: AiRun) => void;
}

/** What to ask AI Studio for: the action, its inputs, Generate. */
export function RequestForm({ budgetSpent, onQueued }: RequestFormProps) {
  const client = useQueryClient();
  const { value: form, errors, change, flag } = useFieldForm<Form, FormField>(newForm, FIELD_ORDER, FIELD_ID);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (flag(checkForm(form))) return;
    setBusy(true);
    try {
      const run = await requestAiRun(toRequest(form));
      client.setQueryData(aiRunQueryOptions(run.id).queryKey, run);
      void client.invalidateQueries({ queryKey: aiRunsQueryOptions().queryKey });
      onQueued(run);
    } catch (error) {
      const refused = refusedFields(error);
      if (refused) flag(refused);
      else toast({ title: 'AI Studio could not take the request', description: serverMessage(error) ?? 'The server could not be reached. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const needs = fieldsOf(form.action);
  const count = characterCount(form.text);
  const countTone = count > TEXT_MAX ? 'over' : count < TEXT_MIN ? 'under' : 'ok';

  return (
    <form className="admin-form admin-card ai-form" aria-labelledby="ai-form-title" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="ai-form-title" className="admin-section-title">
        New request
      </h2>
      <fieldset className="ai-actions">
        <legend>What should AI Studio do?</legend>
        <div className="ai-actions__grid">
          {ACTION_OPTIONS.map((action: AiAction) => (
            <label key={action} className="ai-action">
              <input
                type="radio"
                name="ai-action"
                value={action}
                checked={form.action === action}
                aria-describedby={`ai-action-${action}-hint`}
                onChange={() => {
                  change({ action }, 'text', 'article', 'language', 'tone');
                }}
              />
              <span className="ai-action__text">
                <span className="ai-action__label">{ACTION_LABEL[action]}</span>
                {/* Its description, not part of its name (aria-describedby still reads it). */}
                <span id={`ai-action-${action}-hint`} className="ai-action__hint" aria-hidden="true">
                  {ACTION_HINT[action]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {needs.includes('language') ? (
        <div className="ai-form__grid">
          <Field id={FIELD_ID.language} label="Language" hint={form.action === 'summarize' ? 'The subscribers of this language get the digest.' : 'The language to write in.'} error={errors.language}>
            {(describedBy) => (
              <Select<AiLanguage>
                id={FIELD_ID.language}
                value={form.language}
                options={LANGUAGE_OPTIONS}
                describedBy={describedBy}
                onChange={(language) => {
                  change({ language }, 'language');
                }}
              />
            )}
          </Field>
          <Field id={FIELD_ID.tone} label="Tone" error={errors.tone}>
            {(describedBy) => (
              <Select<AiTone>
                id={FIELD_ID.tone}
                value={form.tone}
                options={TONE_OPTIONS}
                describedBy={describedBy}
                onChange={(tone) => {
                  change({ tone }, 'tone');
                }}
              />
            )}
          </Field>
        </div>
      ) : null}

      {needs.includes('text') ? (
        <div className="admin-field ai-field--block">
          <label htmlFor={FIELD_ID.text}>Notes or source text</label>
          <textarea
            id={FIELD_ID.text}
            className="ai-text"
            rows={12}
            value={form.text}
            spellCheck
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={['ai-text-hint', 'ai-text-count', errors.text ? 'ai-text-error' : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              change({ text: event.target.value }, 'text');
            }}
          />
          <div className="ai-text__foot">
            <p id="ai-text-hint" className="admin-hint">
              The facts, quotes and names to use, or a text to rewrite: the draft keeps to what is here.
            </p>
            <p id="ai-text-count" className={`ai-count ai-count--${countTone}`}>
              {count.toLocaleString('en')} / {TEXT_MAX.toLocaleString('en')} characters
              {count < TEXT_MIN ? ` (at least ${String(TEXT_MIN)})` : ''}
            </p>
          </div>
          <FieldError id={FIELD_ID.text} error={errors.text} />
        </div>
      ) : null}

      {needs.includes('article') ? (
        <ArticlePicker
          id={FIELD_ID.article}
          action={form.action}
          article={form.article}
          error={errors.article}
          onPick={(article) => {
            change({ article }, 'article');
          }}
        />
      ) : null}

      {errors.form ? (
        <p className="admin-error ai-form__refusal" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="ai-form__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy || budgetSpent} aria-describedby={budgetSpent ? 'ai-budget-spent' : undefined}>
          {busy ? 'Asking…' : 'Generate'}
        </button>
        {budgetSpent ? (
          <p id="ai-budget-spent" className="admin-hint">
            Today’s token budget is spent; it renews at midnight UTC.
          </p>
        ) : null}
      </div>
    </form>
  );
}
