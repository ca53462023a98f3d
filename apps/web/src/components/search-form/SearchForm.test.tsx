import { addDays, formatWireDate, toIsoDate, todayIn } from '@peresadka/contracts/dates';
import { searchCriteriaSchema, type SearchCriteria } from '@peresadka/contracts/search';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { SearchForm } from './SearchForm.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const today = todayIn('Europe/Moscow', new Date());
const day = (n: number) => addDays(today, n);

const initial = searchCriteriaSchema().parse({
  starting_point: 'Москва',
  ending_point: 'Санкт-Петербург',
  date: formatWireDate(day(3)),
});

function renderForm(onSearch: (criteria: SearchCriteria) => void, start = initial) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SearchForm initial={start} onSearch={onSearch} />
    </QueryClientProvider>,
  );
  return screen.getByLabelText<HTMLInputElement>('Обратно');
}

describe('the search form’s «Обратно» date', () => {
  afterEach(cleanup);

  it('starts empty, one way, and opens its calendar no earlier than the way there', () => {
    const back = renderForm(vi.fn());
    expect(back.value).toBe('');
    expect(back.min).toBe(toIsoDate(day(3)));
    expect(screen.getByText('Не нужно — только туда')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Без обратного билета' })).toBeNull();
  });

  it('searches there and back with the way back’s date', async () => {
    const onSearch = vi.fn();
    const back = renderForm(onSearch);
    fireEvent.change(back, { target: { value: toIsoDate(day(6)) } });
    expect(screen.getByText('Туда и обратно одним заказом')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Найти билеты' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toMatchObject({
      date: formatWireDate(day(3)),
      return_date: formatWireDate(day(6)),
    });
  });

  it('refuses a way back before the way there, in Russian, and searches nothing', async () => {
    const onSearch = vi.fn();
    const back = renderForm(onSearch);
    fireEvent.change(back, { target: { value: toIsoDate(day(2)) } });
    await userEvent.click(screen.getByRole('button', { name: 'Найти билеты' }));
    const problems = await screen.findAllByText('Дата «Обратно» не может быть раньше даты «Туда»');
    expect(problems.length).toBeGreaterThan(0);
    expect(back.getAttribute('aria-invalid')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();
    // A date typed again is not told the old date's problem.
    fireEvent.change(back, { target: { value: toIsoDate(day(4)) } });
    expect(screen.queryByText('Дата «Обратно» не может быть раньше даты «Туда»')).toBeNull();
    expect(back.getAttribute('aria-invalid')).toBeNull();
  });

  it('goes back to one way when the date is cleared', async () => {
    const onSearch = vi.fn();
    renderForm(onSearch, { ...initial, return_date: formatWireDate(day(5)) });
    expect(screen.getByLabelText<HTMLInputElement>('Обратно').value).toBe(toIsoDate(day(5)));
    await userEvent.click(screen.getByRole('button', { name: 'Без обратного билета' }));
    expect(screen.getByLabelText<HTMLInputElement>('Обратно').value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Найти билеты' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0].return_date).toBeNull();
  });
});
