import type { SudokuMessages } from '../messages';

export type GameCommand = 'undo' | 'redo' | 'check' | 'hint';

const COMMANDS: readonly GameCommand[] = ['undo', 'redo', 'check', 'hint'];

/**
 * Undo, redo, check and hint. One that cannot act now is marked disabled but keeps the focus
 * (the game ignores it): undoing to the start must not throw the focus off the button.
 */
export function ActionBar({ t, enabled, onCommand }: { t: SudokuMessages; enabled: Readonly<Record<GameCommand, boolean>>; onCommand: (command: GameCommand) => void }) {
  return (
    <div className="sudoku-actions" role="group" aria-label={t.actions}>
      {COMMANDS.map((command) => (
        <button
          key={command}
          type="button"
          className={`sudoku-tool sudoku-tool--${command}`}
          aria-disabled={!enabled[command] || undefined}
          onClick={() => {
            onCommand(command);
          }}
        >
          {t[command]}
        </button>
      ))}
    </div>
  );
}
