import { ZSetPasswordRequest } from '@peresadka/contracts/auth';
import { Link } from 'react-router';
import { setPassword } from '../../features/accounts/api/account-calls.ts';
import { AccountForm, NEW_PASSWORD_FIELDS } from '../../components/account-form/AccountForm.tsx';
import { Page } from '../../components/Page.tsx';
import { SessionGate } from '../../components/SessionGate.tsx';

/** SPEC §2: changing the password while signed in; visitors are sent to sign in first. */
export function SetPasswordScreen() {
  return (
    <SessionGate for="signed-in" heading="Смена пароля">
      <Page heading="Смена пароля">
        <AccountForm
          label="Смена пароля"
          schema={ZSetPasswordRequest}
          fields={[
            {
              name: 'current_password',
              label: 'Текущий пароль',
              kind: 'password',
              autoComplete: 'current-password',
            },
            ...NEW_PASSWORD_FIELDS,
          ]}
          submitLabel="Сменить пароль"
          onSubmit={setPassword}
          next={<Link to="/profile">В личный кабинет</Link>}
        />
      </Page>
    </SessionGate>
  );
}
