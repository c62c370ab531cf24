/**
 * The texts of the Tetris screen, in the game's chunk only. English defines the shape; Romanian
 * must match it.
 */
import { formatNumber, romanianCount } from '../../../lib/i18n/format';
import type { Lang } from '../../../lib/i18n/languages';
import type { LockReport } from './lib/game';
import type { PieceType } from './lib/pieces';

/** A key (or keys) and what it does, for the controls list. */
interface Control {
  keys: string;
  action: string;
}

const EN_CLEARS = ['', 'Single', 'Double', 'Triple', 'Tetris'] as const;
const EN_TSPINS = ['T-spin', 'T-spin single', 'T-spin double', 'T-spin triple'] as const;
const EN_MINIS = ['Mini T-spin', 'Mini T-spin single', 'Mini T-spin double'] as const;

const RO_CLEARS = ['', 'O linie', 'Două linii', 'Trei linii', 'Tetris'] as const;
const RO_TSPINS = ['T-spin', 'T-spin cu o linie', 'T-spin cu două linii', 'T-spin cu trei linii'] as const;
const RO_MINIS = ['Mini T-spin', 'Mini T-spin cu o linie', 'Mini T-spin cu două linii'] as const;

/** The name of what a lock did, or null when it did nothing worth saying (no lines, no T-spin). */
function clearName(
  report: LockReport,
  names: { clears: readonly string[]; tSpins: readonly string[]; minis: readonly string[] },
): string | null {
  const table = report.tSpin === 'full' ? names.tSpins : report.tSpin === 'mini' ? names.minis : names.clears;
  const name = table[report.lines] ?? '';
  return name === '' ? null : name;
}

const en = {
  playfield: 'Tetris playfield',
  playfieldHelp:
    'Left and right arrows move, Up or X rotates clockwise, Z or Control counter-clockwise, Down drops faster, Space drops to the bottom, C or Shift holds, P or Escape pauses.',
  score: 'Score',
  level: 'Level',
  lines: 'Lines',
  best: 'Best',
  hold: 'Hold',
  next: 'Next',
  empty: 'Empty',
  piece: (type: PieceType) => `${type} piece`,
  startTitle: 'Ready to play?',
  startText: 'Fill rows to clear them. Ten lines cleared makes a win.',
  start: 'Start game',
  pausedTitle: 'Paused',
  resume: 'Resume',
  newGame: 'New game',
  overTitle: 'Game over',
  finalScore: (score: number) => `Score: ${formatNumber(score, 'en')}`,
  finalLines: (lines: number) => `${formatNumber(lines, 'en')} ${lines === 1 ? 'line' : 'lines'} cleared`,
  playAgain: 'Play again',
  controlsTitle: 'How to play',
  controls: [
    { keys: '← →', action: 'Move' },
    { keys: '↓', action: 'Drop faster (hold)' },
    { keys: 'Space', action: 'Drop to the bottom' },
    { keys: '↑ or X', action: 'Rotate clockwise' },
    { keys: 'Z or Ctrl', action: 'Rotate counter-clockwise' },
    { keys: 'C or Shift', action: 'Hold the piece' },
    { keys: 'P or Esc', action: 'Pause' },
  ] satisfies Control[],
  touchHelp: 'On a touch screen, swipe left or right to move, swipe down to drop faster, flick down to drop and tap to rotate.',
  pad: 'Controls',
  buttons: {
    left: 'Move left',
    right: 'Move right',
    rotateCounterClockwise: 'Rotate counter-clockwise',
    rotateClockwise: 'Rotate clockwise',
    softDrop: 'Drop faster',
    hardDrop: 'Drop to the bottom',
    hold: 'Hold',
    pause: 'Pause',
  },
  /** The callout of a lock, or null for one that cleared nothing. */
  clear: (report: LockReport): string | null => {
    const name = clearName(report, { clears: EN_CLEARS, tSpins: EN_TSPINS, minis: EN_MINIS });
    if (name === null) return null;
    const parts = [report.backToBack ? `Back-to-back ${name}` : name];
    if (report.combo > 0) parts.push(`combo ${String(report.combo)}`);
    if (report.perfectClear) parts.push('perfect clear');
    return parts.join(', ');
  },
  announce: {
    clear: (callout: string, points: number) => `${callout}: ${formatNumber(points, 'en')} points.`,
    level: (level: number) => `Level ${String(level)}.`,
    paused: 'Paused.',
    resumed: 'Playing.',
    over: (score: number, lines: number) =>
      `Game over. Score: ${formatNumber(score, 'en')}, ${formatNumber(lines, 'en')} ${lines === 1 ? 'line' : 'lines'}.`,
  },
};

