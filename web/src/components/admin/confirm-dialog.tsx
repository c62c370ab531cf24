import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** The confirming button's label. */
  confirm: string;
  /** Red: the action deletes or cannot be undone. */
  destructive?: boolean;
  /** A word the person must type before confirming (for what replaces everything). */
  typed?: string;
}

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last
 * (WAI-ARIA's modal dialog pattern): the page behind is inert, and the browser would otherwise
 * take the focus out of the document.
 */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) {
  const controls = [...dialog.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]')].filter(
    (control) => !control.hasAttribute('disabled'),
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
  if (leaving) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** The modal question itself; `useConfirm` shows it. */
export function ConfirmDialog({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (confirmed: boolean) => void }) {
  const ref = useModalDialog();
  const [typed, setTyped] = useState('');
  const confirmed = options.typed === undefined || typed === options.typed;
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby="admin-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      onClick={(event) => {
        if (event.target === ref.current) onAnswer(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && ref.current) keepTabInside(ref.current, event);
      }}
    >
      <h2 id="admin-dialog-title">{options.title}</h2>
      <div className="admin-dialog__message">{options.message}</div>
      {options.typed !== undefined ? (
        <div className="admin-dialog__typed">
          <label htmlFor="admin-dialog-typed">
            Type <strong>{options.typed}</strong> to confirm
          </label>
          <input
            id="admin-dialog-typed"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
          />
        </div>
      ) : null}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" autoFocus onClick={() => { onAnswer(false); }}>
          Cancel
        </button>
        <button
          type="button"
          className={`admin-button ${options.destructive ? 'admin-button--danger' : 'admin-button--primary'}`}
          disabled={!confirmed}
          onClick={() => { onAnswer(true); }}
        >
          {options.confirm}
        </button>
      </div>
    </dialog>
  );
}
