import { ZSetPasswordRequest } from '@peresadka/contracts/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api/client.ts';
import { AccountForm } from '../../components/account-form/AccountForm.tsx';
import { Page } from '../../components/Page.tsx';
import { SessionGate } from '../../components/SessionGate.tsx';
import { Notice } from '../../components/account-form/Notice.tsx';

/** SPEC §2: changing the password while signed in; visitors are sent to sign in first. */
export function SetPasswordScreen() {
  const [done, setDone] = useState<string | null>(null);
  return (
    <SessionGate for="signed-in" heading="Смена пароля">
      <Page heading="Смена пароля">
        {done ? (
          <Notice>
            <p>{done}</p>
            <p>
              <Link to="/profile">В личный кабинет</Link>
            </p>
          </Notice>
        ) : (
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
            submitLabel="Сменить пароль"
            onSubmit={async (payload) => {
              const { detail } = await callApi('setPassword', { body: payload });
              setDone(detail);
            }}
          />
        )}
      </Page>
    </SessionGate>
  );
}
