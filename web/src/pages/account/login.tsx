import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/ui/page-head';
import { accountPath, homePath } from '../../config/paths';
import type { Session, Verification } from '../../lib/api/types';
import { useLang } from '../../lib/i18n/language-context';
import { useAuthMessages } from '../../lib/i18n/sections/auth';
import { toast } from '../../lib/toast';
import { challengeFactor } from '../../features/auth/api/challenge-factor';
import { getAdminStatus } from '../../features/auth/api/get-admin-status';
import { listFactors } from '../../features/auth/api/list-factors';
import { recoverPassword } from '../../features/auth/api/recover-password';
import { requestSignInCode } from '../../features/auth/api/request-code';
import { signInWithPassword } from '../../features/auth/api/sign-in';
import { signInWithCode } from '../../features/auth/api/sign-in-with-code';
import { signInWithProvider } from '../../features/auth/api/sign-in-with-provider';
import { signOutSession } from '../../features/auth/api/sign-out';
import { verifyFactor } from '../../features/auth/api/verify-factor';
import { AccountStatus } from '../../features/auth/components/account-status';
import { CodeSignInForm } from '../../features/auth/components/code-sign-in-form';
import { MfaChallenge } from '../../features/auth/components/mfa-challenge';
import { ProviderButtons } from '../../features/auth/components/provider-buttons';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { adoptSession, sessionStore, useSession } from '../../features/auth/lib/session';
import { normalizeCode, serverMessage } from '../../features/auth/lib/validate';

type Step = { kind: 'password' } | { kind: 'code' } | { kind: 'mfa'; factorId: string };

/** Where to go after signing in: `?next=` when it is a path of this site, else the home page. */
function nextPath(params: URLSearchParams, fallback: string): string {
  const next = params.get('next');
  return next?.startsWith('/') && !next.startsWith('//') ? next : fallback;
}

/**
 * `/{lang}/login`: sign in with a password or a mailed code (the mail's link fills both in and
 * signs in at once), then, for an account with an authenticator app, the second step; signed
 * in, who you are and sign out.
 */
export function LoginPage() {
  const lang = useLang();
  const t = useAuthMessages();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(() => (params.get('code') ? { kind: 'code' } : { kind: 'password' }));
  const linkUsed = useRef(false);
  const providerError = params.get('error');
  const providerFailure = providerError ? (t.providerErrors[providerError] ?? t.unexpectedError) : null;

  /** The second step for an account with a factor; staff who must have one are sent to enrol. */
  async function afterSignIn() {
    const factors = await listFactors().catch(() => null);
    const factor = factors?.factors.find((candidate) => candidate.status === 'verified');
    if (factor) {
      setStep({ kind: 'mfa', factorId: factor.id });
      return;
    }
    const staff = await getAdminStatus().catch(() => null);
    if (staff?.mfa_enrollment_required) {
      toast({ title: t.mfaTitle, description: t.mfaEnrolRequired });
      navigate(accountPath(lang, 'account'));
      return;
    }
    navigate(nextPath(params, homePath(lang)));
  }

  function onSession(fresh: Session) {
    adoptSession(fresh, t);
    void afterSignIn();
  }

  function onVerified(verification: Verification) {
    sessionStore().verifiedFactor(verification.session);
    toast({ title: t.mfaVerified });
    navigate(nextPath(params, homePath(lang)));
  }

  // The link in the sign-in mail (`?email=…&code=…`), or a provider's answer (`?oidc_code=…`).
  useEffect(() => {
    const email = params.get('email');
    const code = normalizeCode(params.get('code') ?? '');
    const handoff = params.get('oidc_code');
    if (linkUsed.current || sessionStore().get()) return;
    const exchange = handoff ? () => signInWithProvider(handoff) : email && code ? () => signInWithCode(email, code) : null;
    if (!exchange) return;
    linkUsed.current = true;
    exchange().then(onSession, (error: unknown) => {
      toast({ title: t.signInError, description: serverMessage(error) ?? t.unexpectedError, variant: 'destructive' });
    });
    // Once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  let body;
  if (step.kind === 'mfa') {
    body = <MfaChallenge factorId={step.factorId} challenge={challengeFactor} verify={verifyFactor} onVerified={onVerified} />;
  } else if (session) {
    body = <AccountStatus session={session} signOut={signOutSession} />;
  } else if (step.kind === 'code') {
    body = (
      <CodeSignInForm
        initialEmail={params.get('email') ?? ''}
        requestCode={requestSignInCode}
        signIn={signInWithCode}
        onSession={onSession}
        onCancel={() => {
          setStep({ kind: 'password' });
        }}
      />
    );
  } else {
    body = (
      <>
        {providerFailure ? (
          <p className="auth-form__failure" role="alert">
            <strong>{t.signInError}</strong> {providerFailure}
          </p>
        ) : null}
        <SignInForm
        signIn={signInWithPassword}
        recover={recoverPassword}
        onSignedIn={() => void afterSignIn()}
          onUseCode={() => {
            setStep({ kind: 'code' });
          }}
        />
        <ProviderButtons next={params.get('next')} />
      </>
    );
  }
  return (
    <>
      <PageHead lang={lang} title={t.signInTitle} description={t.signInDescription} canonicalPath={accountPath(lang, 'login')} />
      <section className="auth-page" aria-labelledby="auth-title">
        <h1 id="auth-title">{t.signInTitle}</h1>
        <p className="auth-page__intro">{t.signInDescription}</p>
        {body}
      </section>
    </>
  );
}
