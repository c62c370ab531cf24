/* The site's service worker (spec §7: registered 2 s after load, 5 s on iOS). Plain JS, no build step.
 *
 * - Hashed assets (/assets/*) are cache-first: their names change with their content.
 * - Pages are network-first; offline, the cached copy of the page is used, else the app shell.
 * - Article API answers (/api/v1/articles/{id}) and the category menu are network-first with the
 *   cached answer offline, so articles the reader opened or saved can be read without a network.
 * - Podcast audio (/media/audio/*) and any request for a byte range go to the network untouched:
 *   players fetch audio in ranges (206, which a cache cannot keep) to seek, and an episode is too
 *   large to keep.
 * - The cache is named after the build (`/sw.js?v=<build id>`); activating a new build deletes
 *   the caches of older ones.
 */
/* global self, caches */
'use strict';

const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const PREFIX = 'news-';
const CACHE = `${PREFIX}${VERSION}`;
const SHELL = '/index.html';

/** Pages and API answers worth keeping for offline reading. */
const ARTICLE_API = /^\/api\/v1\/articles\/\d+$/;
const CACHED_API = /^\/api\/v1\/(articles\/\d+|categories)$/;
const PUBLIC_PAGE = /^\/(en|ro)(\/|$)/;
const PRIVATE_PAGE = /^\/(en|ro)\/(login|signup|reset-password|account)(\/|$)/;

function isCacheable(url) {
  if (url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/media/')) return true;
  if (CACHED_API.test(url.pathname)) return true;
  return PUBLIC_PAGE.test(url.pathname) && !PRIVATE_PAGE.test(url.pathname);
}

async function precacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!response.ok) return;
  await cache.put(SHELL, response.clone());
  const html = await response.text();
  const assets = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assets.add(match[1]);
  await cache.addAll([...assets]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    precacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function put(request, response) {
  if (!response || !response.ok || response.type === 'opaque') return;
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  await put(request, response.clone());
  return response;
}

async function networkFirst(request, fallback) {
  try {
    const response = await fetch(request);
    if (isCacheable(new URL(request.url))) await put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    if (fallback) {
      const shell = await caches.match(fallback);
      if (shell) return shell;
    }
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/sw.js') return;
  if (url.pathname.startsWith('/admin') || url.pathname.startsWith('/api/v1/admin') || url.pathname.startsWith('/api/v1/auth')) return;
  if (request.headers.has('range') || url.pathname.startsWith('/media/audio/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (CACHED_API.test(url.pathname) || url.pathname.startsWith('/media/')) {
    event.respondWith(networkFirst(request));
  }
});

/**
 * The page asks to keep URLs: what it loaded before this worker controlled it, or an article
 * the reader saved ({ type: 'cache-urls', urls: [...] }).
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .map((value) => {
      try {
        return new URL(value, self.location.origin);
      } catch {
        return null;
      }
    })
    .filter((url) => url && isCacheable(url));
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map(async (url) => {
          const key = url.pathname + url.search;
          if (!ARTICLE_API.test(url.pathname) && !PUBLIC_PAGE.test(url.pathname) && (await cache.match(key))) return;
          try {
            const response = await fetch(key, { credentials: 'same-origin' });
            if (response.ok) await cache.put(key, response);
          } catch {
            // Offline or refused: nothing to keep.
          }
        }),
      ),
    ),
  );
});
