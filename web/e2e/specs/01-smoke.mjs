// The site as a reader first meets it: prerendered pages, hydration, the app shell, the CSP
// against script text in an article, the Romanian interface, a reset link, the root redirect.
// Functions passed to page.evaluate() run in the browser:
/* global window, document */
import {
  BASE_URL,
  HOSTILE_ARTICLE_ID,
  STEP_TIMEOUT_MS,
  apiGet,
  articleUrl,
  check,
  checkAccessibility,
  countApiRequests,
  httpGet,
  httpResponse,
  normalize,
  prerenderedText,
  screenshot,
  scriptHash,
  test,
  watchHydration,
} from '../harness.mjs';

export async function run({ context }) {

  let list;
  await test('API lists published English articles', async () => {
    list = await apiGet('/articles?language=en&status=published&limit=10&offset=0');
    check(Array.isArray(list.items) && list.items.length > 0, 'the API returned no published English article');
  });
  if (!list?.items?.length) return;
  const first = list.items[0];
  const firstUrl = articleUrl(first);
  // Images on other hosts may be unreachable from here: open one whose image this server serves.
  const direct = list.items.find((item) => item.image_url?.startsWith('/')) ?? first;
  const directUrl = articleUrl(direct);
  const mustLoadImage = direct.image_url?.startsWith('/') ?? false;

  await test('/en is prerendered with the latest article titles and its head', async () => {
    const html = await httpGet('/en', 'text/html');
    const text = prerenderedText(html, '/en');
    check(text.includes(normalize(first.title)), `"${first.title}" is not in the prerendered HTML of /en`);
    for (const tag of [/<link[^>]*rel="canonical"/, /<meta[^>]*name="twitter:card"/, /<link[^>]*hreflang="ro"[^>]*href="[^"]*\/ro"/i, /<link[^>]*hreflang="x-default"[^>]*href="[^"]*\/en"/i]) {
      check(tag.test(html), `/en has no ${tag.source}`);
    }
  });

  await test(`${firstUrl} is prerendered with its title and content`, async () => {
    const html = await httpGet(firstUrl, 'text/html');
    const text = prerenderedText(html, firstUrl);
    check(text.includes(normalize(first.title)), `"${first.title}" is not in the prerendered HTML of ${firstUrl}`);
    check(/<html[^>]*\slang="en"/.test(html), `${firstUrl} does not declare <html lang="en">`);
    check(/<meta[^>]*property="og:title"/.test(html), `${firstUrl} has no og:title`);
  });

  await test('/en hydrates, and clicking the first article navigates client-side', async () => {
    const page = await context.newPage();
    const hydration = watchHydration(page);
    const api = countApiRequests(page);
    await page.goto(`${BASE_URL}/en`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }).catch(() => {});
    await screenshot(page, 'home-en');
    await checkAccessibility(page, '/en');
    check(api.count === 0, `hydrating /en refetched from the API: ${api.urls.join(', ')}`);

    const link = page.locator('main a[href*="/article/"]').first();
    const title = normalize(await link.innerText());
    const href = await link.getAttribute('href');
    // A full page load would lose this marker; a client-side navigation keeps it.
    await page.evaluate(() => {
      window.__smokeMarker = 'kept';
    });
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    const marker = await page.evaluate(() => window.__smokeMarker);
    check(marker === 'kept', `clicking ${href} reloaded the page instead of navigating client-side`);
    check(api.count > 0, `the client-side navigation to ${href} did not load its data from the API`);
    await screenshot(page, 'article-after-click');
    check(hydration.length === 0, `hydration problems: ${hydration.join(' | ')}`);
    await page.close();
  });

  await test(`${directUrl} opened directly shows its image and content without refetching`, async () => {
    const page = await context.newPage();
    const hydration = watchHydration(page);
    const api = countApiRequests(page);
    await page.goto(`${BASE_URL}${directUrl}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: normalize(direct.title), exact: true }).waitFor();
    await page.locator('.article__hero').waitFor();
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }).catch(() => {});
    const image = page.locator('.article__hero img');
    const loaded = (await image.count()) > 0 && (await image.evaluate((img) => img.complete && img.naturalWidth > 0));
    if (mustLoadImage) {
      check(loaded, `the hero image of ${directUrl} (${direct.image_url}) did not load`);
    } else if (!loaded) {
      // An external image that cannot be reached must fall back to the placeholder.
      await page.locator('.article__hero .image-placeholder').getByText(/Fallback image/).waitFor();
      console.log(`     note: ${direct.image_url} is not reachable from here; the placeholder is shown`);
    }
    const alt = loaded ? await image.getAttribute('alt') : await page.locator('.article__hero [role="img"]').getAttribute('aria-label');
    check(normalize(alt ?? '') !== '', 'the hero image has no alternative text');
    const content = normalize(await page.locator('.article__content').innerText());
    check(content.length > 0, `${directUrl} rendered no content`);
    // The reader's own state (likes, the view, comments) loads after hydration by design; the
    // prerendered data must not be fetched again.
    const readerSpecific = /\/articles\/\d+\/(interactions|views|comments)(\?|$)/;
    const refetched = api.urls.filter((url) => !readerSpecific.test(new URL(url).pathname + new URL(url).search));
    check(refetched.length === 0, `hydrating ${directUrl} refetched from the API: ${refetched.join(', ')}`);
    check(hydration.length === 0, `hydration problems: ${hydration.join(' | ')}`);
    await screenshot(page, 'article-direct');
    await checkAccessibility(page, directUrl);
    await page.close();
  });

  await test('a path without a prerendered file boots the app shell and loads from the API', async () => {
    const page = await context.newPage();
    const hydration = watchHydration(page);
    // The id-only URL is not prerendered: the server answers with dist/index.html.
    const shellPath = `/en/article/${first.id}`;
    await page.goto(`${BASE_URL}${shellPath}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: normalize(first.title), exact: true }).waitFor();
    check(hydration.length === 0, `problems while rendering the app shell: ${hydration.join(' | ')}`);
    await screenshot(page, 'app-shell-article');
    await checkAccessibility(page, shellPath);

    await page.goto(`${BASE_URL}/en/article/2147483646/no-such-article`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Article Not Found' }).waitFor();
    await page.getByText("The article you're looking for could not be found.").waitFor();
    await page.close();
  });

  // Security review, issue 8: the server once allowed the hash of every `<script` substring of a
  // page, so script text in an alt text or an iframe body got into its CSP.
  if (HOSTILE_ARTICLE_ID === '') {
    console.log('skip script text in an article: HOSTILE_ARTICLE_ID is not set');
  } else {
    await test('script text an editor put into an article is not allowed by its CSP and never runs', async () => {
      const hostile = await apiGet(`/articles/${HOSTILE_ARTICLE_ID}`);
      const path = articleUrl(hostile);
      const { body, headers } = await httpResponse(path, 'text/html');
      check(body.includes('<script>alert(1)</script>'), `${path} carries no script text, so this test proves nothing`);
      const csp = headers.get('content-security-policy') ?? '';
      check(/script-src 'self' 'sha256-[^;]+;/.test(csp), `${path} allows none of its own inline scripts: ${csp}`);
      check(!csp.includes(scriptHash('alert(1)')), `the CSP of ${path} allows alert(1): ${csp}`);

      const page = await context.newPage();
      const problems = watchHydration(page);
      const dialogs = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: normalize(hostile.title), exact: true }).waitFor();
      await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }).catch(() => {});
      // The hydration data is an inline script allowed by hash; React marks the root it hydrated.
      const booted = await page.evaluate(
        () =>
          window.__staticRouterHydrationData !== undefined &&
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      );
      await screenshot(page, 'hostile-article');
      check(booted, `the app's own scripts did not run on ${path}`);
      check(dialogs.length === 0, `a dialog opened on ${path}: ${dialogs.join(' | ')}`);
      check(problems.length === 0, `page problems: ${problems.join(' | ')}`);
      await page.close();
    });
  }

  await test('/ro shows the Romanian interface', async () => {
    const page = await context.newPage();
    const hydration = watchHydration(page);
    await page.goto(`${BASE_URL}/ro`, { waitUntil: 'load' });
    for (const heading of ['Ultimele știri', 'Recomandate', 'În tendințe']) {
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
    }
    const lang = await page.evaluate(() => document.documentElement.lang);
    check(lang === 'ro', `<html lang> is "${lang}" on /ro`);
    check(hydration.length === 0, `hydration problems: ${hydration.join(' | ')}`);
    await screenshot(page, 'home-ro');
    await checkAccessibility(page, '/ro');
    await page.close();
  });

  await test('a password reset link with a dead token says so (real API)', async () => {
    const page = await context.newPage();
    const problems = watchHydration(page);
    await page.goto(`${BASE_URL}/en/reset-password?token=not-a-real-token`, { waitUntil: 'load' });
    await page.getByLabel('New password', { exact: true }).fill('a brand new password');
    await page.getByLabel('Repeat the new password').fill('a brand new password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = await alert.textContent();
    check(text?.includes('invalid or has expired') === true, `alert says "${text ?? ''}"`);
    check(problems.length === 0, `page problems: ${problems.join(' | ')}`);
    await screenshot(page, 'reset-password');
    await checkAccessibility(page, '/en/reset-password');
    await page.close();
  });

  await test('/ redirects to /en', async () => {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
    await page.waitForURL((url) => url.pathname === '/en');
    await page.getByRole('heading', { level: 2, name: 'Latest', exact: true }).waitFor();
    await page.close();
  });
}

