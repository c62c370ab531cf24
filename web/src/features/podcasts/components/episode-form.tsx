import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { EmptyState } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badge';
import { Field, FieldError } from '../../../components/admin/field';
import { useFieldForm } from '../../../components/admin/use-field-form';
import { isNotFound, serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { createEpisode } from '../api/create-episode';
import { episodeQueryOptions, useEpisode } from '../api/get-episode';
import { PODCASTS_QUERY_KEY } from '../api/list-episodes';
import type { PodcastEpisode, PodcastLanguage } from '../api/types';
import { updateEpisode } from '../api/update-episode';
import {
  FIELD_ID,
  FIELD_ORDER,
  TITLE_MAX,
  checkDraft,
  draftFromEpisode,
  episodeInput,
  newDraft,
  refusedFields,
  withUpload,
  type DraftField,
  type EpisodeDraft,
} from '../lib/episode-form';
import { LANGUAGE_OPTIONS, STATUS_BADGE, fromLocalInput, scheduleProblem, statusSentence, toLocalInput } from '../lib/episodes';
import { AudioField } from './audio-field';
import { useAudioUpload } from './use-audio-upload';
import { useEpisodeActions } from './use-episode-actions';

const WHEN_ID = 'episode-publish-at';

/** What the form gives the rich-text editor that writes the description. */
export interface DescriptionEditorProps {
  /** The editing area's id. */
  id: string;
  /** The id of its label. */
  labelledBy: string;
  /** The ids of its hint and its error. */
  describedBy?: string;
  /** The description it starts with. */
  initialContent: string;
  onChange: (html: string) => void;
}

/** An image chosen in the media library; null when the person closed it without choosing. */
export type PickImage = () => Promise<{ url: string; alt: string } | null>;

interface EpisodeFormProps {
  /** The episode to edit; none writes a new one. */
  episode?: PodcastEpisode;
  /** A new episode's language. */
  language?: PodcastLanguage;
  /** The rich-text editor of the description, given by the page: it is another feature's, loaded lazily with TipTap. */
  renderDescriptionEditor: (props: DescriptionEditorProps) => ReactNode;
  /** Opens the media library to choose the cover; without it the address is typed. */
  pickImage?: PickImage;
  /** After a new episode's first save (or its publication): it has its own address now. */
  onCreated: (episode: PodcastEpisode) => void;
  onDeleted: () => void;
  onCancel: () => void;
}

const numberInput = { type: 'text', inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' } as const;

/**
 * Writes a new episode or changes one: its title, description, audio (uploaded with its
 * progress, or an address elsewhere), cover, language, numbers and links; then publishes it now,
 * schedules it, takes it back to a draft, or deletes it. A change not saved yet is saved before
 * the episode is published or scheduled.
 */
export function EpisodeForm({ episode, language = 'en', renderDescriptionEditor, pickImage, onCreated, onDeleted, onCancel }: EpisodeFormProps) {
  const client = useQueryClient();
  const { value: draft, setValue: setDraft, errors, setErrors, change: changeFields, flag } = useFieldForm<EpisodeDraft, DraftField>(
    () => (episode ? draftFromEpisode(episode) : newDraft(language)),
    FIELD_ORDER,
    FIELD_ID,
  );
  /** Changed since it was opened or last saved. */
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | 'schedule' | null>(null);
  const [when, setWhen] = useState(() => (episode?.status === 'scheduled' ? toLocalInput(episode.published_at) : ''));
  const [whenError, setWhenError] = useState<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useEpisodeActions();
  const upload = useAudioUpload((audio) => {
    setDraft((current) => withUpload(current, audio));
    setDirty(true);
    setErrors((current) => ({ ...current, audio: undefined, form: undefined }));
  });
  const existing = episode !== undefined;

  // A new episode starts with its title; an episode opened from the list, with its heading.
  useEffect(() => {
    if (existing) heading.current?.focus();
    else document.getElementById(FIELD_ID.title)?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Changes fields, and drops their messages (and the form's): the episode is then changed since it was saved. */
  function change(next: Partial<EpisodeDraft>, ...fields: DraftField[]) {
    changeFields(next, ...fields);
    setDirty(true);
  }

  /** Checks the draft, and that no upload is under way: false, with the messages shown, when it cannot be saved. */
  function ready(): boolean {
    if (upload.uploading) {
      flag({ audio: 'Wait for the upload to finish, or cancel it.' });
      return false;
    }
    return !flag(checkDraft(draft));
  }

  /** Saves the checked draft; resolves to the episode as saved, or null when it was not. */
  async function send(): Promise<PodcastEpisode | null> {
    try {
      const input = episodeInput(draft);
      const saved = episode ? await updateEpisode(episode.id, input) : await createEpisode(input);
      client.setQueryData(episodeQueryOptions(saved.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: [...PODCASTS_QUERY_KEY, 'list'] });
      setDirty(false);
      return saved;
    } catch (error) {
      const refused = refusedFields(error, draft.source);
      if (refused) flag(refused);
      else toast({ title: 'The episode could not be saved', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return null;
    }
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (busy || !ready()) return;
    setBusy('save');
    const saved = await send();
    setBusy(null);
    if (!saved) return;
    toast({ title: existing ? 'Episode saved' : 'Draft saved', description: saved.title });
    if (!existing) onCreated(saved);
  }

  /** Publishes now (`at` null) or schedules, after saving a new or changed episode. */
  async function publish(at: string | null) {
    const saveFirst = !episode || dirty;
    if (saveFirst && !ready()) return;
    setBusy(at ? 'schedule' : 'publish');
    const target = saveFirst ? await send() : episode;
    const published = target ? await actions.publish(target, at) : null;
    setBusy(null);
    if (!existing && target) onCreated(published ?? target);
  }

  function schedule() {
    const problem = scheduleProblem(when);
    setWhenError(problem ?? undefined);
    if (problem) {
      document.getElementById(WHEN_ID)?.focus();
      return;
    }
    void publish(fromLocalInput(when));
  }

  const status = episode?.status ?? 'draft';
  const [tone, word] = STATUS_BADGE[status];
  const locked = busy !== null || actions.working !== null;
  const title = episode ? `Edit “${episode.title}”` : 'New episode';
  const descriptionDescribedBy = ['episode-description-hint', errors.description ? 'episode-description-error' : undefined].filter(Boolean).join(' ');
  const coverPreview = /^(https?:\/\/\S+|\/\S+)$/.test(draft.imageUrl.trim()) && !errors.image ? draft.imageUrl.trim() : null;

  return (
    <form className="admin-form admin-card podcast-form" aria-labelledby="episode-form-title" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="episode-form-title" ref={heading} tabIndex={-1} className="admin-section-title podcast-form__title">
        {title}
      </h2>
      <div className="podcast-form__layout">
        <div className="podcast-form__main">
          <Field id={FIELD_ID.title} label="Title" error={errors.title}>
            {(describedBy) => (
              <input
                id={FIELD_ID.title}
                value={draft.title}
                maxLength={TITLE_MAX}
                autoComplete="off"
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  change({ title: event.target.value }, 'title');
                }}
              />
            )}
          </Field>
          <div className="admin-field">
            <span id="episode-description-label" className="admin-field__label">
              Description
            </span>
            <p id="episode-description-hint" className="admin-hint">
              The show notes podcast apps show under the episode: what it is about, who speaks, links. Optional.
            </p>
            {renderDescriptionEditor({
              id: FIELD_ID.description,
              labelledBy: 'episode-description-label',
              describedBy: descriptionDescribedBy,
              initialContent: draft.description,
              onChange: (html) => {
                change({ description: html }, 'description');
              },
            })}
            <FieldError id={FIELD_ID.description} error={errors.description} />
          </div>
          <AudioField
            draft={draft}
            upload={upload}
            errors={errors}
            onSource={(source) => {
              change({ source }, 'audio', 'url', 'duration');
            }}
            onUrl={(url) => {
              change({ url }, 'url');
            }}
            onDuration={(duration) => {
              change({ duration }, 'duration');
            }}
          />
        </div>
        <div className="podcast-form__side">
          <section className="podcast-panel" aria-labelledby="episode-publishing-title">
            <h3 id="episode-publishing-title" className="podcast-panel__title">
              Publishing
            </h3>
            <p className="podcast-status" role="status">
              <Badge tone={tone}>{word}</Badge> <span>{statusSentence({ status, published_at: episode?.published_at ?? null, language: episode?.language ?? draft.language })}</span>
            </p>
            {status !== 'published' ? (
              <button type="button" className="admin-button admin-button--primary podcast-panel__wide" disabled={locked} onClick={() => void publish(null)}>
                {busy === 'publish' ? 'Publishing…' : 'Publish now'}
              </button>
            ) : null}
            {status !== 'published' ? (
              <div className="podcast-schedule">
                <Field id={WHEN_ID} label="Publish at" hint="Your time. It joins the feed then, by itself." error={whenError}>
                  {(describedBy) => (
                    <input
                      id={WHEN_ID}
                      type="datetime-local"
                      value={when}
                      min={toLocalInput(new Date())}
                      aria-invalid={whenError ? true : undefined}
                      aria-describedby={describedBy}
                      onChange={(event) => {
                        setWhen(event.target.value);
                        setWhenError(undefined);
                      }}
                      onKeyDown={(event) => {
                        // Enter here schedules, rather than saving the form.
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          schedule();
                        }
                      }}
                    />
                  )}
                </Field>
                <button type="button" className="admin-button" disabled={locked} onClick={schedule}>
                  {busy === 'schedule' ? 'Scheduling…' : status === 'scheduled' ? 'Reschedule' : 'Schedule'}
                </button>
              </div>
            ) : null}
            {episode && status !== 'draft' ? (
              <button
                type="button"
                className="admin-button podcast-panel__wide"
                disabled={locked}
                onClick={() => {
                  void actions.unpublish(episode).then((changed) => {
                    if (changed) setWhen('');
                  });
                }}
              >
                {actions.working?.what === 'unpublish' ? 'Unpublishing…' : 'Unpublish (back to draft)'}
              </button>
            ) : null}
          </section>
          <section className="podcast-panel" aria-labelledby="episode-details-title">
            <h3 id="episode-details-title" className="podcast-panel__title">
              Details
            </h3>
            <Field id={FIELD_ID.language} label="Language" hint="It goes in this language’s feed." error={errors.language}>
              {(describedBy) => (
                <select
                  id={FIELD_ID.language}
                  value={draft.language}
                  aria-describedby={describedBy}
                  onChange={(event) => {
                    change({ language: event.target.value as PodcastLanguage }, 'language');
                  }}
                >
                  {LANGUAGE_OPTIONS.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <div className="podcast-pair">
              <Field id={FIELD_ID.season} label="Season" error={errors.season}>
                {(describedBy) => (
                  <input
                    id={FIELD_ID.season}
                    {...numberInput}
                    value={draft.season}
                    aria-invalid={errors.season ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => {
                      change({ season: event.target.value }, 'season');
                    }}
                  />
                )}
              </Field>
              <Field id={FIELD_ID.episode} label="Episode" error={errors.episode}>
                {(describedBy) => (
                  <input
                    id={FIELD_ID.episode}
                    {...numberInput}
                    value={draft.episode}
                    aria-invalid={errors.episode ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => {
                      change({ episode: event.target.value }, 'episode');
                    }}
                  />
                )}
              </Field>
            </div>
            <div className="podcast-check">
              <label className="podcast-choice">
                <input
                  type="checkbox"
                  checked={draft.explicit}
                  aria-describedby="episode-explicit-hint"
                  onChange={(event) => {
                    change({ explicit: event.target.checked });
                  }}
                />
                Explicit content
              </label>
              <p id="episode-explicit-hint" className="admin-hint">
                Strong language or adult themes: apps mark it, and some hide it from children.
              </p>
            </div>
            <Field
              id={FIELD_ID.image}
              label="Cover image (optional)"
              hint="Square, 1400 to 3000 px; Apple Podcasts takes JPEG or PNG only. The newest episode’s cover is also the show’s."
              error={errors.image}
            >
              {(describedBy) => (
                <input
                  id={FIELD_ID.image}
                  type="url"
                  inputMode="url"
                  value={draft.imageUrl}
                  placeholder="https:// or /media/…"
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={errors.image ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => {
                    change({ imageUrl: event.target.value }, 'image');
                  }}
                />
              )}
            </Field>
            {pickImage || coverPreview ? (
              <div className="podcast-cover">
                {coverPreview ? <img className="podcast-cover__preview" src={coverPreview} alt="The cover chosen" width={72} height={72} /> : null}
                {pickImage ? (
                  <button
                    type="button"
                    className="admin-button admin-button--small"
                    onClick={() => {
                      void pickImage().then((image) => {
                        if (image) change({ imageUrl: image.url }, 'image');
                        document.getElementById(FIELD_ID.image)?.focus();
                      });
                    }}
                  >
                    Choose from the media library
                  </button>
                ) : null}
              </div>
            ) : null}
            <Field id={FIELD_ID.article} label="Article ID (optional)" hint="The article this episode goes with, e.g. 42." error={errors.article} className="podcast-field--short">
              {(describedBy) => (
                <input
                  id={FIELD_ID.article}
                  {...numberInput}
                  value={draft.articleId}
                  aria-invalid={errors.article ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => {
                    change({ articleId: event.target.value }, 'article');
                  }}
                />
              )}
            </Field>
            <Field
              id={FIELD_ID.linked}
              label="Other language’s episode ID (optional)"
              hint="The same episode in the other language, e.g. 7."
              error={errors.linked}
              className="podcast-field--short"
            >
              {(describedBy) => (
                <input
                  id={FIELD_ID.linked}
                  {...numberInput}
                  value={draft.linkedEpisodeId}
                  aria-invalid={errors.linked ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => {
                    change({ linkedEpisodeId: event.target.value }, 'linked');
                  }}
                />
              )}
            </Field>
          </section>
        </div>
      </div>
      {errors.form ? (
        <p className="admin-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="podcast-form__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={locked || upload.uploading}>
          {busy === 'save' ? 'Saving…' : existing ? 'Save changes' : 'Save draft'}
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          {existing ? 'Back to episodes' : 'Cancel'}
        </button>
        {episode ? (
          <button
            type="button"
            className="admin-button admin-button--danger podcast-form__delete"
            disabled={locked}
            onClick={() => {
              void actions.remove(episode).then((gone) => {
                if (gone) onDeleted();
              });
            }}
          >
            {actions.working?.what === 'delete' ? 'Deleting…' : 'Delete'}
          </button>
        ) : null}
      </div>
      {status === 'published' && dirty ? (
        <p className="admin-hint podcast-form__note">Saved changes reach podcast apps the next time they read the feed.</p>
      ) : null}
      {actions.dialog}
    </form>
  );
}

/** The form over the episode `id`, once it is read. */
export function EditEpisodeForm({ id, ...props }: Omit<EpisodeFormProps, 'episode' | 'language'> & { id: number }) {
  const query = useEpisode(id);
  if (query.isError && !query.data) {
    return <EmptyState>{isNotFound(query.error) ? 'There is no such episode.' : `Failed to load the episode. ${serverMessage(query.error) ?? 'Please try again.'}`}</EmptyState>;
  }
  if (!query.data) return <EmptyState>Loading the episode…</EmptyState>;
  return <EpisodeForm key={query.data.id} episode={query.data} {...props} />;
}
