import { useCallback, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.ts';

/** A button that opens a popup, closed by an outside click or Escape, focus back on the button. */
export function usePopup<Popup extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<Popup>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(popup, open, close, button);
  return {
    open,
    button,
    popup,
    toggle: () => setOpen((o) => !o),
    /** Closes from inside the popup (its own control) and hands focus back. */
    done: () => {
      close();
      button.current?.focus();
    },
  };
}
