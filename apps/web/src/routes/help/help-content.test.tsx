import { cleanup, render } from '@testing-library/react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from '../../components/Markdown.tsx';
import { HELP_INDEX_SLUG, helpSections, helpTopics } from './topics.ts';

// Vite serves apps/web/public at the site root; these are the very files the browser fetches.
const content = path.resolve(import.meta.dirname, '../../../public/content');
const helpDir = path.join(content, 'help');
const read = (dir: string, name: string) => readFileSync(path.join(dir, `${name}.md`), 'utf8');

const helpFiles = [HELP_INDEX_SLUG, ...helpTopics.map((t) => t.slug)];
const allTexts = helpFiles.map((slug) => ({ name: `help/${slug}`, text: read(helpDir, slug) }));

/** Site addresses a text may link to: routes of SPEC §2 and every help topic. */
const knownPaths = new Set([
  '/',
  '/results',
  '/login',
  '/register',
  '/forgot_password',
  '/set_password',
  '/profile',
  '/help',
  '/feedback',
  '/privacy_policy',
  '/terms_of_use',
  '/public_offer',
  ...helpTopics.map((t) => `/help/${t.slug}`),
]);

describe('help centre content', () => {
  afterEach(cleanup);

  it('has the sections and topics of SPEC §2, each with a unique address', () => {
    expect(helpSections.map((s) => s.title)).toEqual([
      'О сервисе',
      'Личный кабинет',
      'Комбинированные маршруты',
      'Авиабилеты',
      'Ж/д билеты',
      'Автобусные билеты',
    ]);
    expect(helpTopics).toHaveLength(26);
    expect(new Set(helpTopics.map((t) => t.slug)).size).toBe(helpTopics.length);
    for (const t of helpTopics) expect(t.slug).toMatch(/^[a-z][a-z-]*$/);
  });

  it('has a markdown file with real text for every topic in the menu, and no stray files', () => {
    for (const slug of helpFiles) {
      const file = path.join(helpDir, `${slug}.md`);
      expect(existsSync(file), `нет файла help/${slug}.md`).toBe(true);
      expect(read(helpDir, slug).length, slug).toBeGreaterThan(400);
    }
    expect(readdirSync(helpDir).sort()).toEqual(helpFiles.map((slug) => `${slug}.md`).sort());
  });

  it('keeps texts free of raw HTML and of a first-level heading (the screen owns the h1)', () => {
    for (const { name, text } of allTexts) {
      expect(text, name).not.toMatch(/<\/?[a-z][\s\S]*?>/i);
      expect(text, name).not.toMatch(/^# /m);
    }
  });

  it('links only to addresses that exist on the site', () => {
    for (const { name, text } of allTexts) {
      for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (href!.startsWith('/')) expect(knownPaths, `${name} → ${href}`).toContain(href);
        else expect(href, name).toMatch(/^https:\/\//);
      }
    }
  });

  it('states the service fee of each mode as the pricing code charges it', () => {
    // apps/server/src/pricing/service-fee.ts: PLANE 4 % ≥ 150 ₽, TRAIN 3 % ≥ 90 ₽, BUS 5 % ≥ 40 ₽.
    const text = read(helpDir, 'offer');
    expect(text).toMatch(/Самолёт\s*\|\s*4 % от тарифа, но не меньше 150 ₽/);
    expect(text).toMatch(/Поезд\s*\|\s*3 % от стоимости билета, но не меньше 90 ₽/);
    expect(text).toMatch(/Автобус\s*\|\s*5 % от стоимости билета, но не меньше 40 ₽/);
  });

  it('renders every text with headings nested under the screen heading', () => {
    for (const { name, text } of allTexts) {
      const router = createMemoryRouter([
        { path: '/', element: <Markdown source={text} headingShift={1} /> },
      ]);
      const { container } = render(<RouterProvider router={router} />);
      expect(container.querySelector('h1, h2'), name).toBeNull();
      expect(container.textContent!.length, name).toBeGreaterThan(300);
      cleanup();
    }
  });
});
