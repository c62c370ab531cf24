import type { MouseEvent, PointerEvent } from 'react';
import type { TetrisMessages } from '../messages';
import type { Command, TetrisSession } from './tetris-session';

interface PadButton {
  name: keyof TetrisMessages['buttons'];
  command: Command;
  /** A 24 × 24 stroked path, or null for a button that shows its name. */
  icon: string | null;
}

/** Two rows for two thumbs: hold, pause and the turns above; moves and drops below. */
const BUTTONS: readonly PadButton[] = [
  { name: 'hold', command: { action: 'hold' }, icon: null },
  { name: 'pause', command: 'pause', icon: 'M9 5v14M15 5v14' },
  { name: 'rotateCounterClockwise', command: { action: 'rotateCounterClockwise' }, icon: 'M4 4v5h5M4.6 9a8 8 0 1 1-.6 3' },
  { name: 'rotateClockwise', command: { action: 'rotateClockwise' }, icon: 'M20 4v5h-5M19.4 9a8 8 0 1 0 .6 3' },
  { name: 'left', command: { held: 'left' }, icon: 'M15 5l-7 7 7 7' },
  { name: 'softDrop', command: { held: 'down' }, icon: 'M5 9l7 7 7-7' },
  { name: 'right', command: { held: 'right' }, icon: 'M9 5l7 7-7 7' },
  { name: 'hardDrop', command: { action: 'hardDrop' }, icon: 'M6 4l6 6 6-6M6 10l6 6 6-6M5 20h14' },
];

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The on-screen buttons under the board for touch screens. They act as the finger lands, not as
 * it lifts (a game cannot wait for a click), and a held move repeats like a held key. A keyboard
 * that reaches them activates them with a click.
 */
export function TouchPad({ session, t }: { session: TetrisSession; t: TetrisMessages }) {
  return (
    <div className="tetris-pad" role="group" aria-label={t.pad}>
      {BUTTONS.map(({ name, command, icon }) => (
        <button
          key={name}
          type="button"
          className={`tetris-pad__button tetris-pad__button--${name}`}
          aria-label={icon === null ? undefined : t.buttons[name]}
          onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
            if (event.button !== 0) return;
            // No focus, no text selection, no emulated mouse events: the finger only plays.
            event.preventDefault();
            event.currentTarget.setPointerCapture(event.pointerId);
            session.down(command);
          }}
          onPointerUp={() => {
            session.up(command);
          }}
          onPointerCancel={() => {
            session.up(command);
          }}
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            // A pointer's click was played when it went down; a key's was not.
            if (event.detail !== 0) return;
            session.down(command);
            session.up(command);
          }}
          onContextMenu={(event) => {
            event.preventDefault();
          }}
        >
          {icon === null ? t.buttons[name] : <Icon path={icon} />}
        </button>
      ))}
    </div>
  );
}
