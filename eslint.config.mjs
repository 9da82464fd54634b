// One ESLint config for the workspace. The module-boundary constraints are the arrows of
// ARCHITECTURE.md ("The arrows", "Tags"); tools/lint/module-boundaries.spec.ts fails if they are loosened.
import nx from '@nx/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * One tag per remote (each remote's project.json has `scope:remote` and its own `scope:<remote>`): a remote never
 * imports another remote or the shell, and the shell never imports a remote (it loads them at run time).
 * A new area adds its tag here and to its project.json.
 */
export const REMOTE_SCOPES = ['scope:helpdesk', 'scope:cms', 'scope:hotels', 'scope:bookings', 'scope:admin-users'];

export const depConstraints = [
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'], notDependOnLibsWithTags: REMOTE_SCOPES },
  { sourceTag: 'scope:remote', onlyDependOnLibsWithTags: ['scope:shared'] },
  ...REMOTE_SCOPES.map((scope) => ({
    sourceTag: scope,
    notDependOnLibsWithTags: ['scope:shell', ...REMOTE_SCOPES.filter((other) => other !== scope)],
  })),
  // The API (libs/api/README.md): apps/api composes every area; the shared server lib knows no area; an area
  // (type:api-area, one scope:api-<area> tag each) uses the server lib and the contracts, never another area.
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:util', 'type:api', 'type:api-area'] },
  { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:api-area', onlyDependOnLibsWithTags: ['type:util', 'scope:api-server'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: [],
    bannedExternalImports: ['react', 'react-dom', 'react-*', 'axios', 'socket.io-client', 'drizzle-orm', 'drizzle-orm/*', '@chakra-ui/*', 'fastify'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: ['react', 'react-dom', '@chakra-ui/*', 'drizzle-orm', 'fastify'],
  },
  { sourceTag: 'type:sdk', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util'] },
  // libs/rich-text may use libs/ui's pieces; nothing of type:ui may import it (it is too heavy for the login page).
  { sourceTag: 'type:rich-text', onlyDependOnLibsWithTags: ['type:util', 'type:ui'] },
  { sourceTag: 'type:remote-kit', onlyDependOnLibsWithTags: ['type:util', 'type:data-access', 'type:sdk', 'type:ui'] },
  { sourceTag: 'type:test-utils', onlyDependOnLibsWithTags: ['type:util', 'type:data-access', 'type:sdk', 'type:ui'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  { ignores: ['**/dist', '**/node_modules', '**/.nx', 'tmp', 'coverage', '**/*.d.ts'] },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    // No import cycles in the TypeScript projects: a cycle makes module order decide what is initialised
    // (an `undefined` import at run time) and ties code-split chunks together; a lazy `import()` counts too.
    // Type-only imports are ignored (no run-time effect). To keep lint fast, the rule follows relative imports
    // only: packages and the `@backoffice/*` libraries count as external ('libs' below), since a cycle between
    // projects is already an error of @nx/enforce-module-boundaries ("Circular dependency"). Specs are left
    // out: nothing imports them, so they cannot close a cycle. tools/lint/module-boundaries.spec.ts proves it fires.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset's extensions and parser (without them only .js files are followed).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types', 'libs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The API logs through its pino logger (JSON lines with reqId and userId: docs/api-database.md, "Logs"), or,
    // before the logger exists, writeLogLine / process.stdout.write; benches and specs may print.
    files: ['apps/api/src/**/*.ts', 'libs/api/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/bench/**'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Chakra reaches the apps only through libs/ui, the shared singleton: a direct import gives a remote a
    // private Chakra copy that fails with "forgot to wrap component within <ChakraProvider />".
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'libs/shell-sdk/**', 'libs/api-client/**', 'libs/contracts/**', 'libs/test-utils/**', 'libs/remote-kit/**', 'libs/rich-text/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@chakra-ui/*', '@emotion/*'], message: 'Import Chakra pieces from @backoffice/ui.' }] },
      ],
    },
  },
  {
    // libs/ui's second entry, @backoffice/ui/forms, is a federation singleton of its own: its pieces take Chakra and
    // the main entry's parts through forms/main-entry.ts (the shared request @backoffice/ui), never directly, or
    // a copy of it would carry a second Chakra (libs/ui/src/forms/main-entry.ts, docs/micro-frontends.md).
    files: ['libs/ui/src/forms/**', 'libs/ui/src/forms.ts'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'libs/ui/src/forms/main-entry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chakra-ui/*', '@emotion/*', '../lib/*', '../lib/**', './lib/*', './lib/**'],
              message: 'In @backoffice/ui/forms, import Chakra and the main entry\'s parts from ./main-entry.',
            },
          ],
        },
      ],
    },
  },
  {
    // ...and the main entry never imports the second one: it is on the shell's login page whole.
    files: ['libs/ui/src/index.ts', 'libs/ui/src/lib/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./libs/ui/src/index.ts', './libs/ui/src/lib'],
              from: ['./libs/ui/src/forms', './libs/ui/src/forms.ts'],
              message: 'The main entry of libs/ui is on the login page whole: keep @backoffice/ui/forms out of it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Stored HTML reaches the page through one component, which sanitises it (issue 3: "only one component
    // renders raw HTML"): libs/rich-text SafeHtml.
    files: ['**/*.tsx'],
    ignores: ['libs/rich-text/src/lib/safe-html.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render stored HTML with SafeHtml from @backoffice/rich-text (it sanitises).',
        },
      ],
    },
  },
  {
    // These shared libraries load on the shell's login page; contracts (with TypeBox) must not: it is a shared
    // module too and would arrive whole for one constant (docs/micro-frontends.md, first-screen budget).
    // Values come from its TypeBox-free entry, @backoffice/contracts/constants (messages, limits, rules).
    files: ['libs/api-client/src/**', 'libs/ui/src/**', 'libs/shell-sdk/src/**'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@backoffice/contracts',
              allowTypeImports: true,
              message:
                'Only types from @backoffice/contracts here (a value import puts TypeBox on the login page): import values from @backoffice/contracts/constants.',
            },
          ],
        },
      ],
    },
  },
];
