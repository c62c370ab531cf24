import { useNavigate } from 'react-router-dom';
import { PageHead } from '../../components/ui/page-head';
import { accountPath, homePath } from '../../config/paths';
import { useLang } from '../../lib/i18n/language-context';
import { useAuthMessages } from '../../lib/i18n/sections/auth';
import { signInWithPassword } from '../../features/auth/api/sign-in';
import { signOutSession } from '../../features/auth/api/sign-out';
import { signUp } from '../../features/auth/api/sign-up';
import { AccountStatus } from '../../features/auth/components/account-status';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useSession } from '../../features/auth/lib/session';

/** `/{lang}/signup`: create an account, then be signed in. */
export function SignupPage() {
  const lang = useLang();
  const t = useAuthMessages();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <>
      <PageHead lang={lang} title={t.signUpTitle} description={t.signUpDescription} canonicalPath={accountPath(lang, 'signup')} />
      <section className="auth-page" aria-labelledby="auth-title">
        <h1 id="auth-title">{t.signUpTitle}</h1>
        <p className="auth-page__intro">{t.signUpDescription}</p>
        {session ? (
          <AccountStatus session={session} signOut={signOutSession} />
        ) : (
          <SignUpForm
            signUp={signUp}
            signIn={signInWithPassword}
            onSignedIn={() => {
              navigate(homePath(lang));
            }}
          />
        )}
      </section>
    </>
  );
}
