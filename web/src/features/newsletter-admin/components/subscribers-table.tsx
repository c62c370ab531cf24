import { Badge } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import { AdminTable } from '../../../components/admin/table-frame';
import type { Subscriber } from '../../../lib/api/types';
import { languageName } from '../lib/languages';
import { SUBSCRIBER_STATUS } from '../lib/subscribers';

/** Subscribers with their language, state and delivery failures. */
export function SubscribersTable({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <AdminTable
      label="Subscribers"
      columns={['Address', 'Language', 'Status', 'Subscribed', 'Confirmed', { label: 'Bounces', className: 'admin-table__number' }]}
    >
      {subscribers.map((subscriber) => {
        const [tone, label] = SUBSCRIBER_STATUS[subscriber.status];
        return (
          <tr key={subscriber.id}>
            <td className="newsletter-table__email">{subscriber.email}</td>
            <td>{languageName(subscriber.language)}</td>
            <td>
              <Badge tone={tone}>{label}</Badge>
              {subscriber.unsubscribed_at ? (
                <span className="admin-table__meta">since {formatDateTime(subscriber.unsubscribed_at)}</span>
              ) : null}
            </td>
            <td className="admin-table__nowrap">{formatDateTime(subscriber.created_at)}</td>
            <td className="admin-table__nowrap">{formatDateTime(subscriber.confirmed_at)}</td>
            <td className="admin-table__number">{subscriber.bounces}</td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
