import { lazy, Suspense } from 'react';
import { useCaptchaConfig } from '../../features/accounts/api/captcha-config.ts';
import styles from './Captcha.module.css';

const AltchaWidget = lazy(() => import('./AltchaWidget.tsx'));
const YandexCaptcha = lazy(() => import('./YandexCaptcha.tsx'));

export type CaptchaProps = {
  /** The solved payload, or '' when the widget is not (or no longer) solved. */
  onChange: (payload: string) => void;
  /** A new value asks for a fresh solution: each one is accepted once (after a failed submit). */
  generation: number;
  error: string | undefined;
};

/**
 * The captcha of the account and support forms (SPEC §9): ALTCHA's proof of work by default,
 * Yandex SmartCaptcha when the server is configured for it. Its widget code loads with the form.
 */
export function Captcha({ onChange, generation, error }: CaptchaProps) {
  const config = useCaptchaConfig();
  return (
    <div className={styles.captcha}>
      {config.isError && (
        <p role="alert" className={styles.error}>
          Не удалось загрузить проверку «я не робот». Обновите страницу.
        </p>
      )}
      <Suspense fallback={<p className={styles.loading}>Загружаем проверку…</p>}>
        {config.data?.provider === 'altcha' && (
          <AltchaWidget
            key={generation}
            challengeUrl={config.data.challenge_url}
            onChange={onChange}
          />
        )}
        {config.data?.provider === 'yandex' && (
          <YandexCaptcha key={generation} siteKey={config.data.site_key} onChange={onChange} />
        )}
      </Suspense>
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
