/** Ad refreshing (spec §9): every 30 s, at most 10 times per slot. */

export const AD_REFRESH_INTERVAL_MS = 30_000;
export const AD_MAX_REFRESHES = 10;
/** Slots start loading 200 px before they scroll into view. */
export const AD_LAZY_MARGIN = '200px';

/** Calls `refresh(n)` for n = 1…max, one interval apart; returns a stop function. */
export function startAdRefresh(
  refresh: (count: number) => void,
  intervalMs = AD_REFRESH_INTERVAL_MS,
  maxRefreshes = AD_MAX_REFRESHES,
): () => void {
  let count = 0;
  const timer = setInterval(() => {
    count += 1;
    refresh(count);
    if (count >= maxRefreshes) clearInterval(timer);
  }, intervalMs);
  return () => {
    clearInterval(timer);
  };
}

let scriptLoad: Promise<void> | undefined;

/** Loads the ad network's script once per page; the promise rejects if it fails. */
export function loadAdScript(url: string): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      resolve();
    };
    script.onerror = () => {
      reject(new Error(`The ad script ${url} failed to load`));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/** Tests load the script again. */
export function forgetAdScript(): void {
  scriptLoad = undefined;
}
