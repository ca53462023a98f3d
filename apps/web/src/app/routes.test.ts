import { isSitePage, sitePages } from '@peresadka/contracts/site-pages';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** The address a pattern names, with every parameter filled (or an optional one left out). */
const addresses = (pattern: string): string[] => {
  const filled = pattern.replace(/:\w+\??/g, 'x1');
  const withoutOptional = pattern.replace(/\/:\w+\?$/, '');
  return [...new Set([filled, withoutOptional || '/'])];
};

const samples = [
  ...Object.values(sitePages).flatMap(addresses),
  '/HELP',
  '/Help/refunds',
  '/results/',
  '/Payment/Confirm/train',
  '/nope',
  '/results/extra',
  '/detail/trip/x',
  '/help/a/b',
  '/payment/create',
  '/reset_password/u',
  '/assets/index-abc.js',
  '/api-docs',
];

describe('the route table shared with the server', () => {
  it("loads every page's screen: its module exports the component of its file's name", async () => {
    const pages = routes[0]!.children![0]!.children!.filter((route) => route.path !== '*');
    expect(pages.map((route) => route.path)).toEqual(Object.values(sitePages));
    for (const route of pages) {
      const loaded = await (route.lazy as () => Promise<{ Component: unknown }>)();
      expect(typeof loaded.Component, route.path).toBe('function');
    }
  }, 60_000);

  it.each(samples)(
    '%s: the router shows «not found» exactly where the server answers 404',
    (path) => {
      const deepest = matchRoutes(routes, path)?.at(-1)?.route.path;
      expect(deepest === '*').toBe(!isSitePage(path));
    },
  );
});
