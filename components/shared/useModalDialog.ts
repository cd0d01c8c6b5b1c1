import { useEffect, useRef, type RefObject } from 'react';
import { lockScroll } from '@/lib/dom/scrollLock';

/**
 * Shows a native <dialog> as a modal while `isOpen` (the page behind inert and not scrolling)
 * and, on closing, returns focus to `returnFocusRef`. The returned ref is true while this hook
 * has the dialog shown, so a `close` event the hook itself caused can be told apart.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, isOpen: boolean, returnFocusRef: RefObject<HTMLElement | null>) {
  const shown = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    const returnFocus = returnFocusRef.current;
    if (!dialog || !isOpen) return undefined;
    if (!dialog.open) dialog.showModal();
    shown.current = true;
    const unlock = lockScroll();
    return () => {
      shown.current = false;
      unlock();
      if (dialog.open) dialog.close();
      returnFocus?.focus();
    };
  }, [dialogRef, isOpen, returnFocusRef]);
  return shown;
}
