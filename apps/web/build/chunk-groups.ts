import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';
import { pageScreens } from '../src/app/page-screens.ts';

const web = path.resolve(import.meta.dirname, '..');
const screenOf = (page: keyof typeof pageScreens) =>
  path.join(web, 'src/routes', `${pageScreens[page]}.tsx`);
const HOME_SCREEN = screenOf('home');
/** The screens of a search, whose contracts and shared code get chunks of their own. */
const SEARCH_SCREENS = [screenOf('results'), screenOf('detail')];
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const contracts = path.resolve(web, '../../packages/contracts/src') + path.sep;
const zod = `${NODE_MODULES}zod${path.sep}`;
const tanstack = `${NODE_MODULES}@tanstack${path.sep}`;
const appCode = path.join(web, 'src') + path.sep;
const screens = path.join(web, 'src/routes') + path.sep;

/**
 * The layers the screens' shared code is bundled in. Left to itself the bundler makes a chunk
 * of every set of screens sharing a module — 25–35 small files a page, which a phone on
 * HTTP/1.1 fetches six at a time. Instead, one chunk each:
 * - `home`: what the home screen needs beyond the entry (the search form and its contracts
 *   helpers), so the home page's first JavaScript stays as small as it was;
 * - `plain-contracts`: the contracts modules that need no zod (money, plurals, the refund
 *   rules…), so a page of text such as help gets no zod;
 * - `search-checks`: zod and the contracts modules the results page loads, after its first
 *   frame, to check a search (the one its address names, the one the form sends) — the only
 *   schemas it loads;
 * - `search-contracts`: the other contracts modules the results and detail screens load, now or
 *   by `import()` (the detail page's stored ride, its alerts…);
 * - `contracts`: the other contracts modules (orders, payments, accounts…);
 * - `search-app`, `app` and `app-checks`: the web's shared modules (components, features, state,
 *   TanStack's extra hooks) used by two screens or more — those of the search screens apart,
 *   and of the others those that need zod apart, so a page such as the order's gets none.
 * The layers are found by what the pages load (the pages' screens are the router's,
 * src/app/page-screens.ts), not by file names. A chunk's code all runs when a page loads it,
 * so the search screens get no order schemas (e2e/build/page-bundles.e2e.ts holds it).
 * Each layer holds whole closures of the ones before it (the entry and home import none of
 * the others, the search layers nothing outside them, contracts no app code), so no two
 * chunks import each other and the modules still run in their import order. Kept out:
 * modules loaded by `import()` (they stay lazy) and app modules that bring a library of their
 * own (the markdown renderer), which would otherwise come with every page.
 */
export function chunkGroups(): CodeSplittingGroup[] {
  let classify: ((id: string, info: ModuleInfo | null) => Layer | null) | undefined;
  const layerOf = (id: string, ctx: ChunkingContext): Layer | null => {
    if (!classify) {
      const loaded = (screen: string) => closure(ctx, screen, new Set(), { lazyToo: true });
      const search = new Set(SEARCH_SCREENS.flatMap((screen) => [...loaded(screen)]));
      const checks = new Set(
        [...loaded(screenOf('results'))].filter(
          (module) => module.startsWith(contracts) || module.includes(zod),
        ),
      );
      classify = layers(
        closure(ctx, entryOf(ctx, id)),
        closure(ctx, HOME_SCREEN),
        checks,
        search,
        (module) => ctx.getModuleInfo(module),
      );
    }
    return classify(id, ctx.getModuleInfo(id));
  };
  const group = (name: Layer, priority: number, minShareCount: number): CodeSplittingGroup => ({
    name: (id, ctx) => (layerOf(id, ctx) === name ? name : null),
    debugName: name,
    priority,
    minShareCount,
    // The layers are closed under their imports already; pulling dependencies along would
    // drag the entry's own modules (React, the router) out of it.
    includeDependenciesRecursively: false,
  });
  return [
    group('home', 6, 1),
    group('plain-contracts', 5, 1),
    group('search-checks', 4.5, 1),
    group('search-contracts', 4, 1),
    group('contracts', 3, 1),
    group('search-app', 2, 2),
    group('app', 1, 2),
    group('app-checks', 0.5, 2),
  ];
}

type Layer =
  | 'home'
  | 'plain-contracts'
  | 'search-checks'
  | 'search-contracts'
  | 'contracts'
  | 'search-app'
  | 'app'
  | 'app-checks';

function layers(
  entry: Set<string>,
  home: Set<string>,
  checks: Set<string>,
  search: Set<string>,
  getInfo: (id: string) => ModuleInfo | null,
) {
  const reachesZod = (id: string) => {
    const seen = new Set<string>();
    const visit = (module: string): boolean => {
      if (module.includes(zod)) return true;
      if (seen.has(module)) return false;
      seen.add(module);
      return (getInfo(module)?.importedIds ?? []).some(visit);
    };
    return visit(id);
  };
  const classify = (id: string, info: ModuleInfo | null): Layer | null => {
    if (entry.has(id) || id === HOME_SCREEN) return null;
    if (home.has(id)) return 'home';
    if (id.startsWith(contracts) || id.includes(zod)) {
      if (!reachesZod(id)) return 'plain-contracts';
      if (checks.has(id)) return 'search-checks';
      return search.has(id) ? 'search-contracts' : 'contracts';
    }
    // A component's styles go where the component goes.
    if (id.endsWith('.css')) {
      const owners = new Set(
        info?.importers.map((importer) => classify(importer, getInfo(importer))),
      );
      owners.delete(null);
      return owners.size === 1 ? [...owners][0]! : null;
    }
    const app = search.has(id) ? 'search-app' : reachesZod(id) ? 'app-checks' : 'app';
    if (id.includes(tanstack)) return search.has(id) ? app : null;
    if (!id.startsWith(appCode) || id.startsWith(screens)) return null;
    const lazy = (info?.dynamicImporters.length ?? 0) > 0;
    const library = info?.importedIds.some(
      (dep) => dep.includes(NODE_MODULES) && !entry.has(dep) && !dep.includes(tanstack),
    );
    return lazy || library ? null : app;
  };
  return classify;
}

/** Every module `from` imports statically (and by `import()` when `lazyToo`), itself included. */
function closure(
  ctx: ChunkingContext,
  from: string,
  seen = new Set<string>(),
  o: { lazyToo: boolean } = { lazyToo: false },
): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  const info = ctx.getModuleInfo(from);
  const deps = [
    ...(info?.importedIds ?? []),
    ...(o.lazyToo ? (info?.dynamicallyImportedIds ?? []) : []),
  ];
  for (const dep of deps) closure(ctx, dep, seen, o);
  return seen;
}

/** The app's entry: found from any module by who imports it. */
function entryOf(ctx: ChunkingContext, id: string): string {
  const seen = new Set<string>();
  const queue = [id];
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    const info = ctx.getModuleInfo(module);
    if (info?.isEntry) return module;
    for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  throw new Error(`модуль ${id} не достижим из точки входа`);
}
