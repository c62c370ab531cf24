import {
  emailShareUrl,
  isPopupMethod,
  isShareMethod,
  popupFeatures,
  popupShareUrl,
  type ShareMethod,
  type SharedPage,
} from './share-urls';

/** What became of a share (spec §8 sharing messages). */
export type ShareOutcome =
  | { status: 'shared'; method: ShareMethod }
  | { status: 'cancelled' }
  | { status: 'unsupported-method' }
  | { status: 'native-unsupported' }
  | { status: 'failed' }
  | { status: 'error' };

/** The browser features a share uses, injected so the logic is testable. */
export interface ShareEnvironment {
  share?: (data: { title: string; text?: string; url: string }) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
  open: (url: string, target: string, features: string) => Window | null;
  /** Follows a link in this window (mailto:). */
  assign: (url: string) => void;
  screen: { left: number; top: number; width: number; height: number };
}

export interface ShareContent extends SharedPage {
  text?: string;
  emailSubject: string;
  emailBody: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export async function performShare(method: string, content: ShareContent, env: ShareEnvironment): Promise<ShareOutcome> {
  if (!isShareMethod(method)) return { status: 'unsupported-method' };
  try {
    if (method === 'native') {
      if (!env.share) return { status: 'native-unsupported' };
      try {
        await env.share({ title: content.title, text: content.text, url: content.url });
      } catch (error) {
        return isAbort(error) ? { status: 'cancelled' } : { status: 'failed' };
      }
      return { status: 'shared', method };
    }
    if (method === 'clipboard') {
      if (!env.writeText) return { status: 'failed' };
      try {
        await env.writeText(content.url);
      } catch {
        return { status: 'failed' };
      }
      return { status: 'shared', method };
    }
    if (method === 'email') {
      env.assign(emailShareUrl(content.emailSubject, content.emailBody));
      return { status: 'shared', method };
    }
    if (isPopupMethod(method)) {
      const popup = env.open(popupShareUrl(method, content), `share-${method}`, popupFeatures(env.screen));
      if (!popup) return { status: 'failed' };
      popup.opener = null;
      return { status: 'shared', method };
    }
    return { status: 'unsupported-method' };
  } catch {
    return { status: 'error' };
  }
}
