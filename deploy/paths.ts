import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

// Found by the packages' names, so they hold from the sources and from the compiled dist/ alike.
export const deployDir = packageDir('@peresadka/deploy');
export const repoRoot = path.dirname(deployDir);
/** The compiled API server (deploy/build.ts) each process of the cluster runs. */
export const serverProgram = path.join(packageDir('@peresadka/server'), 'dist/main.js');
