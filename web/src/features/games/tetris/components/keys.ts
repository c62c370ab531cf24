/** The guideline's keyboard layout, by `KeyboardEvent.key`. */
import type { Command } from './tetris-session';

const COMMANDS: Readonly<Record<string, Command>> = {
  ArrowLeft: { held: 'left' },
  ArrowRight: { held: 'right' },
  ArrowDown: { held: 'down' },
  ' ': { action: 'hardDrop' },
  ArrowUp: { action: 'rotateClockwise' },
  x: { action: 'rotateClockwise' },
  z: { action: 'rotateCounterClockwise' },
  Control: { action: 'rotateCounterClockwise' },
  c: { action: 'hold' },
  Shift: { action: 'hold' },
  p: 'pause',
  Escape: 'pause',
};

/**
 * The command of a key, or null. A letter counts in either case (Caps Lock, Shift held for
 * hold). Keys with Alt or Meta, and letters with Ctrl, are the browser's shortcuts (Alt+←
 * goes back, Ctrl+C copies).
 */
export function commandFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>): Command | null {
  const letter = event.key.length === 1 && event.key !== ' ';
  if (event.altKey || event.metaKey || (letter && event.ctrlKey)) return null;
  return COMMANDS[letter ? event.key.toLowerCase() : event.key] ?? null;
}
