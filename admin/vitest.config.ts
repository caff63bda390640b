import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Spec files that replace a module with vi.mock: the mock only takes when the file imports the module first, so these
 * run isolated (a fresh module graph per file). Every other spec shares its worker's module graph with the specs before
 * it, which saves loading react-admin and MUI again for each file (about 40% of the layer's time on 2 cores); each
 * test still renders its own app with its own data provider, and the setup clears the DOM and storage after each test.
 */
const MODULE_MOCKS = ['src/opportunities/list/OpportunitiesListPage.actions.spec.tsx', 'src/templates/list/TemplatesListPage.spec.tsx'];
const SPECS = ['src/**/*.spec.{ts,tsx}'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      // happy-dom rather than jsdom: the same 677 tests took 101 s on jsdom and 75 s on happy-dom here (jsdom's
      // getComputedStyle, which Testing Library calls for every node it names, was a third of the time).
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 15000,
      // Both cores (vitest's default leaves one free), in worker threads: 2 threads beat 2 or 3 forks here
      // (measured on jsdom: 102 s against 112 s and 103 s).
      pool: 'threads',
      maxWorkers: 2,
      projects: [
        { extends: true, test: { name: 'shared', include: SPECS, exclude: MODULE_MOCKS, isolate: false } },
        { extends: true, test: { name: 'isolated', include: MODULE_MOCKS, isolate: true } },
      ],
    },
  }),
);
