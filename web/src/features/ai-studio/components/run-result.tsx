import { Link } from 'react-router-dom';
import type { AiRun } from '../api/types';
import { summaryOf, suggestionsOf } from '../lib/runs';
import { CopyButton } from './copy-button';

interface ResultProps {
  run: AiRun;
  /** The editor of an article. */
  editorHref: (articleId: number) => string;
}

/** A draft or a translation written: to the editor with it. */
function DraftWritten({ run, editorHref }: ResultProps) {
  if (run.article_id == null) return null;
  return (
    <div className="ai-outcome">
      <p className="ai-outcome__text">
        {run.action === 'translate' ? 'The translation' : 'The draft'} is saved as article #{run.article_id}, signed “AI Generator”. Read it carefully and mark it reviewed in the editor: it
        cannot be published before.
      </p>
      <Link className="admin-button admin-button--primary" to={editorHref(run.article_id)}>
        Open the draft in the editor
      </Link>
    </div>
  );
}

/** Titles, an excerpt, tags and a category, each to copy into the editor. */
function Suggestions({ run, editorHref }: ResultProps) {
  const suggestions = suggestionsOf(run);
  if (!suggestions) return null;
  const tags = suggestions.tags.join(', ');
  return (
    <section className="ai-suggestions" aria-labelledby="ai-suggestions-title">
      <h3 id="ai-suggestions-title" className="ai-answer__title">
        Suggestions
      </h3>
      <p className="admin-hint">Nothing was changed. Copy what you like into the article’s editor.</p>
      <h4 className="ai-answer__label">Titles</h4>
      <ul className="ai-suggestions__list">
        {suggestions.titles.map((title, index) => (
          <li key={index} className="ai-suggestion">
            <span className="ai-suggestion__text">{title}</span>
            <CopyButton text={title} label={`Copy title ${String(index + 1)}`} what={title} />
          </li>
        ))}
      </ul>
      <h4 className="ai-answer__label">Excerpt</h4>
      <div className="ai-suggestion">
        <span className="ai-suggestion__text">{suggestions.excerpt}</span>
        <CopyButton text={suggestions.excerpt} label="Copy the excerpt" what="The excerpt" />
      </div>
      <div className="ai-suggestions__pair">
        <div>
          <h4 className="ai-answer__label">Tags</h4>
          <div className="ai-suggestion">
            <span className="ai-suggestion__text">{tags === '' ? '—' : tags}</span>
            {tags === '' ? null : <CopyButton text={tags} label="Copy the tags" what={tags} />}
          </div>
        </div>
        <div>
          <h4 className="ai-answer__label">Category</h4>
          <div className="ai-suggestion">
            <span className="ai-suggestion__text">{suggestions.category}</span>
            <CopyButton text={suggestions.category} label="Copy the category" what={suggestions.category} />
          </div>
        </div>
      </div>
      {run.source_article_id == null ? null : (
        <p className="ai-suggestions__open">
          <Link className="admin-button" to={editorHref(run.source_article_id)}>
            Open article #{run.source_article_id} in the editor
          </Link>
        </p>
      )}
    </section>
  );
}

/** The week summarised: shown as it will read (the server sanitised it), its HTML to copy. */
function Summary({ run }: { run: AiRun }) {
  const summary = summaryOf(run);
  if (!summary) return null;
  return (
    <section className="ai-summary" aria-labelledby="ai-summary-title">
      <div className="ai-summary__head">
        <h3 id="ai-summary-title" className="ai-answer__title">
          The week’s summary
        </h3>
        <CopyButton text={summary.summary_html} what="The summary’s HTML">
          Copy HTML
        </CopyButton>
      </div>
      <p className="admin-hint">Paste its HTML into the newsletter digest.</p>
      {/* Sanitised by the server before it was stored (core/src/ai/answer.rs). */}
      <div className="ai-summary__body" dangerouslySetInnerHTML={{ __html: summary.summary_html }} />
    </section>
  );
}

/** What a succeeded run gave. */
export function RunResult(props: ResultProps) {
  switch (props.run.action) {
    case 'draft':
    case 'translate':
      return <DraftWritten {...props} />;
    case 'suggest':
      return <Suggestions {...props} />;
    case 'summarize':
      return <Summary run={props.run} />;
  }
}
