import { useId } from 'react';
import { useModalDialog } from '../../../../lib/use-modal-dialog';
import type { SudokuMessages } from '../messages';

/**
 * Asks before a new game ends the one in progress (it counts as a loss). A modal <dialog>:
 * Escape and a click beside it keep playing; the focus goes back to the button that asked,
 * since the dialog leaves the page rather than closing.
 */
export function ConfirmNewGame({ t, onAnswer }: { t: SudokuMessages; onAnswer: (confirmed: boolean) => void }) {
  const ref = useModalDialog();
  const titleId = useId();
  const textId = useId();
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
