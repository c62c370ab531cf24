/**
 * The Rubik's cube game (issue 12): a random-state scramble, 15 seconds of inspection, a timed
 * solve scored on time and moves, and the solution played move by move for a player who gives
 * up. The rules live in game-state.ts; the solver runs in a worker (solver-client.ts). A game in
 * progress is kept in the browser and resumed on reload; a finished one goes to the profile.
 */
import { useCallback, useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { formatNumber } from '../../../../lib/i18n/format';
import { useLang } from '../../../../lib/i18n/language-context';
import { formatDuration } from '../../lib/duration';
import { clearSavedGame, loadSavedGame, saveGame } from '../../lib/saved-game';
import { recordGame, useProfile } from '../../profile/profile-store';
import { isSolved } from '../lib/cube';
import { formatMove, formatMoves, type Move } from '../lib/notation';
import { rubikMessages, type RubikMessages } from '../messages';
import { CubeView } from './cube-view';
import { FaceList } from './face-list';
import {
  INSPECTION_MS,
  elapsedMs,
  gameReducer,
  initialGame,
  isPlaying,
  moveCount,
  readSavedGame,
  toSavedGame,
  type Announcement,
  type GameState,
  type Result,
} from './game-state';
import { prefersReducedMotion } from './motion';
import { MovePad } from './move-pad';
import { ResultCard } from './result-card';
import { SequenceForm } from './sequence-form';
import { SolutionPanel } from './solution-panel';
import { startSolver, type Solver } from './solver-client';
import { moveForKey } from './turns';
import '../../../../styles/rubik.css';
import { useOnLeave } from '../../lib/use-on-leave';

/** How often the clock on the screen is brought up to date. */
const TICK_MS = 200;
/** The pause between the solution's moves: longer when they are not animated, to follow them. */
const STEP_PAUSE_MS = 150;
const STEP_PAUSE_REDUCED_MS = 700;

function say(t: RubikMessages, what: Announcement): string {
  const spoken = (move: Move) => t.spoken(formatMove(move));
  switch (what.kind) {
    case 'scrambled':
      return t.announce.scrambled;
    case 'started':
      return t.announce.started;
    case 'turned':
      return t.announce.turned(spoken(what.move), what.count);
    case 'won':
      return t.announce.won(formatDuration(what.result.ms / 1000), what.result.moves, what.result.score);
    case 'solution':
      return t.announce.solution(what.length, what.gaveUp);
    case 'step':
      return t.announce.step(spoken(what.move), what.step, what.total, what.solved);
  }
}

function keep(state: GameState): void {
  const saved = toSavedGame(state, Date.now());
  if (saved !== null) saveGame('rubik', JSON.stringify(saved));
}

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

export function RubikGame() {
  const lang = useLang();
  const t = rubikMessages(lang);
  const best = useProfile().stats.rubik;
  const [state, dispatch] = useReducer(gameReducer, undefined, initialGame);
  const [now, setNow] = useState(0);
  const [busy, setBusy] = useState<'scramble' | 'solve' | null>(null);
  const [failed, setFailed] = useState(false);
  const solver = useRef<Solver | null>(null);
  const latest = useRef(state);
  const recorded = useRef<Result | null>(null);
  const giveUpId = useId();

  useEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    const started = startSolver();
    solver.current = started;
    return () => {
      started.stop();
      solver.current = null;
    };
  }, []);

  useEffect(() => {
    const saved = readSavedGame(loadSavedGame('rubik'));
    if (saved !== null) dispatch({ type: 'restore', saved, now: Date.now() });
  }, []);

  // Kept at each move, and when the page is left, so the clock is kept to the second.
  useEffect(() => {
    keep(latest.current);
  }, [state.phase, state.history, state.scramble]);
  useOnLeave(() => {
    keep(latest.current);
  });

  useEffect(() => {
    const result = state.result;
    if (result === null || recorded.current === result) return;
    recorded.current = result;
    recordGame({ game: 'rubik', score: result.score, won: result.won, seconds: Math.round(result.ms / 1000) }, lang);
    clearSavedGame('rubik');
  }, [state.result, lang]);

  const running = isPlaying(state.phase);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      dispatch({ type: 'tick', now: time });
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [running]);

  const { solution, queue } = state;
  const nextStep = solution?.playing === true && queue.length === 0 ? solution.next : null;
  useEffect(() => {
    if (nextStep === null) return;
    const timer = setTimeout(
      () => {
        dispatch({ type: 'step' });
      },
      prefersReducedMotion() ? STEP_PAUSE_REDUCED_MS : STEP_PAUSE_MS,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [nextStep]);

  const turn = useCallback((move: Move) => {
    dispatch({ type: 'turn', move, now: Date.now() });
  }, [dispatch]);
  const onTurned = useCallback(() => {
    dispatch({ type: 'shown' });
  }, [dispatch]);
  const onSettled = useCallback(() => {
    dispatch({ type: 'settled' });
  }, [dispatch]);

  function startGame(moves: readonly Move[]) {
    const time = Date.now();
    setNow(time);
    dispatch({ type: 'scramble', moves, now: time });
  }

  async function ask<T>(kind: 'scramble' | 'solve', question: (client: Solver) => Promise<T>, answer: (value: T) => void) {
    const client = solver.current;
    if (client === null) return;
    setBusy(kind);
    setFailed(false);
    try {
      answer(await question(client));
    } catch (error) {
      console.error('[news] the cube solver failed:', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  function scramble() {
    void ask('scramble', (client) => client.scramble(randomSeed()), startGame);
  }

  function showSolution() {
    const cube = state.cube;
    void ask('solve', (client) => client.solve(cube), (moves) => {
      dispatch({ type: 'solution', moves, of: cube, now: Date.now() });
    });
  }

  /**
   * Letters turn the cube only while the focus is in the game (WCAG 2.1.4: single-key shortcuts
   * must not fire from anywhere on the page), and never while typing in the text box.
   */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    const move = moveForKey(event.key, event.shiftKey);
    if (move === null) return;
    event.preventDefault();
    turn(move);
  }

  const solved = isSolved(state.cube);
  const inspecting = state.phase === 'inspection';
  const secondsLeft =
    state.inspectionEnds === null ? INSPECTION_MS / 1000 : Math.min(INSPECTION_MS / 1000, Math.max(0, Math.ceil((state.inspectionEnds - now) / 1000)));
  const scrambleLabel = busy === 'scramble' ? t.scrambling : state.phase === 'free' ? t.scramble : running ? t.newScramble : t.playAgain;
  const hint = state.phase === 'free' ? t.freeHint : inspecting ? t.inspectionHint : null;

  return (
    <div className="rubik" onKeyDown={onKeyDown}>
      <div className="rubik__play">
        <dl className="rubik-status">
          <div className={inspecting ? 'rubik-status__item rubik-status__item--inspection' : 'rubik-status__item'}>
            <dt>{inspecting ? t.inspection : t.time}</dt>
            <dd data-testid="rubik-time">{inspecting ? t.secondsLeft(secondsLeft) : formatDuration(elapsedMs(state, now) / 1000)}</dd>
          </div>
          <div className="rubik-status__item">
            <dt>{t.moves}</dt>
            <dd data-testid="rubik-moves">{formatNumber(moveCount(state.history), lang)}</dd>
          </div>
          <div className="rubik-status__item">
            <dt>{t.bestScore}</dt>
            <dd>{best.gamesPlayed === 0 ? t.noBest : formatNumber(best.bestScore, lang)}</dd>
          </div>
        </dl>
        <CubeView
          shown={state.shown}
          turning={state.queue[0] ?? null}
          queued={state.queue.length}
          onTurned={onTurned}
          onSettled={onSettled}
          onTurn={turn}
          label={t.cube(solved)}
          stageLabel={t.stage}
          resetViewLabel={t.resetView}
        />
        <div className="rubik-notes">
          {state.scramble.length > 0 && (
            <p className="rubik-scramble">
              <span className="rubik-scramble__label">{t.scrambleLabel}</span> <code data-testid="rubik-scramble">{formatMoves(state.scramble)}</code>
            </p>
          )}
          {hint !== null && <p className="rubik-hint">{hint}</p>}
        </div>
      </div>
      <div className="rubik__side">
        <div className="rubik-actions">
          <button type="button" className="button button--primary" disabled={busy !== null} aria-busy={busy === 'scramble'} onClick={scramble}>
            {scrambleLabel}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null || solved}
            aria-busy={busy === 'solve'}
            aria-describedby={running ? giveUpId : undefined}
            onClick={showSolution}
          >
            {busy === 'solve' ? t.searching : t.showSolution}
          </button>
          {running && (
            <p id={giveUpId} className="rubik-actions__note">
              {t.giveUpNote}
            </p>
          )}
          {failed && (
            <p className="rubik-actions__error" role="alert">
              {t.solverFailed}
            </p>
          )}
        </div>
        {solution !== null && (
          <SolutionPanel
            t={t}
            solution={solution}
            onPlay={(playing) => {
              dispatch({ type: 'play', playing });
            }}
            onStep={() => {
              dispatch({ type: 'step' });
            }}
          />
        )}
        {state.result !== null && <ResultCard t={t} lang={lang} result={state.result} />}
        <MovePad t={t} onMove={turn} />
        <SequenceForm
          t={t}
          onApply={(moves) => {
            for (const move of moves) turn(move);
          }}
          onScramble={startGame}
        />
        <FaceList t={t} cube={state.cube} />
        <details className="rubik-panel rubik-help">
          <summary className="rubik-help__summary">{t.help}</summary>
          <p>{t.helpGoal}</p>
          <p>{t.helpTurning}</p>
          <p>{t.helpKeys}</p>
          <p>{t.helpNotation}</p>
          <p>{t.helpTimer}</p>
          <p>{t.helpScore}</p>
        </details>
      </div>
      <div className="visually-hidden" role="status">
        {state.announcement !== null && <span key={state.announcement.id}>{say(t, state.announcement.what)}</span>}
      </div>
    </div>
  );
}
