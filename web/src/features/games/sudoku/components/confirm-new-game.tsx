import { useEffect, useId, useRef, useState } from 'react';
import type { SudokuMessages } from '../messages';

/**
 * Asks before a new game ends the one in progress (it counts as a loss). A modal <dialog>:
 * Escape and a click beside it keep playing; the focus goes back to the button that asked,
 * since the dialog leaves the page rather than closing.
 */
export function ConfirmNewGame({ t, onAnswer }: { t: SudokuMessages; onAnswer: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      opener?.focus();
    };
  }, [opener]);
  return (
    <dialog
      ref={ref}
      className="sudoku-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      onClick={(event) => {
        if (event.target === ref.current) onAnswer(false);
      }}
    >
      <h2 id={titleId} className="sudoku-dialog__title">
        {t.confirmTitle}
      </h2>
      <p id={textId}>{t.confirmText}</p>
      <div className="sudoku-dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          autoFocus
          onClick={() => {
            onAnswer(false);
          }}
        >
          {t.confirmNo}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onAnswer(true);
          }}
        >
          {t.confirmYes}
        </button>
      </div>
    </dialog>
  );
}
