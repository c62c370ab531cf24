import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../../../lib/i18n/language-provider';
import { polyfillDialog } from '../../../../testing/dialog';
import { renderInRouter } from '../../../../testing/render';
import { getProfile } from '../../profile/profile-store';
import { newGame, play, serializeGame, type Action, type GameState } from '../lib/game';
import { parseGrid, type Grid } from '../lib/grid';
import { SudokuGame } from './sudoku-game';

const SAVED_KEY = 'gameState:sudoku';
const T0 = new Date('2026-11-27T10:00:00Z').getTime();

function grid(text: string): Grid {
  const parsed = parseGrid(text);
  if (parsed === null) throw new Error(`Not a grid: ${text}`);
  return parsed;
}

const GIVENS = grid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const SOLUTION = grid('534678912672195348198342567859761423426853791713924856961537284287419635345286179');
/** The solution with r1c3 (a 4) and r9c9 (a 9) left to find. */
const TWO_LEFT = SOLUTION.map((value, cell) => (cell === 2 || cell === 80 ? 0 : value));

/** Saves a game of `givens` after `actions`, `playedMs` into it, as a reload would find it. */
function saveGameOf(givens: Grid, actions: readonly Action[] = [], playedMs = 0): GameState {
  const game = actions.reduce(play, newGame({ level: 'easy', givens, solution: SOLUTION }, 'easy:1', T0 - playedMs));
  localStorage.setItem(SAVED_KEY, serializeGame(game, T0));
  return game;
}

const saved = () => JSON.parse(localStorage.getItem(SAVED_KEY) ?? 'null') as { cells: { value: number; notes: number }[]; hintsUsed: number } | null;
const cell = (row: number, column: number) => screen.getByRole('gridcell', { name: new RegExp(`^Row ${String(row)}, column ${String(column)}:`) });
const announced = () => screen.getAllByRole('status').at(-1)?.textContent ?? '';

