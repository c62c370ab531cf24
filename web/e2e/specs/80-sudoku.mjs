// The Sudoku in the browser (issue 12), at 1280 and 390 px: an easy puzzle solved through the
// UI by pressing Hint until the board is full, with the solved state, the score, the profile's
// total going up and the first-game achievement; a game played with the keyboard (arrows,
// digits, notes) and the pad, then reloaded, resuming the same board, entries and time; a
// new game over one in progress asks first and counts the old one as lost. No horizontal
// scrolling and cells of at least 36 px on the phone. axe and screenshots in both languages.
// Functions passed to page.evaluate() run in the browser:
/* global window, document */
import { STEP_TIMEOUT_MS, check, checkAccessibility, normalize, openPage, screenshot, test, toastText, toastsSettled } from '../harness.mjs';

const SAVED_KEY = 'gameState:sudoku';
const PROFILE_KEY = 'gamePlayerProfile';

const CONSENTED = () => {
  localStorage.setItem('cookieConsentGiven', 'minimal');
};

const TEXT = {
  en: { choose: 'Choose a puzzle', easy: /^Easy/, board: 'Sudoku board', hint: 'Hint', check: 'Check', solved: 'Solved!', newGame: 'New game' },
  ro: { choose: 'Alege un joc', easy: /^Ușor/, board: 'Grila de sudoku', hint: 'Indiciu', check: 'Verifică', solved: 'Rezolvat!', newGame: 'Joc nou' },
};

/** The accessible name of every cell, row by row: the board as a screen reader has it. */
const cellNames = (page) => page.evaluate(() => [...document.querySelectorAll('[role="gridcell"] > .visually-hidden')].map((name) => name.textContent));
const clock = async (page) => normalize(await page.getByTestId('sudoku-time').innerText());
const announced = (page, text) => page.locator('.sudoku > [role="status"]', { hasText: text }).waitFor({ timeout: STEP_TIMEOUT_MS });

/** Seconds on a m:ss clock. */
function seconds(shown) {
  const [minutes, rest] = shown.split(':').map(Number);
  return minutes * 60 + rest;
}

