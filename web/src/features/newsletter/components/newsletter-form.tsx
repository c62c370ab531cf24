import { useId, useState, type FormEvent } from 'react';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { toast } from '../../../lib/toast';
import { subscribeToNewsletter } from '../api/subscribe';
import { validateEmail } from '../lib/validate-email';

type Status = 'idle' | 'submitting' | 'success' | 'error';

interface NewsletterFormProps {
  /** Styling context: the footer's dark band, the mobile panel, or a page of its own. */
  variant?: 'footer' | 'panel' | 'page';
}

/** The newsletter form (spec §4): idle → 'Subscribing...' → a success or error message, with a toast. */
export function NewsletterForm({ variant = 'page' }: NewsletterFormProps) {
  const lang = useLang();
  const t = useMessages().newsletter;
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const invalid = validateEmail(email);
    if (invalid) {
      setProblem(invalid === 'empty' ? t.emptyEmail : t.invalidEmail);
      setStatus('idle');
      return;
    }
    setProblem(null);
    setStatus('submitting');
    try {
      const answer = await subscribeToNewsletter({ email: email.trim(), language: lang });
      if (!answer.success) throw new Error('The newsletter service did not confirm the subscription');
      setStatus('success');
      setEmail('');
      toast({ title: t.successToast, description: t.successToastDescription });
    } catch (error) {
      console.error('[news] newsletter subscription failed:', error);
      setStatus('error');
      toast({ title: t.failureToast, description: t.failure, variant: 'destructive' });
    }
  }

  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  return (
    <form className={`newsletter-form newsletter-form--${variant}`} noValidate onSubmit={(event) => void onSubmit(event)}>
      <label className="newsletter-form__label" htmlFor={`${id}-email`}>
        {t.emailLabel}
      </label>
      <div className="newsletter-form__row">
        <input
          id={`${id}-email`}
          className="newsletter-form__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t.placeholder}
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <button className="button button--primary newsletter-form__submit" type="submit" disabled={status === 'submitting'}>
          {status === 'submitting' ? t.subscribing : t.subscribe}
        </button>
      </div>
      {problem && (
        <p id={errorId} className="newsletter-form__message newsletter-form__message--error" role="alert">
          {problem}
        </p>
      )}
      <div id={statusId} role="status" aria-live="polite">
        {status === 'success' && <p className="newsletter-form__message newsletter-form__message--success">{t.success}</p>}
        {status === 'error' && <p className="newsletter-form__message newsletter-form__message--error">{t.failure}</p>}
      </div>
    </form>
  );
}
