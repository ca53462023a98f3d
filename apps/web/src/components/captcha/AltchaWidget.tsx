import 'altcha';
import 'altcha/i18n/ru';
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';

const ALTCHA_CONFIGURATION = JSON.stringify({ hideLogo: true });

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** The ALTCHA widget in Russian: it solves the server's challenge in a worker when ticked. */
export default function AltchaWidget({
  challengeUrl,
  onChange,
}: {
  challengeUrl: string;
  onChange: (payload: string) => void;
}) {
  const widget = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onChange(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [onChange]);
  // The solution travels in the form's `captcha` field, set by onChange; no hidden input needed.
  // The box is a finger's 44 px (WCAG 2.5.8); the widget's logo link, too small to hit, is off.
  return (
    <altcha-widget
      ref={widget}
      challenge={challengeUrl}
      language="ru"
      name="captcha"
      configuration={ALTCHA_CONFIGURATION}
      style={{ '--altcha-checkbox-size': '44px' }}
    />
  );
}
