/** A campaign's body as it is checked and previewed before it is saved. */

/**
 * True when the body has nothing to read: no words and no image. The rich-text editor leaves
 * `<p></p>` behind when everything is deleted, which is not a body.
 */
export function isBlankBody(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim() === '';
}

/**
 * The document a campaign's body is previewed in: close to the mail's own frame (a white
 * column, serif text), without the unsubscribe footer every mail gets. It is shown in an
 * iframe with `sandbox=""`, so nothing in the body runs or reaches the admin page.
 */
export function previewDocument(html: string, language: string): string {
  const body = isBlankBody(html) ? '<p class="empty">The preview shows here as you write.</p>' : html;
  return `<!doctype html><html lang="${language === 'ro' ? 'ro' : 'en'}"><head><meta charset="utf-8"><title>Preview</title><style>
body{margin:0;padding:24px 28px;background:#fff;color:#1a1a1a;font:17px/1.6 Georgia,'Times New Roman',serif;overflow-wrap:anywhere}
img{max-width:100%;height:auto}a{color:#1d4ed8}.empty{color:#595959;font-style:italic}
</style></head><body>${body}</body></html>`;
}
