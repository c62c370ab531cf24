/**
 * Embeds an editor may place in an article: a YouTube video or a post on X, by its address. The
 * server keeps exactly these frame sources (and only src, title and allowfullscreen), so the
 * frame is styled by element selectors, never by class.
 */

type EmbedProvider = 'youtube' | 'x';

export interface Embed {
  provider: EmbedProvider;
  /** The video's or the post's id. */
  id: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const X_HOSTS = new Set(['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'mobile.x.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const POST_ID = /^\d{1,25}$/;

const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/';
const X_EMBED = 'https://platform.twitter.com/embed/Tweet.html?id=';

export const EMBED_TITLES: Record<EmbedProvider, string> = { youtube: 'YouTube video', x: 'Post on X' };

export const EMBED_REFUSED =
  'Only YouTube videos and posts on X can be embedded: paste a link like youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/… or x.com/…/status/….';

function parseUrl(text: string): URL | null {
  const trimmed = text.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'shorts' || kind === 'embed' || kind === 'live' ? (id ?? null) : null;
}

function postId(url: URL): string | null {
  if (!X_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split('/');
  const status = parts.indexOf('status');
  return status >= 2 ? (parts[status + 1] ?? null) : null;
}

/**
 * The embed a pasted address names: youtube.com/watch?v=ID, youtu.be/ID, youtube.com/shorts/ID,
 * x.com/NAME/status/ID or twitter.com/NAME/status/ID (with or without https://). Null for any
 * other address.
 */
export function parseEmbedUrl(text: string): Embed | null {
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const video = youtubeId(url);
  if (video !== null && VIDEO_ID.test(video)) return { provider: 'youtube', id: video };
  const post = postId(url);
  if (post !== null && POST_ID.test(post)) return { provider: 'x', id: post };
  return null;
}

/** The frame's address, one of the two the server keeps. */
export function embedSrc({ provider, id }: Embed): string {
  return provider === 'youtube' ? `${YOUTUBE_EMBED}${id}` : `${X_EMBED}${id}`;
}

/** The embed a stored frame address is, or null for a frame the server would not keep. */
export function embedOfSrc(src: string): Embed | null {
  if (src.startsWith(YOUTUBE_EMBED)) {
    const id = src.slice(YOUTUBE_EMBED.length);
    return VIDEO_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (src.startsWith(X_EMBED)) {
    const id = src.slice(X_EMBED.length);
    return POST_ID.test(id) ? { provider: 'x', id } : null;
  }
  return null;
}
