// The site chrome in a real browser: desktop menus and dropdowns by keyboard, the smart navbar's
// scroll states, header search, the mobile panel, the newsletter form, the cookie banner and
// its persistence, ads by consent, scroll-to-top, and an article read offline through the
// service worker. Screenshots of the home page at 1280 and 390 px in both languages.
// Functions passed to page.evaluate() run in the browser:
/* global window, document */
import {
  BASE_URL,
  STEP_TIMEOUT_MS,
  apiGet,
  articleUrl,
  check,
  checkAccessibility,
  screenshot,
  test,
  watchHydration,
} from '../harness.mjs';

const CONSENTED = () => {
  localStorage.setItem('cookieConsentGiven', 'minimal');
};

async function open(context, path, { consented = true } = {}) {
  const page = await context.newPage();
  if (consented) await page.addInitScript(CONSENTED);
  const problems = watchHydration(page);
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }).catch(() => {});
  return { page, problems };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function run({ context, launchContext }) {
  await test('desktop: 8 category menus; the Politics dropdown opens with Enter, Tab enters it, Escape closes it', async () => {
    const { page, problems } = await open(context, '/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const links = nav.locator('.category-menu__link');
    check((await links.count()) === 8, `the navbar has ${await links.count()} category links, not 8`);
    const toggle = page.getByRole('button', { name: 'Show Politics subcategories' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    check((await toggle.getAttribute('aria-expanded')) === 'true', 'Enter did not open the Politics dropdown');
    const sub = page.locator('#submenu-politics a');
    check((await sub.count()) === 3, 'the Politics dropdown does not have local, national and international');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    check(focused === '/en/category/politics/local', `Tab from the toggle focused ${focused}`);
    await page.keyboard.press('Escape');
    check((await toggle.getAttribute('aria-expanded')) === 'false', 'Escape did not close the dropdown');
    check(await toggle.evaluate((element) => element === document.activeElement), 'focus did not return to the toggle');
    await toggle.click();
    // The dropdown fades in: on a busy machine it is not yet visible the moment the click returns.
    const opened = await sub.first().waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false);
    check(opened, 'a click did not open the dropdown');
    await page.mouse.click(640, 600);
    check((await toggle.getAttribute('aria-expanded')) === 'false', 'a click outside did not close the dropdown');
    // Hover opens; leaving closes after the 150 ms delay.
    await page.getByRole('link', { name: 'Sports', exact: true }).first().hover();
    const sports = page.getByRole('button', { name: 'Show Sports subcategories' });
    check((await sports.getAttribute('aria-expanded')) === 'true', 'hovering Sports did not open its dropdown');
    await page.mouse.move(640, 700);
    check((await sports.getAttribute('aria-expanded')) === 'true', 'the dropdown closed without the 150 ms delay');
    await sleep(400);
    check((await sports.getAttribute('aria-expanded')) === 'false', 'the dropdown did not close after leaving it');
    check(problems.length === 0, problems.join(' | '));
    await page.close();
  });

  await test('desktop: the navbar goes compact, peek and back to full with the scroll; the hover zone reveals it', async () => {
    const { page } = await open(context, '/en');
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
    });
    // Keep the pointer away from the hover zone at the top.
    await page.mouse.move(640, 600);
    const mode = () => page.locator('.site-header').getAttribute('data-mode');
    check((await mode()) === 'full', 'the navbar is not full at the top');
    const scrollTo = async (y) => {
      await page.evaluate((top) => {
        window.scrollTo(0, top);
      }, y);
      await sleep(120);
    };
    await scrollTo(100);
    check((await mode()) === 'compact', `at 100 px going down the navbar is ${await mode()}`);
    await scrollTo(400);
    check((await mode()) === 'minimal', `at 400 px going down the navbar is ${await mode()}`);
    await scrollTo(900);
    check((await mode()) === 'peek', `at 900 px going down the navbar is ${await mode()}`);
    await page.mouse.move(640, 3);
    await sleep(100);
    check((await mode()) === 'full', 'the hover zone did not reveal the navbar');
    await page.mouse.move(640, 600);
    await sleep(100);
    check((await mode()) === 'peek', 'leaving the navbar did not hide it again');
    await scrollTo(850);
    check((await mode()) === 'full', 'scrolling up did not bring the full navbar back');
    await page.close();
  });

  await test('search: submit disabled while the query is blank, then it navigates to /en/search?q=…', async () => {
    const { page } = await open(context, '/en');
    await page.locator('.navbar').getByRole('button', { name: 'Open search' }).click();
    const submit = page.locator('#header-search').getByRole('button', { name: 'Search' });
    const input = page.getByRole('searchbox', { name: 'Search articles' });
    check(await submit.isDisabled(), 'the submit button is enabled with an empty query');
    await input.fill('   ');
    check(await submit.isDisabled(), 'the submit button is enabled with a blank query');
    await input.fill('  budget vote ');
    check(await submit.isEnabled(), 'the submit button stays disabled with a query');
    await input.press('Enter');
    await page.waitForURL(/\/en\/search\?q=budget\+vote$/);
    await page.getByRole('button', { name: 'Open search' }).first().click();
    await page.keyboard.press('Escape');
    check((await page.locator('#header-search').count()) === 0, 'Escape did not close the search');
    await page.close();
  });

  await test('language switcher: its menu links to the other language', async () => {
    const { page } = await open(context, '/en');
    await page.locator('.navbar').getByRole('button', { name: /Change language/ }).click();
    const ro = page.locator('.navbar').getByRole('link', { name: /Română/ });
    check((await ro.getAttribute('href')) === '/ro', `the switcher links to ${await ro.getAttribute('href')}`);
    await ro.click();
    await page.waitForURL(/\/ro$/);
    await page.locator('.navbar').getByRole('link', { name: 'Politică', exact: true }).waitFor();
    await page.close();
  });

  const mobile = await launchContext(390, 844);
  await test('mobile: the Navigation panel opens, expands a subcategory, locks scrolling, traps focus and closes with Escape', async () => {
    const { page, problems } = await open(mobile, '/en');
    check(!(await page.locator('.navbar').isVisible()), 'the desktop navbar shows at 390 px');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await page.getByRole('button', { name: 'Open search' }).click();
    await hamburger.click();
    const panel = page.getByRole('dialog', { name: 'Navigation' });
    await panel.waitFor();
    check((await page.locator('#header-search').count()) === 0, 'the search stayed open with the menu');
    check((await page.evaluate(() => document.body.style.overflow)) === 'hidden', 'the body still scrolls');
    const expand = panel.getByRole('button', { name: 'Show Politics subcategories' });
    await expand.click();
    check(await panel.getByRole('link', { name: 'National' }).first().isVisible(), 'the Politics subcategories did not expand');
    for (const href of ['/saved', '/login', '/admin', '/about', '/careers', '/contact']) {
      check((await panel.locator(`a[href="${href}"]`).count()) === 1, `the quick actions lack ${href}`);
    }
    check(await panel.getByRole('link', { name: 'Advertise' }).isVisible(), 'the panel has no Advertise button');
    check(await panel.getByLabel('Email address').isVisible(), 'the panel has no newsletter form');
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    check(await panel.evaluate((element) => element.contains(document.activeElement)), 'Tab left the open panel');
    await screenshot(page, 'chrome-mobile-panel-en');
    await page.keyboard.press('Escape');
    check((await panel.count()) === 0, 'Escape did not close the panel');
    check(await hamburger.evaluate((element) => element === document.activeElement), 'focus did not return to the hamburger');
    check((await page.evaluate(() => document.body.style.overflow)) === '', 'the body stayed locked');
    check(problems.length === 0, problems.join(' | '));
    await page.close();
  });

  await test('newsletter: validation messages, then success with a Success! toast', async () => {
    const { page } = await open(context, '/en');
    await page.mouse.move(640, 600);
    const form = page.locator('.site-footer .newsletter-form');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Please enter your email address').waitFor();
    await form.getByLabel('Email address').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByLabel('Email address').fill(`e2e-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Thank you for subscribing to our newsletter!').waitFor();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Success!').waitFor();
    await page.close();
  });

  await test('cookie banner: appears after 1.5 s; Accept all and Essential only persist across a reload', async () => {
    for (const [button, flag] of [
      ['Accept all', 'true'],
      ['Essential only', 'minimal'],
    ]) {
      const fresh = await launchContext();
      const { page } = await open(fresh, '/en', { consented: false });
      const banner = page.getByTestId('cookie-banner');
      await banner.waitFor({ timeout: STEP_TIMEOUT_MS });
      const shownAfter = await page.evaluate(() => performance.now());
      check(shownAfter >= 1500, `the banner appeared ${Math.round(shownAfter)} ms after navigation start`);
      if (flag === 'true') await screenshot(page, 'chrome-cookie-banner-en');
      await banner.getByRole('button', { name: button }).click();
      check((await banner.count()) === 0, `${button} did not close the banner`);
      await page.reload({ waitUntil: 'load' });
      await sleep(2500);
      check((await page.getByTestId('cookie-banner').count()) === 0, `after ${button} the banner came back on reload`);
      const stored = await page.evaluate(() => [localStorage.getItem('cookieConsentGiven'), localStorage.getItem('cookieConsent')]);
      check(stored[0] === flag, `${button} stored cookieConsentGiven=${stored[0]}`);
      check(JSON.parse(stored[1] ?? '{}').version === '1.0', 'the consent record lacks version 1.0');
      await page.locator('.site-footer').getByRole('button', { name: 'Cookie settings' }).click();
      await page.getByRole('checkbox', { name: /Essential/ }).waitFor();
      check(await page.getByRole('checkbox', { name: /Essential/ }).isDisabled(), 'essential can be switched off');
      await fresh.close();
    }
  });

  await test('ads: the footer slot loads near the viewport; marketing consent decides house or network ads', async () => {
    const fresh = await launchContext();
    const { page } = await open(fresh, '/en', { consented: false });
    const slot = page.locator('.ad-slot--footer');
    await slot.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('.ad-slot--footer')?.getAttribute('data-ad-kind') !== 'pending');
    check((await slot.getAttribute('data-ad-kind')) === 'house', 'without consent the slot is not a house ad');
    check((await slot.getByText('Ad', { exact: true }).count()) === 1, 'the ad has no Ad label');
    const network = (await slot.getAttribute('data-ad-network')) === 'configured';
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
    const kind = await slot.getAttribute('data-ad-kind');
    if (network) check(kind === 'network' || kind === 'fallback', `with marketing consent the slot is ${kind}`);
    else check(kind === 'house', `with no ad network configured the slot is ${kind}`);
    await page.locator('.site-footer').getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('checkbox', { name: /Marketing/ }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    check((await slot.getAttribute('data-ad-kind')) === 'house', 'without marketing consent the slot is not a house ad');
    await fresh.close();
  });

  await test('scroll-to-top appears past 300 px and scrolls back up', async () => {
    const { page } = await open(context, '/en');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => {
      window.scrollTo(0, 250);
    });
    await sleep(150);
    check((await button.count()) === 0, 'the button shows at 250 px');
    await page.evaluate(() => {
      window.scrollTo(0, 1200);
    });
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });

  await test('offline: the service worker registers and a visited article opens without a network', async () => {
    const list = await apiGet('/articles?language=en&status=published&limit=1&offset=0');
    const item = list.items[0];
    check(item, 'no published article');
    const offline = await launchContext();
    const { page } = await open(offline, articleUrl(item));
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    check(scope === `${BASE_URL}/`, `the service worker scope is ${scope}`);
    const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? (navigator.serviceWorker.ready.then((r) => r.active?.scriptURL)));
    check(/\/sw\.js\?v=/.test(String(script)), `the worker is ${script}`);
    await sleep(1500);
    await offline.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    const other = await offline.newPage();
    await other.goto(`${BASE_URL}${articleUrl(item)}`, { waitUntil: 'load' });
    await other.getByRole('heading', { level: 1, name: item.title }).waitFor();
    await offline.setOffline(false);
    await offline.close();
  });

  for (const lang of ['en', 'ro']) {
    await test(`screenshots of /${lang} at 1280 and 390 px`, async () => {
      const { page } = await open(context, `/${lang}`);
      await screenshot(page, `chrome-home-${lang}-1280`);
      await checkAccessibility(page, `/${lang}`);
      await page.close();
      const small = await open(mobile, `/${lang}`);
      await screenshot(small.page, `chrome-home-${lang}-390`);
      await small.page.close();
    });
  }
  await mobile.close();
}
