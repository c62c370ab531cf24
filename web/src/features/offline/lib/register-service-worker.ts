/** Registers public/sw.js (spec §7): 2 s after load, 5 s on iOS; its cache is named after the build. */
import { keepForOffline } from '../../../lib/offline-cache';

export const REGISTER_DELAY_MS = 2000;
export const REGISTER_DELAY_IOS_MS = 5000;

export function registrationDelay(ios: boolean): number {
  return ios ? REGISTER_DELAY_IOS_MS : REGISTER_DELAY_MS;
}

/**
 * The build's id: VITE_BUILD_ID when set, else the hashed name of the entry script
 * (`/assets/main-AbC123.js` changes with every build that changes the code).
 */
export function buildId(explicit: string | undefined, entryScriptSrc: string | null | undefined): string {
  if (explicit?.trim()) return explicit.trim();
  const name = entryScriptSrc ? /\/assets\/([^/?#]+)\.js/.exec(entryScriptSrc)?.[1] : undefined;
  return name ?? 'dev';
}

export function serviceWorkerUrl(id: string): string {
  return `/sw.js?v=${encodeURIComponent(id)}`;
}

/** Same-origin resources this page loaded before the worker could see them. */
function loadedUrls(): string[] {
  const urls = [location.pathname + location.search];
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, location.href);
    if (url.origin === location.origin && /^\/(assets|media|api\/v1\/(articles\/\d+$|categories))/.test(url.pathname)) {
      urls.push(url.pathname + url.search);
    }
  }
  return urls;
}

/** Schedules the registration; returns a cancel function (for the effect that calls it). */
export function scheduleServiceWorker(ios: boolean): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return () => undefined;
  const timer = setTimeout(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
    navigator.serviceWorker
      .register(serviceWorkerUrl(buildId(import.meta.env.VITE_BUILD_ID, entry?.getAttribute('src'))))
      .then(() => {
        keepForOffline(loadedUrls());
      })
      .catch((error: unknown) => {
        console.error('[news] service worker registration failed:', error);
      });
  }, registrationDelay(ios));
  return () => {
    clearTimeout(timer);
  };
}
