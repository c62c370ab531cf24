// The Rubik's cube in the browser (issue 12), at 1280 and 390 px: a random-state scramble given up
// with Show solution, which the solver worker answers and the cube plays move by move to the
// solved state, counted in the profile as a game (not won) with the first-game achievement; the
// scramble "R U" typed in the text box and solved by hand, U' with a button and R' with the
// keyboard, recorded as won; a sticker dragged to turn its layer and the background dragged to
// turn the view; a reload mid-game that resumes the same cube, moves and time. axe and
// screenshots in both languages.
// Functions passed to page.evaluate() run in the browser:
/* global window */
import { STEP_TIMEOUT_MS, check, checkAccessibility, normalize, openPage, screenshot, test, toastText, toastsSettled } from '../harness.mjs';

/** Playing a solution of up to 25 moves, each animated, takes about 10 s; a slow machine may take longer. */
const SOLUTION_MS = 90_000;
const PROFILE_KEY = 'gamePlayerProfile';

const CONSENTED = () => {
  window.localStorage.setItem('cookieConsentGiven', 'minimal');
};

const TEXT = {
  en: {
    scramble: 'Scramble',
    showSolution: 'Show solution',
    solution: 'Solution',
    solved: 'Rubik’s cube, solved',
    unsolved: 'Rubik’s cube, unsolved',
    profile: 'Your profile',
    stage: /^The cube\./,
  },
  ro: {
    scramble: 'Amestecă',
    showSolution: 'Arată soluția',
    solution: 'Soluția',
    solved: 'Cubul Rubik, rezolvat',
    unsolved: 'Cubul Rubik, nerezolvat',
    profile: 'Profilul tău',
    stage: /^Cubul\./,
  },
};

const cube = (page, name) => page.getByRole('img', { name, exact: true });
const movesShown = async (page) => normalize(await page.getByTestId('rubik-moves').innerText());
const facesText = (page) => page.getByTestId('rubik-faces').evaluate((list) => list.textContent);
const announced = (page, text) => page.locator('.rubik [role="status"]', { hasText: text }).waitFor({ timeout: STEP_TIMEOUT_MS });

/** Seconds on a m:ss clock. */
function seconds(clock) {
  const [minutes, rest] = clock.split(':').map(Number);
  return minutes * 60 + rest;
}

