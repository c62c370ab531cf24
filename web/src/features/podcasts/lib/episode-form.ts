/** The episode form's state, its checks, the body it sends, and where the server's refusals go. */
import { ApiError } from '../../../lib/api-client';
import type { PodcastAudio, PodcastEpisode, PodcastEpisodeInput, PodcastLanguage } from '../api/types';
import { parseDuration, formatDuration } from './duration';

export const TITLE_MAX = 300;

/** Where the audio comes from: a file uploaded here, or an address elsewhere. */
export type AudioSource = 'upload' | 'url';

/** Audio on this site: what an upload answered, or an episode's uploaded audio (whose size or length may be unknown). */
export interface UploadedAudio {
  audio_url: string;
  audio_type: string;
  audio_bytes: number | null;
  duration_seconds: number | null;
}

/** The form as typed: numbers stay text until they are checked. */
export interface EpisodeDraft {
  title: string;
  /** Rich text (HTML). */
  description: string;
  source: AudioSource;
  /** The uploaded audio, once there is one. */
  uploaded: UploadedAudio | null;
  /** The address elsewhere, as typed. */
  url: string;
  /** Its length as typed (`mm:ss` or `h:mm:ss`); optional. */
  duration: string;
  /**
   * What the episode said of its address elsewhere when it was opened: its type and size go back
   * unchanged while the address does (a PUT replaces every field).
   */
  external: { url: string; type: string; bytes: number | null } | null;
  imageUrl: string;
  language: PodcastLanguage;
  season: string;
  episode: string;
  explicit: boolean;
  articleId: string;
  linkedEpisodeId: string;
}

/** The fields a message can stand beside; `form` is for what belongs to none. */
export type DraftField = 'title' | 'description' | 'audio' | 'url' | 'duration' | 'image' | 'language' | 'season' | 'episode' | 'article' | 'linked' | 'form';

export type DraftErrors = Partial<Record<DraftField, string>>;

/** The order the fields come in the form: the first one with a message takes the focus. */
export const FIELD_ORDER: readonly DraftField[] = ['title', 'description', 'audio', 'url', 'duration', 'image', 'language', 'season', 'episode', 'article', 'linked', 'form'];

/** Each field's control, for its label, its message and the focus. */
export const FIELD_ID: Record<Exclude<DraftField, 'form'>, string> = {
  title: 'episode-title',
  description: 'episode-description',
  audio: 'episode-audio-file',
  url: 'episode-audio-url',
  duration: 'episode-duration',
  image: 'episode-image',
  language: 'episode-language',
  season: 'episode-season',
  episode: 'episode-number',
  article: 'episode-article',
  linked: 'episode-linked',
};

/** An upload of this site's, which the server stores under /media/audio/. */
export function isUploadedAudio(url: string): boolean {
  return url.startsWith('/media/audio/');
}

