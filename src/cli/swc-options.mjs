// The one set of @swc/core options that compiles the TypeScript sources everywhere: the API build (build-api.mjs),
// jest (test/utils/swc-jest-transform.mjs) and worker threads started from the sources (test/utils/swc-register.mjs).
// CommonJS with legacy decorators and their metadata (Nest's dependency injection reads the metadata), and the
// `src/...` imports (tsconfig `paths`) rewritten to relative ones at compile time, so the output runs on plain Node
// and the rewrite also holds where jest's moduleNameMapper does not reach (global setup, worker threads).
// swc strips types without checking them: `npm run typecheck` (tsc --noEmit) is the type check.
import { join } from 'node:path';

export const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    baseUrl: join(import.meta.dirname, '..', '..'),
    paths: { 'src/*': ['src/*'] },
  },
  module: { type: 'commonjs' },
};
