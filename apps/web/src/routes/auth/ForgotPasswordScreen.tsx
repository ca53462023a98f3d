import { ZResetPasswordRequest } from '@peresadka/contracts/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api/client.ts';
import { AccountForm } from '../../components/account-form/AccountForm.tsx';
import { Page } from '../../components/Page.tsx';
import { SessionGate } from '../../components/SessionGate.tsx';
import { Notice } from '../../components/account-form/Notice.tsx';

/** SPEC §2: asks for the e-mail; the answer is the same whether an account has it or not. */
export function ForgotPasswordScreen() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <SessionGate for="visitor" heading="Восстановление пароля">
      <Page heading="Восстановление пароля">
        {sent ? (
          <Notice>
            <p>{sent}</p>
            <p>
              <Link to="/login">Ко входу</Link>
            </p>
          </Notice>
        ) : (
          <AccountForm
            label="Восстановление пароля"
            schema={ZResetPasswordRequest}
            fields={[{ name: 'email', label: 'E-mail', kind: 'email', autoComplete: 'email' }]}
            submitLabel="Отправить ссылку"
            onSubmit={async (payload) => {
              const { detail } = await callApi('resetPassword', { body: payload });
              setSent(detail);
            }}
          />
        )}
      </Page>
    </SessionGate>
  );
}
