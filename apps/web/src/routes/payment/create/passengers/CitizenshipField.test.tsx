import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CitizenshipField } from './CitizenshipField.tsx';
import { countriesQuery } from '../../../../features/places/api/countries.ts';

function Citizenship() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="citizenship">Гражданство</label>
      <CitizenshipField
        control={{ id: 'citizenship', 'aria-invalid': undefined, 'aria-describedby': undefined }}
        value={value}
        onChange={setValue}
      />
    </>
  );
}

describe('CitizenshipField', () => {
  afterEach(cleanup);

  it('suggests countries for the typed text and takes one by the keyboard', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(countriesQuery('Каз').queryKey, [
      { pk: 398, name: 'Казахстан' },
      { pk: 999, name: 'Казань-не-страна' },
    ]);
    render(
      <QueryClientProvider client={queryClient}>
        <Citizenship />
      </QueryClientProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Гражданство' });
    await userEvent.type(field, 'Каз');
    expect(await screen.findByRole('option', { name: 'Казахстан' })).toBeTruthy();
    expect(field.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Казахстан' }).id,
    );
    await userEvent.keyboard('{Enter}');
    expect((field as HTMLInputElement).value).toBe('Казахстан');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });
});
