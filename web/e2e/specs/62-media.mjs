// The media library in the browser, against the real server: an admin uploads a PNG made here
// (1200 × 800, so the server writes its 480 and 960 px variants besides the 1200 px one), finds it
// in the grid as unused, its thumbnail is served as WebP, a file that is not an image is refused
// with the server's reason, the URL is copied, and the image is deleted after asking; axe and
// screenshots at both widths.
import { deflateSync } from 'node:zlib';
import {
  ADMIN,
  BASE_URL,
  adminPageChecks,
  accessToken,
  check,
  confirmWith,
  signInThroughGuard,
  test,
  toastText,
} from '../harness.mjs';

/** The server decodes and resizes the image before it answers: longer than one step on a busy machine. */
const PROCESSING_MS = 60_000;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type, data) {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGB PNG of `width` × `height` whose pixels `pixel(x, y)` colours. */
function encodePng(width, height, pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter and interlace methods: 0
  const rowBytes = width * 3 + 1;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const at = y * rowBytes + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Chooses `files` with the Upload images button, as a person would. */
async function upload(page, ...files) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload images' }).click()]);
  check(chooser.isMultiple(), 'several images can be chosen at once');
  await chooser.setFiles(files);
}

export async function run({ launchContext }) {
  check(ADMIN.email, 'E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD are not set (ops/test.sh sets them)');
  const stamp = Date.now();
  const name = `e2e-gradient-${stamp}.png`;
  // A gradient with this run's colour in it: a new image each run (the library keeps one copy of each).
  const png = encodePng(1200, 800, (x, y) => [Math.floor((x * 255) / 1199), Math.floor((y * 255) / 799), stamp % 256]);
  const context = await launchContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  let page;
  let problems = [];
  let thumbnail;

  await test('the media library opens from the admin navigation', async () => {
    ({ page, problems } = await signInThroughGuard(context, '/admin/media', ADMIN));
    await page.getByRole('heading', { name: 'Media', level: 1 }).waitFor();
    const link = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media' });
    check((await link.getAttribute('aria-current')) === 'page', 'Media is highlighted');
    await page.getByRole('button', { name: 'Upload images' }).waitFor();
    await page.locator('.media-grid, .admin-empty').first().waitFor();
  });

  await test('an uploaded PNG shows in the grid as unused, with WebP variants', async () => {
    await page.getByLabel('Alt text for the next upload (optional)').fill('A gradient from black to yellow');
    await upload(page, { name, mimeType: 'image/png', buffer: png });
    const row = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: name });
    await row.getByText('Uploaded', { exact: true }).waitFor({ timeout: PROCESSING_MS });
    const card = page.locator('.media-card', { hasText: name });
    await card.waitFor();
    check((await card.innerText()).includes('1200 × 800'), `the card's dimensions: ${await card.innerText()}`);
    await card.getByText('Unused', { exact: true }).waitFor();
    check(await card.getByRole('button', { name: 'Delete' }).isEnabled(), 'an unused image can be deleted');
    const image = card.getByRole('img', { name: 'A gradient from black to yellow' });
    thumbnail = await image.getAttribute('src');
    check(/^\/media\/uploads\/[0-9a-f]+\/480\.webp$/.test(thumbnail ?? ''), `the thumbnail is the 480 px variant: ${thumbnail}`);
    check((await image.getAttribute('loading')) === 'lazy', 'thumbnails load lazily');
    for (const width of [480, 960, 1200]) {
      const response = await fetch(`${BASE_URL}${thumbnail.replace('/480.webp', `/${width}.webp`)}`);
      check(response.status === 200, `the ${width} px variant answered ${response.status}`);
      check(response.headers.get('content-type') === 'image/webp', `the ${width} px variant is ${response.headers.get('content-type')}`);
      await response.arrayBuffer();
    }
    const listed = await fetch(`${BASE_URL}/api/v1/admin/media?q=${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
    const { items } = await listed.json();
    check(items.length === 1 && items[0].used_by === 0 && items[0].format === 'png', `the API lists it: ${JSON.stringify(items)}`);
    check(JSON.stringify(items[0].widths) === '[480,960,1200]' && items[0].url.endsWith('/1200.webp'), `its variants: ${items[0].widths} ${items[0].url}`);
    await adminPageChecks(page, 'media');
  });

  await test('a file that is not an image is refused with the server’s reason', async () => {
    const fake = `e2e-not-an-image-${stamp}.png`;
    await upload(page, { name: fake, mimeType: 'image/png', buffer: Buffer.from('This is text, not a PNG.') });
    const row = page.locator('.media-upload--failed', { hasText: fake });
    await row.waitFor({ timeout: PROCESSING_MS });
    const reason = (await row.locator('.media-upload__error').innerText()).trim();
    check(reason !== '' && !reason.startsWith('file:') && !/try again/i.test(reason), `the server's reason, without its field: ${reason}`);
    await page.getByRole('button', { name: 'Clear finished' }).click();
    await page.getByRole('list', { name: 'Uploads' }).waitFor({ state: 'detached' });
  });

  await test('the search finds the image by its alt text and keeps the query in the address', async () => {
    await page.getByLabel('File name or alt text').fill('gradient from black');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/admin\/media\?q=gradient/);
    await page.locator('.media-card', { hasText: name }).waitFor();
  });

  await test('Copy URL puts the image’s full address on the clipboard', async () => {
    const card = page.locator('.media-card', { hasText: name });
    await card.getByRole('button', { name: 'Copy URL' }).click();
    await toastText(page, 'URL copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    check(copied.startsWith(`${BASE_URL}/media/uploads/`) && copied.endsWith('/1200.webp'), `copied ${copied}`);
  });

  await test('an unused image is deleted after asking, with its files', async () => {
    const card = page.locator('.media-card', { hasText: name });
    await card.getByRole('button', { name: 'Delete' }).click();
    await confirmWith(page, 'Cancel');
    await card.waitFor();
    await card.getByRole('button', { name: 'Delete' }).click();
    await confirmWith(page, 'Delete');
    check((await toastText(page, 'Image deleted')).includes(name), 'the toast names the image');
    await card.waitFor({ state: 'detached' });
    const gone = await fetch(`${BASE_URL}${thumbnail}`);
    check(gone.status === 404, `a deleted image's variants are gone (${gone.status})`);
    await adminPageChecks(page, 'media-searched');
    check(problems.length === 0, problems.join('\n'));
  });

  await context.close();
}
