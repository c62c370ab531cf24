/**
 * The Sudoku game (issue 12): a puzzle of a level or the day's, played with the mouse, touch or
 * the keyboard, with notes, undo, checks and explained hints. The rules live in lib/game.ts and
 * the screen's state in session.ts. A game in progress is kept in the browser and resumed on
 * reload; a finished one, or one given up for a new game, goes to the profile.
 */
import { useEffect, useId, useReducer, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { formatNumber } from '../../../../lib/i18n/format';
import { useLang } from '../../../../lib/i18n/language-context';
import { formatDuration } from '../../lib/duration';
import { clearSavedGame, loadSavedGame, saveGame } from '../../lib/saved-game';
import { recordGame, useProfile } from '../../profile/profile-store';
import { dailyPuzzle, utcDate } from '../lib/daily';
import { elapsedMs, newGame, restoreGame, serializeGame, valuesOf, type GameState } from '../lib/game';
import { generate, type Puzzle } from '../lib/generate';
import { conflicts } from '../lib/grid';
import { score } from '../lib/score';
import { sudokuMessages, type SudokuMessages } from '../messages';
import { ActionBar } from './action-bar';
import { ConfirmNewGame } from './confirm-new-game';
import { explainHint, hintPattern } from './explain-hint';
import { commandForKey } from './keys';
import { LevelPicker, type Choice } from './level-picker';
import { NumberPad } from './number-pad';
import { ResultCard, type Result } from './result-card';
import { NO_SESSION, session, type Announcement } from './session';
import { SudokuBoard } from './sudoku-board';
import '../../../../styles/sudoku.css';
import { useOnLeave } from '../../lib/use-on-leave';

/** How often the clock on the screen is brought up to date. */
const TICK_MS = 250;
const DAILY_PREFIX = 'daily:';
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** The puzzle of a choice, and the game id that names it (the daily one by its date). */
function puzzleFor(choice: Choice, now: number): { puzzle: Puzzle; id: string } {
  if (choice !== 'daily') {
    const seed = randomSeed();
    return { puzzle: generate(choice, seed), id: `${choice}:${String(seed)}` };
  }
  const date = utcDate(now);
  const puzzle = dailyPuzzle(date);
  if (puzzle === null) throw new Error(`No daily puzzle for ${date}`);
  return { puzzle, id: `${DAILY_PREFIX}${date}` };
}

/** Runs `task` once the browser has painted the screen as it is now (saying "Generating…"). */
function afterPaint(task: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });
}

/** A game the player has touched: starting another one gives it up. */
function underWay(game: GameState): boolean {
  return game.status !== 'solved' && (game.undo.length > 0 || game.redo.length > 0);
}

function keep(game: GameState | null): void {
  if (game !== null && game.status !== 'solved') saveGame('sudoku', serializeGame(game, Date.now()));
}

function resultOf(game: GameState): Result {
  // Whole seconds as the clock showed them, so the result and the clock agree.
  const seconds = Math.floor(game.playedMs / 1000);
  return {
    level: game.level,
    daily: game.id.startsWith(DAILY_PREFIX),
    seconds,
    score: score(game.level, seconds, game.hintsUsed, game.mistakes),
    hints: game.hintsUsed,
    mistakes: game.mistakes,
  };
}

function say(t: SudokuMessages, what: Announcement, game: GameState | null): string {
  switch (what.kind) {
    case 'started':
      return t.started(what.level);
    case 'hint':
      return explainHint(t, what.hint);
    case 'checked':
      return t.checked(what.wrong);
    case 'select-first':
      return t.selectFirst;
    case 'solved': {
      const result = game === null ? null : resultOf(game);
      return result === null ? '' : t.solvedAnnouncement(formatDuration(result.seconds), result.score);
    }
  }
}

const noSubscription = () => () => undefined;

/** Today's UTC date in the browser; null while the prerendered page hydrates. */
function useToday(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => utcDate(Date.now()),
    () => null,
  );
}

