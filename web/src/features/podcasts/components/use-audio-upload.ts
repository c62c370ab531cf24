import { useEffect, useRef, useState } from 'react';
import { uploadAudio } from '../api/upload-audio';
import type { PodcastAudio } from '../api/types';
import { audioFileProblem, formatSize, uploadFailure } from '../lib/audio-file';
import { formatDuration } from '../lib/duration';

/** Where an upload is: sending (and how far), done, failed with the reason, or cancelled. */
export type AudioUploadState =
  | { kind: 'idle' }
  | { kind: 'sending'; name: string; progress: number }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; name: string; message: string }
  | { kind: 'cancelled'; name: string };

/** The progress read out: at the start, each quarter and the end, not at every percent. */
const QUARTERS = [0.25, 0.5, 0.75];

/**
 * One audio file at a time, uploaded with its progress: `start(file)` checks it and sends it
 * (another upload under way is cancelled first), `cancel()` stops it. `announcement` is what a
 * screen reader is told as it goes (render it in a polite live region). Leaving the form
 * cancels the upload.
 */
export function useAudioUpload(onUploaded: (audio: PodcastAudio) => void) {
  const [state, setState] = useState<AudioUploadState>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const current = useRef<AbortController | null>(null);
  // The upload ends later than the render that started it: it calls the latest callback.
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  useEffect(
    () => () => {
      current.current?.abort();
    },
    [],
  );

  async function start(file: File) {
    current.current?.abort();
    const problem = audioFileProblem(file);
    if (problem) {
      current.current = null;
      setState({ kind: 'failed', name: file.name, message: problem });
      setAnnouncement(`${file.name} was not uploaded: ${problem}`);
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    let told = 0;
    setState({ kind: 'sending', name: file.name, progress: 0 });
    setAnnouncement(`Uploading ${file.name}, ${formatSize(file.size)}…`);
    try {
      const audio = await uploadAudio(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (controller.signal.aborted) return;
          setState({ kind: 'sending', name: file.name, progress: Math.min(1, fraction) });
          const quarter = QUARTERS.filter((step) => fraction >= step).length;
          if (quarter > told && fraction < 1) {
            told = quarter;
            setAnnouncement(`${String(quarter * 25)}% uploaded.`);
          } else if (fraction >= 1 && told < 4) {
            told = 4;
            setAnnouncement('100% uploaded. The server is reading the audio…');
          }
        },
      });
      if (controller.signal.aborted) return;
      setState({ kind: 'done', name: file.name });
      setAnnouncement(`${file.name} uploaded: ${formatDuration(audio.duration_seconds)} long, ${formatSize(audio.audio_bytes)}.`);
      uploaded.current(audio);
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = uploadFailure(error);
      setState({ kind: 'failed', name: file.name, message });
      setAnnouncement(`${file.name} was not uploaded: ${message}`);
    } finally {
      if (current.current === controller) current.current = null;
    }
  }

  function cancel() {
    if (state.kind !== 'sending') return;
    current.current?.abort();
    current.current = null;
    setState({ kind: 'cancelled', name: state.name });
    setAnnouncement(`The upload of ${state.name} was cancelled.`);
  }

  return { state, announcement, start, cancel, uploading: state.kind === 'sending' };
}
