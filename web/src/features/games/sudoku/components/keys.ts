/** The keyboard: which key does what on the board, and where the arrows lead. */

export type KeyCommand =
  | { readonly type: 'digit'; readonly digit: number; readonly note: boolean }
  | { readonly type: 'erase' }
  | { readonly type: 'toggle-notes' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' };

export type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * The command of a key press, or null for a key the game leaves alone. Shift with a digit
 * writes a note; it is read from the key's position (`code`) because Shift turns the digit's
 * `key` into a symbol on most layouts. Where digits need Shift (AZERTY) they come as digits.
 */
export function commandForKey(press: KeyPress): KeyCommand | null {
  if (press.altKey) return null;
  const key = press.key.toLowerCase();
  if (press.ctrlKey || press.metaKey) {
    if (key === 'z') return { type: press.shiftKey ? 'redo' : 'undo' };
    return key === 'y' ? { type: 'redo' } : null;
  }
  if (/^[1-9]$/.test(key)) return { type: 'digit', digit: Number(key), note: false };
  const shifted = press.shiftKey ? /^(?:Digit|Numpad)([1-9])$/.exec(press.code) : null;
  if (shifted) return { type: 'digit', digit: Number(shifted[1]), note: true };
  if (key === 'backspace' || key === 'delete' || key === '0') return { type: 'erase' };
  return key === 'n' ? { type: 'toggle-notes' } : null;
}

/**
 * The cell an arrow, Home or End leads to from `cell` (Ctrl with Home and End: the first and
 * last cells), or null for another key. The edges stop the move, as the grid pattern has it.
 */
export function cellForKey(cell: number, press: KeyPress): number | null {
  const row = Math.floor(cell / 9);
  const column = cell % 9;
  switch (press.key) {
    case 'ArrowUp':
      return Math.max(0, row - 1) * 9 + column;
    case 'ArrowDown':
      return Math.min(8, row + 1) * 9 + column;
    case 'ArrowLeft':
      return row * 9 + Math.max(0, column - 1);
    case 'ArrowRight':
      return row * 9 + Math.min(8, column + 1);
    case 'Home':
      return press.ctrlKey ? 0 : row * 9;
    case 'End':
      return press.ctrlKey ? 80 : row * 9 + 8;
    default:
      return null;
  }
}
