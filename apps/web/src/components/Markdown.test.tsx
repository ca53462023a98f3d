import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown.tsx';

function renderMarkdown(source: string, headingShift = 0) {
  const router = createMemoryRouter([
    { path: '/', element: <Markdown source={source} headingShift={headingShift} /> },
    { path: '/help/:topic', element: <p>Открыта статья</p> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('Markdown', () => {
  afterEach(cleanup);

  it('never turns raw HTML into elements, so a text file cannot run script', () => {
    const { container } = renderMarkdown(
      [
        'Обычный **текст**.',
        '',
        '<script>window.hacked = true</script>',
        '',
        '<img src="x" onerror="window.hacked = true">',
        '',
        '<iframe src="https://example.com"></iframe>',
        '',
        'Строка с <b onclick="window.hacked = true">тегом</b> внутри.',
        '',
        '<a href="javascript:window.hacked = true">html-ссылка</a>',
        '',
        '[md-ссылка](javascript:window.hacked=true)',
      ].join('\n'),
    );
    for (const tag of ['script', 'img', 'iframe', 'b'])
      expect(container.querySelector(tag), tag).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    for (const link of container.querySelectorAll('a'))
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(container.textContent).not.toContain('window.hacked');
    expect(container.querySelector('strong')?.textContent).toBe('текст');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders tables, lists and headings below the heading it is shown under', () => {
    const { container } = renderMarkdown(
      '## Раздел\n\n- один\n- два\n\n| Когда | Штраф |\n| --- | --- |\n| за 8 часов | нет |',
      1,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Раздел' })).toBeTruthy();
    expect(container.querySelector('h2')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Штраф' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'за 8 часов' })).toBeTruthy();
  });

  it('keeps site links inside the app and external ones without the opener', async () => {
    renderMarkdown('[Возврат](/help/train-refund) и [пример](https://example.com/)');
    expect(screen.getByRole('link', { name: 'пример' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Возврат' }));
    expect(await screen.findByText('Открыта статья')).toBeTruthy();
  });
});
