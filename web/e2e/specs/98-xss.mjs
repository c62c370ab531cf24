// XSS in a real browser (issue 14): known payloads go into every field a reader or an editor
// controls (an article's title, excerpt, content, caption, tags and author; a comment's text and
// name; a podcast episode's title and description; a search query; a newsletter campaign's
// subject and body), and every page that shows them is opened in chromium, the site's pages both
// as the app renders them and as the worker prerenders them. No script may run, and none may be
// left for the Content-Security-Policy to stop: a CSP violation fails the test too.
/* global window, document */
import {
  ADMIN,
  BASE_URL,
  STEP_TIMEOUT_MS,
  check,
  httpResponse,
  mailTo,
  mp3,
  signInThroughGuard,
  test,
} from '../harness.mjs';

/** Each calls alert() when it runs; the browser reports that as a dialog. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '<svg onload=alert(3)>',
  '"><script>alert(4)</script>',
  "'><img src=x onerror=alert(5)>",
  '</script><script>alert(6)</script>',
  '<a href="javascript:alert(7)">link</a>',
  '<iframe src="javascript:alert(8)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(9)>',
  '<details open ontoggle=alert(10)>',
  "{{constructor.constructor('alert(11)')()}}",
  '<body onload=alert(12)>',
  '<input autofocus onfocus=alert(13)>',
  '\u2028\u2029<script>alert(14)</script>',
  '<object data="data:text/html,<script>alert(15)</script>">',
  '<!--<img src="--><img src=x onerror=alert(16)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(17)>">',
  '${alert(18)}',
];
const TAG = 'xss-e2e';
/** The worker's debounce and a build on a busy two-core machine, as in 50-rebuild. */
const REBUILD_WITHIN_MS = 150_000;
const pagesOpened = [];

async function api(method, path, token, body) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE_URL}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  check(response.ok, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

async function signIn() {
  const response = await fetch(`${BASE_URL}/api/v1/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  check(response.ok, `the admin's sign-in answered ${response.status}`);
  return (await response.json()).access_token;
}

/**
 * Opens `path` in `page` and fails if anything a payload can do happened there: a dialog, or a
 * CSP violation (reported to the page, which listens from before its first script).
 */
async function openClean(page, path, ready) {
  const seen = [];
  const onDialog = (dialog) => {
    seen.push(`a script ran: alert(${dialog.message()})`);
    void dialog.dismiss();
  };
  const onConsole = (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`CSP: ${message.text().slice(0, 200)}`);
  };
  page.on('dialog', onDialog);
  page.on('console', onConsole);
  try {
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
    if (ready) await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }).catch(() => {});
    // Handlers like ontoggle and onfocus fire after load; give them a moment.
    await page.waitForTimeout(300);
    const violations = await page.evaluate(() => window.__cspViolations ?? []);
    seen.push(...violations.map((violation) => `CSP violation: ${violation}`));
  } finally {
    page.off('dialog', onDialog);
    page.off('console', onConsole);
  }
  pagesOpened.push(path);
  check(seen.length === 0, `${path}: ${seen.join('; ')}`);
}

async function watchedPage(context) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return page;
}

const articlePath = (article) => `/en/article/${String(article.id)}/${article.slug}`;

