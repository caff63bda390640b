import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies } from 'semver';

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }>;
};

/** The oldest Node README promises (package.json engines); every installed package must run on it. */
const oldestNode = minVersion(manifest.engines.node)!.version;

describe('installation on the promised Node version', () => {
  it('should lock no package whose engines exclude the oldest supported Node (npm would print EBADENGINE)', () => {
    const refused = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !(entry.os && !entry.os.includes('linux')))
      .filter(([, entry]) => !satisfies(oldestNode, (entry.engines as { node: string }).node, { includePrerelease: true }))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${(entry.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });

  it('should load the development identity provider without an unsupported-runtime warning', () => {
    const result = spawnSync(process.execPath, ['-e', "import('oidc-provider').then(() => process.exit(0))"], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stderr + result.stdout).not.toMatch(/Unsupported runtime/);
  });
});