export function newDraft(language: PodcastLanguage = 'en'): EpisodeDraft {
  return {
    title: '',
    description: '',
    source: 'upload',
    uploaded: null,
    url: '',
    duration: '',
    external: null,
    imageUrl: '',
    language,
    season: '',
    episode: '',
    explicit: false,
    articleId: '',
    linkedEpisodeId: '',
  };
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** An episode in the form, to be edited. */
export function draftFromEpisode(episode: PodcastEpisode): EpisodeDraft {
  const uploaded = isUploadedAudio(episode.audio_url);
  return {
    title: episode.title,
    description: episode.description,
    source: uploaded ? 'upload' : 'url',
    uploaded: uploaded
      ? { audio_url: episode.audio_url, audio_type: episode.audio_type, audio_bytes: episode.audio_bytes ?? null, duration_seconds: episode.duration_seconds ?? null }
      : null,
    url: uploaded ? '' : episode.audio_url,
    duration: uploaded || episode.duration_seconds == null ? '' : formatDuration(episode.duration_seconds),
    external: uploaded ? null : { url: episode.audio_url, type: episode.audio_type, bytes: episode.audio_bytes ?? null },
    imageUrl: episode.image_url ?? '',
    language: episode.language,
    season: text(episode.season),
    episode: text(episode.episode),
    explicit: episode.explicit,
    articleId: text(episode.article_id),
    linkedEpisodeId: text(episode.linked_episode_id),
  };
}

/** What an upload answered, as the draft keeps it. */
export function withUpload(draft: EpisodeDraft, audio: PodcastAudio): EpisodeDraft {
  return { ...draft, source: 'upload', uploaded: { ...audio } };
}

/** A whole number typed in a field: null when empty, NaN when it is not one. */
function wholeNumber(typed: string): number | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function isWebAddress(typed: string): boolean {
  try {
    const url = new URL(typed.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A cover is a file of this site (`/media/…`) or a web address, as the server takes it. */
function isImageAddress(typed: string): boolean {
  const trimmed = typed.trim();
  return (trimmed.startsWith('/') && !trimmed.startsWith('//')) || isWebAddress(trimmed);
}

/**
 * The type of audio at an address elsewhere, from its file name: `audio/mp4` for .m4a, .m4b and
 * .mp4, `audio/mpeg` for .mp3; null for another (the server takes it for MP3).
 */
export function audioTypeOf(address: string): string | null {
  let path = address.trim();
  try {
    path = new URL(path).pathname;
  } catch {
    // Not an address yet: its text is looked at.
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (extension === 'm4a' || extension === 'm4b' || extension === 'mp4') return 'audio/mp4';
  if (extension === 'mp3') return 'audio/mpeg';
  return null;
}

/** TipTap's empty document (`<p></p>`) and the like: no words, no image. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim() === '';
}

/** What is wrong with the draft before it is sent (the server checks again). */
export function checkDraft(draft: EpisodeDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (title === '') errors.title = 'Give the episode a title.';
  else if (title.length > TITLE_MAX) errors.title = `Keep the title to ${String(TITLE_MAX)} characters.`;
  if (draft.source === 'upload') {
    if (!draft.uploaded) errors.audio = 'Upload the episode’s audio, or give its address elsewhere.';
  } else {
    if (!isWebAddress(draft.url)) errors.url = 'Give the audio’s full address, starting with https:// or http://.';
    if (draft.duration.trim() !== '' && parseDuration(draft.duration) === null) errors.duration = 'Write the length as mm:ss or h:mm:ss, e.g. 42:05 or 1:02:03.';
  }
  if (draft.imageUrl.trim() !== '' && !isImageAddress(draft.imageUrl)) errors.image = 'Give the cover’s full address (https://…) or a file of this site (/media/…).';
  const season = wholeNumber(draft.season);
  if (season !== null && !(season >= 1)) errors.season = 'The season is a whole number from 1.';
  const episode = wholeNumber(draft.episode);
  if (episode !== null && !(episode >= 1)) errors.episode = 'The episode number is a whole number from 1.';
  const article = wholeNumber(draft.articleId);
  if (article !== null && !(article >= 1)) errors.article = 'An article’s ID is a whole number, e.g. 42.';
  const linked = wholeNumber(draft.linkedEpisodeId);
  if (linked !== null && !(linked >= 1)) errors.linked = 'An episode’s ID is a whole number, e.g. 7.';
  return errors;
}

/** The audio fields of the body: the upload's as the server answered them, or the address's. */
function audioInput(draft: EpisodeDraft): Pick<PodcastEpisodeInput, 'audio_url' | 'audio_type' | 'audio_bytes' | 'duration_seconds'> {
  if (draft.source === 'upload' && draft.uploaded) {
    const { audio_url, audio_type, audio_bytes, duration_seconds } = draft.uploaded;
    return { audio_url, audio_type, audio_bytes, duration_seconds };
  }
  const url = draft.url.trim();
  const kept = draft.external?.url === url ? draft.external : null;
  return {
    audio_url: url,
    audio_type: audioTypeOf(url) ?? kept?.type ?? null,
    audio_bytes: kept?.bytes ?? null,
    duration_seconds: draft.duration.trim() === '' ? null : parseDuration(draft.duration),
  };
}

/** The body of the create or the update: a checked draft, its text trimmed, every field given. */
export function episodeInput(draft: EpisodeDraft): PodcastEpisodeInput {
  const number = (typed: string) => {
    const value = wholeNumber(typed);
    return value === null || Number.isNaN(value) ? null : value;
  };
  return {
    title: draft.title.trim(),
    description: isBlankHtml(draft.description) ? '' : draft.description,
    ...audioInput(draft),
    image_url: draft.imageUrl.trim() || null,
    language: draft.language,
    season: number(draft.season),
    episode: number(draft.episode),
    explicit: draft.explicit,
    article_id: number(draft.articleId),
    linked_episode_id: number(draft.linkedEpisodeId),
  };
}

/** The server's field names as the form's; the audio's go to the control in use. */
function fieldOf(name: string, source: AudioSource): DraftField | null {
  switch (name) {
    case 'title':
    case 'description':
    case 'language':
    case 'season':
    case 'episode':
      return name;
    case 'audio_url':
    case 'audio_type':
      return source === 'upload' ? 'audio' : 'url';
    case 'audio_bytes':
    case 'file':
      return 'audio';
    case 'duration_seconds':
      return source === 'upload' ? 'audio' : 'duration';
    case 'image_url':
      return 'image';
    case 'article_id':
      return 'article';
    case 'linked_episode_id':
      return 'linked';
    default:
      return null;
  }
}

/** A message of the server's as a sentence: capital first, a stop at the end. */
export function sentence(message: string): string {
  const trimmed = message.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * A message of the server's (`audio_url: the audio must be an upload or an http(s) address`)
 * split into the form's field and its text as a sentence; the field is null when it names none.
 */
export function splitFieldMessage(message: string, source: AudioSource): { field: DraftField | null; text: string } {
  const match = /^([a-z_]+): (.+)$/s.exec(message);
  const field = match?.[1] === undefined ? null : fieldOf(match[1], source);
  if (!match?.[2] || field === null) return { field: null, text: sentence(message) };
  return { field, text: sentence(match[2]) };
}

/** Where the server's refusal belongs in the form, or null for an error that is no refusal (the network, a 5xx). */
export function refusedFields(error: unknown, source: AudioSource): DraftErrors | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const { field, text } = splitFieldMessage(error.message, source);
  return { [field ?? 'form']: text };
}
