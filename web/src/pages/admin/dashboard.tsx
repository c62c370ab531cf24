import { AdminPage } from '../../components/admin/admin-page';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { formatTime } from '../../features/dashboard/lib/format';
import { serverMessage } from '../../lib/api-client';
import '../../styles/admin-dashboard.css';

/** `/admin/dashboard`: the site at a glance, read again every minute. */
export function DashboardPage() {
  const dashboard = useDashboard();
  const { data, error, isError, isFetching, dataUpdatedAt } = dashboard;
  const failure = `Failed to load the dashboard. ${serverMessage(error) ?? 'Please try again.'}`;
  return (
    <AdminPage
      title="Dashboard"
      description="Readers, subscribers and what needs the newsroom’s attention."
      actions={
        <>
          {data ? <span className="dashboard-updated">{isFetching ? 'Refreshing…' : `Updated at ${formatTime(dataUpdatedAt)}`}</span> : null}
          {/* Never disabled while the minutely refresh runs: it would take the keyboard's focus away. */}
          <button type="button" className="admin-button" onClick={() => void dashboard.refetch()}>
            Refresh
          </button>
        </>
      }
    >
      {isError ? (
        <p className={data ? 'admin-error' : 'admin-empty'} role="alert">
          {failure}
        </p>
      ) : null}
      {data ? (
        <DashboardView dashboard={data} readAt={dataUpdatedAt} />
      ) : isError ? null : (
        <p className="admin-empty" role="status">
          Loading the dashboard…
        </p>
      )}
    </AdminPage>
  );
}
