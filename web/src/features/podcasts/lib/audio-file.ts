/** Audio files before and after they are uploaded: what may be sent, and how it went, in words. */
import { ApiError, serverMessage } from '../../../lib/api-client';
import { MAX_AUDIO_BYTES } from '../api/upload-audio';
import { sentence } from './episode-form';

/** The types browsers give MP3 and M4A files (Chrome and Safari say audio/x-m4a for some). */
const AUDIO_TYPES: readonly string[] = ['audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/x-m4a', 'audio/m4a'];

const TOO_LARGE = 'An episode’s audio may be at most 300 MB.';

/**
 * Why the server would refuse `file`, said before it is sent; null when it may be uploaded (the
 * server reads the file itself, and refuses what is not MP3 or M4A whatever its name).
 */
export function audioFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (file.size > MAX_AUDIO_BYTES) return TOO_LARGE;
  if (file.size === 0) return 'That file is empty.';
  const named = /\.(mp3|m4a)$/i.test(file.name);
  if (!named && !AUDIO_TYPES.includes(file.type)) return 'Choose an MP3 or M4A file.';
  return null;
}

/** What to say when an upload failed: the server's reason when it gave one. */
export function uploadFailure(error: unknown): string {
  // A proxy's or the framework's own 413 is no JSON of the API's: the limit is said here.
  if (error instanceof ApiError && error.status === 413 && error.code === 'http_413') return TOO_LARGE;
  const message = serverMessage(error);
  if (message) return sentence(message);
  if (error instanceof ApiError && error.status === 0) {
    return error.code === 'timeout' ? 'The upload took too long. Please try again.' : 'The connection was lost. Please try again.';
  }
  return 'The server could not store the audio. Please try again.';
}

const KB = 1024;
const MB = 1024 * KB;

/** A file size the way people read it: 512 B, 16.3 KB, 48 MB. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || bytes < 0) return '—';
  const one = (value: number) => (value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value).toLocaleString('en'));
  if (bytes < KB) return `${String(Math.round(bytes))} B`;
  if (bytes < MB) return `${one(bytes / KB)} KB`;
  return `${one(bytes / MB)} MB`;
}

/** The kind of audio in words: MP3, M4A. */
export function audioKind(type: string): string {
  if (type === 'audio/mpeg') return 'MP3';
  if (type === 'audio/mp4') return 'M4A';
  return type;
}
