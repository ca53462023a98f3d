import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadedSearchParser } from './active-search.ts';

// The search check's code, as a deploy that replaced its chunk or a dropped connection leaves it.
vi.mock('@peresadka/contracts/active-search', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

class ErrorScreen extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">Ошибка загрузки</p> : this.props.children;
  }
}

function SearchFromAddress() {
  const parse = useLoadedSearchParser();
  return <p>{parse ? 'Проверено' : 'Ищем билеты…'}</p>;
}

describe('the check of an address’s search', () => {
  it('goes to the error screen when its code cannot load, rather than searching for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorScreen>
        <SearchFromAddress />
      </ErrorScreen>,
    );
    expect(screen.getByText('Ищем билеты…')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка загрузки');
  });
});
