import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = [
  'home',
  'results',
  'detail',
  'trip',
  'ride',
  'alerts',
  'auth',
  'profile',
  'help',
  'feedback',
  'legal',
  'payment',
  'not-found',
];

const sandboxImports = [
  {
    group: ['@peresadka/payment-sandbox*'],
    message: 'Сайт говорит с платёжной системой только по HTTP.',
  },
  {
    group: ['@peresadka/im-sandbox*'],
    message: 'Сайт говорит с поставщиком мест только по HTTP.',
  },
];

const sqlImports = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/infra/db/schema*'],
    message: 'SQL живёт в репозиториях (*-repository.ts), infra/ и записи расписания.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Taking a property off an object by destructuring the rest is how one drops it.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Libraries must stay usable outside the app: they never reach into app code.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@peresadka/server*', '@peresadka/web*', '**/apps/**'],
              message: 'Пакеты не импортируют код приложений.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is pure: no I/O, no framework, no other workspace.
    files: ['packages/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@peresadka/*', '**/apps/**'], message: 'Движок ни от чего не зависит.' },
          ],
          paths: ['fs', 'node:fs', 'http', 'node:http', 'net', 'node:net'].map((name) => ({
            name,
            message: 'Движок не делает ввода-вывода.',
          })),
        },
      ],
    },
  },
  {
    // The site talks to the payment provider only over HTTP, as it would to YooKassa: only the
    // process entry point and the sandbox's starter (shared with the cluster) and test support
    // may import it. SQL lives in repositories: only they, infra/ and the timetable writer
    // reach the database schema and drizzle-orm (tests may look at what was stored).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/main.ts',
      'apps/server/src/built-in-sandbox.ts',
      'apps/server/src/built-in-im-sandbox.ts',
      'apps/server/src/test-support/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [...sandboxImports, ...sqlImports] }] },
  },
  {
    files: [
      'apps/server/src/**/*-repository.ts',
      'apps/server/src/infra/**',
      'apps/server/src/timetable/timetable-writer.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: sandboxImports }] },
  },
  {
    files: [
      'apps/server/src/main.ts',
      'apps/server/src/built-in-sandbox.ts',
      'apps/server/src/built-in-im-sandbox.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: sqlImports }] },
  },
  {
    // The IM sandbox plays the supplier: it knows the protocol and the carrier's trains (the
    // demonstration network it is fed), never the site.
    files: ['apps/im-sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@peresadka/server*', '@peresadka/payment-sandbox*', '**/server/**'],
              message: 'Песочница поставщика знает только протокол и свои поезда.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox is another party: it knows the protocol, not the site.
    files: ['apps/payment-sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@peresadka/server*',
                '@peresadka/engine*',
                '@peresadka/geo*',
                '**/server/**',
              ],
              message: 'Платёжная песочница знает только протокол.',
            },
          ],
        },
      ],
    },
  },
  {
    // A cycle, even of types only, means two modules are one: split what both need out. This rule
    // sees cycles of values; `npm run cycles` (dpdm, part of `npm run lint`) sees those of types.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webFeatures.map((feature) => ({
    // A screen never imports another screen's internals; shared parts live in components/ or lib/.
    files: [`apps/web/src/routes/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webFeatures
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/routes/${other}/**`, `../${other}/**`, `../${other}`],
              message: 'Экраны не импортируют друг друга.',
            })),
        },
      ],
    },
  })),
);
