import { useEffect, useRef, useState, type ReactNode } from 'react';

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

/** The modal question itself; `useConfirm` shows it. */
export function ConfirmDialog({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const confirmed = options.typed === undefined || typed === options.typed;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
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
