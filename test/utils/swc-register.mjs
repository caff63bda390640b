// Preloaded (node --import) into worker threads started from the TypeScript sources under jest, which does not
// transform code in other threads: compiles each required .ts file with @swc/core to CommonJS with the options jest
// uses (swc-options.mjs, `src/...` imports made relative). The built app never needs it (dist/ holds compiled
// JavaScript, compiled with the same options by src/cli/build-api.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SWC_OPTIONS } from '../../src/cli/swc-options.mjs';

const require = createRequire(import.meta.url);
const { transformSync } = require('@swc/core');

const options = { ...SWC_OPTIONS, sourceMaps: 'inline' };

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
