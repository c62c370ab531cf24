// Podcasts in the browser, against the real server: the page opens from the admin navigation
// (Podcasts before Automation); a file that is not audio is refused with the server's reason; an
// MP3 written here (40 MPEG-1 Layer III frames, 1.04 s) is uploaded with the progress bar reaching
// 100 % and the length the server read from its frames shown; the episode is saved as a draft,
// published, and then is in its language's podcast feed with an enclosure as long as the file;
// its audio answers a byte range (206). On the site, as a reader: the episode's page answers at its
// own address (301 from its others) and plays in its player (Play, the speed kept, the position
// set with the slider kept over a reload, the K key, the position forgotten at the end); the
// podcast index lists it with the feed. It is deleted after the confirmation, its audio with it.
// axe and screenshots at both widths on the form, the list, the episode's page and the index.
/* global window, HTMLInputElement */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN,
  BASE_URL,
  STEP_TIMEOUT_MS,
  accessToken,
  adminGet,
  adminPageChecks,
  check,
  checkAccessibility,
  confirmWith,
  mp3,
  normalize,
  openPage,
  screenshot,
  signInThroughGuard,
  test,
  toastText,
} from '../harness.mjs';

/** The server reads the frames of the whole file before it answers. */
const UPLOAD_MS = 30_000;

/** A site page's axe checks, then its screenshots at both widths. */
async function sitePageChecks(page, name) {
  await checkAccessibility(page, name);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Waits until the page's first audio element satisfies `condition` (given the element). */
async function audioReaches(page, condition) {
  await page.waitForFunction(condition, await page.locator('.podcast-player audio').first().elementHandle(), { timeout: STEP_TIMEOUT_MS });
}

/** The `<item>` of the feed whose title is `title`, or null. */
function feedItem(xml, title) {
  return xml.match(/<item>[\s\S]*?<\/item>/g)?.find((item) => item.includes(`<title>${title}</title>`)) ?? null;
}

/** An attribute of the first `<tag …/>` in `xml`. */
function attribute(xml, tag, name) {
  const element = new RegExp(`<${tag}\\b[^>]*>`).exec(xml)?.[0] ?? '';
  return new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1] ?? null;
}

