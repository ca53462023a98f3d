import { ZResetPasswordRequest } from '@peresadka/contracts/auth';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../features/accounts/api/account-calls.ts';
import { AccountForm } from '../../components/account-form/AccountForm.tsx';
import { Page } from '../../components/Page.tsx';
import { SessionGate } from '../../components/SessionGate.tsx';

/** SPEC §2: asks for the e-mail; the answer is the same whether an account has it or not. */
export function ForgotPasswordScreen() {
  return (
    <SessionGate for="visitor" heading="Восстановление пароля">
      <Page heading="Восстановление пароля">
        <AccountForm
          label="Восстановление пароля"
          schema={ZResetPasswordRequest}
          fields={[{ name: 'email', label: 'E-mail', kind: 'email', autoComplete: 'email' }]}
          submitLabel="Отправить ссылку"
          onSubmit={requestPasswordReset}
          next={<Link to="/login">Ко входу</Link>}
        />
      </Page>
    </SessionGate>
  );
}
