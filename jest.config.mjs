import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// JEST_WITHOUT_SERVICES=1: no PostgreSQL or nginx needed (tests/unit/fixtures/services.ts); these
// files need one of them throughout.
const NEED_SERVICES = [
  '/tests/unit/nginx-front\\.test\\.ts$',
  '/tests/unit/drain-route\\.test\\.ts$',
];
const withoutServices = process.env.JEST_WITHOUT_SERVICES === '1';

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // Most suites wait on sockets and timers, not the CPU: two workers halve the run on two cores.
  maxWorkers: 2,
  // npm test runs Jest beside the production build on the same two cores: a user-event test or a
  // PostgreSQL write that takes 1 s alone can take 6 s there.
  testTimeout: 20_000,
  // A worker told to end exits within about 30 ms, nothing open but its pipes (traced), yet on a
  // loaded machine Jest's default 500 ms wait still reported one 'force exited' now and then (1
  // run in 8 of components/sections; 0 in 8 runs alternated with them at 5 s). A worker that
  // really hangs is still reported.
  workerGracefulExitTimeout: 5_000,
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // unpdf loads its PDF.js build with import(), which Jest's CommonJS loader cannot run.
    '^unpdf/pdfjs$': '<rootDir>/node_modules/unpdf/dist/pdfjs.mjs',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
  testSequencer: '<rootDir>/tests/slow-first-sequencer.mjs',
  // One throwaway PostgreSQL cluster per run: the store's tests run against it and SQLite.
  globalSetup: '<rootDir>/tests/postgres/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/postgres/global-teardown.mjs',
  testPathIgnorePatterns: [
    '/node_modules/',
    '/tests/e2e/',
    '/.next/',
    ...(withoutServices ? NEED_SERVICES : []),
  ],
  // .next/standalone holds a copy of package.json (and node_modules): not modules of ours.
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

const nextJestConfig = createJestConfig(config);

// kysely ships ES modules only, which Jest's CommonJS loader cannot run: it is compiled like the
// project's files (next/jest lets a config add ignore patterns, not lift its node_modules one).
async function jestConfig() {
  const resolved = await nextJestConfig();
  const transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.replace('/node_modules/(?!.pnpm)', '/node_modules/(?!.pnpm)(?!kysely/|unpdf/)'),
  );
  return { ...resolved, transformIgnorePatterns };
}

export default jestConfig;