export async function run({ launchContext }) {
  check(ADMIN.email, 'E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD are not set (ops/test.sh sets them)');
  const stamp = Date.now();
  const title = `E2E episode ${stamp}`;
  const language = 'en';
  const audio = mp3(40);
  check(audio.length === 16_680, `the MP3 is 40 frames of 417 bytes: ${audio.length}`);
  const dir = await mkdtemp(join(tmpdir(), 'news-e2e-podcast-'));
  const fileName = `e2e-episode-${stamp}.mp3`;
  const filePath = join(dir, fileName);
  await writeFile(filePath, audio);
  const context = await launchContext();
  let page;
  let problems = [];
  let episodeId;
  let audioUrl;
  /** The episode's page, its own address. */
  let episodePath;

  /** The episode form, new or of the episode made here. */
  const form = () => page.getByRole('form', { name: episodeId ? `Edit “${title}”` : 'New episode' });
  /** The list's row of the episode made here. */
  const row = () => page.getByRole('region', { name: 'Podcast episodes' }).locator('tbody tr').filter({ has: page.getByRole('link', { name: title, exact: true }) });

  try {
    await test('the podcast page opens from the admin navigation, before Automation', async () => {
      ({ page, problems } = await signInThroughGuard(context, '/admin/podcasts', ADMIN));
      await page.getByRole('heading', { name: 'Podcasts', level: 1 }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      const links = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
      check(links.indexOf('Podcasts') !== -1 && links.indexOf('Podcasts') + 1 === links.indexOf('Automation'), `Podcasts comes before Automation: ${links.join(', ')}`);
      check(links.indexOf('Articles') < links.indexOf('Podcasts'), `Articles comes before Podcasts: ${links.join(', ')}`);
      check((await nav.getByRole('link', { name: 'Podcasts' }).getAttribute('aria-current')) === 'page', 'Podcasts is highlighted');
      await page.getByRole('search', { name: 'Filter episodes' }).waitFor();
      await page.locator('.podcast-summary, .admin-empty').first().waitFor();
    });

    await test('a file that is not audio is refused with the server’s reason', async () => {
      await page.getByRole('link', { name: 'New episode' }).click();
      await page.waitForURL(/\/admin\/podcasts\?new=1$/);
      await form().waitFor();
      const input = form().getByLabel('Choose an MP3 or M4A file', { exact: true });
      check((await input.getAttribute('accept')) === '.mp3,.m4a,audio/mpeg,audio/mp4', `the file input accepts ${await input.getAttribute('accept')}`);
      await input.setInputFiles({ name: `not-audio-${stamp}.mp3`, mimeType: 'audio/mpeg', buffer: Buffer.from('<html>This is not audio.</html>') });
      const refused = form().locator('.podcast-upload--failed');
      await refused.waitFor({ timeout: UPLOAD_MS });
      const reason = normalize(await refused.locator('.podcast-upload__note').innerText());
      check(/MP3 or M4A/.test(reason) && !/try again/i.test(reason) && !reason.startsWith('file:'), `the server's reason: ${reason}`);
      const told = normalize(await form().locator('[aria-live="polite"]').innerText());
      check(told.includes('was not uploaded'), `the refusal is read out: ${told}`);
    });

    await test('an uploaded MP3 shows its progress up to 100 % and the length the server read from it', async () => {
      await form().getByLabel('Title', { exact: true }).fill(title);
      const description = form().getByRole('textbox', { name: 'Description' });
      await description.click();
      await page.keyboard.type('Written by the browser test: the day’s news in one second.');
      await form().getByLabel('Season', { exact: true }).fill('1');
      await form().getByLabel('Episode', { exact: true }).fill('3');

      await form().getByLabel('Choose an MP3 or M4A file', { exact: true }).setInputFiles(filePath);
      const upload = form().locator('.podcast-upload--done');
      await upload.waitFor({ timeout: UPLOAD_MS });
      const bar = upload.getByRole('progressbar', { name: `Upload of ${fileName}` });
      check((await bar.getAttribute('value')) === '100' && (await bar.getAttribute('max')) === '100', `the progress bar: ${await bar.getAttribute('value')} of ${await bar.getAttribute('max')}`);
      check(normalize(await upload.locator('.podcast-upload__percent').innerText()) === '100%', `the percent: ${await upload.innerText()}`);
      const summary = normalize(await form().locator('#episode-audio-summary').innerText());
      check(/MP3/.test(summary) && /00:01/.test(summary) && /16 KB/.test(summary), `the audio's kind, length and size: ${summary}`);
      check((await form().locator('#episode-audio-summary time').getAttribute('datetime')) === 'PT1S', 'the length is one second');
      const told = normalize(await form().locator('[aria-live="polite"]').innerText());
      check(told === `${fileName} uploaded: 00:01 long, 16 KB.`, `the upload is read out: ${told}`);
      audioUrl = await form().locator('audio').getAttribute('src');
      check(/^\/media\/audio\/[0-9a-f]+\.mp3$/.test(audioUrl ?? ''), `the player plays the upload: ${audioUrl}`);
      check((await form().getByRole('button', { name: 'Cancel upload' }).count()) === 0, 'a finished upload cannot be cancelled');
      await adminPageChecks(page, 'podcasts-new');
    });

    await test('the episode is saved as a draft, then published', async () => {
      check(audioUrl, 'the audio was uploaded');
      await form().getByRole('button', { name: 'Save draft', exact: true }).click();
      await toastText(page, 'Draft saved');
      await page.waitForURL(/\/admin\/podcasts\?episode=\d+$/);
      episodeId = Number(new URL(page.url()).searchParams.get('episode'));
      await form().waitFor();
      const status = form().locator('.podcast-status');
      check(normalize(await status.innerText()).startsWith('draft Draft'), `a new episode is a draft: ${await status.innerText()}`);
      const { body: saved } = await adminGet(page, `/admin/podcasts/${episodeId}`);
      check(
        saved.status === 'draft' &&
          saved.audio_url === audioUrl &&
          saved.audio_type === 'audio/mpeg' &&
          saved.audio_bytes === audio.length &&
          saved.duration_seconds === 1 &&
          saved.season === 1 &&
          saved.episode === 3 &&
          saved.language === language &&
          saved.description.includes('Written by the browser test'),
        `the saved episode: ${JSON.stringify(saved)}`,
      );

      await form().getByRole('button', { name: 'Publish now', exact: true }).click();
      check((await toastText(page, 'Episode published')).includes(title), 'the toast names the episode');
      await status.locator('.admin-badge', { hasText: 'published' }).waitFor();
      check(normalize(await status.innerText()).includes('in the English feed'), `the status line: ${await status.innerText()}`);
      check((await form().getByRole('button', { name: 'Publish now', exact: true }).count()) === 0, 'a published episode offers no Publish now');
      await form().getByRole('button', { name: 'Unpublish (back to draft)' }).waitFor();
      const { body: published } = await adminGet(page, `/admin/podcasts/${episodeId}`);
      check(published.status === 'published' && published.published_at, `the published episode: ${JSON.stringify(published)}`);
    });

    await test('the feed lists the episode with an enclosure as long as the file, and its audio answers a byte range', async () => {
      check(episodeId && audioUrl, 'the episode was published');
      const feed = await page.request.get(`${BASE_URL}/${language}/podcast/feed.xml`);
      check(feed.status() === 200, `the feed answered ${feed.status()}`);
      check((feed.headers()['content-type'] ?? '').startsWith('application/rss+xml'), `the feed's type: ${feed.headers()['content-type']}`);
      const xml = await feed.text();
      const item = feedItem(xml, title);
      check(item, `the feed has an item titled “${title}”`);
      check(attribute(item, 'enclosure', 'length') === String(audio.length), `the enclosure's length: ${/<enclosure\b[^>]*>/.exec(item)?.[0]}`);
      check(attribute(item, 'enclosure', 'type') === 'audio/mpeg', `the enclosure's type: ${attribute(item, 'enclosure', 'type')}`);
      check((attribute(item, 'enclosure', 'url') ?? '').endsWith(audioUrl), `the enclosure's address: ${attribute(item, 'enclosure', 'url')}`);
      check(/<itunes:duration>1<\/itunes:duration>/.test(item), `the item's duration: ${item}`);

      const range = await page.request.get(`${BASE_URL}${audioUrl}`, { headers: { Range: 'bytes=0-99' } });
      check(range.status() === 206, `a byte range of the audio answered ${range.status()}`);
      const bytes = await range.body();
      check(bytes.length === 100, `the range is 100 bytes: ${bytes.length}`);
      check(bytes.equals(audio.subarray(0, 100)), 'the range holds the file’s first 100 bytes');
      check(range.headers()['content-range'] === `bytes 0-99/${audio.length}`, `its Content-Range: ${range.headers()['content-range']}`);
    });

    await test('the episode’s page answers at its own address, and its other addresses lead there', async () => {
      check(episodeId, 'the episode was published');
      const { body: published } = await adminGet(page, `/admin/podcasts/${episodeId}`);
      episodePath = `/${language}/podcast/${episodeId}/${published.slug}`;
      const own = await fetch(`${BASE_URL}${episodePath}`, { redirect: 'manual' });
      check(own.status === 200, `${episodePath} answered ${own.status}`);
      for (const other of [`/${language}/podcast/${episodeId}`, `/${language}/podcast/${episodeId}/not-its-slug`]) {
        const moved = await fetch(`${BASE_URL}${other}`, { redirect: 'manual' });
        check(moved.status === 301 && moved.headers.get('location') === episodePath, `${other} answered ${moved.status} → ${moved.headers.get('location')}`);
      }
      const index = await fetch(`${BASE_URL}/${language}/podcast`, { redirect: 'manual' });
      check(index.status === 200, `/${language}/podcast answered ${index.status}`);
    });

    await test('the episode plays in its page’s player, at the speed picked, from the position kept over a reload', async () => {
      check(episodePath, 'the episode has a page');
      const reader = await launchContext();
      try {
        const { page: site, problems: siteProblems } = await openPage(reader, episodePath);
        await site.getByRole('heading', { level: 1, name: title }).waitFor();
        const facts = normalize(await site.locator('.episode__facts').innerText());
        check(facts.includes('Season 1 · Episode 3') && facts.includes('1 min'), `the episode's facts: ${facts}`);
        const player = site.getByRole('group', { name: `Player: ${title}` });
        const sound = player.locator('audio');
        check((await sound.getAttribute('src')) === audioUrl && (await sound.getAttribute('preload')) === 'metadata', `the player's audio: ${await sound.getAttribute('src')}`);
        await audioReaches(site, (element) => element.readyState >= 1);

        await player.getByRole('button', { name: `Play: ${title}` }).click();
        // The file lasts a second: it may have ended by the time this looks.
        await audioReaches(site, (element) => !element.paused || element.currentTime > 0 || element.ended);
        await sound.evaluate((element) => {
          element.pause();
        });
        await player.getByRole('button', { name: `Play: ${title}` }).waitFor();

        await player.getByLabel('Speed').selectOption('1.5');
        check((await sound.evaluate((element) => element.playbackRate)) === 1.5, 'the audio plays at 1.5×');
        check((await site.evaluate(() => window.localStorage.getItem('podcastPlaybackRate'))) === '1.5', 'the speed is kept');

        // The slider, as a pointer moves it: its value, then the input event React listens to.
        await player.getByRole('slider', { name: 'Position' }).evaluate((input) => {
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, '0.5');
          input.dispatchEvent(new Event('input', { bubbles: true }));
        });
        await audioReaches(site, (element) => Math.abs(element.currentTime - 0.5) < 0.01 && !element.seeking);
        const key = `podcastPosition:${episodeId}`;
        await site.waitForFunction((name) => window.localStorage.getItem(name) === '0.5', key, { timeout: STEP_TIMEOUT_MS });

        await site.reload({ waitUntil: 'load' });
        await site.getByRole('heading', { level: 1, name: title }).waitFor();
        await audioReaches(site, (element) => element.readyState >= 1 && Math.abs(element.currentTime - 0.5) < 0.01);
        check((await player.getByLabel('Speed').inputValue()) === '1.5', 'the speed picked is kept over the reload');
        check((await sound.evaluate((element) => element.playbackRate)) === 1.5, 'the audio plays at the kept speed');
        const valueText = await player.getByRole('slider', { name: 'Position' }).getAttribute('aria-valuetext');
        check(/^0:00 of 0:01$/.test(valueText ?? ''), `the slider says ${valueText}`);
        await site.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }).catch(() => {});
        await sitePageChecks(site, 'podcast-episode');

        // K plays with the focus in the player; at the end the position is forgotten.
        await player.getByRole('button', { name: 'Back 15 seconds' }).focus();
        await site.keyboard.press('k');
        await audioReaches(site, (element) => element.ended);
        check((await site.evaluate((name) => window.localStorage.getItem(name), key)) === null, 'the position is forgotten at the end');
        check(siteProblems.length === 0, siteProblems.join('\n'));
      } finally {
        await reader.close();
      }
    });

    await test('the podcast index lists the episode with its player, and the feed', async () => {
      check(episodePath, 'the episode has a page');
      const reader = await launchContext();
      try {
        const { page: site, problems: siteProblems } = await openPage(reader, `/${language}/podcast`);
        await site.getByRole('heading', { level: 1, name: 'News Podcast' }).waitFor();
        check((await site.getByRole('link', { name: 'RSS feed' }).getAttribute('href')) === `/${language}/podcast/feed.xml`, 'the index links the feed');
        // The index may be the build's: reached from the episode's page, it is read from the API.
        await site.goto(`${BASE_URL}${episodePath}`);
        await site.getByRole('heading', { level: 1, name: title }).waitFor();
        await site.locator('.episode__show').getByRole('link', { name: 'News Podcast' }).click();
        await site.waitForURL(`${BASE_URL}/${language}/podcast`);
        const card = site.locator('.episode-card').filter({ has: site.getByRole('link', { name: title, exact: true }) });
        await card.waitFor();
        check((await card.getByRole('link', { name: title, exact: true }).getAttribute('href')) === episodePath, 'the card links the episode’s page');
        await card.getByRole('group', { name: `Player: ${title}` }).waitFor();
        check(normalize(await card.locator('.episode-card__summary').innerText()).includes('Written by the browser test'), 'the card shows the description’s opening');
        await site.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }).catch(() => {});
        await sitePageChecks(site, 'podcast-index');
        check(siteProblems.length === 0, siteProblems.join('\n'));
      } finally {
        await reader.close();
      }
    });

    await test('the list shows the episode published, and deletes it after asking', async () => {
      check(episodeId, 'the episode was created');
      await page.getByRole('link', { name: 'All episodes' }).click();
      await page.waitForURL(`${BASE_URL}/admin/podcasts`);
      await row().waitFor();
      const text = normalize(await row().innerText());
      check(text.includes('published') && text.includes('00:01') && text.includes('S1 · E3') && text.includes('English'), `the row: ${text}`);
      await adminPageChecks(page, 'podcasts');

      await row().getByRole('button', { name: /^Delete/ }).click();
      await confirmWith(page, 'Cancel', `Delete “${title}”?`);
      check((await row().count()) === 1, 'Cancel keeps the episode');
      await row().getByRole('button', { name: /^Delete/ }).click();
      await confirmWith(page, 'Delete', `Delete “${title}”?`);
      await toastText(page, 'Episode deleted');
      await row().waitFor({ state: 'detached' });
      const { status } = await adminGet(page, `/admin/podcasts/${episodeId}`);
      check(status === 404, `a deleted episode is gone (${status})`);
      const feed = await (await page.request.get(`${BASE_URL}/${language}/podcast/feed.xml`)).text();
      check(feedItem(feed, title) === null, 'a deleted episode leaves the feed');
      // Audio is kept once per content: it goes with the last episode that uses it.
      const { body: others } = await adminGet(page, '/admin/podcasts?limit=100');
      if (!others.items.some((episode) => episode.audio_url === audioUrl)) {
        const gone = await page.request.get(`${BASE_URL}${audioUrl}`);
        check(gone.status() === 404, `a deleted episode's audio is gone (${gone.status()})`);
      }
      episodeId = undefined;
      check(problems.length === 0, problems.join('\n'));
    });
  } finally {
    // A failed run leaves nothing behind: the episode, then the file written here.
    if (episodeId && page) {
      await fetch(`${BASE_URL}/api/v1/admin/podcasts/${episodeId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${await accessToken(page)}` } }).catch(() => {});
    }
    await rm(dir, { recursive: true, force: true });
    await context.close();
  }
}
