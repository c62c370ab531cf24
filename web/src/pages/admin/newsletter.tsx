import { Suspense, lazy } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../components/admin/admin-page';
import { STATUS_FILTERS } from '../../features/newsletter-admin/api/list-subscribers';
import { CampaignDetail } from '../../features/newsletter-admin/components/campaign-detail';
import { CampaignsList } from '../../features/newsletter-admin/components/campaigns-list';
import { ComposeCampaignForm, type BodyEditorProps } from '../../features/newsletter-admin/components/compose-campaign-form';
import { SubscribersPanel } from '../../features/newsletter-admin/components/subscribers-panel';
import type { SubscriberView } from '../../features/newsletter-admin/lib/subscribers';
import { isLang } from '../../lib/i18n/languages';
import '../../styles/admin-newsletter.css';

/** The article editor's rich-text editor writes campaign bodies too: loaded, with TipTap, only when a campaign is composed. */
const RichTextEditor = lazy(() => import('../../features/article-editor/components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/** A mail shows no frames: the body's editor offers no embeds. */
function CampaignBodyEditor(props: BodyEditorProps) {
  return (
    <Suspense
      fallback={
        <p className="admin-empty" role="status">
          Loading the editor…
        </p>
      }
    >
      <RichTextEditor {...props} embeds={false} />
    </Suspense>
  );
}

type Tab = 'subscribers' | 'campaigns';

const TABS: [Tab, string][] = [
  ['subscribers', 'Subscribers'],
  ['campaigns', 'Campaigns'],
];

/** The subscriber list's filters from the address: `?status=…&language=…&q=…&page=…`. */
function subscriberView(params: URLSearchParams): SubscriberView {
  const language = params.get('language') ?? '';
  return {
    status: STATUS_FILTERS.find((status) => status === params.get('status')) ?? 'all',
    language: isLang(language) ? language : '',
    search: params.get('q') ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

function subscriberParams(view: SubscriberView): URLSearchParams {
  const next = new URLSearchParams();
  if (view.status !== 'all') next.set('status', view.status);
  if (view.language) next.set('language', view.language);
  if (view.search) next.set('q', view.search);
  if (view.page > 1) next.set('page', String(view.page));
  return next;
}

const campaignsHref = '?tab=campaigns';
const campaignHref = (id: number) => `?tab=campaigns&campaign=${String(id)}`;

/** `/admin/newsletter`: who subscribes, and the campaigns sent to them. */
export function NewsletterPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'campaigns' ? 'campaigns' : 'subscribers';
  const campaignId = Number(params.get('campaign')) || null;
  const composing = tab === 'campaigns' && params.get('new') === '1';

  return (
    <AdminPage
      title="Newsletter"
      description="Readers who asked for the newsletter, and the campaigns mailed to the confirmed ones of each language."
      actions={
        tab === 'campaigns' && !composing ? (
          <Link className="admin-button admin-button--primary" to="?tab=campaigns&new=1">
            New campaign
          </Link>
        ) : null
      }
    >
      <div className="admin-tabs" role="group" aria-label="Newsletter section">
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="admin-tab"
            aria-pressed={tab === value}
            onClick={() => {
              setParams(value === 'campaigns' ? { tab: value } : {});
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'subscribers' ? (
        <SubscribersPanel
          view={subscriberView(params)}
          onView={(view) => {
            setParams(subscriberParams(view));
          }}
        />
      ) : composing ? (
        <ComposeCampaignForm
          renderBodyEditor={(props) => <CampaignBodyEditor {...props} />}
          onCreated={(campaign) => {
            setParams({ tab: 'campaigns', campaign: String(campaign.id) });
          }}
          onCancel={() => {
            setParams({ tab: 'campaigns' });
          }}
        />
      ) : campaignId ? (
        <>
          <Link className="admin-link newsletter-back" to={campaignsHref}>
            ← All campaigns
          </Link>
          <CampaignDetail id={campaignId} />
        </>
      ) : (
        <CampaignsList hrefOf={(campaign) => campaignHref(campaign.id)} />
      )}
    </AdminPage>
  );
}
