import { ZResetPasswordConfirmRequest } from '@peresadka/contracts/auth';
import { Link, useParams } from 'react-router';
import { confirmPasswordReset } from '../../features/accounts/api/account-calls.ts';
import { AccountForm, NEW_PASSWORD_FIELDS } from '../../components/account-form/AccountForm.tsx';
import { Page } from '../../components/Page.tsx';
import { SessionGate } from '../../components/SessionGate.tsx';

/** SPEC §2: the new password, by the link mailed from «Забыли пароль?». */
export function ResetPasswordScreen() {
  const { uid = '', token = '' } = useParams();
  return (
    <SessionGate for="visitor" heading="Новый пароль">
      <Page heading="Новый пароль">
        <AccountForm
          label="Новый пароль"
          schema={ZResetPasswordConfirmRequest}
          extra={{ uid, token }}
          fields={NEW_PASSWORD_FIELDS}
          submitLabel="Сохранить пароль"
          onSubmit={confirmPasswordReset}
          next={<Link to="/login">Войти с новым паролем</Link>}
        />
      </Page>
    </SessionGate>
  );
}
