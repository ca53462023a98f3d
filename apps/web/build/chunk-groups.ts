import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';

const web = path.resolve(import.meta.dirname, '..');
const ENTRY = path.join(web, 'src/main.tsx');
const HOME_SCREEN = path.join(web, 'src/routes/home/HomeScreen.tsx');
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const contracts = path.resolve(web, '../../packages/contracts/src') + path.sep;
const zod = `${NODE_MODULES}zod${path.sep}`;
const tanstack = `${NODE_MODULES}@tanstack${path.sep}`;
const appCode = path.join(web, 'src') + path.sep;
const screens = path.join(web, 'src/routes') + path.sep;

/**
 * The layers the screens' shared code is bundled in. Left to itself the bundler makes a chunk
 * of every set of screens sharing a module — 25–35 small files a page, which a phone on
 * HTTP/1.1 fetches six at a time. Instead:
 * - `home`: what the home screen needs beyond the entry (the search form and its contracts
 *   helpers), one chunk, so the home page's first JavaScript stays as small as it was;
 * - `contracts`: zod and every other contracts module, one chunk — a screen that uses one
 *   of them almost always uses zod as well;
 * - `app`: the web's shared modules (components, features, state, the API client, TanStack's
 *   extra hooks) used by two screens or more, one chunk.
 * Each layer holds whole closures of the ones above it (home and the entry import neither
 * of the others; contracts import no app code), so no two chunks import each other and the
 * modules still run in their import order. Kept out: modules loaded by `import()` (they stay
 * lazy) and app modules that bring a library of their own (the markdown renderer), which
 * would otherwise come with every page.
 */
export function chunkGroups(): CodeSplittingGroup[] {
  let classify: ((id: string, info: ModuleInfo | null) => Layer | null) | undefined;
  const layerOf = (id: string, ctx: ChunkingContext): Layer | null => {
    classify ??= layers(closure(ctx, ENTRY), closure(ctx, HOME_SCREEN));
    return classify(id, ctx.getModuleInfo(id));
  };
  const group = (name: Layer, priority: number, minShareCount: number): CodeSplittingGroup => ({
    name: (id, ctx) => (layerOf(id, ctx) === name ? name : null),
    priority,
    minShareCount,
    // The layers are closed under their imports already; pulling dependencies along would
    // drag the entry's own modules (React, the router) out of it.
    includeDependenciesRecursively: false,
  });
  return [group('home', 3, 1), group('contracts', 2, 1), group('app', 1, 2)];
}

type Layer = 'home' | 'contracts' | 'app';

function layers(entry: Set<string>, home: Set<string>) {
  return (id: string, info: ModuleInfo | null): Layer | null => {
    if (entry.has(id) || id === HOME_SCREEN) return null;
    if (home.has(id)) return 'home';
    if (id.startsWith(contracts) || id.includes(zod)) return 'contracts';
    if (id.includes(tanstack)) return 'app';
    if (!id.startsWith(appCode) || id.startsWith(screens)) return null;
    const lazy = (info?.dynamicImporters.length ?? 0) > 0;
    const library = info?.importedIds.some(
      (dep) => dep.includes(NODE_MODULES) && !entry.has(dep) && !dep.includes(tanstack),
    );
    return lazy || library ? null : 'app';
  };
}

/** Every module `from` imports statically, itself included. */
function closure(ctx: ChunkingContext, from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  for (const dep of ctx.getModuleInfo(from)?.importedIds ?? []) closure(ctx, dep, seen);
  return seen;
}
