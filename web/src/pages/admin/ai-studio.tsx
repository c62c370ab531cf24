import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage, EmptyState } from '../../components/admin/admin-page';
import { useAiStatus } from '../../features/ai-studio/api/get-status';
import { NotConfigured, ProviderStatus } from '../../features/ai-studio/components/provider-status';
import { RecentRuns } from '../../features/ai-studio/components/recent-runs';
import { RequestForm } from '../../features/ai-studio/components/request-form';
import { RunView } from '../../features/ai-studio/components/run-view';
import { serverMessage } from '../../lib/api-client';
import '../../styles/admin-ai-studio.css';

const studioHref = '/admin/ai-studio';
const runHref = (id: number) => `?run=${String(id)}`;
const editorHref = (id: number) => `/admin/edit/${String(id)}`;

/**
 * `/admin/ai-studio`: ask the AI provider for a draft, a translation, suggestions or the week's
 * summary, and watch it write (`?run=ID` follows one run); the recent runs below. Editors use it
 * too. Without a provider it says what to configure and offers nothing to ask.
 */
export function AiStudioPage() {
  const [params, setParams] = useSearchParams();
  const runId = Number(params.get('run')) || null;
  const status = useAiStatus();
  const configured = status.data?.configured ?? false;
  const spent = status.data ? status.data.tokens_used_today >= status.data.daily_token_budget : false;

  let main;
  if (status.isError && !status.data) {
    main = (
      <div className="admin-empty ai-failed">
        <p>Failed to read AI Studio’s state. {serverMessage(status.error) ?? 'Please try again.'}</p>
        <button type="button" className="admin-button" onClick={() => void status.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (!status.data) {
    main = <EmptyState>Loading AI Studio…</EmptyState>;
  } else {
    const shown =
      runId !== null ? (
        <>
          <Link className="admin-link ai-back" to={studioHref}>
            {configured ? '← New request' : '← AI Studio'}
          </Link>
          <RunView key={runId} id={runId} editorHref={editorHref} />
        </>
      ) : null;
    main = configured ? (
      <div className="ai-studio">
        <div className="ai-studio__main">
          {shown ?? (
            <RequestForm
              budgetSpent={spent}
              onQueued={(run) => {
                setParams({ run: String(run.id) });
              }}
            />
          )}
        </div>
        {/* Beside the form on a wide screen, after it on a phone. */}
        <div className="ai-studio__aside">
          <ProviderStatus status={status.data} />
        </div>
      </div>
    ) : (
      // Nothing can be asked for: what to configure, and any run of before to look at.
      <div className="ai-studio__main ai-studio__main--setup">
        <NotConfigured />
        {shown}
      </div>
    );
  }

  return (
    <AdminPage
      title="AI Studio"
      description="Drafts, translations, suggestions and the newsletter’s weekly summary, written by an AI provider for an editor to check. Its drafts are signed “AI Generator” and cannot be published until an editor has read them and marked them reviewed."
    >
      {main}
      <h2 className="admin-section-title">Recent runs</h2>
      <RecentRuns hrefOf={(run) => runHref(run.id)} current={runId} />
    </AdminPage>
  );
}
