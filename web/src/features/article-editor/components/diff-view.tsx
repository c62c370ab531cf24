import { diffCounts, diffText } from '../lib/diff';

interface DiffViewProps {
  label: string;
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}

/**
 * One field side by side: the revision with what the editor removed struck through (<del>), the
 * editor's text with what it added underlined (<ins>). Each mark also says what it is in words,
 * for readers who do not see its colour.
 */
export function DiffView({ label, before, after, beforeLabel, afterLabel }: DiffViewProps) {
  const parts = diffText(before, after);
  const { added, removed } = diffCounts(parts);
  return (
    <section className="editor-diff" aria-label={label}>
      <h3 className="editor-diff__title">
        {label}{' '}
        <span className="editor-diff__counts">
          {added === 0 && removed === 0 ? 'no changes' : `${String(added)} ${added === 1 ? 'word' : 'words'} added, ${String(removed)} removed`}
        </span>
      </h3>
      <div className="editor-diff__columns">
        <div className="editor-diff__side">
          <h4>{beforeLabel}</h4>
          <div className="editor-diff__text">
            {parts.map((part, index) =>
              part.kind === 'added' ? null : part.kind === 'removed' ? (
                <del key={index}>
                  <span className="visually-hidden">[removed: </span>
                  {part.value}
                  <span className="visually-hidden">]</span>
                </del>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </div>
        </div>
        <div className="editor-diff__side">
          <h4>{afterLabel}</h4>
          <div className="editor-diff__text">
            {parts.map((part, index) =>
              part.kind === 'removed' ? null : part.kind === 'added' ? (
                <ins key={index}>
                  <span className="visually-hidden">[added: </span>
                  {part.value}
                  <span className="visually-hidden">]</span>
                </ins>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
