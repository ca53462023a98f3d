import { ZResetPasswordConfirmRequest } from '@peresadka/contracts/auth';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { callApi } from '../../api/client.ts';
import { AccountForm } from '../../components/account-form/AccountForm.tsx';
import { Page } from '../../components/Page.tsx';
import { SessionGate } from '../../components/SessionGate.tsx';
import { Notice } from '../../components/account-form/Notice.tsx';

/** SPEC §2: the new password, by the link mailed from «Забыли пароль?». */
export function ResetPasswordScreen() {
  const { uid = '', token = '' } = useParams();
  const [done, setDone] = useState<string | null>(null);
  return (
    <SessionGate for="visitor" heading="Новый пароль">
      <Page heading="Новый пароль">
        {done ? (
          <Notice>
            <p>{done}</p>
            <p>
              <Link to="/login">Войти с новым паролем</Link>
            </p>
          </Notice>
        ) : (
          <AccountForm
            label="Новый пароль"
            schema={ZResetPasswordConfirmRequest}
            extra={{ uid, token }}
            fields={[
              {
                name: 'new_password',
                label: 'Новый пароль',
                kind: 'password',
                autoComplete: 'new-password',
              },
              {
                name: 're_new_password',
                label: 'Повторите новый пароль',
                kind: 'password',
                autoComplete: 'new-password',
              },
            ]}
            submitLabel="Сохранить пароль"
            onSubmit={async (payload) => {
              const { detail } = await callApi('resetPasswordConfirm', { body: payload });
              setDone(detail);
            }}
          />
        )}
      </Page>
    </SessionGate>
  );
}
