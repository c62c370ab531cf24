// The games' player profile (issue 12): the games page lists each game's best score and the
// profile (name, totals, stats, achievements) in both languages; a signed-in reader's profile
// is merged with the account's copy on the server, so a second device that signs in sees the
// games of the first added to its own; the unprefixed game addresses redirect.
// Functions passed to page.evaluate() run in the browser:
/* global window */
import { spawnSync } from 'node:child_process';
import { BASE_URL, STEP_TIMEOUT_MS, check, checkAccessibility, normalize, openPage, screenshot, test, toastsSettled } from '../harness.mjs';

const NEWSCTL = process.env.E2E_NEWSCTL ?? '';
const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
const PROFILE_KEY = 'gamePlayerProfile';

function stats(gamesPlayed, bestScore, lastPlayed) {
  return { gamesPlayed, bestScore, totalTime: gamesPlayed * 120, averageTime: 120, winStreak: gamesPlayed, currentStreak: gamesPlayed, lastPlayed };
}

function emptyStats() {
  return { gamesPlayed: 0, bestScore: 0, totalTime: 0, averageTime: 0, winStreak: 0, currentStreak: 0, lastPlayed: null };
}

/** A profile as the browser stores it, with some games of one kind played. */
function profileWith(game, gamesPlayed, bestScore, achievements) {
  const all = { sudoku: emptyStats(), tetris: emptyStats(), rubik: emptyStats() };
  all[game] = stats(gamesPlayed, bestScore, new Date().toISOString());
  return { name: 'Player', totalGamesPlayed: gamesPlayed, favoriteGame: game, achievements, stats: all };
}

async function storeProfile(page, profile) {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [PROFILE_KEY, JSON.stringify(profile)]);
  await page.reload({ waitUntil: 'networkidle' });
}

async function signIn(context, email, password) {
  const { page } = await openPage(context, '/en/login');
  await page.locator('main').getByLabel('Email').fill(email);
  await page.locator('main').getByLabel('Password').fill(password);
  await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForFunction(() => window.localStorage.getItem('newsSession') !== null, null, { timeout: STEP_TIMEOUT_MS });
  await page.close();
}

/** The account's profile on the server once it has `total` games (the sync waits a second). */
async function serverProfile(page, total) {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('newsSession') ?? '{}').access_token);
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${BASE_URL}/api/v1/games/profile`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    check(response.ok, `GET /games/profile answered ${response.status}`);
    const profile = await response.json();
    if (profile.totalGamesPlayed === total) return profile;
    check(Date.now() - started < STEP_TIMEOUT_MS, `the server's profile has ${profile.totalGamesPlayed} games, not ${total}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function totalShown(page, total) {
  await page.locator('[data-testid="total-games"]', { hasText: String(total) }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

export async function run({ launchContext }) {
  check(NEWSCTL && DATA_DIR, 'E2E_NEWSCTL and E2E_DATA_DIR are not set (ops/test.sh sets them)');
  const email = `player-${Date.now()}@example.org`;
  const password = 'a player password 123';
  const created = spawnSync(NEWSCTL, ['user', 'create', email, '--password-stdin'], { input: `${password}\n`, env: { ...process.env, NEWS_DATA_DIR: DATA_DIR } });
  check(created.status === 0, `newsctl user create failed: ${created.stderr}`);

  await test('the unprefixed game addresses redirect to the reader’s language', async () => {
    for (const game of ['sudoku', 'tetris', 'rubik']) {
      const response = await fetch(`${BASE_URL}/games/${game}`, { redirect: 'manual', headers: { Accept: 'text/html' } });
      check(response.status === 302, `/games/${game} answered ${response.status}`);
      check(response.headers.get('location') === `/en/games/${game}`, `/games/${game} went to ${response.headers.get('location')}`);
      const page = await fetch(`${BASE_URL}/ro/games/${game}`, { headers: { Accept: 'text/html' } });
      check(page.status === 200, `/ro/games/${game} answered ${page.status}`);
    }
    const unknown = await fetch(`${BASE_URL}/en/games/chess`, { headers: { Accept: 'text/html' } });
    check(unknown.status === 404, `/en/games/chess answered ${unknown.status}`);
  });

  const phone = await launchContext();
  await test('the games page shows the best scores and the profile, and the player renames', async () => {
    const { page } = await openPage(phone, '/en/games');
    await storeProfile(page, profileWith('sudoku', 2, 1200, [{ id: 'first-sudoku', earnedAt: '2026-11-01T09:00:00.000Z' }]));
    const best = normalize(await page.locator('[data-testid="best-sudoku"]').innerText());
    check(best === 'Best score: 1,200', `the Sudoku card says "${best}"`);
    check((await page.locator('[data-testid="best-tetris"]').count()) === 0, 'an unplayed game shows a best score');
    await totalShown(page, 2);
    const earned = page.locator('.achievement--earned');
    check((await earned.count()) === 1, `${await earned.count()} achievements shown as earned`);
    check(normalize(await earned.innerText()).includes('First game of Sudoku'), 'the first-game achievement is not named');
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Ana');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.toast', { hasText: 'Name saved' }).waitFor();
    const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'), PROFILE_KEY);
    check(stored.name === 'Ana', `the stored name is ${stored.name}`);
    await toastsSettled(page);
    await checkAccessibility(page, '/en/games with a profile');
    await screenshot(page, 'games-profile-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'games-profile-en-390');
    await page.close();
  });

  await test('signing in sends the profile to the account', async () => {
    await signIn(phone, email, password);
    const { page } = await openPage(phone, '/en/games');
    const profile = await serverProfile(page, 2);
    check(profile.name === 'Ana' && profile.stats.sudoku.bestScore === 1200, `the server has ${JSON.stringify(profile).slice(0, 200)}`);
    check(normalize(await page.locator('.player-profile__note').innerText()).startsWith('Kept with your account'), 'the profile does not say it is kept with the account');
    await page.close();
  });

  await test('a second device that signs in gets both devices’ games, in Romanian too', async () => {
    const laptop = await launchContext();
    const { page } = await openPage(laptop, '/ro/games');
    await storeProfile(page, profileWith('tetris', 3, 800, []));
    await totalShown(page, 3);
    await page.close();
    await signIn(laptop, email, password);
    const { page: games } = await openPage(laptop, '/ro/games');
    await totalShown(games, 5);
    const profile = await serverProfile(games, 5);
    check(profile.favoriteGame === 'tetris' && profile.stats.sudoku.gamesPlayed === 2, `the merged profile is ${JSON.stringify(profile).slice(0, 200)}`);
    check((await games.getByLabel('Nume', { exact: true }).inputValue()) === 'Ana', 'the name chosen on the first device is not shown');
    const best = normalize(await games.locator('[data-testid="best-tetris"]').innerText());
    check(best === 'Cel mai bun scor: 800', `the Tetris card says "${best}"`);
    await checkAccessibility(games, '/ro/games with a merged profile');
    await screenshot(games, 'games-profile-ro-1280');
    await games.setViewportSize({ width: 390, height: 844 });
    await screenshot(games, 'games-profile-ro-390');
    await laptop.close();
  });
  await phone.close();
}
