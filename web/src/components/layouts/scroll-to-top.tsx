import { useMessages } from '../../lib/i18n/language-context';
import { ArrowUpIcon } from '../ui/icons';

/** Appears past 300 px (spec §9) and scrolls back to the top. */
export function ScrollToTop({ visible }: { visible: boolean }) {
  const t = useMessages().nav;
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t.scrollToTop}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
