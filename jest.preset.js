// One Jest preset for every project: SWC transpiles TS/TSX, the workspace libs resolve to their sources.
const path = require('node:path');
const root = __dirname;
const libs = ['contracts', 'api-client', 'shell-sdk', 'ui', 'test-utils', 'remote-kit', 'rich-text'];

module.exports = {
  transform: {
    '^.+\\.(m?[tj]sx?)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: {
    ...Object.fromEntries(
      libs.map((lib) => [`^@backoffice/${lib}$`, path.join(root, 'libs', lib, 'src', 'index.ts')]),
    ),
    // libs/ui's second entry (form pieces beyond TextField, ImageFileInput, HistoryPanel): off the login page.
    '^@backoffice/ui/forms$': path.join(root, 'libs', 'ui', 'src', 'forms.ts'),
    // libs/api-client's hotels entry: bundled into the remotes that import it, off the login page.
    '^@backoffice/api-client/hotels$': path.join(root, 'libs', 'api-client', 'src', 'hotels.ts'),
    '^@backoffice/api-client/bookings$': path.join(root, 'libs', 'api-client', 'src', 'bookings.ts'),
    '^@backoffice/api-client/admin$': path.join(root, 'libs', 'api-client', 'src', 'admin.ts'),
    '^@backoffice/api-client/work$': path.join(root, 'libs', 'api-client', 'src', 'work.ts'),
    '^@backoffice/api-client/helpdesk$': path.join(root, 'libs', 'api-client', 'src', 'helpdesk.ts'),
    '^@backoffice/api-client/cms$': path.join(root, 'libs', 'api-client', 'src', 'cms.ts'),
    '^@backoffice/api-client/token$': path.join(root, 'libs', 'api-client', 'src', 'token.ts'),
    // The TypeBox-free entry of contracts (messages, limits, rules): what the login page's libs may import.
    '^@backoffice/contracts/constants$': path.join(root, 'libs', 'contracts', 'src', 'constants', 'index.ts'),
    // The API libs: libs/api/<name> is @backoffice/api-<name> (tsconfig.base.json paths; a new area needs no entry).
    '^@backoffice/api-server/schema$': path.join(root, 'libs', 'api', 'server', 'src', 'db', 'server.schema.ts'),
    '^@backoffice/api-server/testing$': path.join(root, 'libs', 'api', 'server', 'src', 'testing', 'index.ts'),
    '^@backoffice/api-(?!client$)([a-z0-9-]+)$': path.join(root, 'libs', 'api', '$1', 'src', 'index.ts'),
  },
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // typebox and @tanstack/react-table (with table-core and the store) ship ESM only: let SWC turn them into
  // CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(typebox|@tanstack)/)'],
};
