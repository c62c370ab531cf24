/**
 * The Tetris game (issue 12): the playfield on a canvas with the ghost piece, the hold box, the
 * next five pieces, the score, level and lines, and the start, pause and game-over screens. The
 * rules are lib/game.ts; tetris-session.ts runs them frame by frame, so this component renders
 * only when a number or a screen changes. A game in progress is kept in the browser and comes
 * back paused; a finished one goes to the player profile.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { formatNumber } from '../../../../lib/i18n/format';
import { useLang } from '../../../../lib/i18n/language-context';
import { TETRIS_WIN_LINES } from '../../profile/lib/profile';
import { recordGame, useProfile } from '../../profile/profile-store';
import { tetrisMessages, type TetrisMessages } from '../messages';
import { commandFor } from './keys';
import { PiecePreview } from './piece-preview';
import { Playfield } from './playfield';
import { TetrisSession, type Hud, type SessionEvent } from './tetris-session';
import { TouchPad } from './touch-pad';
import '../../../../styles/tetris.css';

/** A text shown or said once: a new id says it again even when the words are the same. */
interface Said {
  id: number;
  text: string;
}

function said(previous: Said | null, text: string): Said {
  return { id: (previous?.id ?? 0) + 1, text };
}

/** The screen over the playfield: before the first game, while paused, once it is over. */
function Overlay({
  hud,
  t,
  buttonRef,
  onStart,
  onResume,
}: {
  hud: Hud;
  t: TetrisMessages;
  buttonRef: RefObject<HTMLButtonElement>;
  onStart: () => void;
  onResume: () => void;
}) {
  const screen = (title: string, body: ReactNode, actions: ReactNode) => (
    <div className={`tetris-overlay tetris-overlay--${hud.status}`}>
      <h2 className="tetris-overlay__title">{title}</h2>
      {body}
      <div className="tetris-overlay__actions">{actions}</div>
    </div>
  );
  switch (hud.status) {
    case 'playing':
      return null;
    case 'ready':
      return screen(
        t.startTitle,
        <p>{t.startText}</p>,
        <button ref={buttonRef} type="button" className="button button--primary" onClick={onStart}>
          {t.start}
        </button>,
      );
    case 'paused':
      return screen(
        t.pausedTitle,
        null,
        <>
          <button ref={buttonRef} type="button" className="button button--primary" onClick={onResume}>
            {t.resume}
          </button>
          <button type="button" className="button button--secondary" onClick={onStart}>
            {t.newGame}
          </button>
        </>,
      );
    case 'over':
      return screen(
        t.overTitle,
        <>
          <p className="tetris-overlay__score" data-testid="tetris-final-score">
            {t.finalScore(hud.score)}
          </p>
          <p>{t.finalLines(hud.lines)}</p>
        </>,
        <button ref={buttonRef} type="button" className="button button--primary" onClick={onStart}>
          {t.playAgain}
        </button>,
      );
  }
}

