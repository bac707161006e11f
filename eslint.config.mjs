/**
 * One ESLint run over the whole repository (`pnpm lint`, and the first step of `pnpm test`).
 *
 * - typescript-eslint `recommended` (syntax only: no type information, so one run stays quick on a 2-core machine;
 *   `pnpm typecheck` is the type check);
 * - React hooks: rules-of-hooks and exhaustive-deps, both errors;
 * - the import boundaries (see `scripts/eslint-boundaries.test.mjs`, which proves each one fires):
 *   1. a remote imports no other remote, by relative path or by package name;
 *   2. inside a remote, a feature (`src/features/<f>/**`) imports another feature only through its barrel
 *      (`src/features/<g>/index.ts`); tests may also use the other feature's test helpers (`test-support.tsx`,
 *      `testing.ts`); `src/shared/**` and `src/domain/**` are open to every feature;
 *   3. antd, `@ant-design/*` and `rc-*` only inside packages/design-system (the one door to antd);
 *   4. no global `fetch` outside packages/api-client (the one HTTP client), infra/api, infra/bench, e2e, scripts and tests;
 * - eslint-config-prettier last, so no stylistic rule fights Prettier.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** Test code: `*.test.ts(x)`, `test/**`, `test-utils*`. */
const TEST_FILES = ['**/*.test.{ts,tsx,mts,cts,js,mjs,cjs}', '**/test/**', '**/test-utils*'];
/** A feature's helpers for other features' tests (never imported by product code). */
const TEST_HELPER_FILES = ['**/test-support.{ts,tsx}', '**/testing.{ts,tsx}'];

const SOURCE_FILES = ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'];

const subfolders = (dir) => {
  try {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
};

const REMOTES = subfolders('remotes');

/** Rule 3: the design system is the only door to antd. */
const ANTD_ONLY_IN_DESIGN_SYSTEM = {
  regex: '^(antd|@ant-design/.+|rc-[^/]+)(/.*)?$',
  message: 'antd, @ant-design/* and rc-* are used only inside packages/design-system: import from @kanri/design-system.',
};

/** Rule 1 (by package name): one remote's code never imports another remote's package. */
const otherRemotePackages = (remote) => ({
  regex: `^@kanri/(${REMOTES.filter((name) => name !== remote).join('|')})(/.*)?$`,
  message: `A remote never imports another remote (remotes/${remote} is deployed alone): move what both need to a package under packages/.`,
});

const restrictedImports = (...patterns) => ['error', { patterns }];

/** Rules 1 (by path) and 2, as import-x/no-restricted-paths zones; `tests` lets test code reach other features' test helpers. */
function boundaryZones({ tests }) {
  const zones = [];
  for (const remote of REMOTES) {
    const others = REMOTES.filter((name) => name !== remote).map((name) => `remotes/${name}`);
    zones.push({
      target: `remotes/${remote}`,
      from: others,
      message: `A remote never imports another remote (remotes/${remote} is deployed alone): move what both need to a package under packages/.`,
    });
    const featuresDir = `remotes/${remote}/src/features`;
    for (const feature of subfolders(featuresDir)) {
      zones.push({
        target: `${featuresDir}/!(${feature})/**`,
        from: `${featuresDir}/${feature}`,
        except: ['./index.ts', ...(tests ? ['./test-support.tsx', './test-support.ts', './testing.ts', './testing.tsx'] : [])],
        message:
          `Another feature may import only ${featuresDir}/${feature}/index.ts (its barrel)` +
          (tests ? ' or its test helpers (test-support, testing)' : '') +
          `: export what you need from there, or move it to src/shared.`,
      });
    }
  }
  return ['error', { basePath: ROOT, zones }];
}

/** Rule 4: HTTP goes through packages/api-client. */
const NO_FETCH_MESSAGE = 'Call the API through @kanri/api-client (apiCall / its endpoint functions), not fetch.';

export default defineConfig(
  {
    name: 'kanri/ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      'infra/api/drizzle/**',
      'infra/bench/results/**',
      // (builds write their .d.ts files into dist/)
    ],
  },
  {
    name: 'kanri/language',
    files: SOURCE_FILES,
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
  },
  {
    name: 'kanri/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    name: 'kanri/browser',
    files: ['shell/**', 'remotes/**', 'packages/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { ...js.configs.recommended, files: SOURCE_FILES },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: config.files ?? SOURCE_FILES })),
  {
    name: 'kanri/typescript',
    files: SOURCE_FILES,
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'kanri/commonjs-require',
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'kanri/react-hooks',
    files: ['**/*.{ts,tsx,js,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Boundary 3: antd only in the design system (everywhere else).
  {
    name: 'kanri/boundaries/antd',
    files: SOURCE_FILES,
    ignores: ['packages/design-system/**'],
    rules: { 'no-restricted-imports': restrictedImports(ANTD_ONLY_IN_DESIGN_SYSTEM) },
  },
  // Boundary 1 by package name (+ boundary 3, since one rule's options replace the other's).
  ...REMOTES.map((remote) => ({
    name: `kanri/boundaries/remote-packages/${remote}`,
    files: [`remotes/${remote}/**`],
    rules: { 'no-restricted-imports': restrictedImports(ANTD_ONLY_IN_DESIGN_SYSTEM, otherRemotePackages(remote)) },
  })),
  // Boundaries 1 (by path) and 2: resolved import paths, so `../../x`, `export … from`, `import()` and `require` all count.
  {
    name: 'kanri/boundaries/paths',
    files: ['remotes/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
          conditionNames: ['kanri-source', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': boundaryZones({ tests: false }) },
  },
  {
    name: 'kanri/boundaries/paths-in-tests',
    files: TEST_FILES.concat(TEST_HELPER_FILES).map((glob) => `remotes/${glob}`),
    rules: { 'import-x/no-restricted-paths': boundaryZones({ tests: true }) },
  },

  // A feature's barrel only re-exports: the build flags barrels side-effect free (packages/config/rspack), so a
  // feature taking one helper from a barrel does not load everything else it exports.
  {
    name: 'kanri/boundaries/barrels',
    files: ['remotes/*/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > :not(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ExportDefaultDeclaration, TSTypeAliasDeclaration, TSInterfaceDeclaration), Program > ExportNamedDeclaration > :matches(VariableDeclaration, FunctionDeclaration, ClassDeclaration)',
          message:
            "A feature's index.ts only re-exports (the build treats it as free of side effects): put code in a module of the feature and export it from here.",
        },
      ],
    },
  },

  // Boundary 4: no global fetch outside the API client (and the places where it is fine).
  {
    name: 'kanri/boundaries/fetch',
    files: SOURCE_FILES,
    ignores: ['packages/api-client/**', 'infra/api/**', 'infra/bench/**', 'e2e/**', 'scripts/**', ...TEST_FILES],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: NO_FETCH_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: NO_FETCH_MESSAGE })),
      ],
    },
  },

  prettier,
);
