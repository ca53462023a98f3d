import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What each page runs before its first frame, as the build wrote it (apps/web/build/
 * page-preloads.ts): the pages a visitor lands on first stay light. zod and the schemas come
 * only to the pages that check what a person types (the order form, the return); the order
 * contracts stay off the search and help pages altogether.
 */
const pageModules = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/page-modules.json'),
    'utf8',
  ),
) as Record<string, string[]>;

const isZod = (id: string) => id.includes('node_modules/zod/');
const ORDER_CONTRACTS = ['orders.ts', 'payments.ts', 'passenger.ts', 'documents.ts'].map(
  (file) => `packages/contracts/src/${file}`,
);
const isOrderContract = (id: string) => ORDER_CONTRACTS.includes(id);

describe('what a page loads first', () => {
  it.each(['home', 'results', 'detail', 'help', 'orderConfirm'])('%s: no zod', (page) => {
    expect(pageModules[page]!.length).toBeGreaterThan(0);
    expect(pageModules[page]!.filter(isZod)).toEqual([]);
  });

  it.each(['home', 'results', 'detail', 'help'])('%s: no order contracts', (page) => {
    expect(pageModules[page]!.filter(isOrderContract)).toEqual([]);
  });

  it('the order form does load them: the check is looking at the right modules', () => {
    expect(pageModules.orderCreate!.some(isZod)).toBe(true);
    expect(pageModules.orderCreate!.filter(isOrderContract)).toContain(
      'packages/contracts/src/orders.ts',
    );
  });
});
