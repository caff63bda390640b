// Preloaded (node --import) into worker threads started from the TypeScript sources under jest, which does not
// transform code in other threads: compiles each required .ts file with @swc/core to CommonJS, as @swc/jest does
// for the tests. The built app never needs it (dist/ holds compiled JavaScript).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { transformSync } = require('@swc/core');

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
