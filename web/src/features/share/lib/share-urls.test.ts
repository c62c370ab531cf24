import { describe, expect, it } from 'vitest';
import { SHARE_METHODS, emailShareUrl, isPopupMethod, isShareMethod, popupFeatures, popupShareUrl } from './share-urls';

const page = { url: 'https://news.example/ro/article/7/știri-&-vești?x=1', title: 'Știri & vești: "azi"' };

describe('share URLs', () => {
  it('has the seven methods of the spec', () => {
    expect(SHARE_METHODS).toEqual(['native', 'clipboard', 'facebook', 'whatsapp', 'telegram', 'email', 'linkedin']);
    expect(isShareMethod('telegram')).toBe(true);
    expect(isShareMethod('myspace')).toBe(false);
    expect(isPopupMethod('clipboard')).toBe(false);
    expect(isPopupMethod('linkedin')).toBe(true);
  });

  it('builds each network share link with the URL (and title) encoded', () => {
    const url = encodeURIComponent(page.url);
    expect(popupShareUrl('facebook', page)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(popupShareUrl('linkedin', page)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(popupShareUrl('telegram', page)).toBe(`https://t.me/share/url?url=${url}&text=${encodeURIComponent(page.title)}`);
    const whatsapp = new URL(popupShareUrl('whatsapp', page));
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`${page.title} ${page.url}`);
    for (const method of ['facebook', 'linkedin', 'telegram'] as const) {
      const params = new URL(popupShareUrl(method, page)).searchParams;
      expect(params.get(method === 'facebook' ? 'u' : 'url')).toBe(page.url);
    }
  });

  it('writes mailto links with %20 for spaces and the body lines kept', () => {
    const link = emailShareUrl('A b&c', 'Line 1\n\nhttps://x.example/?a=1&b=2');
    expect(link).toBe('mailto:?subject=A%20b%26c&body=Line%201%0A%0Ahttps%3A%2F%2Fx.example%2F%3Fa%3D1%26b%3D2');
  });

  it('centres a 626x436 popup on the window', () => {
    expect(popupFeatures({ left: 100, top: 50, width: 1280, height: 900 })).toBe(
      'width=626,height=436,left=427,top=282,resizable=yes,scrollbars=yes',
    );
    expect(popupFeatures({ left: 0, top: 0, width: 390, height: 300 })).toContain('left=0,top=0');
  });
});