/** Waits for the profile's total of games, in its panel (opened, then closed again), to be `expected`. */
async function totalIs(page, expected) {
  const toggle = page.getByRole('button', { name: 'Your profile' });
  await toggle.click();
  await page.getByTestId('total-games').filter({ hasText: new RegExp(`^${expected}$`) }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await toggle.click();
}

/** Starts an easy game from the first screen and waits for its board. */
async function startEasy(page, lang = 'en') {
  await page.getByRole('region', { name: TEXT[lang].choose }).getByRole('button', { name: TEXT[lang].easy }).click();
  await page.getByRole('grid', { name: TEXT[lang].board }).waitFor();
}

/** Presses Hint until the puzzle is solved; the number of presses. */
async function hintToTheEnd(page, lang = 'en') {
  const result = page.getByTestId('sudoku-result');
  for (let presses = 0; presses <= 81; presses++) {
    if (await result.isVisible()) return presses;
    await page.getByRole('button', { name: TEXT[lang].hint, exact: true }).click();
  }
  throw new Error('81 hints did not solve the puzzle');
}

async function playsAt(launchContext, width) {
  const context = await launchContext(width, width < 500 ? 844 : 900);
  await context.addInitScript(CONSENTED);

  await test(`${width} px: an easy puzzle solved with Hint shows the solved state, goes to the profile and earns the first-game achievement`, async () => {
    const { page, problems } = await openPage(context, '/en/games/sudoku');
    await totalIs(page, 0);
    await startEasy(page);
    const empty = (await cellNames(page)).filter((name) => name.endsWith(': empty')).length;
    check(empty >= 41 && empty <= 45, `an easy puzzle has ${empty} empty cells`);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const notice = normalize(await page.getByTestId('sudoku-notice').innerText());
    check(/^Hint Row \d, column \d is \d\. /.test(notice), `the hint says "${notice}"`);
    check((await page.locator('.sudoku-cell--hinted').count()) === 1, 'the hinted cell is not highlighted');
    await screenshot(page, `sudoku-hint-${width}`);

    const presses = await hintToTheEnd(page);
    check(presses === empty - 1, `${presses + 1} hints filled ${empty} empty cells`);
    const result = page.getByTestId('sudoku-result');
    await result.getByRole('heading', { name: 'Solved!' }).waitFor();
    const score = Number(normalize(await page.getByTestId('sudoku-score').innerText()).replace(/,/g, ''));
    check(score > 0 && score < 250, `an easy puzzle solved with ${empty} hints scored ${score}`);
    await announced(page, `Score: ${score}.`);
    check((await cellNames(page)).every((name) => /: \d/.test(name)), 'the solved board has empty cells');
    const toast = await toastText(page, 'Achievement unlocked');
    check(toast.includes('First game of Sudoku'), `the toast says "${toast}"`);
    await totalIs(page, 1);
    const stats = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').stats?.sudoku, PROFILE_KEY);
    check(stats?.gamesPlayed === 1 && stats.currentStreak === 1 && stats.bestScore === score, `the profile's Sudoku stats are ${JSON.stringify(stats)}`);
    check((await page.evaluate((key) => window.localStorage.getItem(key), SAVED_KEY)) === null, 'the finished game is still saved');
    check(problems.length === 0, problems.join('; '));
    await screenshot(page, `sudoku-solved-${width}`);
    await page.close();
  });

  await test(`${width} px: a game played with the keyboard and the pad resumes after a reload with the same board, entries and time`, async () => {
    const { page, problems } = await openPage(context, '/en/games/sudoku');
    await startEasy(page);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const names = await cellNames(page);
    const [first, second, third] = names.flatMap((name, index) => (name.endsWith(': empty') ? [index] : []));
    // From the top-left cell, the arrows lead to the first empty cell and a digit fills it.
    await page.locator('[data-cell="0"]').click();
    for (let row = 0; row < Math.floor(first / 9); row++) await page.keyboard.press('ArrowDown');
    for (let column = 0; column < first % 9; column++) await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => document.activeElement?.querySelector('.visually-hidden')?.textContent);
    check(focused === names[first], `the focus is on "${focused}", not "${names[first]}"`);
    await page.keyboard.press('7');
    await page.locator(`[data-cell="${second}"]`).click();
    await page.keyboard.press('n');
    await page.keyboard.press('2');
    await page.keyboard.press('6');
    await page.keyboard.press('n');
    await page.locator(`[data-cell="${third}"]`).click();
    await page.getByRole('group', { name: 'Digits' }).getByRole('button', { name: /^4,/ }).click();
    const before = await cellNames(page);
    check(/: 7(,|$)/.test(before[first]), `the first empty cell reads "${before[first]}"`);
    check(before[second].endsWith(': empty, notes 2 and 6'), `the second empty cell reads "${before[second]}"`);
    check(/: 4(,|$)/.test(before[third]), `the third empty cell reads "${before[third]}"`);
    await page.waitForTimeout(2_000);
    const time = seconds(await clock(page));
    check(time >= 1, `the clock shows ${time} s`);
    await screenshot(page, `sudoku-playing-${width}`);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('grid', { name: 'Sudoku board' }).waitFor();
    const after = await cellNames(page);
    check(JSON.stringify(after) === JSON.stringify(before), 'the board changed over the reload');
    const resumed = seconds(await clock(page));
    check(resumed >= time, `the clock went back from ${time} s to ${resumed} s`);
    if (width < 500) {
      const cell = await page.locator('[role="gridcell"]').first().boundingBox();
      check(cell !== null && cell.width >= 36 && cell.height >= 36, `a cell is ${cell?.width} × ${cell?.height} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(overflow <= 0, `the page scrolls ${overflow} px sideways`);
    }
    check(problems.length === 0, problems.join('; '));
    await page.close();
  });

  await context.close();
}

export async function run({ launchContext }) {
  for (const width of [1280, 390]) await playsAt(launchContext, width);

  await test('a new game over one in progress asks first, and the old one counts as lost', async () => {
    const context = await launchContext(1280, 900);
    await context.addInitScript(CONSENTED);
    const { page, problems } = await openPage(context, '/en/games/sudoku');
    await startEasy(page);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const picker = page.getByRole('region', { name: 'New game' });
    await picker.getByRole('button', { name: 'Medium', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new game?' });
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await dialog.waitFor({ state: 'detached' });
    await picker.getByRole('button', { name: 'Medium', exact: true }).click();
    await screenshot(page, 'sudoku-confirm-1280');
    await dialog.getByRole('button', { name: 'Start a new game' }).click();
    await page.getByTestId('sudoku-level').filter({ hasText: 'Medium' }).waitFor();
    await totalIs(page, 1);
    const stats = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').stats?.sudoku, PROFILE_KEY);
    check(stats?.gamesPlayed === 1 && stats.currentStreak === 0 && stats.bestScore === 0, `the profile's Sudoku stats are ${JSON.stringify(stats)}`);
    check(problems.length === 0, problems.join('; '));
    await context.close();
  });

  await test('the first screen, a game with a hint and a check, and a solved game pass axe in English and Romanian', async () => {
    for (const lang of ['en', 'ro']) {
      const context = await launchContext(1280, 900);
      await context.addInitScript(CONSENTED);
      const { page, problems } = await openPage(context, `/${lang}/games/sudoku`);
      await page.getByRole('heading', { name: TEXT[lang].choose }).waitFor();
      await checkAccessibility(page, `/${lang}/games/sudoku, the first screen`);
      await screenshot(page, `sudoku-${lang}-start-1280`);
      await startEasy(page, lang);
      await page.getByRole('button', { name: TEXT[lang].hint, exact: true }).click();
      await checkAccessibility(page, `/${lang}/games/sudoku with a hint`);
      const names = await cellNames(page);
      const empties = names.flatMap((name, index) => (/: (empty|goală)$/.test(name) ? [index] : []));
      await page.locator(`[data-cell="${empties[0]}"]`).click();
      await page.keyboard.press('n');
      await page.keyboard.press('3');
      await page.keyboard.press('8');
      await page.keyboard.press('n');
      // A digit given elsewhere in its row: wrong for sure, and in conflict.
      const row = Math.floor(empties[1] / 9);
      const given = names.slice(row * 9, row * 9 + 9).map((name) => /: (\d), (given|cifră dată)/.exec(name)?.[1]).find(Boolean);
      await page.locator(`[data-cell="${empties[1]}"]`).click();
      await page.keyboard.press(given);
      await page.getByRole('button', { name: TEXT[lang].check, exact: true }).click();
      check((await page.locator('.sudoku-cell--wrong.sudoku-cell--conflict').count()) === 1, 'the wrong digit is not marked');
      await page.locator(`[data-cell="${empties[0]}"]`).click();
      await checkAccessibility(page, `/${lang}/games/sudoku with notes, a conflict and a check`);
      await page.locator('.sudoku-help summary').click();
      await screenshot(page, `sudoku-${lang}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `sudoku-${lang}-390`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await hintToTheEnd(page, lang);
      await page.getByRole('heading', { name: TEXT[lang].solved }).waitFor();
      await toastsSettled(page);
      await checkAccessibility(page, `/${lang}/games/sudoku solved`);
      await screenshot(page, `sudoku-${lang}-solved-1280`);
      check(problems.length === 0, problems.join('; '));
      await context.close();
    }
  });
}
