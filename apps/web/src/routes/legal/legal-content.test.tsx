import { cleanup, render } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from '../../components/Markdown.tsx';
import { legalDocuments, legalFileUrl } from './documents.ts';

// Vite serves apps/web/public at the site root; these are the very files the browser fetches.
const content = path.resolve(import.meta.dirname, '../../../public/content');
const read = (doc: string) => readFileSync(path.join(content, 'legal', `${doc}.md`), 'utf8');

/** Routes of SPEC §2 a legal text may link to; help topics are checked against their files. */
const knownPaths = new Set([
  '/',
  '/register',
  '/login',
  '/profile',
  '/help',
  '/feedback',
  ...legalDocuments.map((doc) => `/${doc}`),
]);

describe('legal documents', () => {
  afterEach(cleanup);

  it('reads each document from its own file, whatever the case of the address', () => {
    expect(legalFileUrl('/privacy_policy')).toBe('/content/legal/privacy_policy.md');
    expect(legalFileUrl('/Public_Offer/')).toBe('/content/legal/public_offer.md');
  });

  it('has a full text for every document, without raw HTML or its own h1', () => {
    for (const doc of legalDocuments) {
      const text = read(doc);
      expect(text.length, doc).toBeGreaterThan(3000);
      expect(text, doc).not.toMatch(/<\/?[a-z][\s\S]*?>/i);
      expect(text, doc).not.toMatch(/^# /m);
      const router = createMemoryRouter([{ path: '/', element: <Markdown source={text} /> }]);
      const { container } = render(<RouterProvider router={router} />);
      expect(container.querySelector('h1'), doc).toBeNull();
      expect(container.querySelectorAll('h2').length, doc).toBeGreaterThan(5);
      cleanup();
    }
  });

  it('links only to addresses that exist on the site', () => {
    for (const doc of legalDocuments) {
      for (const [, href] of read(doc).matchAll(/\]\(([^)\s]+)\)/g)) {
        const topic = /^\/help\/([a-z-]+)$/.exec(href!)?.[1];
        if (topic) expect(existsSync(path.join(content, 'help', `${topic}.md`)), href).toBe(true);
        else expect(knownPaths, `${doc} → ${href}`).toContain(href);
      }
    }
  });

  it('names the operator and the consent of 152-ФЗ, and discloses the service fee per mode', () => {
    const privacy = read('privacy_policy');
    expect(privacy).toContain('Оператор персональных данных — ООО «Пересадка»');
    expect(privacy).toContain('№ 152-ФЗ');
    for (const data of ['фамилия, имя, отчество', 'дата рождения', 'документа', 'телефона'])
      expect(privacy).toContain(data);

    // apps/server/src/pricing/service-fee.ts: PLANE 4 % ≥ 150 ₽, TRAIN 3 % ≥ 90 ₽, BUS 5 % ≥ 40 ₽.
    const offer = read('public_offer');
    expect(offer).toMatch(/Самолёт\s*\|\s*4 % от Тарифа, но не менее 150 ₽/);
    expect(offer).toMatch(/Поезд\s*\|\s*3 % от Тарифа, но не менее 90 ₽/);
    expect(offer).toMatch(/Автобус\s*\|\s*5 % от Тарифа, но не менее 40 ₽/);
  });
});
