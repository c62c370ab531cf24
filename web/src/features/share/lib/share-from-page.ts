/**
 * A share made from the page: `performShare` given the browser's features, and the share recorded
 * once it happened. A chunk of its own, which the share panel loads as it nears the viewport.
 */
import { recordShare } from '../api/record-share';
import { performShare, type ShareContent, type ShareOutcome } from './perform-share';
import type { ShareMethod } from './share-urls';

export async function shareFromPage(articleId: number, method: ShareMethod, content: ShareContent): Promise<ShareOutcome> {
  const outcome = await performShare(method, content, {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    // Missing outside secure contexts: the call then throws, and the share fails.
    writeText: (text) => navigator.clipboard.writeText(text),
    open: (href, target, features) => window.open(href, target, features),
    assign: (href) => {
      window.location.href = href;
    },
    screen: {
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth || window.innerWidth,
      height: window.outerHeight || window.innerHeight,
    },
  });
  if (outcome.status === 'shared') {
    recordShare(articleId, outcome.method).catch((error: unknown) => {
      console.warn(`[news] share of article ${String(articleId)} not recorded:`, error);
    });
  }
  return outcome;
}
