import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../../testing/render';
import { getProfile } from '../../profile/profile-store';
import type { GameState, LockReport } from '../lib/game';
import { gameWith } from '../lib/testing/game';
import { tetrisMessages } from '../messages';
import { TetrisGame } from './tetris-game';

const SAVED_KEY = 'gameState:tetris';

beforeAll(() => {
  // What jsdom lacks: layout, pointer capture. The canvas draws nothing here (no 2D context).
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.setPointerCapture = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {
        return undefined;
      }
      disconnect() {
        return undefined;
      }
    },
  );
  vi.useFakeTimers({ toFake: ['performance', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const playfield = (name = 'Tetris playfield') => screen.getByRole('application', { name });
const shown = (id: 'score' | 'level' | 'lines' | 'best') => screen.getByTestId(`tetris-${id}`).textContent;
const announced = () => screen.getByRole('status').textContent;

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function key(name: string, target: Element = playfield()) {
  fireEvent.keyDown(target, { key: name });
  fireEvent.keyUp(target, { key: name });
}

function saveGame(game: GameState, playedMs: number) {
  localStorage.setItem(SAVED_KEY, JSON.stringify({ game, playedMs }));
}

describe('TetrisGame', () => {
  it('starts from its start screen and plays with the keyboard: drop, hold, pause and resume', () => {
    renderInRouter(<TetrisGame />);
    expect(screen.getByRole('heading', { name: 'Ready to play?' })).toBeInTheDocument();
    expect(screen.getByText('Empty')).toBeInTheDocument();
    // Not a stop of the Tab key before the Start button: its keys do nothing yet.
    expect(playfield()).toHaveAttribute('tabindex', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(screen.queryByRole('heading', { name: 'Ready to play?' })).not.toBeInTheDocument();
    expect(playfield()).toHaveFocus();
    expect(playfield()).toHaveAttribute('tabindex', '0');
    expect(playfield()).toHaveAccessibleDescription(/^Left and right arrows move/);
    const next = screen.getByRole('list');
    expect(within(next).getAllByRole('img', { name: /^[IJLOSTZ] piece$/ })).toHaveLength(5);

    key(' ');
    // A hard drop from the top of an empty matrix: at least 18 rows, 2 points each.
    expect(Number(shown('score'))).toBeGreaterThanOrEqual(36);
    key('c');
    expect(screen.queryByText('Empty')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^[IJLOSTZ] piece$/ })).toHaveLength(6);

    key('p');
    expect(screen.getByRole('heading', { name: 'Paused' })).toBeInTheDocument();
    expect(announced()).toBe('Paused.');
    const resume = screen.getByRole('button', { name: 'Resume' });
    expect(resume).toHaveFocus();
    key('Escape', resume);
    expect(screen.queryByRole('heading', { name: 'Paused' })).not.toBeInTheDocument();
    expect(playfield()).toHaveFocus();
    expect(announced()).toBe('Playing.');
  });

  it('plays with the on-screen buttons: a held button drops faster until let go, a key on a button presses it', () => {
    renderInRouter(<TetrisGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    const pad = screen.getByRole('group', { name: 'Controls' });
    const softDrop = within(pad).getByRole('button', { name: 'Drop faster' });
    fireEvent.pointerDown(softDrop, { button: 0, pointerId: 1 });
    // 20 rows a second when held: a point a row.
    wait(500);
    fireEvent.pointerUp(softDrop, { button: 0, pointerId: 1 });
    const dropped = Number(shown('score'));
    expect(dropped).toBeGreaterThanOrEqual(9);
    wait(500);
    expect(Number(shown('score'))).toBe(dropped);
    fireEvent.click(within(pad).getByRole('button', { name: 'Drop to the bottom' }), { detail: 0 });
    expect(Number(shown('score'))).toBeGreaterThan(dropped);
  });

  it('announces a line clear and the level it reached, and records the finished game once', () => {
    const before = getProfile().stats.tetris.gamesPlayed;
    saveGame(gameWith(['#.........', '####....##'], { type: 'I', rotation: 0, x: 4, y: 30 }, { lines: 9, score: 1200 }), 90_000);
    renderInRouter(<TetrisGame />);
    // Restored paused, without taking the focus from the page.
    expect(screen.getByRole('heading', { name: 'Paused' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).not.toHaveFocus();
    expect(shown('score')).toBe('1,200');
    expect(shown('lines')).toBe('9');

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    key(' ');
    expect(announced()).toBe('Single: 100 points. Level 2.');
    expect(screen.getByText('Single')).toHaveClass('tetris-callout');
    expect(shown('lines')).toBe('10');
    expect(shown('level')).toBe('2');

    for (let drops = 0; drops < 40 && screen.queryByRole('heading', { name: 'Game over' }) === null; drops++) key(' ');
    const score = Number(shown('score').replace(',', ''));
    expect(screen.getByTestId('tetris-final-score')).toHaveTextContent(`Score: ${score.toLocaleString('en')}`);
    expect(screen.getByText('10 lines cleared')).toBeInTheDocument();
    expect(announced()).toBe(`Game over. Score: ${score.toLocaleString('en')}, 10 lines.`);
    expect(screen.getByRole('button', { name: 'Play again' })).toHaveFocus();
    const stats = getProfile().stats.tetris;
    expect(stats.gamesPlayed).toBe(before + 1);
    expect(stats.bestScore).toBeGreaterThanOrEqual(score);
    expect(stats.currentStreak).toBeGreaterThan(0);
    expect(stats.totalTime).toBeGreaterThanOrEqual(90);
    expect(shown('best')).toBe(stats.bestScore.toLocaleString('en'));
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();

    key(' ');
    wait(1000);
    expect(getProfile().stats.tetris.gamesPlayed).toBe(before + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(shown('score')).toBe('0');
    expect(playfield()).toHaveFocus();
  });

  it('pauses and keeps the game when the tab is hidden', () => {
    renderInRouter(<TetrisGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    key(' ');
    wait(200);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    expect(screen.getByRole('heading', { name: 'Paused' })).toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem(SAVED_KEY) ?? '{}') as { game?: GameState; playedMs?: number };
    expect(saved.game?.status).toBe('paused');
    expect(String(saved.game?.score)).toBe(shown('score'));
    expect(saved.playedMs).toBeGreaterThanOrEqual(200);
  });

  it('pauses when the focus goes elsewhere on the page, and leaves it there', () => {
    renderInRouter(
      <>
        <button type="button">Elsewhere</button>
        <TetrisGame />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => {
      elsewhere.focus();
    });
    expect(screen.getByRole('heading', { name: 'Paused' })).toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it('speaks Romanian', () => {
    renderInRouter(<TetrisGame />, { lang: 'ro' });
    expect(screen.getByRole('heading', { name: 'Gata de joc?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Începe jocul' }));
    key('p', playfield('Tabla de Tetris'));
    expect(screen.getByRole('heading', { name: 'Pauză' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuă' })).toHaveFocus();
    expect(announced()).toBe('Pauză.');
    expect(screen.getByRole('group', { name: 'Comenzi' })).toBeInTheDocument();
  });
});

describe('the callout of a lock', () => {
  const lock = (changes: Partial<LockReport>): LockReport => ({
    lines: 0,
    tSpin: 'none',
    perfectClear: false,
    backToBack: false,
    combo: 0,
    points: 0,
    ...changes,
  });

  it('names the clear, the T-spin, the back-to-back bonus, the combo and a perfect clear', () => {
    const { clear } = tetrisMessages('en');
    expect(clear(lock({ lines: 1 }))).toBe('Single');
    expect(clear(lock({ lines: 4 }))).toBe('Tetris');
    expect(clear(lock({ lines: 2, tSpin: 'full' }))).toBe('T-spin double');
    expect(clear(lock({ lines: 1, tSpin: 'mini' }))).toBe('Mini T-spin single');
    expect(clear(lock({ tSpin: 'full', combo: -1 }))).toBe('T-spin');
    expect(clear(lock({ lines: 4, backToBack: true, combo: 2, perfectClear: true }))).toBe('Back-to-back Tetris, combo 2, perfect clear');
    expect(clear(lock({ combo: -1 }))).toBeNull();
  });

  it('names them in Romanian too', () => {
    const { clear, announce } = tetrisMessages('ro');
    expect(clear(lock({ lines: 2 }))).toBe('Două linii');
    expect(clear(lock({ lines: 3, tSpin: 'full', backToBack: true }))).toBe('T-spin cu trei linii, bonus de serie');
    expect(announce.clear('Tetris', 1200)).toBe('Tetris: 1.200 de puncte.');
    expect(announce.over(1500, 1)).toBe('Joc terminat. Scor: 1.500, 1 linie.');
  });
});
