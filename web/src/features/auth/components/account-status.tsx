import { useState } from 'react';
import { Link } from '../../../components/ui/link';
import { accountPath } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n/language-context';
import { useAuthMessages } from '../../../lib/i18n/sections/auth';
import { toast } from '../../../lib/toast';
import { sessionStore } from '../lib/session';
import type { StoredSession } from '../lib/session-store';

/** Sign-out ignores 401, 403 and 404 (spec §7): the session is already gone on the server. */
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

export interface AccountStatusProps {
  session: StoredSession;
  signOut: (refreshToken: string) => Promise<unknown>;
}

/** "You are signed in as …", with a link to the saved articles and the sign-out button. */
export function AccountStatus({ session, signOut }: AccountStatusProps) {
  const lang = useLang();
  const t = useAuthMessages();
  const [busy, setBusy] = useState(false);

  async function leave() {
    setBusy(true);
    try {
      await signOut(session.refresh_token);
    } catch (error) {
      if (!(error instanceof ApiError && ALREADY_SIGNED_OUT.has(error.status))) {
        setBusy(false);
        toast({ title: t.signOutError, variant: 'destructive' });
        return;
      }
    }
    sessionStore().clear();
    toast({ title: t.signOutSuccess });
  }

  return (
    <div className="account-status">
      <p>{t.signedInAs(session.user.email)}</p>
      <p className="account-status__actions">
        <Link to={accountPath(lang, 'account')}>{t.accountLink}</Link>
        <Link to={accountPath(lang, 'saved')}>{t.savedLink}</Link>
        <button type="button" className="button" onClick={() => void leave()} disabled={busy}>
          {busy ? t.signingOut : t.signOut}
        </button>
      </p>
    </div>
  );
}
