/** Facts about the publication that pages state (contact addresses). */

/**
 * The address of `newsroom@` on a host: the public site's host when VITE_SITE_URL is set,
 * else `localhost` (a development build).
 */
export function defaultContactEmail(siteUrl: string | undefined): string {
  let host = 'localhost';
  try {
    if (siteUrl) host = new URL(siteUrl).hostname.replace(/^www\./, '') || host;
  } catch {
    // Not a URL: keep the default.
  }
  return `newsroom@${host}`;
}

/** Where readers write: VITE_CONTACT_EMAIL, else newsroom@ the site's host. */
const configured = import.meta.env.VITE_CONTACT_EMAIL?.trim();
export const CONTACT_EMAIL: string =
  configured !== undefined && configured !== '' ? configured : defaultContactEmail(import.meta.env.VITE_SITE_URL);
