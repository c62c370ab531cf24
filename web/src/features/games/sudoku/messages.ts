/**
 * The texts of the Sudoku screen, in the game's chunk only. English defines the shape; Romanian
 * must match it.
 */
import { formatNumber, romanianCount } from '../../../lib/i18n/format';
import type { Lang } from '../../../lib/i18n/languages';
import type { Level } from './lib/level';
import type { Technique } from './lib/techniques';

/** Rows, columns and boxes counted from 1, as the player reads them. */
export type UnitName = { kind: 'row' | 'column'; number: number } | { kind: 'box'; index: number };

/** Joins a list the way a sentence does: "1, 4 and 7". */
function listOf(items: readonly string[], and: string): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;
}

const BOXES_EN = ['top-left', 'top-middle', 'top-right', 'middle-left', 'centre', 'middle-right', 'bottom-left', 'bottom-middle', 'bottom-right'];

function unitEn(unit: UnitName): string {
  return unit.kind === 'box' ? `the ${BOXES_EN[unit.index] ?? ''} box` : `${unit.kind} ${String(unit.number)}`;
}

const LEVELS_EN: Readonly<Record<Level, string>> = { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' };

/** A level as it reads inside a sentence: "a hard puzzle". */
const lower = (level: Level) => LEVELS_EN[level].toLowerCase();

/** "an easy", "a hard". */
const aLevel = (level: Level) => `${level === 'easy' || level === 'expert' ? 'an' : 'a'} ${lower(level)}`;

const en = {
  levels: LEVELS_EN,
  levelNotes: {
    easy: 'Every digit can be found by looking at one row, column or box.',
    medium: 'Needs candidates: pairs and pointing digits.',
    hard: 'Calls for X-Wings and other long-range patterns.',
    expert: 'Beyond the named techniques: for the patient.',
  } satisfies Record<Level, string>,
  daily: 'Daily puzzle',
  dailyNote: 'The same puzzle for every reader today, harder towards the weekend.',
  dailyOf: (level: Level) => `Today’s puzzle is ${lower(level)}.`,
  dailyLevel: (level: string) => `Daily · ${level}`,
  choose: 'Choose a puzzle',
  chooseNote: 'Fill the grid so that every row, column and 3×3 box holds the digits 1 to 9 once.',
  newGame: 'New game',
  generating: 'Generating…',
  generatingLevel: (level: Level) => `Generating ${aLevel(level)} puzzle…`,
  board: 'Sudoku board',
  boardHelp:
    'Arrow keys move between cells, digits 1 to 9 fill the selected cell, Backspace or Delete clears it, N switches notes on and off (Shift with a digit writes a note), Ctrl+Z undoes and Ctrl+Y redoes.',
  cell: (row: number, column: number, content: string) => `Row ${String(row)}, column ${String(column)}: ${content}`,
  empty: 'empty',
  given: 'given',
  notes: (digits: readonly number[]) => `notes ${listOf(digits.map(String), 'and')}`,
  conflict: 'repeats a digit in its row, column or box',
  wrong: 'wrong',
  time: 'Time',
  mistakes: 'Mistakes',
  hints: 'Hints',
  bestScore: 'Best score',
  noBest: 'None yet',
  pause: 'Pause',
  resume: 'Resume',
  paused: 'Paused',
  pausedNote: 'The board is hidden and the clock stopped.',
  pad: 'Digits',
  padDigit: (digit: number, left: number) => `${String(digit)}, ${left === 0 ? 'all placed' : `${String(left)} left`}`,
  erase: 'Erase',
  notesMode: 'Notes',
  notesOn: 'On',
  notesOff: 'Off',
  actions: 'Game actions',
  undo: 'Undo',
  redo: 'Redo',
  check: 'Check',
  hint: 'Hint',
  selectFirst: 'Choose a cell first.',
  checked: (wrong: number) => (wrong === 0 ? 'No wrong digits so far.' : `${String(wrong)} wrong ${wrong === 1 ? 'digit is' : 'digits are'} marked in red.`),
  hintTitle: 'Hint',
  hintPlaced: (row: number, column: number, digit: number) => `Row ${String(row)}, column ${String(column)} is ${String(digit)}.`,
  nakedSingle: (digit: number) => `Every other digit is already in its row, column or box, so only ${String(digit)} fits.`,
  hiddenSingle: (digit: number, unit: UnitName) => `It is the only cell of ${unitEn(unit)} where ${String(digit)} can go.`,
  firstEliminate: (techniques: readonly string[]) => `It takes some elimination first (${listOf(techniques, 'and')}) to see it.`,
  revealed: 'No simple deduction finds the next digit from here, so this one comes from the solution.',
  techniques: {
    'naked-single': 'naked single',
    'hidden-single': 'hidden single',
    pointing: 'pointing digits',
    'box-line': 'box–line reduction',
    'naked-pair': 'naked pair',
    'hidden-pair': 'hidden pair',
    'naked-triple': 'naked triple',
    'hidden-triple': 'hidden triple',
    'x-wing': 'X-Wing',
    'xy-wing': 'XY-Wing',
    swordfish: 'Swordfish',
  } satisfies Record<Technique, string>,
  started: (level: Level) => `New ${lower(level)} puzzle. The clock is running.`,
  solvedTitle: 'Solved!',
  solvedDaily: 'You solved today’s puzzle.',
  solvedNote: (level: Level) => `You solved ${aLevel(level)} puzzle.`,
  score: 'Score',
  solvedAnnouncement: (time: string, score: number) => `Solved in ${time}. Score: ${formatNumber(score, 'en')}.`,
  playAgain: 'Play again',
  confirmTitle: 'Start a new game?',
  confirmText: 'The game in progress will end and count as a loss.',
  confirmYes: 'Start a new game',
  confirmNo: 'Keep playing',
  help: 'How to play',
  helpGoal: 'Fill the empty cells so that each row, each column and each 3×3 box holds every digit from 1 to 9 exactly once.',
  helpPlay: 'Select a cell, then press a digit on the pad or the keyboard. With notes on, digits are written small as candidates; entering a digit clears it from the notes around.',
  helpTools: 'Check marks wrong digits, Hint fills one cell and explains why. Both are there when you are stuck, but hints and mistakes lower the score.',
  helpScore: 'The score rewards harder levels and faster solves.',
};

export type SudokuMessages = typeof en;

const BOXES_RO = ['din stânga sus', 'din mijloc sus', 'din dreapta sus', 'din stânga, la mijloc', 'din centru', 'din dreapta, la mijloc', 'din stânga jos', 'din mijloc jos', 'din dreapta jos'];

function unitRo(unit: UnitName): string {
  if (unit.kind === 'box') return `careul ${BOXES_RO[unit.index] ?? ''}`;
  return `${unit.kind === 'row' ? 'rândul' : 'coloana'} ${String(unit.number)}`;
}

/** A level as it reads after "joc": "un joc greu". */
const ADJECTIVE_RO: Readonly<Record<Level, string>> = { easy: 'ușor', medium: 'mediu', hard: 'greu', expert: 'de nivel expert' };

const ro: SudokuMessages = {
  levels: { easy: 'Ușor', medium: 'Mediu', hard: 'Greu', expert: 'Expert' },
  levelNotes: {
    easy: 'Fiecare cifră se găsește privind un singur rând, o coloană sau un careu.',
    medium: 'Cere candidați: perechi și cifre aliniate.',
    hard: 'Cere X-Wing și alte tipare la distanță.',
    expert: 'Dincolo de tehnicile cunoscute: pentru cei răbdători.',
  },
  daily: 'Sudoku-ul zilei',
  dailyNote: 'Același joc pentru toți cititorii azi, tot mai greu spre sfârșitul săptămânii.',
  dailyOf: (level) => `Jocul de azi este ${ADJECTIVE_RO[level]}.`,
  dailyLevel: (level) => `Jocul zilei · ${level}`,
  choose: 'Alege un joc',
  chooseNote: 'Completează grila astfel încât fiecare rând, coloană și careu de 3×3 să conțină o singură dată cifrele de la 1 la 9.',
  newGame: 'Joc nou',
  generating: 'Se generează…',
  generatingLevel: (level) => `Se generează un joc ${ADJECTIVE_RO[level]}…`,
  board: 'Grila de sudoku',
  boardHelp:
    'Săgețile mută selecția între celule, cifrele de la 1 la 9 completează celula aleasă, Backspace sau Delete o golesc, N pornește și oprește notițele (Shift cu o cifră scrie o notiță), Ctrl+Z anulează, iar Ctrl+Y reface.',
  cell: (row, column, content) => `Rândul ${String(row)}, coloana ${String(column)}: ${content}`,
  empty: 'goală',
  given: 'cifră dată',
  notes: (digits) => `notițe ${listOf(digits.map(String), 'și')}`,
  conflict: 'cifra se repetă pe rând, pe coloană sau în careu',
  wrong: 'greșită',
  time: 'Timp',
  mistakes: 'Greșeli',
  hints: 'Indicii',
  bestScore: 'Cel mai bun scor',
  noBest: 'Încă niciunul',
  pause: 'Pauză',
  resume: 'Continuă',
  paused: 'Pauză',
  pausedNote: 'Grila este ascunsă, iar cronometrul oprit.',
  pad: 'Cifre',
  padDigit: (digit, left) => `${String(digit)}, ${left === 0 ? 'toate sunt puse' : left === 1 ? 'a mai rămas una' : `au mai rămas ${String(left)}`}`,
  erase: 'Șterge',
  notesMode: 'Notițe',
  notesOn: 'Da',
  notesOff: 'Nu',
  actions: 'Acțiuni',
  undo: 'Anulează',
  redo: 'Refă',
  check: 'Verifică',
  hint: 'Indiciu',
  selectFirst: 'Alege mai întâi o celulă.',
  checked: (wrong) => (wrong === 0 ? 'Nicio cifră greșită până acum.' : wrong === 1 ? 'O cifră greșită este marcată cu roșu.' : `${romanianCount(wrong, 'cifră greșită', 'cifre greșite')} sunt marcate cu roșu.`),
  hintTitle: 'Indiciu',
  hintPlaced: (row, column, digit) => `Pe rândul ${String(row)}, coloana ${String(column)} este ${String(digit)}.`,
  nakedSingle: (digit) => `Toate celelalte cifre sunt deja pe rândul, coloana sau în careul ei, deci doar ${String(digit)} se potrivește.`,
  hiddenSingle: (digit, unit) => `Este singura celulă din ${unitRo(unit)} unde poate sta ${String(digit)}.`,
  firstEliminate: (techniques) => `Pentru a o vedea, întâi trebuie eliminați câțiva candidați (${listOf(techniques, 'și')}).`,
  revealed: 'Nicio deducție simplă nu găsește cifra următoare de aici, așa că aceasta vine din soluție.',
  techniques: {
    'naked-single': 'candidat unic',
    'hidden-single': 'poziție unică',
    pointing: 'cifre aliniate în careu',
    'box-line': 'reducere careu–linie',
    'naked-pair': 'pereche evidentă',
    'hidden-pair': 'pereche ascunsă',
    'naked-triple': 'triplet evident',
    'hidden-triple': 'triplet ascuns',
    'x-wing': 'X-Wing',
    'xy-wing': 'XY-Wing',
    swordfish: 'Swordfish',
  },
  started: (level) => `A început un joc ${ADJECTIVE_RO[level]}. Cronometrul merge.`,
  solvedTitle: 'Rezolvat!',
  solvedDaily: 'Ai rezolvat jocul zilei.',
  solvedNote: (level) => `Ai rezolvat un joc ${ADJECTIVE_RO[level]}.`,
  score: 'Scor',
  solvedAnnouncement: (time, score) => `Rezolvat în ${time}. Scor: ${formatNumber(score, 'ro')}.`,
  playAgain: 'Joacă din nou',
  confirmTitle: 'Începi un joc nou?',
  confirmText: 'Jocul în curs se va încheia și va fi socotit pierdut.',
  confirmYes: 'Începe un joc nou',
  confirmNo: 'Continuă jocul',
  help: 'Cum se joacă',
  helpGoal: 'Completează celulele goale astfel încât fiecare rând, fiecare coloană și fiecare careu de 3×3 să conțină o singură dată fiecare cifră de la 1 la 9.',
  helpPlay: 'Alege o celulă, apoi apasă o cifră pe tastatura de pe ecran sau pe cea a dispozitivului. Cu notițele pornite, cifrele se scriu mic, drept candidați; o cifră completată dispare din notițele din jur.',
  helpTools: 'Verifică marchează cifrele greșite, Indiciu completează o celulă și explică de ce. Te ajută când te-ai blocat, dar indiciile și greșelile scad scorul.',
  helpScore: 'Scorul răsplătește nivelurile grele și rezolvările rapide.',
};

export function sudokuMessages(lang: Lang): SudokuMessages {
  return lang === 'ro' ? ro : en;
}
