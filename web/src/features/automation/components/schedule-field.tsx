import { FieldError } from '../../../components/admin/field';
import { ApiError } from '../../../lib/api-client';
import { useSchedulePreview } from '../api/preview-schedule';
import type { SchedulePreview } from '../api/types';
import { splitFieldMessage } from '../lib/rule-form';
import { SCHEDULE_PRESETS, formatLocal, normalizeSchedule, timeZoneOptions, zoneClock } from '../lib/schedule';

interface ScheduleFieldProps {
  schedule: string;
  timeZone: string;
  onSchedule: (schedule: string) => void;
  onTimeZone: (timeZone: string) => void;
  /** The form's message on the schedule or the time zone (its own check, or the server's refusal on save). */
  scheduleError?: string;
  timeZoneError?: string;
}

/** What the preview says when the server refused the schedule, and which of the two fields it blames. */
function previewProblem(error: unknown): { text: string; blamesZone: boolean } {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const { field, text } = splitFieldMessage(error.message);
    return { text, blamesZone: field === 'time_zone' };
  }
  return { text: 'The schedule could not be checked just now. It is checked again when the rule is saved.', blamesZone: false };
}

/** The browser's own time zone, which the next runs are written in. */
function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function NextRuns({ preview, timeZone }: { preview: SchedulePreview; timeZone: string }) {
  return (
    <>
      <p className="automation-preview__label" id="rule-schedule-runs-label">
        Next runs, in your time ({localZone()}):
      </p>
      <ol className="automation-preview__runs" aria-labelledby="rule-schedule-runs-label">
        {preview.next_runs.map((at) => {
          const there = zoneClock(at, timeZone);
          return (
            <li key={at}>
              <time dateTime={at}>{formatLocal(at)}</time>
              {there ? <span className="automation-preview__zone"> · {there} in {timeZone}</span> : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * The cron expression, its time zone and presets, with a live preview under them: the server's
 * reading of the schedule in words and its next five runs, or why it refuses it, asked for once
 * the typing pauses.
 */
export function ScheduleField({ schedule, timeZone, onSchedule, onTimeZone, scheduleError, timeZoneError }: ScheduleFieldProps) {
  const { query, settled, typing } = useSchedulePreview(schedule, timeZone);
  const blank = settled.schedule === '';
  const problem = !blank && query.isError ? previewProblem(query.error) : null;
  const preview = !blank && !problem ? query.data : undefined;
  const waiting = !blank && (typing || query.isFetching);
  const scheduleInvalid = Boolean(scheduleError) || (problem !== null && !problem.blamesZone);
  const zoneInvalid = Boolean(timeZoneError) || problem?.blamesZone === true;
  const normalized = normalizeSchedule(schedule);
  const describedBy = ['rule-schedule-hint', 'rule-schedule-summary', scheduleError ? 'rule-schedule-error' : undefined].filter(Boolean).join(' ');

  return (
    <fieldset className="automation-schedule">
      <legend>When it runs</legend>
      <div className="automation-schedule__inputs">
        <div className="admin-field automation-field--cron">
          <label htmlFor="rule-schedule">Schedule (cron)</label>
          <input
            id="rule-schedule"
            className="automation-cron"
            value={schedule}
            placeholder="0 6 * * *"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={scheduleInvalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              onSchedule(event.target.value);
            }}
          />
          <p id="rule-schedule-hint" className="admin-hint">
            Minute, hour, day of the month, month, weekday (Sunday is 0), e.g. <code>0 6 * * *</code>; a sixth field in front gives the seconds.
          </p>
          <FieldError id="rule-schedule" error={scheduleError} />
        </div>
        <div className="admin-field">
          <label htmlFor="rule-time-zone">Time zone</label>
          <select
            id="rule-time-zone"
            value={timeZone}
            aria-invalid={zoneInvalid || undefined}
            aria-describedby={timeZoneError ? 'rule-time-zone-error' : problem?.blamesZone ? 'rule-schedule-summary' : undefined}
            onChange={(event) => {
              onTimeZone(event.target.value);
            }}
          >
            {timeZoneOptions(timeZone).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <FieldError id="rule-time-zone" error={timeZoneError} />
        </div>
      </div>
      <div className="automation-presets" role="group" aria-label="Schedule presets">
        {SCHEDULE_PRESETS.map(([label, expression]) => (
          <button
            key={expression}
            type="button"
            className="admin-button admin-button--small"
            aria-pressed={normalized === expression}
            onClick={() => {
              onSchedule(expression);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div className={waiting ? 'automation-preview automation-preview--waiting' : 'automation-preview'} aria-busy={waiting || undefined}>
        <p id="rule-schedule-summary" className={problem ? 'automation-preview__summary admin-error' : 'automation-preview__summary'} aria-live="polite">
          {blank ? (
            'Write a schedule or choose a preset to see when it runs.'
          ) : problem ? (
            problem.text
          ) : preview ? (
            <>
              Runs <strong className="automation-preview__description">{preview.description}</strong>
            </>
          ) : (
            'Reading the schedule…'
          )}
        </p>
        {preview ? <NextRuns preview={preview} timeZone={settled.timeZone} /> : null}
      </div>
    </fieldset>
  );
}
