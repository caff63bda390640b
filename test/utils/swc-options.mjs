// The one set of @swc/core options that compiles the TypeScript sources for jest (swc-jest-transform.mjs) and for
// worker threads started from the sources (swc-register.mjs): CommonJS with legacy decorators and their metadata,
// and the `src/...` imports (tsconfig `paths`) rewritten to relative ones. The path rewrite happens at compile time,
// so it also holds where jest's moduleNameMapper does not reach: global setup/teardown and worker threads.
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