/** Waits for the profile's total of games, in its panel (opened, then closed again), to be `expected`. */
async function totalIs(page, expected) {
  const toggle = page.getByRole('button', { name: TEXT.en.profile });
  await toggle.click();
  const total = page.getByTestId('total-games');
  await total.filter({ hasText: new RegExp(`^${expected}$`) }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await toggle.click();
}

async function scramble(page, lang = 'en') {
  await page.getByRole('button', { name: TEXT[lang].scramble, exact: true }).click();
  // The worker builds its tables first: a second or two on a slow machine.
  await page.getByTestId('rubik-scramble').waitFor({ timeout: 30_000 });
  await cube(page, TEXT[lang].unsolved).waitFor();
}

/** Resolves once no layer is turning: while one turns, its stickers are drawn in another element. */
const settled = (page) => page.waitForFunction(() => window.document.querySelector('.rubik-cube__layer')?.childElementCount === 0, null, { timeout: STEP_TIMEOUT_MS });

/** Drags from the middle of `element` by (dx, dy) with the mouse, in steps as a hand would, once the cube is still. */
async function dragBy(page, element, dx, dy) {
  await settled(page);
  await element.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  const box = await element.boundingBox();
  check(box !== null, 'nothing to drag');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

async function playsAt(launchContext, width) {
  const context = await launchContext(width, width < 500 ? 844 : 900);
  await context.addInitScript(CONSENTED);

  await test(`${width} px: Show solution plays the solver's answer to the solved cube; a game, not won, with the first-game achievement`, async () => {
    const { page, problems } = await openPage(context, '/en/games/rubik');
    await cube(page, TEXT.en.solved).waitFor();
    await totalIs(page, 0);
    await scramble(page);
    const scrambleText = normalize(await page.getByTestId('rubik-scramble').innerText());
    check(scrambleText.split(' ').length >= 15, `the scramble "${scrambleText}" is too short for a random state`);
    check(normalize(await page.getByTestId('rubik-time').innerText()).endsWith('s'), 'the inspection countdown is not shown');
    await page.getByRole('button', { name: TEXT.en.showSolution }).click();
    const panel = page.getByRole('region', { name: TEXT.en.solution, exact: true });
    await panel.waitFor({ timeout: 30_000 });
    // Asking for the solution ends the game: it is recorded at once.
    const toast = await toastText(page, 'Achievement unlocked');
    check(toast.includes('First game of Rubik’s Cube'), `the toast says "${toast}"`);
    const steps = await panel.getByRole('listitem').count();
    check(steps > 0 && steps <= 25, `the solution has ${steps} moves`);
    await page.getByTestId('rubik-solution-progress').filter({ hasText: 'Move 1 of' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await screenshot(page, `rubik-solution-playing-${width}`);
    const overflow = await page.evaluate(() => window.document.documentElement.scrollWidth - window.innerWidth);
    check(overflow <= 0, `the page scrolls ${overflow} px sideways`);
    await panel.getByText('Solved.').waitFor({ timeout: SOLUTION_MS });
    await cube(page, TEXT.en.solved).waitFor();
    check((await panel.locator('[aria-current="step"]').innerText()) === (await panel.getByRole('listitem').last().innerText()), 'the last move is not the current one');
    await page.getByRole('heading', { name: 'Game over: solution shown' }).waitFor();
    await totalIs(page, 1);
    const stats = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').stats?.rubik, PROFILE_KEY);
    check(stats?.gamesPlayed === 1 && stats.currentStreak === 0 && stats.bestScore === 0, `the profile's cube stats are ${JSON.stringify(stats)}`);
    check(problems.length === 0, problems.join('; '));
    await page.close();
  });

  await test(`${width} px: "R U" typed as the scramble is solved by hand, U' with its button and R' with the keyboard, and recorded as won`, async () => {
    const { page, problems } = await openPage(context, '/en/games/rubik');
    await page.getByLabel('Type moves', { exact: true }).fill('R U');
    await page.getByRole('button', { name: 'Scramble with these' }).click();
    check(normalize(await page.getByTestId('rubik-scramble').innerText()) === 'R U', 'the typed scramble is not shown');
    await cube(page, TEXT.en.unsolved).waitFor();
    await page.getByRole('button', { name: "U' (Up face, counter-clockwise)" }).click();
    await announced(page, 'U prime, move 1');
    await page.getByRole('group', { name: TEXT.en.stage }).focus();
    await page.keyboard.press('Shift+R');
    const result = page.getByTestId('rubik-result');
    await result.getByRole('heading', { name: 'Solved!' }).waitFor();
    await cube(page, TEXT.en.solved).waitFor();
    check((await movesShown(page)) === '2', `the counter shows ${await movesShown(page)} moves`);
    const score = Number(normalize(await result.locator('dd').last().innerText()).replace(/,/g, ''));
    check(score === 0, `a typed two-move scramble, practice, scored ${score}`);
    await announced(page, 'Solved in');
    await totalIs(page, 2);
    const stats = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').stats?.rubik, PROFILE_KEY);
    check(stats?.gamesPlayed === 2 && stats.currentStreak === 1 && stats.bestScore === 0, `the profile's cube stats are ${JSON.stringify(stats)}`);
    check(problems.length === 0, problems.join('; '));
    await screenshot(page, `rubik-won-${width}`);
    await page.close();
  });

  await test(`${width} px: dragging a sticker turns its layer, dragging beside the cube turns the view`, async () => {
    const { page } = await openPage(context, '/en/games/rubik');
    await cube(page, TEXT.en.solved).waitFor();
    // The front centre dragged right turns the middle layer E (it turns like D).
    await dragBy(page, page.locator('.rubik-face[data-facelet="22"]'), 60, 0);
    await announced(page, 'E');
    await cube(page, TEXT.en.unsolved).waitFor();
    await dragBy(page, page.locator('.rubik-face[data-facelet="22"]'), -60, 0);
    await announced(page, 'E prime');
    await cube(page, TEXT.en.solved).waitFor();
    const view = () => page.locator('.rubik-cube').evaluate((element) => element.style.transform);
    const before = await view();
    const stage = page.getByRole('group', { name: TEXT.en.stage });
    const box = await stage.boundingBox();
    check(box !== null, 'no stage');
    await page.mouse.move(box.x + 12, box.y + 12);
    await page.mouse.down();
    await page.mouse.move(box.x + 112, box.y + 40, { steps: 6 });
    await page.mouse.up();
    check((await view()) !== before, 'dragging beside the cube did not turn the view');
    await cube(page, TEXT.en.solved).waitFor();
    await page.close();
  });

  await test(`${width} px: a reload mid-game resumes the same cube, moves and time`, async () => {
    const { page, problems } = await openPage(context, '/en/games/rubik');
    await scramble(page);
    await page.getByRole('button', { name: 'R (Right face, clockwise)' }).click();
    await page.getByRole('button', { name: 'U2 (Up face, half turn)' }).click();
    await announced(page, 'U2, move 2');
    await page.waitForTimeout(2_000);
    const before = { scramble: await page.getByTestId('rubik-scramble').innerText(), faces: await facesText(page), moves: await movesShown(page) };
    const clock = seconds(normalize(await page.getByTestId('rubik-time').innerText()));
    check(clock >= 1, `the timer shows ${clock} s after the first turn`);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('rubik-scramble').waitFor();
    check((await page.getByTestId('rubik-scramble').innerText()) === before.scramble, 'the scramble changed over the reload');
    check((await facesText(page)) === before.faces, 'the cube changed over the reload');
    check((await movesShown(page)) === before.moves, `${await movesShown(page)} moves after the reload, ${before.moves} before`);
    const resumed = seconds(normalize(await page.getByTestId('rubik-time').innerText()));
    check(resumed >= clock, `the timer went back from ${clock} s to ${resumed} s`);
    check(problems.length === 0, problems.join('; '));
    await page.close();
  });

  await context.close();
}

export async function run({ launchContext }) {
  for (const width of [1280, 390]) await playsAt(launchContext, width);

  await test('a game in progress, with the solution, the faces and the help open, passes axe in English and Romanian', async () => {
    for (const lang of ['en', 'ro']) {
      const context = await launchContext(1280, 900);
      await context.addInitScript(CONSENTED);
      const { page, problems } = await openPage(context, `/${lang}/games/rubik`);
      await scramble(page, lang);
      await page.getByRole('group', { name: TEXT[lang].stage }).focus();
      await page.keyboard.press('r');
      for (const summary of await page.locator('.rubik summary').all()) await summary.click();
      await checkAccessibility(page, `/${lang}/games/rubik during a game`);
      await screenshot(page, `rubik-${lang}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `rubik-${lang}-390`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: TEXT[lang].showSolution }).click();
      await page.getByRole('region', { name: TEXT[lang].solution, exact: true }).waitFor({ timeout: 30_000 });
      await toastsSettled(page);
      await checkAccessibility(page, `/${lang}/games/rubik with the solution`);
      check(problems.length === 0, problems.join('; '));
      await context.close();
    }
  });
}
