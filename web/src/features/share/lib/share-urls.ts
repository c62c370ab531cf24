/** Spec §9: the seven share methods and the 626x436 popup of the social ones. */
export const SHARE_METHODS = ['native', 'clipboard', 'facebook', 'whatsapp', 'telegram', 'email', 'linkedin'] as const;
export type ShareMethod = (typeof SHARE_METHODS)[number];

/** The methods that open the network's page in a popup. */
export const POPUP_METHODS = ['facebook', 'whatsapp', 'telegram', 'linkedin'] as const;
export type PopupMethod = (typeof POPUP_METHODS)[number];

export const POPUP_WIDTH = 626;
export const POPUP_HEIGHT = 436;

export function isShareMethod(value: string): value is ShareMethod {
  return (SHARE_METHODS as readonly string[]).includes(value);
}

export function isPopupMethod(value: string): value is PopupMethod {
  return (POPUP_METHODS as readonly string[]).includes(value);
}

export interface SharedPage {
  /** Absolute URL of the article. */
  url: string;
  title: string;
}

const enc = encodeURIComponent;

/** The network's share page for the article. */
export function popupShareUrl(method: PopupMethod, { url, title }: SharedPage): string {
  switch (method) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${enc(`${title} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${enc(url)}&text=${enc(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`;
  }
}

/** A mailto: link with the subject and body given (encoded as RFC 6068 asks: spaces as %20). */
export function emailShareUrl(subject: string, body: string): string {
  return `mailto:?subject=${enc(subject)}&body=${enc(body)}`;
}

/** window.open features of a 626x436 popup centred on the reader's window. */
export function popupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - POPUP_HEIGHT) / 2));
  return `width=${String(POPUP_WIDTH)},height=${String(POPUP_HEIGHT)},left=${String(left)},top=${String(top)},resizable=yes,scrollbars=yes`;
}