export function SudokuGame() {
  const lang = useLang();
  const t = sudokuMessages(lang);
  const best = useProfile().stats.sudoku.bestScore;
  const today = useToday();
  const [state, dispatch] = useReducer(session, NO_SESSION);
  const [now, setNow] = useState(0);
  const [pending, setPending] = useState<Choice | null>(null);
  const [confirming, setConfirming] = useState<Choice | null>(null);
  const latest = useRef(state);
  const recorded = useRef(0);
  const board = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const { game, serial, announcement } = state;

  useEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    const saved = loadSavedGame('sudoku');
    const restored = saved === null ? null : restoreGame(saved, Date.now());
    if (restored !== null && restored.status !== 'solved') dispatch({ type: 'start', game: restored, announce: false });
  }, []);

  // Kept at each change of the board or the clock's state, and when the page is left, so the
  // time is kept to the second.
  const cells = game?.cells;
  const status = game?.status;
  useEffect(() => {
    keep(latest.current.game);
  }, [cells, status]);
  useOnLeave(() => {
    keep(latest.current.game);
  });

  useEffect(() => {
    if (game?.status !== 'solved' || recorded.current === serial) return;
    recorded.current = serial;
    const result = resultOf(game);
    recordGame({ game: 'sudoku', score: result.score, won: true, seconds: result.seconds }, lang);
    clearSavedGame('sudoku');
  }, [game, serial, lang]);

  const playing = status === 'playing';
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [playing]);

  function startNew(choice: Choice) {
    setPending(choice);
    afterPaint(() => {
      const { puzzle, id } = puzzleFor(choice, Date.now());
      flushSync(() => {
        setPending(null);
        dispatch({ type: 'start', game: newGame(puzzle, id, Date.now()), announce: true });
      });
      board.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    });
  }

  function choose(choice: Choice) {
    if (game !== null && underWay(game)) setConfirming(choice);
    else startNew(choice);
  }

  function answer(confirmed: boolean) {
    setConfirming(null);
    if (!confirmed || confirming === null || game === null) return;
    recordGame({ game: 'sudoku', score: 0, won: false, seconds: Math.floor(elapsedMs(game, Date.now()) / 1000) }, lang);
    clearSavedGame('sudoku');
    startNew(confirming);
  }

  function enterDigit(digit: number, note: boolean) {
    dispatch({ type: 'digit', digit, note, now: Date.now() });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (game === null || event.defaultPrevented) return;
    const command = commandForKey(event);
    if (command === null) return;
    event.preventDefault();
    if (command.type === 'digit') enterDigit(command.digit, command.note);
    else if (command.type === 'redo') dispatch({ type: 'redo', now: Date.now() });
    else dispatch({ type: command.type });
  }

  const picker = (title: string, variant: 'cards' | 'buttons') => (
    <LevelPicker t={t} variant={variant} title={title} pending={pending} today={today} onChoose={choose} />
  );
  const help = (
    <details className="sudoku-help">
      <summary className="sudoku-help__summary">{t.help}</summary>
      <p>{t.helpGoal}</p>
      <p>{t.helpPlay}</p>
      <p id={helpId}>{t.boardHelp}</p>
      <p>{t.helpTools}</p>
      <p>{t.helpScore}</p>
    </details>
  );
  // The last hint of a solved game is no longer a hint: the board is a picture of the solution.
  const shownHint = game?.status === 'playing' ? game.hint : null;
  const bestText = best > 0 ? formatNumber(best, lang) : t.noBest;
  const notice = announcement !== null && announcement.what.kind !== 'started' && announcement.what.kind !== 'solved' ? announcement.what : null;

  return (
    <>
      <div className={game === null ? 'sudoku sudoku--start' : `sudoku sudoku--${game.status}`} onKeyDown={onKeyDown}>
        {game === null ? (
          <div className="sudoku__start">
            <p className="sudoku__intro">{t.chooseNote}</p>
            <p className="sudoku__best">
              {t.bestScore}: <strong>{bestText}</strong>
            </p>
            {picker(t.choose, 'cards')}
            {help}
          </div>
        ) : (
          <>
            <div className="sudoku__play">
              <div className="sudoku-status">
                <p className="sudoku-status__level" data-testid="sudoku-level">
                  {game.id.startsWith(DAILY_PREFIX) ? t.dailyLevel(t.levels[game.level]) : t.levels[game.level]}
                </p>
                <p className="sudoku-status__time">
                  <span className="visually-hidden">{t.time}: </span>
                  <span data-testid="sudoku-time">{formatDuration(elapsedMs(game, now) / 1000)}</span>
                </p>
                {game.status !== 'solved' && (
                  <button
                    type="button"
                    className="button button--secondary sudoku-status__pause"
                    onClick={() => {
                      dispatch(game.status === 'paused' ? { type: 'resume', now: Date.now() } : { type: 'pause', now: Date.now() });
                    }}
                  >
                    {game.status === 'paused' ? t.resume : t.pause}
                  </button>
                )}
              </div>
              <div className="sudoku__board" ref={board}>
                {game.status === 'paused' ? (
                  <div className="sudoku-paused">
                    <p className="sudoku-paused__title">{t.paused}</p>
                    <p>{t.pausedNote}</p>
                  </div>
                ) : (
                  <SudokuBoard
                    t={t}
                    cells={game.cells}
                    selected={game.selected}
                    conflicts={conflicts(valuesOf(game))}
                    wrong={game.wrong}
                    pattern={shownHint === null ? [] : hintPattern(shownHint)}
                    hinted={shownHint?.cell ?? null}
                    describedBy={helpId}
                    onSelect={(cell) => {
                      dispatch({ type: 'select', cell });
                    }}
                  />
                )}
              </div>
            </div>
            <div className="sudoku__side">
              {game.status === 'solved' ? (
                <ResultCard t={t} lang={lang} result={resultOf(game)} best={bestText}>
                  {picker(t.playAgain, 'buttons')}
                </ResultCard>
              ) : (
                <>
                  <NumberPad
                    t={t}
                    remaining={DIGITS.map((digit) => 9 - game.cells.filter((cell) => cell.value === digit).length)}
                    notes={state.notes}
                    disabled={game.status !== 'playing'}
                    onDigit={(digit) => {
                      enterDigit(digit, false);
                    }}
                    onErase={() => {
                      dispatch({ type: 'erase' });
                    }}
                    onToggleNotes={() => {
                      dispatch({ type: 'toggle-notes' });
                    }}
                  />
                  <ActionBar
                    t={t}
                    enabled={{ undo: playing && game.undo.length > 0, redo: playing && game.redo.length > 0, check: playing, hint: playing }}
                    onCommand={(command) => {
                      dispatch(command === 'undo' || command === 'check' ? { type: command } : { type: command, now: Date.now() });
                    }}
                  />
                  {notice !== null && (
                    <div className={`sudoku-notice sudoku-notice--${notice.kind}`} data-testid="sudoku-notice">
                      {notice.kind === 'hint' && <p className="sudoku-notice__title">{t.hintTitle}</p>}
                      <p>{say(t, notice, game)}</p>
                    </div>
                  )}
                  <dl className="sudoku-stats">
                    <div>
                      <dt>{t.mistakes}</dt>
                      <dd>{formatNumber(game.mistakes, lang)}</dd>
                    </div>
                    <div>
                      <dt>{t.hints}</dt>
                      <dd>{formatNumber(game.hintsUsed, lang)}</dd>
                    </div>
                    <div>
                      <dt>{t.bestScore}</dt>
                      <dd data-testid="sudoku-best">{bestText}</dd>
                    </div>
                  </dl>
                  {picker(t.newGame, 'buttons')}
                </>
              )}
              {help}
            </div>
          </>
        )}
        <div className="visually-hidden" role="status">
          {announcement !== null && <span key={announcement.id}>{say(t, announcement.what, game)}</span>}
        </div>
      </div>
      {confirming !== null && <ConfirmNewGame t={t} onAnswer={answer} />}
    </>
  );
}
