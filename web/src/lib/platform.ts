/** What the browser is, where behaviour differs (spec: iOS error screen, service worker delay). */

interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/** iPhone, iPod and iPad, including iPads that present themselves as a Mac with a touch screen. */
export function isIOS(nav: NavigatorLike | null): boolean {
  if (!nav) return false;
  if (/iPad|iPhone|iPod/.test(nav.userAgent)) return true;
  return nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1;
}

/** Whether this browser runs on iOS (false at build time). */
export function runsOnIOS(): boolean {
  return isIOS(typeof navigator === 'undefined' ? null : navigator);
}
