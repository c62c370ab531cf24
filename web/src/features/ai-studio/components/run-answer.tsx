import type { AiRun } from '../api/types';
import { fieldLabel, htmlToText, isHtmlField, readPartial } from '../lib/partial';
import { isRunActive } from '../lib/runs';

/**
 * The provider's answer as far as it has come, in labelled fields (HTML as its text; nothing of
 * it is rendered), with the answer as it was sent folded below. Not a live region: the run's
 * status line says when something changes, not every word.
 */
export function RunAnswer({ run, title }: { run: AiRun; title: string }) {
  const active = isRunActive(run);
  const { fields, unreadable } = readPartial(run.partial);
  return (
    <section className={`ai-answer ${active ? 'ai-answer--live' : ''}`} aria-labelledby="ai-answer-title">
      <h3 id="ai-answer-title" className="ai-answer__title">
        {title}
      </h3>
      {run.partial === '' ? (
        <p className="admin-muted ai-answer__waiting">{run.status === 'queued' ? 'Waiting for the worker to take the request…' : active ? 'Waiting for the first words…' : 'The provider answered nothing.'}</p>
      ) : unreadable ? (
        <pre className="admin-output ai-answer__raw">{run.partial}</pre>
      ) : (
        <div className="ai-answer__fields">
          {fields.map((field) => (
            <div key={field.key} className={`ai-answer__field ${field.complete ? '' : 'ai-answer__field--writing'}`}>
              <h4 className="ai-answer__label">{fieldLabel(field.key)}</h4>
              {Array.isArray(field.value) ? (
                <ul className="admin-chips ai-answer__list">
                  {field.value.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p className={`ai-answer__text ${field.key === 'title' ? 'ai-answer__text--title' : ''}`}>{isHtmlField(field.key) ? htmlToText(field.value) : field.value}</p>
              )}
            </div>
          ))}
        </div>
      )}
      {run.partial !== '' && !unreadable ? (
        <details className="ai-answer__source">
          <summary>The answer as the provider sent it</summary>
          <pre className="admin-output ai-answer__raw">{run.partial}</pre>
        </details>
      ) : null}
    </section>
  );
}
