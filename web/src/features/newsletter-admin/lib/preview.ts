/**
 * The document a campaign's body is previewed in: close to the mail's own frame (a white
 * column, serif text), without the unsubscribe footer every mail gets. It is shown in an
 * iframe with `sandbox=""`, so nothing in the body runs or reaches the admin page.
 */
export function previewDocument(html: string, language: string): string {
  const body = html.trim() ? html : '<p class="empty">The preview shows here as you write.</p>';
  return `<!doctype html><html lang="${language === 'ro' ? 'ro' : 'en'}"><head><meta charset="utf-8"><title>Preview</title><style>
body{margin:0;padding:24px 28px;background:#fff;color:#1a1a1a;font:17px/1.6 Georgia,'Times New Roman',serif;overflow-wrap:anywhere}
img{max-width:100%;height:auto}a{color:#1d4ed8}.empty{color:#595959;font-style:italic}
</style></head><body>${body}</body></html>`;
}
