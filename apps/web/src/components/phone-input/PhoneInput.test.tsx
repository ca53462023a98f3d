import { ZFeedbackRequest } from '@peresadka/contracts/feedback';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneInput } from './PhoneInput.tsx';

function Held() {
  const [value, setValue] = useState('');
  return <PhoneInput aria-label="Телефон" value={value} onChange={setValue} />;
}

describe('the phone field', () => {
  afterEach(cleanup);

  it('writes ten digits typed alone as a +7 number the support form accepts', async () => {
    render(<Held />);
    const field = screen.getByLabelText<HTMLInputElement>('Телефон');
    await userEvent.type(field, '9161234567');
    expect(field.value).toBe('+7 (916) 123-45-67');
    expect(field.type).toBe('tel');
    const sent = ZFeedbackRequest.safeParse({
      contact_phone: field.value,
      contact_email: 'anna@example.ru',
      name: 'Анна',
      text: 'Не приходит билет',
      captcha: 'x',
    });
    expect(sent.error?.issues.map((i) => i.path.join('.')) ?? []).not.toContain('contact_phone');
  });

  it('reads a leading 8 as +7', async () => {
    render(<Held />);
    const field = screen.getByLabelText<HTMLInputElement>('Телефон');
    await userEvent.type(field, '89161234567');
    expect(field.value).toBe('+7 (916) 123-45-67');
  });
});
