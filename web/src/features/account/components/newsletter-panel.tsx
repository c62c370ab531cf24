import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Failure, SettingsSection } from '../../../components/ui/settings-section';
import { useLang } from '../../../lib/i18n/language-context';
import { useSettingsMessages } from '../../../lib/i18n/sections/settings';
import { useAction } from '../../../lib/use-action';
import { getAccountNewsletter } from '../api/get-newsletter';
import { setAccountNewsletter } from '../api/set-newsletter';

const NEWSLETTER_KEY = ['account', 'newsletter'] as const;

/** Whether the account's address gets the newsletter, with the switch. */
export function NewsletterPanel() {
  const lang = useLang();
  const t = useSettingsMessages();
  const client = useQueryClient();
  const query = useQuery({ queryKey: NEWSLETTER_KEY, queryFn: getAccountNewsletter, staleTime: 0 });
  const { busy, failure, run } = useAction(t.failed);
  const status = query.data?.subscription?.status;
  const subscribed = status === 'confirmed' || status === 'pending' || status === 'bouncing';

  function toggle() {
    void run(async () => {
      client.setQueryData(NEWSLETTER_KEY, await setAccountNewsletter(!subscribed, lang));
    });
  }

  const text = status === 'confirmed' ? t.newsletterOn : status === 'pending' ? t.newsletterPending : status === 'bouncing' ? t.newsletterBouncing : t.newsletterOff;
  return (
    <SettingsSection id="newsletter" title={t.newsletterHeading}>
      {query.isPending ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <p role="status">{text}</p>
          <p>
            <button type="button" className={subscribed ? 'button button--secondary' : 'button button--primary'} disabled={busy} onClick={toggle}>
              {subscribed ? t.newsletterUnsubscribe : t.newsletterSubscribe}
            </button>
          </p>
        </>
      )}
      <Failure message={failure} />
    </SettingsSection>
  );
}
