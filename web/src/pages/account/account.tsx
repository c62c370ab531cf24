import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import { PageHead } from '../../components/ui/page-head';
import { accountPath, homePath } from '../../config/paths';
import { useLang } from '../../lib/i18n/language-context';
import { useSettingsMessages } from '../../lib/i18n/sections/settings';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { DataPanel } from '../../features/account/components/data-panel';
import { EmailSettings } from '../../features/account/components/email-settings';
import { NewsletterPanel } from '../../features/account/components/newsletter-panel';
import { PasswordForm } from '../../features/account/components/password-form';
import { ProfileForm } from '../../features/account/components/profile-form';
import { SessionsPanel } from '../../features/account/components/sessions-panel';
import { requestSignInCode } from '../../features/auth/api/request-code';
import { FactorsPanel } from '../../features/auth/components/factors-panel';
import { sessionStore, useSession } from '../../features/auth/lib/session';

/**
 * `/{lang}/account`: the signed-in reader's (or staff member's) profile, address, password,
 * sessions, two-step verification and data. Rendered in the browser only: it is all about the
 * session, which the prerendered page does not have.
 */
export function AccountPage() {
  const lang = useLang();
  const t = useSettingsMessages();
  const session = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const hydrated = useHydrated();
  const email = session?.user.email;
  const requestCode = () => (email ? requestSignInCode(email, lang) : Promise.resolve());

  return (
    <>
      <PageHead lang={lang} title={t.title} description={t.description} canonicalPath={accountPath(lang, 'account')} />
      <div className="account-page">
        <header className="account-page__header">
          <h1>{t.title}</h1>
          <p className="auth-page__intro">{t.description}</p>
        </header>
        {!hydrated ? (
          <p role="status">{t.loading}</p>
        ) : session ? (
          <div className="account-page__sections" key={session.user.id}>
            <ProfileForm
              user={session.user}
              onUpdated={(user) => {
                sessionStore().updateUser(user);
              }}
            />
            <EmailSettings user={session.user} requestCode={requestCode} />
            <PasswordForm onChanged={() => void client.invalidateQueries({ queryKey: ['account'] })} requestCode={requestCode} />
            <NewsletterPanel />
            <FactorsPanel />
            <SessionsPanel />
            <DataPanel
              requestCode={requestCode}
              onDeleted={() => {
                sessionStore().clear();
                client.removeQueries({ queryKey: ['account'] });
                toast({ title: t.deleted });
                navigate(homePath(lang));
              }}
            />
          </div>
        ) : (
          <p className="account-page__signed-out">
            {t.signedOut} <Link to={`${accountPath(lang, 'login')}?next=${encodeURIComponent(accountPath(lang, 'account'))}`}>{t.signIn}</Link>
          </p>
        )}
      </div>
    </>
  );
}
