/**
 * The texts of the Rubik's cube screen, in the game's chunk only. English defines the shape;
 * Romanian must match it.
 */
import { formatNumber, romanianCount } from '../../../lib/i18n/format';
import type { Lang } from '../../../lib/i18n/languages';
import type { Face } from './lib/facelets';
import type { RotationBase, SliceBase, Turns } from './lib/notation';

/** The moves the pad has buttons for. */
export type PadBase = Face | SliceBase | RotationBase;

const en = {
  scramble: 'Scramble',
  newScramble: 'New scramble',
  scrambling: 'Scrambling…',
  showSolution: 'Show solution',
  searching: 'Finding a solution…',
  giveUpNote: 'Showing the solution ends the game: it will not count as a win.',
  solverFailed: 'The solver could not run. Reload the page to try again.',
  status: 'Game status',
  time: 'Time',
  inspection: 'Inspection',
  secondsLeft: (seconds: number) => `${String(seconds)} s`,
  moves: 'Moves',
  bestScore: 'Best score',
  noBest: 'None yet',
  freeHint: 'Press Scramble for a timed game. Until then, the cube is yours to turn freely.',
  inspectionHint: 'Inspect the cube: the timer starts at your first turn, or when the 15 seconds are up.',
  scrambleLabel: 'Scramble:',
  stage: 'The cube. Drag a sticker to turn its layer, drag beside the cube to look at another side; with the cube or a button focused, type moves.',
  cube: (solved: boolean): string => (solved ? 'Rubik’s cube, solved' : 'Rubik’s cube, unsolved'),
  resetView: 'Reset view',
  facesTitle: 'The faces as text',
  faceNames: { U: 'Up', F: 'Front', R: 'Right', B: 'Back', L: 'Left', D: 'Down' } satisfies Record<Face, string>,
  colors: { U: 'white', R: 'red', F: 'green', D: 'yellow', L: 'orange', B: 'blue' } satisfies Record<Face, string>,
  pad: 'Moves',
  padGroups: { faces: 'Faces', slices: 'Middle slices', rotations: 'Whole cube' },
  padBases: {
    U: 'Up face',
    D: 'Down face',
    L: 'Left face',
    R: 'Right face',
    F: 'Front face',
    B: 'Back face',
    M: 'Middle slice',
    E: 'Equator slice',
    S: 'Standing slice',
    x: 'Whole cube, like R',
    y: 'Whole cube, like U',
    z: 'Whole cube, like F',
  } satisfies Record<PadBase, string>,
  turnNames: { 1: 'clockwise', 2: 'half turn', 3: 'counter-clockwise' } satisfies Record<Turns, string>,
  /** A move as a screen reader should say it: "R prime" rather than "R apostrophe". */
  spoken: (notation: string) => notation.replace("'", ' prime'),
  sequence: 'Type moves',
  sequenceHint: 'For example R U R’ U’: ’ turns counter-clockwise, 2 a half turn, a lowercase letter two layers.',
  apply: 'Apply',
  scrambleWith: 'Scramble with these',
  emptySequence: 'Type at least one move.',
  notAMove: (token: string) => `“${token}” is not a move.`,
  leavesSolved: 'These moves leave the cube solved: that is no scramble.',
  solution: 'Solution',
  play: 'Play',
  pause: 'Pause',
  step: 'Step',
  progress: (step: number, total: number) => `Move ${String(step)} of ${String(total)}`,
  solutionLength: (total: number) => `${String(total)} ${total === 1 ? 'move' : 'moves'}`,
  solvedBySolution: 'Solved.',
  wonTitle: 'Solved!',
  gaveUpTitle: 'Game over: solution shown',
  notAWin: 'A game finished by the solution does not count as a win.',
  score: 'Score',
  playAgain: 'Play again',
  announce: {
    scrambled: 'Cube scrambled. Inspection: 15 seconds.',
    started: 'Inspection over: the timer is running.',
    turned: (move: string, count: number | null) => (count === null ? move : `${move}, move ${String(count)}`),
    won: (time: string, moves: number, score: number) => `Solved in ${time} with ${String(moves)} ${moves === 1 ? 'move' : 'moves'}. Score: ${formatNumber(score, 'en')}.`,
    solution: (length: number, gaveUp: boolean) =>
      `Solution found: ${String(length)} moves.${gaveUp ? ' This game will not count as a win.' : ''}`,
    step: (move: string, step: number, total: number, solved: boolean) =>
      `Move ${String(step)} of ${String(total)}: ${move}.${solved ? ' The cube is solved.' : ''}`,
  },
  help: 'How to play',
  helpGoal: 'Turn the layers of the cube until each face shows a single colour.',
  helpTurning:
    'Drag a sticker to turn its layer that way; drag beside the cube to look at it from another side. Or use the buttons, or type a sequence of moves.',
  helpKeys:
    'Keyboard: with the cube or a button focused, U D L R F B turn a face clockwise and Shift+letter counter-clockwise; M E S turn the middle slices; X Y Z turn the whole cube.',
  helpNotation:
    'Notation: a letter alone turns that face clockwise as you look at it, ’ counter-clockwise, 2 a half turn. M turns like L, E like D, S like F; x turns the whole cube like R, y like U, z like F.',
  helpTimer:
    'After a scramble you have 15 seconds to inspect the cube. The timer starts at your first turn or when the 15 seconds are up. Turning the whole cube (x, y, z) neither starts it nor counts as a move.',
  helpScore:
    'Score = 3000 − 2 × seconds − 10 × moves, rounded, and never below 0. Asking for the solution ends the game without a win and with no score. A scramble of fewer than 15 moves, typed in, is practice: solving it is a win with no score.',
};

