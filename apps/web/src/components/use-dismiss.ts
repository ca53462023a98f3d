import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on a click outside it or on Escape (SPEC §2: popups close by their close
 * control, an outside click or Escape), and hands focus back to what opened it.
 */
export function useDismiss(
  popup: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (popup.current?.contains(target) || returnFocusTo?.current?.contains(target)) return;
      close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocusTo?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [popup, open, close, returnFocusTo]);
}
