import { useEffect, useState } from 'react';

/** Waits for a pause in typing, so a word costs one request rather than one per letter. */
export function useSettled(text: string, ms = 200): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
