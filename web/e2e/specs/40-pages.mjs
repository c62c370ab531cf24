// Listings, search, tag pages, information pages, the games list and accounts: every category
// and subcategory in both languages (with the other language's slugs and aliases), a later page
// of a listing, search with words and with a tag, sign-up → sign-in → sign-out, saved articles.
// Functions passed to page.evaluate() run in the browser:
/* global window */
import {
  BASE_URL,
  STEP_TIMEOUT_MS,
  apiGet,
  apiPost,
  check,
  checkAccessibility,
  httpGet,
  normalize,
  openPage as open,
  prerenderedText,
  screenshot,
  test,
  toastText,
} from '../harness.mjs';

const LANGS = ['en', 'ro'];
const INFO_PAGES = ['about', 'contact', 'advertise', 'privacy', 'terms', 'careers', 'newsletter'];
const INFO_TITLES = {
  en: { about: 'About us', contact: 'Contact', advertise: 'Advertise with us', privacy: 'Privacy policy', terms: 'Terms of use', careers: 'Careers', newsletter: 'Newsletter' },
  ro: { about: 'Despre noi', contact: 'Contact', advertise: 'Publicitate', privacy: 'Politica de confidențialitate', terms: 'Termeni de utilizare', careers: 'Cariere', newsletter: 'Newsletter' },
};

async function listingTitles(page) {
  return (await page.locator('.listing__list h2').allTextContents()).map(normalize);
}

function articlesQuery(lang, category, subcategory, offset = 0) {
  const sub = subcategory ? `&subcategory=${subcategory}` : '';
  return `/articles?status=published&language=${lang}&category=${category}${sub}&limit=10&offset=${offset}`;
}

