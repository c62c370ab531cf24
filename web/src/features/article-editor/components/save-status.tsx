import type { SaveState } from '../lib/use-editor-session';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

interface SaveStatusProps {
  state: SaveState;
  dirty: boolean;
  /** The article saves itself (a draft); otherwise changes wait for Update. */
  autosaves: boolean;
  isNew: boolean;
}

/** Where the editor's saving stands, announced politely as it changes. */
export function SaveStatus({ state, dirty, autosaves, isNew }: SaveStatusProps) {
  let text: string;
  let tone: 'quiet' | 'busy' | 'warn' | 'bad' = 'quiet';
  if (state.kind === 'saving') {
    text = 'Saving…';
    tone = 'busy';
  } else if (state.kind === 'failed') {
    text = state.message;
    tone = 'bad';
  } else if (dirty) {
    text = isNew && !autosaves ? 'Not saved yet: give the article a title' : 'Unsaved changes';
    tone = autosaves ? 'quiet' : 'warn';
  } else if (state.kind === 'saved') {
    text = `Saved at ${TIME.format(state.at)}`;
  } else {
    text = isNew ? 'Not saved yet' : 'No changes';
  }
  return (
    <p className={`editor-save editor-save--${tone}`} role="status">
      {text}
    </p>
  );
}
