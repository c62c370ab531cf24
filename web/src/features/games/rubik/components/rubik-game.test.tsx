import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../../../lib/i18n/language-provider';
import { renderInRouter } from '../../../../testing/render';
import { getProfile } from '../../profile/profile-store';
import { parseMoves } from '../lib/notation';
import { solve } from '../lib/solver';
import { RubikGame } from './rubik-game';

/** The worker's answers, computed here: the scramble is always "R U F'". */
vi.mock('./solver-client', () => ({
  startSolver: () => ({
    scramble: () => Promise.resolve(parseMoves("R U F'")),
    solve: (cube: Parameters<typeof solve>[0]) => Promise.resolve(solve(cube)),
    stop: () => undefined,
  }),
}));

const SAVED_KEY = 'gameState:rubik';
const T0 = new Date('2026-11-27T10:00:00Z').getTime();

beforeEach(() => {
  localStorage.clear();
  // The cube jumps to each state instead of turning: jsdom has no Web Animations.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const moves = () => screen.getByTestId('rubik-moves').textContent;
const faces = () => screen.getByTestId('rubik-faces').textContent;
const announced = () => screen.getByRole('status').textContent;

function typeMoves(text: string, button: 'Apply' | 'Scramble with these') {
  fireEvent.change(screen.getByLabelText('Type moves'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

/** The face list as it reads for a cube turned by `sequence` from solved. */
function facesAfter(sequence: string): string {
  const { unmount } = renderInRouter(<RubikGame />);
  typeMoves(sequence, 'Apply');
  const text = faces();
  unmount();
  return text;
}

describe('RubikGame', () => {
  it('times a scramble solved by hand with the buttons and the keyboard, and records a won game once', () => {
    renderInRouter(<RubikGame />);
    expect(screen.getByRole('img', { name: 'Rubik’s cube, solved' })).toBeInTheDocument();
    typeMoves('R U', 'Scramble with these');
    expect(screen.getByTestId('rubik-scramble')).toHaveTextContent('R U');
    expect(screen.getByText('Inspection')).toBeInTheDocument();
    expect(announced()).toBe('Cube scrambled. Inspection: 15 seconds.');
    const before = getProfile().stats.rubik.gamesPlayed;

    vi.setSystemTime(T0 + 3_000);
    fireEvent.click(screen.getByRole('button', { name: "U' (Up face, counter-clockwise)" }));
    expect(moves()).toBe('1');
    expect(announced()).toBe('U prime, move 1');
    expect(JSON.parse(localStorage.getItem(SAVED_KEY) ?? '{}')).toMatchObject({ scramble: 'R U', history: "U'", phase: 'solving' });

    vi.setSystemTime(T0 + 13_000);
    fireEvent.keyDown(screen.getByRole('group', { name: /^The cube/ }), { key: 'R', shiftKey: true });
    const result = screen.getByTestId('rubik-result');
    expect(within(result).getByRole('heading', { name: 'Solved!' })).toBeInTheDocument();
    // A two-move scramble is practice: won, without a score.
    expect(result).toHaveTextContent('Time0:10Moves2Score0');
    expect(announced()).toBe('Solved in 0:10 with 2 moves. Score: 0.');
    expect(screen.getByRole('img', { name: 'Rubik’s cube, solved' })).toBeInTheDocument();
    const stats = getProfile().stats.rubik;
    expect(stats.gamesPlayed).toBe(before + 1);
    expect(stats.currentStreak).toBeGreaterThan(0);
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();

    // Turning the solved cube afterwards is free play: nothing more is recorded.
    fireEvent.keyDown(screen.getByRole('group', { name: /^The cube/ }), { key: 'f' });
    expect(getProfile().stats.rubik.gamesPlayed).toBe(before + 1);
    expect(moves()).toBe('2');
  });

  it('ends the game when the solution is shown, and steps through it to the solved cube', async () => {
    renderInRouter(<RubikGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Scramble' }));
    expect(await screen.findByTestId('rubik-scramble')).toHaveTextContent("R U F'");
    const before = getProfile().stats.rubik;
    expect(screen.getByText('Showing the solution ends the game: it will not count as a win.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show solution' }));
    const panel = await screen.findByRole('region', { name: 'Solution' });
    expect(announced()).toBe('Solution found: 3 moves. This game will not count as a win.');
    expect(screen.getByRole('heading', { name: 'Game over: solution shown' })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    expect(within(panel).getByText('3 moves')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['F', "U'", "R'"]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Step' }));
    expect(within(panel).getByText('Move 1 of 3')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(announced()).toBe('Move 1 of 3: F.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Step' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Step' }));
    expect(within(panel).getByText('Solved.')).toBeInTheDocument();
    expect(announced()).toBe('Move 3 of 3: R prime. The cube is solved.');
    expect(screen.getByRole('img', { name: 'Rubik’s cube, solved' })).toBeInTheDocument();

    const after = getProfile().stats.rubik;
    expect(after.gamesPlayed).toBe(before.gamesPlayed + 1);
    expect(after.currentStreak).toBe(0);
    expect(screen.getByRole('button', { name: 'Show solution' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeEnabled();
  });

  it('plays the solution by itself', async () => {
    renderInRouter(<RubikGame />);
    typeMoves("R U'", 'Apply');
    fireEvent.click(screen.getByRole('button', { name: 'Show solution' }));
    const panel = await screen.findByRole('region', { name: 'Solution' });
    await waitFor(
      () => {
        expect(within(panel).getByText('Solved.')).toBeInTheDocument();
      },
      { timeout: 5_000 },
    );
    // Free play: no game, nothing recorded.
    expect(screen.queryByTestId('rubik-result')).toBeNull();
  });

  it('resumes the saved game: the same cube, moves and time', () => {
    const expected = facesAfter("R U F' D x");
    localStorage.setItem(SAVED_KEY, JSON.stringify({ scramble: "R U F'", history: 'D x', phase: 'solving', ms: 65_000, inspectionLeftMs: 0 }));
    renderInRouter(<RubikGame />);
    expect(screen.getByTestId('rubik-scramble')).toHaveTextContent("R U F'");
    expect(moves()).toBe('1');
    expect(faces()).toBe(expected);
    expect(screen.getByTestId('rubik-time')).toHaveTextContent('1:05');
  });

  it('prerenders a solved cube whatever is kept, and resumes the kept game once hydrated', async () => {
    localStorage.setItem(SAVED_KEY, JSON.stringify({ scramble: "R U F'", history: 'D', phase: 'solving', ms: 5_000, inspectionLeftMs: 0 }));
    const page = (
      <LanguageProvider lang="en">
        <RubikGame />
      </LanguageProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('aria-label="Rubik’s cube, solved"');
    expect(html).not.toContain('rubik-scramble');
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const roots: Root[] = [];
    await act(async () => {
      roots.push(hydrateRoot(container, page));
      await Promise.resolve();
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByTestId('rubik-scramble')).toHaveTextContent("R U F'");
    expect(moves()).toBe('1');
    act(() => {
      for (const root of roots) root.unmount();
    });
    container.remove();
  });

  it('reads the faces in words', () => {
    renderInRouter(<RubikGame />);
    typeMoves('R', 'Apply');
    const list = screen.getByTestId('rubik-faces');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Up: white, white, green; white, white, green; white, white, green');
    expect(announced()).toBe('R');
    expect(screen.getByRole('img', { name: 'Rubik’s cube, unsolved' })).toBeInTheDocument();
    expect(moves()).toBe('0');
  });

  it('says what is wrong with typed moves, and leaves letters typed there alone', () => {
    renderInRouter(<RubikGame />);
    typeMoves("R Q2 U'", 'Apply');
    expect(screen.getByText('“Q2” is not a move.')).toBeInTheDocument();
    expect(screen.getByLabelText('Type moves')).toHaveAttribute('aria-invalid', 'true');
    typeMoves("R R'", 'Scramble with these');
    expect(screen.getByText('These moves leave the cube solved: that is no scramble.')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByLabelText('Type moves'), { key: 'R' });
    expect(screen.getByRole('img', { name: 'Rubik’s cube, solved' })).toBeInTheDocument();
  });

  it('speaks Romanian', async () => {
    renderInRouter(<RubikGame />, { lang: 'ro' });
    fireEvent.click(screen.getByRole('button', { name: 'Amestecă' }));
    expect(await screen.findByText('Inspecție')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "U' (Fața de sus, în sens invers acelor de ceasornic)" })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cubul Rubik, nerezolvat' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Arată soluția' }));
    expect(await screen.findByRole('heading', { name: 'Joc încheiat: soluția a fost arătată' })).toBeInTheDocument();
  });
});
