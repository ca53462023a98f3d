import { useEffect, useRef } from 'react';

type SmartCaptcha = {
  render(
    container: HTMLElement,
    options: { sitekey: string; hl: string; callback: (token: string) => void },
  ): number;
  destroy(widgetId: number): void;
};

declare global {
  interface Window {
    smartCaptcha?: SmartCaptcha;
  }
}

const SCRIPT_URL = 'https://smartcaptcha.yandexcloud.net/captcha.js';
let script: Promise<SmartCaptcha> | null = null;

/** Yandex's script is loaded once per page and only when a form with a captcha is shown. */
function loadSmartCaptcha(): Promise<SmartCaptcha> {
  script ??= new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = SCRIPT_URL;
    tag.async = true;
    tag.onload = () => (window.smartCaptcha ? resolve(window.smartCaptcha) : reject(new Error()));
    tag.onerror = () => {
      script = null;
      reject(new Error('SmartCaptcha did not load'));
    };
    document.head.append(tag);
  });
  return script;
}

/** Yandex SmartCaptcha, used when the server has its keys (SPEC §9's external provider). */
export default function YandexCaptcha({
  siteKey,
  onChange,
}: {
  siteKey: string;
  onChange: (token: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widgetId: number | undefined;
    let cancelled = false;
    void loadSmartCaptcha().then((captcha) => {
      if (cancelled || !container.current) return;
      widgetId = captcha.render(container.current, {
        sitekey: siteKey,
        hl: 'ru',
        callback: onChange,
      });
    });
    return () => {
      cancelled = true;
      if (widgetId !== undefined) window.smartCaptcha?.destroy(widgetId);
    };
  }, [siteKey, onChange]);
  return <div ref={container} />;
}
