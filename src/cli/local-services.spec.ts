import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readProcessEnv, replaceEnv, overrideEnv } from '../config/process-env';

/** checkoutQueuePrefix of a checkout whose data directory is `dir` (DATA_DIR is read once, when the module loads). */
function prefixFor(dir: string): string {
  const saved = readProcessEnv();
  overrideEnv({ LA_DATA_DIR: dir });
  try {
    let prefix = '';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const services = require('./local-services') as typeof import('./local-services');
      prefix = services.checkoutQueuePrefix();
    });
    return prefix;
  } finally {
    replaceEnv(saved);
  }
}

describe('checkoutQueuePrefix', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'la-prefix-a-')), mkdtempSync(join(tmpdir(), 'la-prefix-b-'))];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('should give two checkouts two prefixes, and one checkout the same prefix every time', () => {
    const [first, second] = dirs.map(prefixFor);
    expect(first).toMatch(/^la-[0-9a-f]{8}$/);
    expect(second).toMatch(/^la-[0-9a-f]{8}$/);
    expect(first).not.toBe(second);
    expect(prefixFor(dirs[0])).toBe(first);
    expect(prefixFor(join(dirs[0], '.'))).toBe(first);
  });
});
