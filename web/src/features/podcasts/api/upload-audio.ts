import { uploadForm } from '../../../lib/upload-form';
import type { PodcastAudio } from './types';

/** The server refuses a larger file (413). */
export const MAX_AUDIO_BYTES = 300 * 1024 * 1024;
/** What the file input offers: MP3 and M4A, by extension and by type. */
export const AUDIO_ACCEPT = '.mp3,.m4a,audio/mpeg,audio/mp4';
/**
 * 300 MB over a slow connection (0.7 Mbit/s) and the server's reading of the file after it: an
 * upload is not given up while it moves.
 */
const UPLOAD_TIMEOUT_MS = 60 * 60_000;

export interface AudioUploadOptions {
  /** How much of the file has been sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads an episode's audio: `POST /admin/podcasts/audio`, multipart with one field `file`.
 * The server reads the kind and the duration from the file itself and answers what an episode
 * refers to. Errors are ApiErrors: 415 not MP3 or M4A, 413 too large, status 0 for a lost
 * connection; cancelling (`signal`) rejects with its reason.
 */
export async function uploadAudio(file: File, { onProgress, signal }: AudioUploadOptions = {}): Promise<PodcastAudio> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { body } = await uploadForm<PodcastAudio>('/admin/podcasts/audio', form, { onProgress, signal, timeoutMs: UPLOAD_TIMEOUT_MS });
  return body;
}
