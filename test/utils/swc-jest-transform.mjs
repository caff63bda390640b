// Jest's transform for the TypeScript sources: @swc/jest with the shared options of swc-options.mjs (an absolute
// baseUrl for the `src/...` paths, which a JSON jest config cannot compute).
import swcJest from '@swc/jest';
import { SWC_OPTIONS } from '../../src/cli/swc-options.mjs';

export default swcJest.createTransformer(SWC_OPTIONS);
