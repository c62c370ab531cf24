import { useEffect, useRef, useState } from 'react';

/**
 * A `<dialog>` shown modal while its component is on the page. The element that had the focus
 * is read on the first render, before the dialog takes it, and gets it back when the dialog
 * leaves the page (it is removed rather than closed, so the browser does not do it).
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      opener?.focus();
    };
  }, [opener]);
  return ref;
}