export type TetrisMessages = typeof en;

const ro: TetrisMessages = {
  playfield: 'Tabla de Tetris',
  playfieldHelp:
    'Săgețile stânga și dreapta mută piesa, Sus sau X o rotește în sensul acelor de ceasornic, Z sau Control în sens invers, Jos o coboară mai repede, Spațiu o lasă să cadă până jos, C sau Shift o păstrează, P sau Escape pune pauză.',
  score: 'Scor',
  level: 'Nivel',
  lines: 'Linii',
  best: 'Record',
  hold: 'Păstrată',
  next: 'Urmează',
  empty: 'Nimic',
  piece: (type: PieceType) => `piesa ${type}`,
  startTitle: 'Gata de joc?',
  startText: 'Umple rândurile ca să le elimini. Zece linii eliminate înseamnă victorie.',
  start: 'Începe jocul',
  pausedTitle: 'Pauză',
  resume: 'Continuă',
  newGame: 'Joc nou',
  overTitle: 'Joc terminat',
  finalScore: (score: number) => `Scor: ${formatNumber(score, 'ro')}`,
  finalLines: (lines: number) => romanianCount(lines, 'linie eliminată', 'linii eliminate'),
  playAgain: 'Joacă din nou',
  controlsTitle: 'Cum se joacă',
  controls: [
    { keys: '← →', action: 'Mută piesa' },
    { keys: '↓', action: 'Coboară mai repede (ține apăsat)' },
    { keys: 'Spațiu', action: 'Cădere până jos' },
    { keys: '↑ sau X', action: 'Rotește în sensul acelor de ceasornic' },
    { keys: 'Z sau Ctrl', action: 'Rotește în sens invers' },
    { keys: 'C sau Shift', action: 'Păstrează piesa' },
    { keys: 'P sau Esc', action: 'Pauză' },
  ],
  touchHelp:
    'Pe un ecran tactil, glisează la stânga sau la dreapta ca să muți piesa, în jos ca să coboare mai repede, scurt în jos ca să cadă și atinge ca s-o rotești.',
  pad: 'Comenzi',
  buttons: {
    left: 'Mută la stânga',
    right: 'Mută la dreapta',
    rotateCounterClockwise: 'Rotește în sens invers',
    rotateClockwise: 'Rotește în sensul acelor de ceasornic',
    softDrop: 'Coboară mai repede',
    hardDrop: 'Cădere până jos',
    hold: 'Păstrează',
    pause: 'Pauză',
  },
  clear: (report: LockReport): string | null => {
    const name = clearName(report, { clears: RO_CLEARS, tSpins: RO_TSPINS, minis: RO_MINIS });
    if (name === null) return null;
    const parts = [report.backToBack ? `${name}, bonus de serie` : name];
    if (report.combo > 0) parts.push(`combo ${String(report.combo)}`);
    if (report.perfectClear) parts.push('tabla golită');
    return parts.join(', ');
  },
  announce: {
    clear: (callout: string, points: number) => `${callout}: ${romanianCount(points, 'punct', 'puncte')}.`,
    level: (level: number) => `Nivelul ${String(level)}.`,
    paused: 'Pauză.',
    resumed: 'Jocul continuă.',
    over: (score: number, lines: number) =>
      `Joc terminat. Scor: ${formatNumber(score, 'ro')}, ${romanianCount(lines, 'linie', 'linii')}.`,
  },
};

export function tetrisMessages(lang: Lang): TetrisMessages {
  return lang === 'ro' ? ro : en;
}
