/**
 * A minimal newsletter form so that /newsletter works in the `pages` branch on its own.
 * The chrome helper owns this file: at the merge, its version replaces this one.
 */
import { useId, useState, type SyntheticEvent } from 'react';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n/language-context';
import type { Lang } from '../../../lib/i18n/languages';

const TEXTS: Record<Lang, Record<'label' | 'submit' | 'submitting' | 'empty' | 'invalid' | 'success' | 'failure', string>> = {
  en: {
    label: 'Email address',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    empty: 'Please enter your email address',
    invalid: 'Please enter a valid email address',
    success: 'Thank you for subscribing to our newsletter!',
    failure: 'There was a problem subscribing you to the newsletter. Please try again later.',
  },
  ro: {
    label: 'Adresa de e-mail',
    submit: 'Abonează-te',
    submitting: 'Se face abonarea...',
    empty: 'Te rugăm să introduci adresa de e-mail',
    invalid: 'Te rugăm să introduci o adresă de e-mail validă',
    success: 'Îți mulțumim că te-ai abonat la newsletterul nostru!',
    failure: 'A apărut o problemă la abonarea ta la newsletter. Te rugăm să încerci din nou mai târziu.',
  },
};

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type State = { step: 'idle' | 'submitting' } | { step: 'done' } | { step: 'error'; message: string };

export function NewsletterForm() {
  const lang = useLang();
  const t = TEXTS[lang];
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const value = email.trim();
    if (value === '' || !SIMPLE_EMAIL.test(value)) {
      setState({ step: 'error', message: value === '' ? t.empty : t.invalid });
      return;
    }
    setState({ step: 'submitting' });
    try {
      const answer = await api().post<{ success: boolean }>('/newsletter/subscribe', { email: value, language: lang });
      setState(answer.success ? { step: 'done' } : { step: 'error', message: t.failure });
    } catch {
      setState({ step: 'error', message: t.failure });
    }
  }

  if (state.step === 'done') return <p role="status">{t.success}</p>;
  return (
    <form className="newsletter-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{t.label}</label>
      <input id={id} type="email" autoComplete="email" value={email} onChange={(event) => {
          setEmail(event.target.value);
        }} />
      <button type="submit" disabled={state.step === 'submitting'}>
        {state.step === 'submitting' ? t.submitting : t.submit}
      </button>
      {state.step === 'error' ? <p role="alert">{state.message}</p> : null}
    </form>
  );
}