export function TetrisGame() {
  const lang = useLang();
  const t = tetrisMessages(lang);
  const best = useProfile().stats.tetris.bestScore;
  const [session] = useState(() => new TetrisSession());
  const hud = useSyncExternalStore(session.subscribe, session.getHud, session.getHud);
  const playing = hud.status === 'playing';
  const [announcement, setAnnouncement] = useState<Said | null>(null);
  const [callout, setCallout] = useState<Said | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const gameRef = useRef<HTMLDivElement>(null);
  const overlayButtonRef = useRef<HTMLButtonElement>(null);
  const shownStatus = useRef(hud.status);
  const keysId = useId();

  // The saved game comes back after hydration (the prerendered page has none), and the game
  // pauses, which keeps it, whenever the page is hidden, left or loses the focus.
  useEffect(() => {
    session.restoreSaved();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') session.pause();
    };
    const pause = () => {
      session.pause();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', pause);
    window.addEventListener('blur', pause);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', pause);
      window.removeEventListener('blur', pause);
      session.pause();
    };
  }, [session]);

  useEffect(
    () =>
      session.listen((event: SessionEvent) => {
        const say = (text: string) => {
          setAnnouncement((previous) => said(previous, text));
        };
        switch (event.kind) {
          case 'lock': {
            const name = t.clear(event.report);
            const parts: string[] = [];
            if (name !== null) {
              parts.push(t.announce.clear(name, event.report.points));
              setCallout((previous) => said(previous, name));
            }
            if (event.levelUp) parts.push(t.announce.level(event.level));
            if (parts.length > 0) say(parts.join(' '));
            break;
          }
          case 'over':
            recordGame({ game: 'tetris', score: event.score, won: event.lines >= TETRIS_WIN_LINES, seconds: event.seconds }, lang);
            say(t.announce.over(event.score, event.lines));
            break;
          case 'paused':
            say(t.announce.paused);
            break;
          case 'resumed':
            say(t.announce.resumed);
            break;
        }
      }),
    [session, t, lang],
  );

  // The focus follows the game: on the playfield while playing (the board and the buttons under
  // it scrolled into view), on the screen's first button when play stops there. A game restored
  // paused at load, or paused because the reader went elsewhere on the page, leaves the focus
  // where it is.
  useEffect(() => {
    const before = shownStatus.current;
    shownStatus.current = hud.status;
    if (before === hud.status) return;
    if (hud.status === 'playing') {
      gameRef.current?.scrollIntoView({ block: 'nearest' });
      canvasRef.current?.focus({ preventScroll: true });
    } else if (before === 'playing' && gameRef.current?.contains(document.activeElement)) {
      overlayButtonRef.current?.focus({ preventScroll: true });
    }
  }, [hud.status]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const command = commandFor(event);
    // Space on a button presses the button.
    if (command === null || (event.key === ' ' && event.target instanceof HTMLButtonElement)) return;
    if (!playing && !(command === 'pause' && hud.status === 'paused')) return;
    event.preventDefault();
    if (!event.repeat) session.down(command);
  }

  function onKeyUp(event: KeyboardEvent<HTMLDivElement>) {
    const command = commandFor(event);
    if (command !== null) session.up(command);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const to = event.relatedTarget;
    if (to instanceof Node && !event.currentTarget.contains(to)) session.pause();
  }

  return (
    <div className="tetris">
      <div className="tetris__game" ref={gameRef} onKeyDown={onKeyDown} onKeyUp={onKeyUp} onBlur={onBlur}>
        <div className="tetris-panel tetris__hold">
          <h2 className="tetris-panel__title">{t.hold}</h2>
          <div className="tetris-panel__box">
            {hud.hold === null ? (
              <span className="tetris-panel__empty">{t.empty}</span>
            ) : (
              <PiecePreview type={hud.hold} label={t.piece(hud.hold)} dimmed={hud.holdUsed} />
            )}
          </div>
        </div>
        <dl className="tetris__stats">
          <div className="tetris-stat tetris-stat--score">
            <dt>{t.score}</dt>
            <dd data-testid="tetris-score">{formatNumber(hud.score, lang)}</dd>
          </div>
          <div className="tetris-stat">
            <dt>{t.level}</dt>
            <dd data-testid="tetris-level">{hud.level}</dd>
          </div>
          <div className="tetris-stat">
            <dt>{t.lines}</dt>
            <dd data-testid="tetris-lines">{hud.lines}</dd>
          </div>
          <div className="tetris-stat">
            <dt>{t.best}</dt>
            <dd data-testid="tetris-best">{formatNumber(best, lang)}</dd>
          </div>
        </dl>
        <div className="tetris__board">
          <Playfield session={session} canvasRef={canvasRef} playing={playing} label={t.playfield} describedBy={keysId}>
            <Overlay
              hud={hud}
              t={t}
              buttonRef={overlayButtonRef}
              onStart={() => {
                session.start();
              }}
              onResume={() => {
                session.resume();
              }}
            />
          </Playfield>
          {callout !== null && (
            <p key={callout.id} className="tetris-callout" aria-hidden="true">
              {callout.text}
            </p>
          )}
        </div>
        <div className="tetris-panel tetris__next">
          <h2 className="tetris-panel__title">{t.next}</h2>
          {hud.next.length > 0 && (
            <ol className="tetris-next">
              {hud.next.map((type, index) => (
                // The queue moves up a place at each piece: a place is the key.
                <li key={index}>
                  <PiecePreview type={type} label={t.piece(type)} />
                </li>
              ))}
            </ol>
          )}
        </div>
        <TouchPad session={session} t={t} />
        {playing && (
          <button
            type="button"
            className="button button--secondary tetris__pause"
            onClick={() => {
              session.pause();
            }}
          >
            {t.buttons.pause}
          </button>
        )}
      </div>
      <section className="tetris-help" aria-labelledby={`${keysId}-title`}>
        <h2 id={`${keysId}-title`} className="tetris-help__title">
          {t.controlsTitle}
        </h2>
        <p id={keysId} className="visually-hidden">
          {t.playfieldHelp}
        </p>
        <dl className="tetris-help__keys">
          {t.controls.map(({ keys, action }) => (
            <div key={keys}>
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
        <p className="tetris-help__touch">{t.touchHelp}</p>
      </section>
      <p className="visually-hidden" role="status">
        {announcement !== null && <span key={announcement.id}>{announcement.text}</span>}
      </p>
    </div>
  );
}
