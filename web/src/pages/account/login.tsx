import { useNavigate } from 'react-router-dom';
import { PageHead } from '../../components/ui/page-head';
import { accountPath, homePath } from '../../config/paths';
import { useLang, useMessages } from '../../lib/i18n/language-context';
import { recoverPassword } from '../../features/auth/api/recover-password';
import { signInWithPassword } from '../../features/auth/api/sign-in';
import { signOutSession } from '../../features/auth/api/sign-out';
import { AccountStatus } from '../../features/auth/components/account-status';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useSession } from '../../features/auth/lib/session';

/** `/{lang}/login`: sign in, or (signed in) who you are and sign out. */
export function LoginPage() {
  const lang = useLang();
  const t = useMessages().auth;
  const session = useSession();
  const navigate = useNavigate();
  return (
    <>
      <PageHead lang={lang} title={t.signInTitle} description={t.signInDescription} canonicalPath={accountPath(lang, 'login')} />
      <section className="auth-page" aria-labelledby="auth-title">
        <h1 id="auth-title">{t.signInTitle}</h1>
        <p className="auth-page__intro">{t.signInDescription}</p>
        {session ? (
          <AccountStatus session={session} signOut={signOutSession} />
        ) : (
          <SignInForm
            signIn={signInWithPassword}
            recover={recoverPassword}
            onSignedIn={() => {
              navigate(homePath(lang));
            }}
          />
        )}
      </section>
    </>
  );
}
