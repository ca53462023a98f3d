import { ZRegistrationRequest } from '@peresadka/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../api/fake-api.test-support.ts';
import { AccountForm, type FieldSpec } from './AccountForm.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const fields: FieldSpec[] = [
  { name: 'username', label: 'Логин' },
  { name: 'email', label: 'E-mail', kind: 'email' },
  { name: 'first_name', label: 'Имя' },
  { name: 'last_name', label: 'Фамилия' },
  { name: 'password', label: 'Пароль', kind: 'password' },
  { name: 're_password', label: 'Повторите пароль', kind: 'password' },
  { name: 'is_acess_agreements', label: 'Согласие с документами', kind: 'checkbox' },
];

function renderForm(onSubmit: () => Promise<string | void>) {
  // The captcha's settings never arrive: its widget stays out of the test.
  fakeServer({ captchaConfig: () => new Promise(() => {}) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountForm
        label="Регистрация"
        schema={ZRegistrationRequest}
        fields={fields}
        submitLabel="Зарегистрироваться"
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
}

/** How many times a text shows in the form. */
const times = (text: string) => screen.getByRole('form').textContent!.split(text).length - 1;

describe('an account form’s errors', () => {
  afterEach(cleanup);

  it('shows each check’s message once, beside its field, and puts the cursor on the first', async () => {
    renderForm(vi.fn());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Логин'), 'bad login!');
    await user.type(screen.getByLabelText('Пароль'), 'Sibirskiy-ekspress-1916');
    await user.type(screen.getByLabelText('Повторите пароль'), 'Sibirskiy-ekspress-1917');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    for (const message of [
      'Логин может содержать только буквы, цифры и символы @ . + - _',
      'Пароли не совпадают',
      'Пожалуйста, пройдите капчу',
    ]) {
      expect(times(message), message).toBe(1);
    }
    expect(screen.getByLabelText('Логин').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Логин'));
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