export type RubikMessages = typeof en;

const ro: RubikMessages = {
  scramble: 'Amestecă',
  newScramble: 'Amestecă din nou',
  scrambling: 'Se amestecă…',
  showSolution: 'Arată soluția',
  searching: 'Se caută soluția…',
  giveUpNote: 'Dacă ceri soluția, jocul se încheie și nu se socotește victorie.',
  solverFailed: 'Programul de rezolvare nu a putut porni. Reîncarcă pagina pentru a încerca din nou.',
  status: 'Starea jocului',
  time: 'Timp',
  inspection: 'Inspecție',
  secondsLeft: (seconds: number) => `${String(seconds)} s`,
  moves: 'Mutări',
  bestScore: 'Cel mai bun scor',
  noBest: 'Încă niciunul',
  freeHint: 'Apasă „Amestecă” pentru un joc cronometrat. Până atunci, poți roti cubul cum vrei.',
  inspectionHint: 'Examinează cubul: cronometrul pornește la prima ta mutare sau după cele 15 secunde.',
  scrambleLabel: 'Amestecare:',
  stage: 'Cubul. Trage de un autocolant pentru a roti stratul lui, trage lângă cub pentru a-l privi din altă parte; cu cubul sau un buton selectat, tastează mutări.',
  cube: (solved: boolean) => (solved ? 'Cubul Rubik, rezolvat' : 'Cubul Rubik, nerezolvat'),
  resetView: 'Vederea inițială',
  facesTitle: 'Fețele, în cuvinte',
  faceNames: { U: 'Sus', F: 'Față', R: 'Dreapta', B: 'Spate', L: 'Stânga', D: 'Jos' },
  colors: { U: 'alb', R: 'roșu', F: 'verde', D: 'galben', L: 'portocaliu', B: 'albastru' },
  pad: 'Mutări',
  padGroups: { faces: 'Fețe', slices: 'Straturile din mijloc', rotations: 'Tot cubul' },
  padBases: {
    U: 'Fața de sus',
    D: 'Fața de jos',
    L: 'Fața din stânga',
    R: 'Fața din dreapta',
    F: 'Fața din față',
    B: 'Fața din spate',
    M: 'Stratul dintre L și R',
    E: 'Stratul dintre U și D',
    S: 'Stratul dintre F și B',
    x: 'Tot cubul, ca R',
    y: 'Tot cubul, ca U',
    z: 'Tot cubul, ca F',
  },
  turnNames: { 1: 'în sensul acelor de ceasornic', 2: 'o jumătate de rotație', 3: 'în sens invers acelor de ceasornic' },
  spoken: (notation: string) => notation.replace("'", ' prim'),
  sequence: 'Tastează mutări',
  sequenceHint: 'De exemplu R U R’ U’: ’ rotește în sens invers acelor de ceasornic, 2 face o jumătate de rotație, o literă mică rotește două straturi.',
  apply: 'Aplică',
  scrambleWith: 'Amestecă cu acestea',
  emptySequence: 'Tastează cel puțin o mutare.',
  notAMove: (token: string) => `„${token}” nu este o mutare.`,
  leavesSolved: 'Aceste mutări lasă cubul rezolvat: nu sunt o amestecare.',
  solution: 'Soluția',
  play: 'Redă',
  pause: 'Pauză',
  step: 'Pas',
  progress: (step: number, total: number) => `Mutarea ${String(step)} din ${String(total)}`,
  solutionLength: (total: number) => romanianCount(total, 'mutare', 'mutări'),
  solvedBySolution: 'Rezolvat.',
  wonTitle: 'Rezolvat!',
  gaveUpTitle: 'Joc încheiat: soluția a fost arătată',
  notAWin: 'Un joc încheiat cu soluția nu se socotește victorie.',
  score: 'Scor',
  playAgain: 'Joacă din nou',
  announce: {
    scrambled: 'Cubul a fost amestecat. Inspecție: 15 secunde.',
    started: 'Inspecția s-a încheiat: cronometrul pornește.',
    turned: (move: string, count: number | null) => (count === null ? move : `${move}, mutarea ${String(count)}`),
    won: (time: string, moves: number, score: number) =>
      `Rezolvat în ${time} cu ${romanianCount(moves, 'mutare', 'mutări')}. Scor: ${formatNumber(score, 'ro')}.`,
    solution: (length: number, gaveUp: boolean) =>
      `Soluție găsită: ${romanianCount(length, 'mutare', 'mutări')}.${gaveUp ? ' Acest joc nu se socotește victorie.' : ''}`,
    step: (move: string, step: number, total: number, solved: boolean) =>
      `Mutarea ${String(step)} din ${String(total)}: ${move}.${solved ? ' Cubul este rezolvat.' : ''}`,
  },
  help: 'Cum se joacă',
  helpGoal: 'Rotește straturile cubului până când fiecare față are o singură culoare.',
  helpTurning:
    'Trage de un autocolant pentru a roti stratul lui în acea direcție; trage lângă cub pentru a-l privi din altă parte. Sau folosește butoanele, ori tastează un șir de mutări.',
  helpKeys:
    'Tastatură: cu cubul sau un buton selectat, U D L R F B rotesc o față în sensul acelor de ceasornic, iar Shift+literă în sens invers; M E S rotesc straturile din mijloc; X Y Z rotesc tot cubul.',
  helpNotation:
    'Notație: o literă singură rotește fața respectivă în sensul acelor de ceasornic, privind spre ea, ’ în sens invers, 2 cu o jumătate de rotație. M se rotește ca L, E ca D, S ca F; x rotește tot cubul ca R, y ca U, z ca F.',
  helpTimer:
    'După amestecare ai 15 secunde să examinezi cubul. Cronometrul pornește la prima mutare sau după cele 15 secunde. Rotirea întregului cub (x, y, z) nu îl pornește și nu se socotește mutare.',
  helpScore:
    'Scor = 3000 − 2 × secunde − 10 × mutări, rotunjit și niciodată sub 0. Dacă ceri soluția, jocul se încheie fără victorie și fără scor. Un amestec de mai puțin de 15 mutări, scris de tine, este exercițiu: rezolvarea lui e o victorie fără scor.',
};

export function rubikMessages(lang: Lang): RubikMessages {
  return lang === 'ro' ? ro : en;
}
