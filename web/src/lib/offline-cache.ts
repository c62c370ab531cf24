/** Asks the service worker (public/sw.js) to keep pages and API answers for offline reading. */

export function keepForOffline(urls: readonly string[]): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: 'cache-urls', urls: [...urls] });
  });
}

/** An article's page and its API answer, e.g. when the reader saves it. */
export function keepArticleForOffline(articleId: number, pagePath: string): void {
  keepForOffline([pagePath, `/api/v1/articles/${String(articleId)}`]);
}
