import { useState } from 'react';
import { Field, FieldError } from '../../../components/admin/field';
import { AUDIO_ACCEPT } from '../api/upload-audio';
import { audioKind, formatSize } from '../lib/audio-file';
import { formatDuration, isoDuration } from '../lib/duration';
import { FIELD_ID, type AudioSource, type DraftErrors, type EpisodeDraft } from '../lib/episode-form';
import type { useAudioUpload } from './use-audio-upload';

/** The audio's controls, for their labels, messages and the focus. */
const AUDIO_IDS = { file: FIELD_ID.audio, url: FIELD_ID.url, duration: FIELD_ID.duration };

interface AudioFieldProps {
  draft: Pick<EpisodeDraft, 'source' | 'uploaded' | 'url' | 'duration'>;
  upload: ReturnType<typeof useAudioUpload>;
  errors: Pick<DraftErrors, 'audio' | 'url' | 'duration'>;
  onSource: (source: AudioSource) => void;
  onUrl: (url: string) => void;
  onDuration: (duration: string) => void;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An upload under way or just ended: a real progress bar, the percent, Cancel while it is sent. */
function UploadProgress({ upload }: { upload: AudioFieldProps['upload'] }) {
  const { state } = upload;
  if (state.kind === 'idle') return null;
  if (state.kind === 'failed' || state.kind === 'cancelled') {
    return (
      <p className={state.kind === 'failed' ? 'podcast-upload podcast-upload--failed' : 'podcast-upload'}>
        <span className="podcast-upload__name">{state.name}</span>
        <span className="podcast-upload__note" id="episode-upload-message">
          {state.kind === 'failed' ? state.message : 'Upload cancelled.'}
        </span>
      </p>
    );
  }
  const sending = state.kind === 'sending';
  const percent = sending ? Math.floor(state.progress * 100) : 100;
  return (
    <div className={sending ? 'podcast-upload' : 'podcast-upload podcast-upload--done'}>
      <span className="podcast-upload__name">{state.name}</span>
      <progress className="podcast-upload__bar" max={100} value={percent} aria-label={`Upload of ${state.name}`} />
      <span className="podcast-upload__percent">{percent}%</span>
      <span className="podcast-upload__note">{sending ? (percent >= 100 ? 'Reading the audio…' : 'Uploading…') : 'Uploaded'}</span>
      {sending ? (
        <button type="button" className="admin-button admin-button--small" onClick={upload.cancel}>
          Cancel upload
        </button>
      ) : null}
    </div>
  );
}

/**
 * Where the episode's audio is: a file uploaded here (its kind, length and size read by the
 * server), or an address elsewhere with its length typed; a player to listen to it either way.
 */
export function AudioField({ draft, upload, errors, onSource, onUrl, onDuration }: AudioFieldProps) {
  /** The length the player read from the address elsewhere, offered for the length field. */
  const [heard, setHeard] = useState<{ src: string; seconds: number } | null>(null);
  const uploaded = draft.source === 'upload' ? draft.uploaded : null;
  const external = draft.source === 'url' && isWebAddress(draft.url) ? draft.url.trim() : null;
  const preview = uploaded?.audio_url ?? external;
  const suggested = heard?.src === external && formatDuration(heard.seconds) !== draft.duration.trim() ? formatDuration(heard.seconds) : null;
  const fileDescribedBy = ['episode-audio-file-hint', errors.audio ? 'episode-audio-file-error' : undefined].filter(Boolean).join(' ');

  return (
    <fieldset className="podcast-audio">
      <legend>Audio</legend>
      <div className="podcast-audio__sources">
        <label className="podcast-choice">
          <input
            type="radio"
            name="episode-audio-source"
            checked={draft.source === 'upload'}
            onChange={() => {
              onSource('upload');
            }}
          />
          Upload a file
        </label>
        <label className="podcast-choice">
          <input
            type="radio"
            name="episode-audio-source"
            checked={draft.source === 'url'}
            onChange={() => {
              onSource('url');
            }}
          />
          Link to an address elsewhere
        </label>
      </div>
      {draft.source === 'upload' ? (
        <div className="admin-field">
          <div className="podcast-file">
            <input
              id={AUDIO_IDS.file}
              className="podcast-file__input"
              type="file"
              accept={AUDIO_ACCEPT}
              aria-invalid={errors.audio ? true : undefined}
              aria-describedby={fileDescribedBy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // The same file can be chosen again after a failure.
                event.target.value = '';
                if (file) void upload.start(file);
              }}
            />
            <label htmlFor={AUDIO_IDS.file} className="admin-button podcast-file__button">
              {uploaded ? 'Replace the audio file' : 'Choose an MP3 or M4A file'}
            </label>
          </div>
          <p id="episode-audio-file-hint" className="admin-hint">
            MP3 or M4A, up to 300 MB. The server reads its length from the file.
          </p>
          <UploadProgress upload={upload} />
          {uploaded ? (
            <dl id="episode-audio-summary" className="podcast-audio__facts" aria-label="The uploaded audio">
              <div>
                <dt>Kind</dt>
                <dd>{audioKind(uploaded.audio_type)}</dd>
              </div>
              <div>
                <dt>Length</dt>
                <dd>
                  {uploaded.duration_seconds === null ? (
                    'not known'
                  ) : (
                    <time dateTime={isoDuration(uploaded.duration_seconds)}>{formatDuration(uploaded.duration_seconds)}</time>
                  )}
                </dd>
              </div>
              <div>
                <dt>Size</dt>
                <dd>{formatSize(uploaded.audio_bytes)}</dd>
              </div>
            </dl>
          ) : null}
          <FieldError id={AUDIO_IDS.file} error={errors.audio} />
        </div>
      ) : (
        <div className="podcast-audio__external">
          <Field id={AUDIO_IDS.url} label="Audio address" hint="The MP3 or M4A file’s full address, e.g. https://cdn.example.org/episode-12.mp3." error={errors.url}>
            {(describedBy) => (
              <input
                id={AUDIO_IDS.url}
                type="url"
                inputMode="url"
                value={draft.url}
                autoComplete="off"
                spellCheck={false}
                placeholder="https://"
                aria-invalid={errors.url ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  onUrl(event.target.value);
                }}
              />
            )}
          </Field>
          <Field
            id={AUDIO_IDS.duration}
            label="Length (optional)"
            hint={
              <>
                mm:ss or h:mm:ss, e.g. 42:05. Podcast apps show it before the audio loads.
                {suggested ? (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="admin-link"
                      onClick={() => {
                        onDuration(suggested);
                      }}
                    >
                      Use {suggested}, the length of the preview
                    </button>
                  </>
                ) : null}
              </>
            }
            error={errors.duration}
            className="podcast-field--short"
          >
            {(describedBy) => (
              <input
                id={AUDIO_IDS.duration}
                value={draft.duration}
                inputMode="numeric"
                autoComplete="off"
                placeholder="mm:ss"
                aria-invalid={errors.duration ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  onDuration(event.target.value);
                }}
              />
            )}
          </Field>
        </div>
      )}
      {preview ? (
        <div className="podcast-preview">
          <span id="episode-preview-label" className="podcast-preview__label">
            Listen
          </span>
          <audio
            key={preview}
            className="podcast-preview__player"
            controls
            preload="metadata"
            src={preview}
            aria-labelledby="episode-preview-label"
            onLoadedMetadata={(event) => {
              const seconds = event.currentTarget.duration;
              if (external && Number.isFinite(seconds) && seconds > 0) setHeard({ src: external, seconds: Math.round(seconds) });
            }}
          >
            <a href={preview}>Download the audio</a>
          </audio>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {upload.announcement}
      </p>
    </fieldset>
  );
}
