// Tetris in the browser (issue 12), at 1280 and 390 px. The game starts from a saved game whose
// pieces are known (an I, an I, an O…), put in the browser's storage as the page itself saves
// games, so the test can place them: at 1280 the keyboard fills the bottom row (a Single, one
// line), and the game is then played to its end, recorded in the profile with the first-game
// achievement; at 390 the same row is filled with swipes, a flick and the on-screen buttons,
// a reload mid-game comes back paused with the same score, and the frame rate of 3 s of play with
// the CPU slowed 4× is printed (and must stay above 30 fps). axe and screenshots in both languages.
// Functions passed to page.evaluate() run in the browser:
/* global window, document, getComputedStyle, requestAnimationFrame */
import { STEP_TIMEOUT_MS, check, checkAccessibility, normalize, openPage, screenshot, test, toastText, toastsSettled } from '../harness.mjs';

const SAVED_KEY = 'gameState:tetris';
const PROFILE_KEY = 'gamePlayerProfile';
/** Below this the game is not playable; the figure itself is printed, not asserted. */
const MIN_FPS = 30;
const MEASURE_MS = 3000;

const CONSENTED = () => {
  window.localStorage.setItem('cookieConsentGiven', 'minimal');
};

/**
 * A game as the page saves it (a lib/game.ts GameState and the time played): an empty matrix, an
 * I at its spawn place, and an I, an O, a T, an S and a Z to come.
 */
function knownGame() {
  const game = {
    board: Array.from({ length: 40 }, () => Array(10).fill(null)),
    active: { type: 'I', rotation: 0, x: 3, y: 19 },
    hold: null,
    holdUsed: false,
    bag: { random: 1, queue: ['I', 'O', 'T', 'S', 'Z'] },
    score: 0,
    lines: 0,
    backToBack: false,
    combo: -1,
    status: 'paused',
    gameOver: null,
    softDrop: false,
    now: 0,
    fallAt: 0,
    lockAt: null,
    lockResets: 0,
    lowestY: 19,
    lastRotation: null,
    lastLock: null,
  };
  return { game, playedMs: 0 };
}

const TEXT = {
  en: { playfield: 'Tetris playfield', start: 'Start game', paused: 'Paused', resume: 'Resume', over: 'Game over', profile: 'Your profile' },
  ro: { playfield: 'Tabla de Tetris', start: 'Începe jocul', paused: 'Pauză', resume: 'Continuă', over: 'Joc terminat', profile: 'Profilul tău' },
};

const shown = async (page, what) => normalize(await page.getByTestId(`tetris-${what}`).innerText());
const heading = (page, name) => page.getByRole('heading', { name, exact: true });
const announced = (page, text) => page.locator('.tetris [role="status"]', { hasText: text }).waitFor({ timeout: STEP_TIMEOUT_MS });

/** Opens the game with the known pieces saved, as a reload would find them: paused. */
async function openKnownGame(context) {
  const { page, problems } = await openPage(context, '/en/games/tetris');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [SAVED_KEY, JSON.stringify(knownGame())]);
  await page.reload({ waitUntil: 'networkidle' });
  await heading(page, TEXT.en.paused).waitFor();
  await page.getByRole('button', { name: TEXT.en.resume }).click();
  await heading(page, TEXT.en.paused).waitFor({ state: 'detached' });
  return { page, problems };
}

async function linesAre(page, lines) {
  await page.getByTestId('tetris-lines').filter({ hasText: new RegExp(`^${lines}$`) }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

/**
 * A finger dragged on the playfield from its middle by (dx, dy) cells, in `steps` moves (few: a
 * flick), as real touch input through the DevTools protocol: the browser would scroll the page
 * with it if the playfield let it.
 */
async function swipe(page, cdp, dx, dy, steps) {
  const box = await page.getByRole('application', { name: TEXT.en.playfield }).boundingBox();
  check(box !== null, 'no playfield');
  const cell = box.width / 10;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 3];
  const touch = (type, point) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });
  await touch('touchStart', { x, y });
  for (let step = 1; step <= steps; step++) {
    await touch('touchMove', { x: x + (dx * cell * step) / steps, y: y + (dy * cell * step) / steps });
  }
  await touch('touchEnd');
}

