import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { SelectField } from '../../../components/admin/select-field';
import { serverMessage } from '../../../lib/api-client';
import type { Campaign, CreateCampaign } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';
import { toast } from '../../../lib/toast';
import { createCampaign } from '../api/create-campaign';
import { campaignQueryOptions } from '../api/get-campaign';
import { CAMPAIGNS_QUERY_KEY } from '../api/list-campaigns';
import { invalidField } from '../lib/campaigns';
import { LANGUAGE_OPTIONS, languageName } from '../lib/languages';
import { isBlankBody } from '../lib/preview';
import { BodyPreview } from './body-preview';

type Content = 'html' | 'digest';

/** A message beside each field the editor or the server found wrong. */
interface Errors {
  subject?: string;
  body?: string;
}

/** The server names the body `body` (no content) or `digest` (no articles this week). */
function errorKey(field: string): keyof Errors | null {
  if (field === 'subject') return field;
  if (field === 'body' || field === 'digest') return 'body';
  return null;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The body's editing area: its toolbar controls it, and a missing body takes the keyboard there. */
const BODY_ID = 'campaign-body';

/** What the form gives the rich-text editor that writes the body. */
export interface BodyEditorProps {
  /** The editing area's id. */
  id: string;
  /** The id of its label. */
  labelledBy: string;
  /** The ids of its hint and its error. */
  describedBy?: string;
  /** The body so far (the editor is mounted again after the digest was chosen and left). */
  initialContent: string;
  onChange: (html: string) => void;
}

interface ComposeCampaignFormProps {
  /**
   * The rich-text editor of the body, given by the page: it is another feature's, and loads
   * lazily with its TipTap chunk.
   */
  renderBodyEditor: (props: BodyEditorProps) => ReactNode;
  /** After the draft is saved (and in the query cache). */
  onCreated: (campaign: Campaign) => void;
  onCancel: () => void;
}

/** Writes a draft: a subject, the language whose subscribers get it, and a rich-text body or the week's digest. */
export function ComposeCampaignForm({ renderBodyEditor, onCreated, onCancel }: ComposeCampaignFormProps) {
  const client = useQueryClient();
  const [subject, setSubject] = useState('');
  const [language, setLanguage] = useState<Lang>('en');
  const [content, setContent] = useState<Content>('html');
  const [html, setHtml] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const digestRef = useRef<HTMLInputElement>(null);

  /** Shows the messages and takes the keyboard to the first field concerned; false when there are none. */
  function flag(found: Errors): boolean {
    setErrors(found);
    if (found.subject) subjectRef.current?.focus();
    else if (found.body) (content === 'html' ? document.getElementById(BODY_ID) : digestRef.current)?.focus();
    return Object.keys(found).length > 0;
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!subject.trim()) found.subject = 'Give the campaign a subject.';
    if (content === 'html' && isBlankBody(html)) found.body = 'Write the body, or choose the weekly digest.';
    if (flag(found)) return;
    const draft: CreateCampaign =
      content === 'digest' ? { subject: subject.trim(), language, digest: true } : { subject: subject.trim(), language, html };
    setBusy(true);
    try {
      const campaign = await createCampaign(draft);
      client.setQueryData(campaignQueryOptions(campaign.id).queryKey, campaign);
      void client.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY });
      toast({ title: 'Draft saved', description: campaign.subject });
      onCreated(campaign);
    } catch (error) {
      const invalid = invalidField(error);
      const key = invalid ? errorKey(invalid.field) : null;
      if (invalid && key) flag({ [key]: `${sentence(invalid.message)}.` });
      else toast({ title: 'The campaign could not be saved', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const described = (key: keyof Errors, hint?: string) => [hint, errors[key] ? `campaign-${key}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (key: keyof Errors) =>
    errors[key] ? (
      <p id={`campaign-${key}-error`} className="admin-error" role="alert">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form className="admin-form admin-card newsletter-compose" aria-labelledby="compose-title" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="compose-title" className="admin-section-title">
        New campaign
      </h2>
      <div className="newsletter-compose__fields">
        <div className="newsletter-field newsletter-field--wide">
          <label htmlFor="campaign-subject">Subject</label>
          <input
            ref={subjectRef}
            id="campaign-subject"
            value={subject}
            maxLength={200}
            autoComplete="off"
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={described('subject')}
            onChange={(event) => {
              setSubject(event.target.value);
              if (errors.subject) setErrors({ ...errors, subject: undefined });
            }}
          />
          {fieldError('subject')}
        </div>
        <div className="newsletter-field">
          <SelectField label="Language" value={language} options={LANGUAGE_OPTIONS} onChange={setLanguage} />
          <p className="newsletter-hint">It goes to the confirmed subscribers of this language.</p>
        </div>
        <fieldset className="newsletter-choice" aria-describedby={content === 'digest' ? described('body') : undefined}>
          <legend>Content</legend>
          <label>
            <input
              type="radio"
              name="campaign-content"
              checked={content === 'html'}
              onChange={() => {
                setContent('html');
                setErrors({ ...errors, body: undefined });
              }}
            />
            A body written here
          </label>
          <label>
            <input
              ref={digestRef}
              type="radio"
              name="campaign-content"
              checked={content === 'digest'}
              onChange={() => {
                setContent('digest');
                setErrors({ ...errors, body: undefined });
              }}
            />
            The weekly digest: the week’s most read articles
          </label>
        </fieldset>
      </div>
      {content === 'html' ? (
        <div className="newsletter-compose__body">
          <div className="newsletter-field">
            <span id="campaign-body-label" className="newsletter-field__label">
              Body
            </span>
            <p id="campaign-body-hint" className="newsletter-hint">
              Headings, lists, quotes, links and images. Give links and images their full address (https://…): a mail is read away
              from the site. Every mail ends with an unsubscribe link.
            </p>
            {renderBodyEditor({
              id: BODY_ID,
              labelledBy: 'campaign-body-label',
              describedBy: described('body', 'campaign-body-hint'),
              initialContent: html,
              onChange: (next) => {
                setHtml(next);
                if (errors.body) setErrors({ ...errors, body: undefined });
              },
            })}
            {fieldError('body')}
          </div>
          <div className="newsletter-field">
            <h3 className="newsletter-preview__title">Preview</h3>
            <BodyPreview html={html} language={language} />
          </div>
        </div>
      ) : (
        <>
          <p className="admin-note">
            The server writes the body when the draft is saved: the most read {languageName(language)} articles of the last seven days, each
            linked to the site.
          </p>
          {fieldError('body')}
        </>
      )}
      <div className="newsletter-compose__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save draft'}
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
