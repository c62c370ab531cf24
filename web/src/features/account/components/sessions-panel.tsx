import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../lib/api/types';
import { useLang } from '../../../lib/i18n/language-context';
import { useSettingsMessages } from '../../../lib/i18n/sections/settings';
import { toast } from '../../../lib/toast';
import { useAction } from '../../../lib/use-action';
import { endOtherSessions } from '../api/end-other-sessions';
import { endSession } from '../api/end-session';
import { listSessions } from '../api/list-sessions';
import { describeDevice } from '../lib/device';
import { Failure, SettingsSection } from '../../../components/ui/settings-section';

const SESSIONS_KEY = ['account', 'sessions'] as const;

function formatWhen(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(lang === 'ro' ? 'ro-RO' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The account's live sessions with their devices; each can be signed out, or all others. */
export function SessionsPanel() {
  const lang = useLang();
  const t = useSettingsMessages();
  const client = useQueryClient();
  const query = useQuery({ queryKey: SESSIONS_KEY, queryFn: listSessions, staleTime: 0 });
  const { busy, failure, run } = useAction(t.failed);
  const sessions = query.data?.sessions ?? [];

  function end(session: SessionInfo) {
    void run(async () => {
      await endSession(session.id);
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    });
  }

  function endOthers() {
    void run(async () => {
      const { ended } = await endOtherSessions();
      toast({ title: t.othersEnded(ended) });
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    });
  }

  return (
    <SettingsSection id="sessions" title={t.sessionsHeading}>
      {query.isPending ? <p role="status">{t.loading}</p> : null}
      {query.isError ? <Failure message={t.failed} /> : null}
      <ul className="account-list">
        {sessions.map((session) => (
          <li key={session.id} className="account-list__item">
            <div>
              <p className="account-list__title">
                {describeDevice(session.user_agent) ?? t.unknownDevice}
                {session.current ? <span className="badge badge--ok">{t.thisDevice}</span> : null}
              </p>
              <p className="account-list__meta">
                {t.lastUsed(formatWhen(session.last_used_at, lang))}
                {session.ip_address ? ` ${t.fromAddress(session.ip_address)}` : ''}
              </p>
            </div>
            {session.current ? null : (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => { end(session); }}>
                {t.signOutSession}
              </button>
            )}
          </li>
        ))}
      </ul>
      <Failure message={failure} />
      {sessions.length > 1 ? (
        <p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={endOthers}>
            {t.signOutOthers}
          </button>
        </p>
      ) : null}
    </SettingsSection>
  );
}
