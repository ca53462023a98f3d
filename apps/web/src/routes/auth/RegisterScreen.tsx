import { ZRegistrationRequest } from '@peresadka/contracts/auth';
import { Link } from 'react-router';
import { register } from '../../features/accounts/api/account-calls.ts';
import { AccountForm } from '../../components/account-form/AccountForm.tsx';
import { Page } from '../../components/Page.tsx';
import { SessionGate } from '../../components/SessionGate.tsx';

/** SPEC §2 registration: the account waits for the link mailed to the visitor. */
export function RegisterScreen() {
  return (
    <SessionGate for="visitor" heading="Регистрация">
      <Page heading="Регистрация">
        <AccountForm
          label="Регистрация"
          schema={ZRegistrationRequest}
          fields={[
            { name: 'username', label: 'Логин', autoComplete: 'username' },
            { name: 'email', label: 'E-mail', kind: 'email', autoComplete: 'email' },
            { name: 'first_name', label: 'Имя', autoComplete: 'given-name' },
            { name: 'last_name', label: 'Фамилия', autoComplete: 'family-name' },
            { name: 'password', label: 'Пароль', kind: 'password', autoComplete: 'new-password' },
            {
              name: 're_password',
              label: 'Повторите пароль',
              kind: 'password',
              autoComplete: 'new-password',
            },
            {
              name: 'is_acess_agreements',
              label: 'Согласие с документами',
              kind: 'checkbox',
              initial: true,
              labelContent: (
                <>
                  Я принимаю <Link to="/privacy_policy">Политику конфиденциальности</Link>,{' '}
                  <Link to="/terms_of_use">Пользовательское соглашение</Link> и{' '}
                  <Link to="/public_offer">Публичную оферту</Link> и даю согласие на обработку
                  персональных данных
                </>
              ),
            },
          ]}
          submitLabel="Зарегистрироваться"
          onSubmit={register}
          next="Откройте письмо и перейдите по ссылке в нём, чтобы войти."
        />
      </Page>
    </SessionGate>
  );
}
