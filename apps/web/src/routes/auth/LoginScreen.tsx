import { ZTokenRequest } from '@peresadka/contracts/auth';
import { Link, useNavigate } from 'react-router';
import { obtainToken } from '../../features/accounts/api/account-calls.ts';
import { AccountForm } from '../../components/account-form/AccountForm.tsx';
import styles from '../../components/account-form/AccountForm.module.css';
import { Page } from '../../components/Page.tsx';
import { SessionGate, useRedirectTarget } from '../../components/SessionGate.tsx';
import { startSession } from '../../state/session.ts';

/** SPEC §2 login: login, password with show/hide, captcha; then /profile or where it was sent from. */
export function LoginScreen() {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  return (
    <SessionGate for="visitor" heading="Вход">
      <Page heading="Вход">
        <AccountForm
          label="Вход"
          schema={ZTokenRequest}
          fields={[
            { name: 'username', label: 'Логин', autoComplete: 'username' },
            {
              name: 'password',
              label: 'Пароль',
              kind: 'password',
              autoComplete: 'current-password',
            },
          ]}
          submitLabel="Войти"
          onSubmit={async (payload) => {
            const access = await obtainToken(payload);
            startSession(access);
            await navigate(target, { replace: true });
          }}
        />
        <p className={styles.links}>
          <Link to="/register">Регистрация</Link>
          <Link to="/forgot_password">Забыли пароль?</Link>
        </p>
      </Page>
    </SessionGate>
  );
}