beforeAll(polyfillDialog);
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SudokuGame', () => {
  it('starts a generated easy game from the first screen, the focus on the board', async () => {
    renderInRouter(<SudokuGame />);
    expect(screen.getByRole('heading', { name: 'Choose a puzzle' })).toBeInTheDocument();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Easy/ }));
    expect(screen.getByRole('button', { name: /^Generating…/ })).toHaveAttribute('aria-busy', 'true');

    const board = await screen.findByRole('grid', { name: 'Sudoku board' });
    expect(within(board).getAllByRole('row')).toHaveLength(9);
    expect(within(board).getAllByRole('gridcell')).toHaveLength(81);
    expect(document.activeElement).toBe(cell(1, 1));
    expect(cell(1, 1)).toHaveAttribute('aria-selected', 'true');
    expect(announced()).toBe('New easy puzzle. The clock is running.');
    expect(screen.getByTestId('sudoku-level')).toHaveTextContent('Easy');
    const givens = within(board).getAllByRole('gridcell', { name: /, given$/ }).length;
    expect(givens).toBeGreaterThanOrEqual(36);
    expect(saved()?.cells.filter((each) => each.value !== 0)).toHaveLength(givens);
  });

  it('is played with the keyboard: arrows, digits, notes, erase, undo and redo', () => {
    saveGameOf(GIVENS);
    renderInRouter(<SudokuGame />);
    // r1c1 holds a given 5; r1c3 is empty.
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1: 5, given');
    fireEvent.focus(cell(1, 1));
    fireEvent.keyDown(cell(1, 1), { key: 'ArrowRight' });
    fireEvent.keyDown(cell(1, 2), { key: 'ArrowRight' });
    expect(cell(1, 3)).toHaveAttribute('aria-selected', 'true');
    expect(cell(1, 3)).toHaveAttribute('tabindex', '0');
    expect(cell(1, 1)).toHaveAttribute('tabindex', '-1');

    fireEvent.keyDown(cell(1, 3), { key: 'n' });
    expect(screen.getByRole('button', { name: /^Notes/ })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(cell(1, 3), { key: '1', code: 'Digit1' });
    fireEvent.keyDown(cell(1, 3), { key: '2', code: 'Digit2' });
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: empty, notes 1 and 2');
    fireEvent.keyDown(cell(1, 3), { key: 'N' });
    fireEvent.keyDown(cell(1, 3), { key: '4', code: 'Digit4' });
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: 4');
    expect(saved()?.cells[2]).toMatchObject({ value: 4, notes: 0 });

    fireEvent.keyDown(cell(1, 3), { key: 'z', ctrlKey: true });
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: empty, notes 1 and 2');
    fireEvent.keyDown(cell(1, 3), { key: 'y', ctrlKey: true });
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: 4');
    fireEvent.keyDown(cell(1, 3), { key: 'Backspace' });
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: empty');
    // A given does not change.
    fireEvent.keyDown(cell(1, 3), { key: 'Home' });
    fireEvent.keyDown(cell(1, 1), { key: '9' });
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1: 5, given');
  });

  it('enters digits with the pad, counts what is left, and marks conflicts and checked mistakes', () => {
    saveGameOf(GIVENS);
    renderInRouter(<SudokuGame />);
    const pad = screen.getByRole('group', { name: 'Digits' });
    // The classic puzzle has three 5s and four 9s among its givens.
    expect(within(pad).getByRole('button', { name: '5, 6 left' })).toBeInTheDocument();
    fireEvent.click(within(pad).getByRole('button', { name: '9, 5 left' }));
    expect(announced()).toBe('Choose a cell first.');

    fireEvent.click(cell(1, 3));
    fireEvent.click(within(pad).getByRole('button', { name: '5, 6 left' }));
    expect(within(pad).getByRole('button', { name: '5, 5 left' })).toBeInTheDocument();
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: 5, repeats a digit in its row, column or box');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1: 5, given, repeats a digit in its row, column or box');
    expect(screen.getByText('Mistakes').nextElementSibling).toHaveTextContent('1');

    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: 5, repeats a digit in its row, column or box, wrong');
    expect(cell(1, 3)).toHaveClass('sudoku-cell--wrong');
    expect(screen.getByTestId('sudoku-notice')).toHaveTextContent('1 wrong digit is marked in red.');
    expect(announced()).toBe('1 wrong digit is marked in red.');

    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    expect(screen.queryByTestId('sudoku-notice')).toBeNull();
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: empty');
  });

  it('resumes the saved game with its entries, notes and time', () => {
    saveGameOf(GIVENS, [{ type: 'select', cell: 2 }, { type: 'enter', digit: 4, now: T0 }, { type: 'select', cell: 3 }, { type: 'note', digit: 6 }], 95_000);
    renderInRouter(<SudokuGame />);
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: 4');
    expect(cell(1, 4)).toHaveAccessibleName('Row 1, column 4: empty, notes 6');
    expect(cell(1, 4)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('sudoku-time')).toHaveTextContent('1:35');
    expect(announced()).toBe('');
  });

  it('prerenders the first screen whatever is saved, and resumes the saved game once hydrated', async () => {
    saveGameOf(GIVENS, [{ type: 'select', cell: 2 }, { type: 'enter', digit: 4, now: T0 }]);
    const page = (
      <LanguageProvider lang="en">
        <SudokuGame />
      </LanguageProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('Choose a puzzle');
    expect(html).not.toContain('role="grid"');
    // The daily puzzle's level depends on the reader's date, unknown at build time.
    expect(html).not.toContain('Today’s puzzle is');
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => {
      const hydrated = hydrateRoot(container, page);
      await Promise.resolve();
      return hydrated;
    });
    expect(errors).not.toHaveBeenCalled();
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: 4');
    act(() => {
      root.unmount();
    });
    container.remove();
  });

  it('explains a hint, and records a game solved with hints once, its saved copy cleared', () => {
    saveGameOf(TWO_LEFT, [], 60_000);
    renderInRouter(<SudokuGame />);
    const before = getProfile().stats.sudoku;

    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    const notice = screen.getByTestId('sudoku-notice');
    expect(notice).toHaveTextContent(/^HintRow \d, column \d is \d\./);
    expect(announced()).toMatch(/^Row \d, column \d is \d\. /);
    expect(saved()?.hintsUsed).toBe(1);
    expect(screen.getByText('Hints').nextElementSibling).toHaveTextContent('1');

    vi.setSystemTime(T0 + 30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    const result = screen.getByTestId('sudoku-result');
    expect(within(result).getByRole('heading', { name: 'Solved!' })).toHaveFocus();
    // 90 s on an easy puzzle (par 300 s) with 2 hints: 250 × 600 / 390 / 1.5.
    expect(within(result).getByTestId('sudoku-score')).toHaveTextContent('256');
    expect(result).toHaveTextContent('Time1:30');
    expect(announced()).toBe('Solved in 1:30. Score: 256.');
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();
    const after = getProfile().stats.sudoku;
    expect(after.gamesPlayed).toBe(before.gamesPlayed + 1);
    expect(after.bestScore).toBeGreaterThanOrEqual(256);
    expect(after.currentStreak).toBe(before.currentStreak + 1);

    // The finished board is a picture: nothing more is recorded or saved.
    fireEvent.click(cell(5, 5));
    fireEvent.keyDown(cell(5, 5), { key: 'z', ctrlKey: true });
    expect(getProfile().stats.sudoku.gamesPlayed).toBe(before.gamesPlayed + 1);
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();
    expect(within(result).getByRole('heading', { name: 'Play again' })).toBeInTheDocument();
  });

  it('hides the board while paused and stops the clock', () => {
    saveGameOf(GIVENS, [], 10_000);
    renderInRouter(<SudokuGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByText('Paused')).toBeInTheDocument();
    vi.setSystemTime(T0 + 60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(screen.getByTestId('sudoku-time')).toHaveTextContent('0:10');
  });

  it('asks before giving up a game in progress, and records it as a loss', async () => {
    saveGameOf(GIVENS, [{ type: 'select', cell: 2 }, { type: 'enter', digit: 4, now: T0 }], 42_000);
    renderInRouter(<SudokuGame />);
    const before = getProfile().stats.sudoku;
    const picker = screen.getByRole('region', { name: 'New game' });

    fireEvent.click(within(picker).getByRole('button', { name: 'Hard' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a new game?' });
    expect(dialog).toHaveAccessibleDescription('The game in progress will end and count as a loss.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getProfile().stats.sudoku.gamesPlayed).toBe(before.gamesPlayed);

    fireEvent.click(within(picker).getByRole('button', { name: 'Medium' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start a new game' }));
    const after = getProfile().stats.sudoku;
    expect(after.gamesPlayed).toBe(before.gamesPlayed + 1);
    expect(after.currentStreak).toBe(0);
    expect(after.totalTime).toBe(before.totalTime + 42);
    await waitFor(() => {
      expect(screen.getByTestId('sudoku-level')).toHaveTextContent('Medium');
    });
    expect(cell(1, 3)).toHaveAccessibleName(/^Row 1, column 3: /);
  });

  it('starts an untouched game over without asking', async () => {
    saveGameOf(GIVENS);
    renderInRouter(<SudokuGame />);
    const before = getProfile().stats.sudoku.gamesPlayed;
    fireEvent.click(within(screen.getByRole('region', { name: 'New game' })).getByRole('button', { name: /^Daily puzzle/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // 27 November 2026 is a Friday: the daily puzzle is hard.
    await waitFor(() => {
      expect(screen.getByTestId('sudoku-level')).toHaveTextContent('Daily · Hard');
    });
    expect(getProfile().stats.sudoku.gamesPlayed).toBe(before);
    expect(JSON.parse(localStorage.getItem(SAVED_KEY) ?? '{}')).toMatchObject({ id: 'daily:2026-11-27', level: 'hard' });
  });

  it('speaks Romanian', async () => {
    renderInRouter(<SudokuGame />, { lang: 'ro' });
    expect(screen.getByRole('heading', { name: 'Alege un joc' })).toBeInTheDocument();
    expect(screen.getByText(/Jocul de azi este greu\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Ușor/ }));
    expect(await screen.findByRole('grid', { name: 'Grila de sudoku' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: /^Rândul 1, coloana 1: / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Indiciu' })).toBeInTheDocument();
    expect(announced()).toBe('A început un joc ușor. Cronometrul merge.');
  });
});