async function totalGamesIs(page, total) {
  const toggle = page.getByRole('button', { name: TEXT.en.profile });
  await toggle.click();
  await page.getByTestId('total-games').filter({ hasText: new RegExp(`^${total}$`) }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await toggle.click();
}

/** The frames the page shows in `ms` of play, from requestAnimationFrame's timestamps. */
async function frameRate(page, ms) {
  const times = await page.evaluate(
    (duration) =>
      new Promise((resolve) => {
        const stamps = [];
        const step = (time) => {
          stamps.push(time);
          if (time - stamps[0] < duration) requestAnimationFrame(step);
          else resolve(stamps);
        };
        requestAnimationFrame(step);
      }),
    ms,
  );
  const gaps = times.slice(1).map((time, index) => time - times[index]).sort((a, b) => a - b);
  const fps = (gaps.length * 1000) / (times.at(-1) - times[0]);
  const p95 = gaps[Math.floor(0.95 * (gaps.length - 1))];
  return { fps, p95, frames: gaps.length };
}

export async function run({ launchContext }) {
  const desktop = await launchContext(1280, 900);
  await desktop.addInitScript(CONSENTED);

  await test('1280 px: the keyboard clears a line, and the game played to its end is recorded with the first-game achievement', async () => {
    const { page, problems } = await openKnownGame(desktop);
    const playfield = page.getByRole('application', { name: TEXT.en.playfield });
    check(await playfield.evaluate((canvas) => canvas === document.activeElement), 'the playfield does not have the focus');
    check((await page.locator('.tetris-next [role="img"]').count()) === 5, 'the next queue does not show five pieces');
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Space', 'ArrowRight', 'Space', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
    }
    await linesAre(page, 1);
    await announced(page, 'Single: 100 points.');
    const score = Number((await shown(page, 'score')).replace(/,/g, ''));
    check(score >= 100 + 3 * 2 * 17, `the score after a single and three hard drops is ${score}`);
    await page.keyboard.press('c');
    await page.locator('.tetris__hold [role="img"]').waitFor();
    await screenshot(page, 'tetris-playing-en-1280');

    for (let drops = 0; drops < 80 && (await heading(page, TEXT.en.over).count()) === 0; drops++) await page.keyboard.press('Space');
    await heading(page, TEXT.en.over).waitFor();
    const final = await shown(page, 'score');
    check(normalize(await page.getByTestId('tetris-final-score').innerText()) === `Score: ${final}`, 'the game-over screen does not show the score');
    await announced(page, `Game over. Score: ${final}`);
    const toast = await toastText(page, 'Achievement unlocked');
    check(toast.includes('First game of Tetris'), `the toast says "${toast}"`);
    check(await page.getByRole('button', { name: 'Play again' }).evaluate((button) => button === document.activeElement), 'Play again does not have the focus');
    await totalGamesIs(page, 1);
    const stored = await page.evaluate(([profileKey, savedKey]) => [JSON.parse(window.localStorage.getItem(profileKey) ?? '{}').stats?.tetris, window.localStorage.getItem(savedKey)], [PROFILE_KEY, SAVED_KEY]);
    check(stored[0]?.gamesPlayed === 1 && stored[0].bestScore === Number(final.replace(/,/g, '')), `the profile's Tetris stats are ${JSON.stringify(stored[0])}`);
    check(stored[1] === null, 'the finished game is still saved');
    check(normalize(await page.getByTestId('tetris-best').innerText()) === final, 'the best score is not shown');
    await toastsSettled(page);
    await checkAccessibility(page, '/en/games/tetris, game over');
    await screenshot(page, 'tetris-over-en-1280');
    await page.getByRole('button', { name: 'Play again' }).click();
    await heading(page, TEXT.en.over).waitFor({ state: 'detached' });
    check((await shown(page, 'score')) === '0', 'Play again does not start from 0');
    check(problems.length === 0, problems.join('; '));
    await page.close();
  });
  await desktop.close();

  const phone = await launchContext(390, 844);
  await phone.addInitScript(CONSENTED);

  await test('390 px: swipes, a flick and the on-screen buttons clear a line, without scrolling the page', async () => {
    const { page, problems } = await openKnownGame(phone);
    const playfield = page.getByRole('application', { name: TEXT.en.playfield });
    check((await playfield.evaluate((canvas) => getComputedStyle(canvas).touchAction)) === 'none', 'the playfield lets the page scroll');
    const ratio = await playfield.evaluate((canvas) => canvas.width / canvas.getBoundingClientRect().width);
    check(Math.abs(ratio - (await page.evaluate(() => window.devicePixelRatio))) < 0.01, `the canvas has ${ratio} pixels a CSS pixel`);
    const pad = page.getByRole('group', { name: 'Controls' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const scrolled = await page.evaluate(() => window.scrollY);
    // The first I: swiped three columns left, dropped with the button.
    await swipe(page, cdp, -3.4, 0, 12);
    await pad.getByRole('button', { name: 'Drop to the bottom' }).click();
    // The second I: a column right with the button, then flicked down.
    await pad.getByRole('button', { name: 'Move right' }).click();
    await swipe(page, cdp, 0, 4, 3);
    // The O: four columns right with the button, which moves once per press.
    for (let step = 0; step < 4; step++) await pad.getByRole('button', { name: 'Move right' }).click();
    await pad.getByRole('button', { name: 'Drop to the bottom' }).click();
    await linesAre(page, 1);
    check((await page.evaluate(() => window.scrollY)) === scrolled, 'the page scrolled while playing');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    check(width <= 390, `the page is ${width} px wide at 390 px`);
    await screenshot(page, 'tetris-playing-en-390');
    await cdp.detach();
    check(problems.length === 0, problems.join('; '));
    await page.close();
  });

  await test('390 px: a reload mid-game comes back paused with the same score, and plays on', async () => {
    const { page, problems } = await openKnownGame(phone);
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    const score = await shown(page, 'score');
    check(score !== '0', 'the drops scored nothing');
    await page.reload({ waitUntil: 'networkidle' });
    await heading(page, TEXT.en.paused).waitFor();
    check((await shown(page, 'score')) === score, `the score was ${score}, after the reload ${await shown(page, 'score')}`);
    await screenshot(page, 'tetris-paused-en-390');
    await page.getByRole('button', { name: TEXT.en.resume }).click();
    await heading(page, TEXT.en.paused).waitFor({ state: 'detached' });
    await page.keyboard.press('Space');
    await page.waitForFunction((before) => document.querySelector('[data-testid="tetris-score"]')?.textContent !== before, score, { timeout: STEP_TIMEOUT_MS });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let rate;
    try {
      const measuring = frameRate(page, MEASURE_MS);
      await page.keyboard.down('ArrowDown');
      for (let press = 0; press < 20; press++) {
        await page.keyboard.press(['ArrowLeft', 'x', 'ArrowRight', 'z'][press % 4]);
        await page.waitForTimeout(100);
      }
      await page.keyboard.up('ArrowDown');
      rate = await measuring;
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    console.log(`     frame rate over ${MEASURE_MS / 1000} s of play at 390 px, CPU 4× slower: ${rate.fps.toFixed(1)} fps, p95 frame ${rate.p95.toFixed(1)} ms (${rate.frames} frames)`);
    check(rate.fps >= MIN_FPS, `${rate.fps.toFixed(1)} fps is too slow to play`);
    check((await heading(page, TEXT.en.paused).count()) === 0, 'the game paused while it was measured');
    check(problems.length === 0, problems.join('; '));
    await page.close();
  });
  await phone.close();

  await test('the start and pause screens pass axe in English and Romanian', async () => {
    for (const lang of ['en', 'ro']) {
      const context = await launchContext(1280, 900);
      await context.addInitScript(CONSENTED);
      const { page, problems } = await openPage(context, `/${lang}/games/tetris`);
      await heading(page, lang === 'en' ? 'Ready to play?' : 'Gata de joc?').waitFor();
      await checkAccessibility(page, `/${lang}/games/tetris, start screen`);
      await screenshot(page, `tetris-start-${lang}-1280`);
      await page.getByRole('button', { name: TEXT[lang].start }).click();
      await page.keyboard.press('Space');
      await page.keyboard.press('p');
      await heading(page, TEXT[lang].paused).waitFor();
      await checkAccessibility(page, `/${lang}/games/tetris, paused`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `tetris-paused-${lang}-390`);
      check(problems.length === 0, problems.join('; '));
      await context.close();
    }
  });
}
