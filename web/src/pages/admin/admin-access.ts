import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accountPath, homePath } from '../../config/paths';
import { getAdminStatus } from '../../features/auth/api/get-admin-status';
import { listFactors } from '../../features/auth/api/list-factors';
import { sessionStore, useSession } from '../../features/auth/lib/session';
import { ApiError } from '../../lib/api-client';
import type { StaffRole } from '../../lib/api/types';
import { toast } from '../../lib/toast';

/** The admin guard's states (spec §4): loading, then granted, or the Access Error screen. */
export type AdminAccess =
  | { kind: 'loading' }
  | { kind: 'granted'; role: StaffRole }
  /** Staff with a second factor whose session has not used it yet. */
  | { kind: 'mfa'; factorId: string }
  | { kind: 'error'; message: string };

/** Spec §8 admin guard messages. */
export const ACCESS_DENIED = "You don't have admin privileges.";
export const CHECK_FAILED = 'Unable to verify admin access. Please try again.';
export const CHECK_ERROR = 'An error occurred while checking admin access.';
const ENROL_FIRST = 'Set up two-factor authentication to continue.';

/** The admin area is English; its sign-in and home are the English site's. */
export function loginPath(next: string): string {
  return `${accountPath('en', 'login')}?next=${encodeURIComponent(next)}`;
}

/**
 * Spec §4 and §6 admin guard: no session goes to /en/login (and back here after signing in);
 * a session that is not staff goes to /en/ with 'Access Denied'; staff whose session must use
 * its second factor first are asked for a code here; a failed check shows the Access Error
 * screen. `attempt` changes to check again.
 */
export function useAdminAccess(attempt: number): AdminAccess {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const userId = session?.user.id ?? null;
  // The answer of one check, for the account and attempt it was made for.
  const check = `${userId ?? ''}:${String(attempt)}`;
  const [answer, setAnswer] = useState<{ check: string; access: AdminAccess } | null>(null);
  // A stored session whose access token expired is being refreshed: wait for it.
  const ready = session !== null && sessionStore().accessToken() !== null;

  useEffect(() => {
    if (session === null) {
      navigate(loginPath(here), { replace: true });
      return;
    }
    if (!ready) return;
    let live = true;
    const setAccess = (access: AdminAccess) => {
      setAnswer({ check, access });
    };
    (async (): Promise<AdminAccess | null> => {
      const status = await getAdminStatus();
      if (status.mfa_required) {
        const factor = (await listFactors()).factors.find((candidate) => candidate.status === 'verified');
        if (factor) return { kind: 'mfa', factorId: factor.id };
      }
      if (status.mfa_enrollment_required) {
        toast({ title: 'Two-factor authentication', description: ENROL_FIRST });
        navigate(accountPath('en', 'account'), { replace: true });
        return null;
      }
      if (!status.is_admin || !status.role) {
        toast({ title: 'Access Denied', description: ACCESS_DENIED, variant: 'destructive' });
        navigate(homePath('en'), { replace: true });
        return null;
      }
      return { kind: 'granted', role: status.role };
    })().then(
      (next) => {
        if (live && next) setAccess(next);
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) {
          navigate(loginPath(here), { replace: true });
        } else if (error instanceof ApiError && error.status !== 0) {
          setAccess({ kind: 'error', message: CHECK_FAILED });
        } else {
          toast({ title: 'Access Error', description: CHECK_ERROR, variant: 'destructive' });
          navigate(loginPath(here), { replace: true });
        }
      },
    );
    return () => {
      live = false;
    };
    // Checked again for another account or attempt, not on every token refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, ready, attempt]);

  return answer?.check === check ? answer.access : { kind: 'loading' };
}
