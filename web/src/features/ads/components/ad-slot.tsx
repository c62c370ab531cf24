import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '../../../components/ui/link';
import { ADS, type AdSlotName } from '../../../config/site';
import { gamesPath, infoPath } from '../../../config/paths';
import { marketingAllowed, subscribeConsent } from '../../../lib/consent-store';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { Lang } from '../../../lib/i18n/languages';
import { AD_LAZY_MARGIN, loadAdScript, startAdRefresh } from '../lib/ad-refresh';

const HOUSE_ADS = ['newsletter', 'games', 'advertise'] as const;
type HouseAd = (typeof HOUSE_ADS)[number];
/** Each slot starts on a different house ad, so a page does not show the same one twice. */
const FIRST_HOUSE_AD: Record<AdSlotName, number> = { sidebar: 0, inline: 1, footer: 2 };

function houseAdHref(lang: Lang, ad: HouseAd): string {
  if (ad === 'games') return gamesPath(lang);
  return infoPath(lang, ad);
}

const noMarketing = () => false;

/**
 * An advertisement (spec §7, §9): loaded 200 px before it is seen, refreshed every 30 s at
 * most 10 times. Ads of the configured network (VITE_ADS_SCRIPT_URL) need marketing consent;
 * otherwise, or when none is configured, our own house ads are shown. A network script that
 * fails to load leaves a fallback banner.
 */
export function AdSlot({ slot }: { slot: AdSlotName }) {
  const lang = useLang();
  const t = useMessages().ads;
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, AD_LAZY_MARGIN);
  const marketing = useSyncExternalStore(subscribeConsent, marketingAllowed, noMarketing);
  const networkSlot = ADS.slots[slot];
  const network = marketing && ADS.scriptUrl !== null && networkSlot !== undefined;
  const [refreshes, setRefreshes] = useState(0);
  const [scriptFailed, setScriptFailed] = useState(false);

  useEffect(() => {
    if (!near) return;
    return startAdRefresh(setRefreshes);
  }, [near]);

  useEffect(() => {
    if (!near || !network || ADS.scriptUrl === null) return;
    let live = true;
    loadAdScript(ADS.scriptUrl).catch((error: unknown) => {
      console.error('[news] ad script failed:', error);
      if (live) setScriptFailed(true);
    });
    return () => {
      live = false;
    };
  }, [near, network]);

  const kind = !network ? 'house' : scriptFailed ? 'fallback' : 'network';
  const house = HOUSE_ADS[(FIRST_HOUSE_AD[slot] + refreshes) % HOUSE_ADS.length] ?? 'newsletter';
  return (
    <aside
      ref={ref}
      className={`ad-slot ad-slot--${slot}`}
      aria-label={t.region[slot]}
      data-ad-kind={near ? kind : 'pending'}
      data-ad-refreshes={refreshes}
      data-ad-network={ADS.scriptUrl === null ? undefined : 'configured'}
    >
      <span className="ad-slot__label">{t.label}</span>
      {!near ? (
        <div className="ad-slot__placeholder" />
      ) : kind === 'network' ? (
        <ins key={refreshes} className="ad-slot__network" data-ad-slot={networkSlot} />
      ) : kind === 'fallback' ? (
        <Link className="ad-slot__house ad-slot__house--fallback" to={infoPath(lang, 'advertise')}>
          <span className="ad-slot__text">{t.fallback}</span>
        </Link>
      ) : (
        <Link className={`ad-slot__house ad-slot__house--${house}`} to={houseAdHref(lang, house)} data-house-ad={house}>
          <strong className="ad-slot__title">{t.house[house][0]}</strong>
          <span className="ad-slot__text">{t.house[house][1]}</span>
          <span className="ad-slot__cta">{t.house[house][2]}</span>
        </Link>
      )}
    </aside>
  );
}