export async function run({ context, launchContext }) {
  const menus = {};
  for (const lang of LANGS) menus[lang] = (await apiGet(`/categories?lang=${lang}`)).items;

  // Every menu listing is prerendered with its name and its first articles.
  for (const lang of LANGS) {
    for (const item of menus[lang]) {
      const listings = [{ path: item.path, name: item.name, sub: undefined }];
      for (const sub of item.subcategories) listings.push({ path: sub.path, name: sub.name, sub: sub.slug });
      for (const listing of listings) {
        await test(`${listing.path} is prerendered with its articles`, async () => {
          const text = prerenderedText(await httpGet(listing.path, 'text/html'), listing.path);
          check(text.includes(listing.name), `"${listing.name}" is not on ${listing.path}`);
          const expected = await apiGet(articlesQuery(lang, item.category, listing.sub));
          if (expected.items.length === 0) {
            check(text.includes(lang === 'en' ? 'No articles in this category yet.' : 'Încă nu există articole'), `${listing.path} has no empty state`);
          } else {
            check(text.includes(normalize(expected.items[0].title)), `"${expected.items[0].title}" is not on ${listing.path}`);
          }
        });
      }
    }
  }

  // The other language's slugs and aliases lead to this language's slug.
  const redirects = [
    ['/en/category/stiri', '/en/category/news'],
    ['/ro/category/news', '/ro/category/stiri'],
    ['/ro/category/politics/local', '/ro/category/politica/local'],
    ['/en/category/sport/international', '/en/category/sports/international'],
    ['/en/category/technology', '/en/category/tech'],
    ['/ro/category/tech', '/ro/category/tehnologie'],
    ['/ro/category/opinion', '/ro/category/opinie'],
  ];
  for (const [from, to] of redirects) {
    await test(`${from} leads to ${to}`, async () => {
      const { page, problems } = await open(context, from);
      await page.waitForURL(`${BASE_URL}${to}`, { timeout: STEP_TIMEOUT_MS });
      await page.locator('.listing__title').waitFor();
      check(problems.length === 0, problems.join('\n'));
      await page.close();
    });
  }

  await test('an unknown category says so', async () => {
    const { page } = await open(context, '/en/category/no-such-thing');
    await page.getByRole('heading', { name: 'Category Not Found' }).waitFor();
    await page.close();
  });

  // A listing with more than one page: page 2 opened directly, and reached with "Next".
  let paged = null;
  for (const item of menus.en) {
    const list = await apiGet(articlesQuery('en', item.category));
    if (list.total > 10) {
      paged = { item, total: list.total };
      break;
    }
  }
  await test('a listing has a second page, opened directly and through Next', async () => {
    check(paged !== null, 'no English category has more than 10 articles');
    const second = await apiGet(articlesQuery('en', paged.item.category, undefined, 10));
    const { page, problems } = await open(context, `${paged.item.path}?page=2`);
    await page.locator('.listing__list h2', { hasText: second.items[0].title }).first().waitFor();
    check((await listingTitles(page))[0] === normalize(second.items[0].title), 'page 2 does not start with the 11th article');
    check(problems.length === 0, `hydration problems: ${problems.join('\n')}`);
    await page.goto(`${BASE_URL}${paged.item.path}`, { waitUntil: 'load' });
    await page.getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(/page=2$/);
    await page.locator('.listing__list h2', { hasText: second.items[0].title }).first().waitFor();
    check((await page.locator('.pagination [aria-current="page"]').first().innerText()).includes('2'), 'page 2 is not marked current');
    await checkAccessibility(page, `${paged.item.path}?page=2`);
    await page.close();
  });

  // Information pages: prerendered, with their title, in both languages.
  for (const lang of LANGS) {
    for (const info of INFO_PAGES) {
      const path = `/${lang}/${info}`;
      await test(`${path} is prerendered`, async () => {
        const html = await httpGet(path, 'text/html');
        const text = prerenderedText(html, path);
        check(text.includes(INFO_TITLES[lang][info]), `${path} lacks its title "${INFO_TITLES[lang][info]}"`);
        check(new RegExp(`<html[^>]*\\slang="${lang}"`).test(html), `${path} does not declare lang=${lang}`);
        check(/<meta[^>]*name="description"/.test(html), `${path} has no description`);
        if (info === 'contact') check(/mailto:[^"]+@/.test(html), `${path} has no mail link`);
        if (info === 'privacy') check(text.includes('newsReaderId') && text.includes('90'), `${path} does not describe what is stored`);
      });
    }
  }

  await test('information pages link to each other, loading the texts client-side', async () => {
    const { page, problems } = await open(context, '/ro/about');
    await page.locator('.info__nav').getByRole('link', { name: 'Politica de confidențialitate' }).click();
    await page.waitForURL(`${BASE_URL}/ro/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Politica de confidențialitate' }).waitFor();
    await checkAccessibility(page, '/ro/privacy');
    check(problems.length === 0, problems.join('\n'));
    await page.close();
  });

  await test('/en/newsletter renders the newsletter form', async () => {
    const { page, problems } = await open(context, '/en/newsletter');
    await page.locator('main form.newsletter-form input[type="email"]').waitFor();
    await checkAccessibility(page, '/en/newsletter');
    check(problems.length === 0, problems.join('\n'));
    await page.close();
  });

  // Search: words, highlighted, in the page's language.
  await test('/en/search?q=… finds English articles with the words marked', async () => {
    const expected = await apiGet('/search?q=marathon&lang=en&limit=10');
    check(expected.total > 0, 'the API finds no English article for "marathon"');
    const { page, problems } = await open(context, '/en/search?q=marathon');
    await page.locator('.search-result').first().waitFor();
    const marks = (await page.locator('.search-result mark').allTextContents()).map((text) => text.toLowerCase());
    check(marks.length > 0 && marks.every((text) => text === 'marathon'), `marks: ${marks.join(', ')}`);
    const links = await page.locator('.search-result__title a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    check(links.length === Math.min(10, expected.total) && links.every((href) => href.startsWith('/en/article/')), `links: ${links.join(', ')}`);
    check((await page.locator('input[type="search"]').inputValue()) === 'marathon', 'the query is not in the search box');
    await checkAccessibility(page, '/en/search?q=marathon');
    check(problems.length === 0, problems.join('\n'));
    await page.close();
  });

  await test('/ro/search matches without diacritics and marks the Romanian word', async () => {
    const { page } = await open(context, '/ro/search?q=constanta');
    await page.locator('.search-result').first().waitFor();
    const marks = await page.locator('.search-result mark').allTextContents();
    check(marks.some((text) => text === 'Constanța'), `marks: ${marks.slice(0, 5).join(', ')}`);
    const links = await page.locator('.search-result__title a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    check(links.every((href) => href.startsWith('/ro/article/')), 'a Romanian search lists other languages');
    await checkAccessibility(page, '/ro/search?q=constanta');
    await page.close();
  });

  await test('search by tag, typing a new query, and no results', async () => {
    const expected = await apiGet('/search?tag=transport&lang=en&limit=10');
    const { page } = await open(context, '/en/search?tag=transport');
    await page.getByRole('heading', { name: 'Tagged “transport”' }).waitFor();
    check((await page.locator('.search-result').count()) === Math.min(10, expected.total), 'tag results differ from the API');
    const box = page.locator('input[type="search"]');
    await box.fill('   ');
    check(await page.locator('.search-form button').isDisabled(), 'search submits an empty query');
    await box.fill('zzqqxxnotaword');
    await box.press('Enter');
    await page.waitForURL(/q=zzqqxxnotaword/);
    await page.getByText('No articles match your search.').waitFor();
    await checkAccessibility(page, '/en/search?q=zzqqxxnotaword');
    await page.close();
  });

  await test('/ro/tag/{tag} lists the articles with that tag', async () => {
    const expected = await apiGet(`/search?tag=${encodeURIComponent('Brașov')}&lang=ro&limit=10`);
    const { page, problems } = await open(context, `/ro/tag/${encodeURIComponent('Brașov')}`);
    await page.getByRole('heading', { name: 'Articole cu eticheta „Brașov”' }).waitFor();
    check((await page.locator('.search-result').count()) === Math.min(10, expected.items.length), 'tag page differs from the API');
    await checkAccessibility(page, '/ro/tag/Brașov');
    check(problems.length === 0, problems.join('\n'));
    await page.close();
  });

  await test('/en/games and /ro/games list the three games', async () => {
    for (const lang of LANGS) {
      const html = await httpGet(`/${lang}/games`, 'text/html');
      prerenderedText(html, `/${lang}/games`);
      for (const game of ['sudoku', 'tetris', 'rubik']) {
        check(html.includes(`href="/${lang}/games/${game}"`), `/${lang}/games has no link to ${game}`);
      }
    }
    const { page } = await open(context, '/en/games');
    await checkAccessibility(page, '/en/games');
    await page.close();
  });

  await test('forgot password gives a neutral answer', async () => {
    const { page } = await open(context, '/en/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.locator('main').getByLabel('Email').fill(`nobody-${Date.now()}@example.org`);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account uses this address' }).waitFor();
    await checkAccessibility(page, '/en/login (password reset asked)');
    await page.close();
  });

  // Accounts: sign up (then signed in), sign out, sign in, saved articles, sign out.
  const email = `reader-${Date.now()}@example.org`;
  const password = 'correct horse battery';
  await test('sign-up shows its toast and signs the reader in', async () => {
    const { page, problems } = await open(context, '/en/signup');
    await checkAccessibility(page, '/en/signup');
    await page.locator('main').getByLabel('Email').fill(email);
    await page.locator('main').getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    const text = await toastText(page, 'Signed up successfully');
    check(text.includes('Check your email for a confirmation link!'), `toast: ${text}`);
    await page.waitForURL(`${BASE_URL}/en`);
    const stored = await page.evaluate(() => window.localStorage.getItem('newsSession'));
    check(stored && JSON.parse(stored).user.email === email, 'no session after sign-up');
    check(problems.length === 0, problems.join('\n'));
    await page.close();
  });

  await test('sign-out shows its toast and forgets the session', async () => {
    const { page } = await open(context, '/en/login');
    await page.getByText(`You are signed in as ${email}.`).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await toastText(page, 'Signed out successfully');
    check((await page.evaluate(() => window.localStorage.getItem('newsSession'))) === null, 'the session is still stored');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.close();
  });

  await test('sign-in with a wrong password says why; the right one signs in', async () => {
    const { page } = await open(context, '/en/login');
    await page.locator('main').getByLabel('Email').fill(email);
    await page.locator('main').getByLabel('Password').fill('wrong password!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.auth-form__failure', { hasText: 'Invalid login credentials' }).waitFor();
    await checkAccessibility(page, '/en/login (wrong password)');
    await toastText(page, 'Error signing in');
    await page.locator('main').getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toastText(page, 'Signed in successfully');
    await page.waitForURL(`${BASE_URL}/en`);
    await page.close();
  });

  await test("/en/saved lists the signed-in reader's bookmarks", async () => {
    const { page } = await open(context, '/en/login');
    const stored = JSON.parse(await page.evaluate(() => window.localStorage.getItem('newsSession')));
    check(stored?.access_token, 'not signed in');
    const [article] = (await apiGet('/articles?status=published&language=en&limit=1')).items;
    const toggled = await apiPost(`/articles/${article.id}/interactions`, { type: 'bookmark' }, stored.access_token);
    check(toggled.active === true, 'the bookmark was not set');
    await page.goto(`${BASE_URL}/en/saved`, { waitUntil: 'load' });
    await page.locator('.listing__list h2', { hasText: article.title }).first().waitFor();
    await checkAccessibility(page, '/en/saved');
    await page.goto(`${BASE_URL}/en/login`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await toastText(page, 'Signed out successfully');
    await page.close();
  });

  await test('/ro/saved of a new reader shows the empty state', async () => {
    const fresh = await launchContext();
    const page = await fresh.newPage();
    await page.goto(`${BASE_URL}/ro/saved`, { waitUntil: 'load' });
    await page.getByText('Încă nu ai salvat niciun articol.').waitFor();
    await checkAccessibility(page, '/ro/saved');
    await fresh.close();
  });

  // Screenshots to look at: a listing, search and an information page, wide and narrow, both languages.
  const shots = [
    ['listing', { en: '/en/category/politics', ro: '/ro/category/politica' }],
    ['search', { en: '/en/search?q=marathon', ro: '/ro/search?q=constanta' }],
    ['info', { en: '/en/privacy', ro: '/ro/privacy' }],
  ];
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await test(`screenshots at ${width} px`, async () => {
      const shotContext = await launchContext(width, height);
      const page = await shotContext.newPage();
      for (const [name, paths] of shots) {
        for (const lang of LANGS) {
          await page.goto(`${BASE_URL}${paths[lang]}`, { waitUntil: 'load' });
          await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }).catch(() => {});
          await screenshot(page, `pages-${name}-${lang}-${width}`);
        }
      }
      await page.goto(`${BASE_URL}/en/games`, { waitUntil: 'load' });
      await screenshot(page, `pages-games-en-${width}`);
      await page.goto(`${BASE_URL}/ro/signup`, { waitUntil: 'load' });
      await screenshot(page, `pages-signup-ro-${width}`);
      await shotContext.close();
    });
  }
}
