import { toast } from '../../../lib/toast';

/** Copies `text` to the clipboard, and says so (or that the browser refused); `label` names it when its text alone would not. */
export function CopyButton({ text, label, what, children = 'Copy' }: { text: string; label?: string; what: string; children?: string }) {
  return (
    <button
      type="button"
      className="admin-button admin-button--small"
      aria-label={label}
      onClick={() => {
        const copied = typeof navigator.clipboard === 'undefined' ? Promise.reject(new Error('no clipboard')) : navigator.clipboard.writeText(text);
        copied.then(
          () => {
            toast({ title: 'Copied', description: what });
          },
          () => {
            toast({ title: 'Not copied', description: 'The browser did not allow it: select the text and copy it yourself.', variant: 'destructive' });
          },
        );
      }}
    >
      {children}
    </button>
  );
}