export async function run({ context, launchContext }) {
  check(ADMIN.email, 'E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD are not set (ops/test.sh sets them)');
  const stamp = Date.now();
  const token = await signIn();
  const articles = [];
  let episode;
  let campaign;

  await test(`${String(PAYLOADS.length)} payloads are stored in every field a reader or an editor writes`, async () => {
    for (const [index, payload] of PAYLOADS.entries()) {
      const article = await api('POST', '/admin/articles', token, {
        title: `XSS ${String(index)} ${payload}`,
        language: 'en',
        category: 'tech',
        status: 'published',
        // Old, so that they stay off the first pages the other browser tests read.
        published_at: '2020-01-02T00:00:00Z',
        excerpt: `Excerpt ${payload}`,
        content: `<p>Content ${payload}</p>${payload}<p><img src="/media/placeholders/news.svg" alt="${payload.replaceAll('"', '&quot;')}"></p>`,
        imagecaption: `Caption ${payload}`,
        author: `Author ${payload}`.slice(0, 100),
        tags: [TAG, ...(payload.length <= 50 ? [payload] : [])],
      });
      articles.push(article);
      // Posted as a reader without an account, who names themself.
      const comment = await api('POST', `/articles/${String(article.id)}/comments`, undefined, {
        text: `Comment ${payload}`,
        name: `Name ${payload}`.slice(0, 50),
        fingerprint: `xss-e2e-reader-${String(index).padStart(4, '0')}`,
      });
      if (comment.status !== 'approved') await api('POST', `/admin/comments/${String(comment.id)}/approve`, token, {});
    }
    const form = new FormData();
    form.append('file', new Blob([mp3(40)], { type: 'audio/mpeg' }), `xss-${String(stamp)}.mp3`);
    const upload = await fetch(`${BASE_URL}/api/v1/admin/podcasts/audio`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    check(upload.ok, `the audio upload answered ${upload.status}`);
    const audio = await upload.json();
    episode = await api('POST', '/admin/podcasts', token, {
      title: `XSS episode ${PAYLOADS[1]}`,
      description: PAYLOADS.join(' '),
      language: 'en',
      ...audio,
    });
    episode = await api('POST', `/admin/podcasts/${String(episode.id)}/publish`, token, {});
    campaign = await api('POST', '/admin/newsletter/campaigns', token, {
      subject: `XSS ${String(stamp)} ${PAYLOADS[0]}`,
      language: 'en',
      // An unclosed <style> in MathML swallows whatever follows it: that payload goes last.
      html: PAYLOADS.toSorted((a, b) => Number(a.includes('<style>')) - Number(b.includes('<style>')))
        .map((payload) => `<p>${payload}</p>`)
        .join(''),
    });
  });
  if (articles.length !== PAYLOADS.length || !episode || !campaign) return;

  await test('no payload runs on the article pages, the listings and the search, as the app renders them', async () => {
    const page = await watchedPage(context);
    for (const article of articles) await openClean(page, articlePath(article), '.article__title');
    await openClean(page, `/en/tag/${TAG}`, 'main h1');
    await openClean(page, `/en/search?q=${encodeURIComponent('XSS script')}`, 'main h1');
    for (const payload of PAYLOADS) await openClean(page, `/en/search?q=${encodeURIComponent(payload)}`, 'main h1');
    await openClean(page, `/en/podcast/${String(episode.id)}/${episode.slug}`, 'main h1');
    await openClean(page, '/en/podcast', 'main h1');
    await page.close();
  });

  await test('no payload runs in the admin area: the article list, the editor, comments, podcasts and the campaign', async () => {
    const admin = await launchContext();
    const { page } = await signInThroughGuard(admin, '/admin', ADMIN);
    const watched = await watchedPage(admin);
    await page.close();
    await openClean(watched, `/admin/articles?q=${encodeURIComponent('XSS')}`, 'main h1');
    for (const article of articles.slice(0, 6)) await openClean(watched, `/admin/edit/${String(article.id)}`, 'main h1');
    await openClean(watched, '/admin/comments', 'main h1');
    await openClean(watched, '/admin/podcasts', 'main h1');
    await openClean(watched, `/admin/newsletter?tab=campaigns&campaign=${String(campaign.id)}`, 'main h1');
    await admin.close();
  });

  await test("the campaign's mail carries no script, and opened in the browser runs none", async () => {
    const to = `xss-${String(stamp)}@example.org`;
    await api('POST', `/admin/newsletter/campaigns/${String(campaign.id)}/test`, token, { email: to });
    const mail = await mailTo(to);
    const html = mail.html ?? '';
    check(html.includes('alert(11)'), 'the mail lost the payload text, so this test proves nothing');
    const page = await context.newPage();
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.setContent(html, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    check(dialogs.length === 0, `the mail ran alert(${dialogs.join(', ')})`);
    // What a mail client without a CSP would run: scripts, handlers, javascript: addresses.
    const runnable = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((element) => [
        ...(element.tagName === 'SCRIPT' ? ['a script element'] : []),
        ...[...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
          .map((attribute) => `${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}"`),
      ]),
    );
    check(runnable.length === 0, `the mail carries ${runnable.join(', ')}`);
    await page.close();
  });

  await test('no payload runs on the prerendered pages once the worker has rebuilt them', async () => {
    const started = Date.now();
    const last = articlePath(articles[articles.length - 1]);
    let prerendered = false;
    while (!prerendered && Date.now() - started < REBUILD_WITHIN_MS) {
      prerendered = (await httpResponse(last, 'text/html')).body.includes('data-server-rendered="true"');
      if (!prerendered) await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    check(prerendered, `${last} was not prerendered within ${String(REBUILD_WITHIN_MS / 1000)} s`);
    const page = await watchedPage(context);
    for (const article of articles) {
      const { body } = await httpResponse(articlePath(article), 'text/html');
      check(body.includes('data-server-rendered="true"'), `${articlePath(article)} is not prerendered`);
      await openClean(page, articlePath(article), '.article__title');
    }
    await openClean(page, `/en/tag/${TAG}`, 'main h1');
    await page.close();
    console.log(`     ${String(PAYLOADS.length)} payloads, ${String(pagesOpened.length)} pages opened, no script ran`);
  });
}
