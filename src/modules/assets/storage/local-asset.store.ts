import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { isAssetKey } from '../asset-key.policy';
import type { AssetStore, StoredObjectInfo } from './asset-store.types';

/** Images on local disk under one directory (ASSET_LOCAL_DIR). */
export class LocalAssetStore implements AssetStore {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key; keys are checked against the server's own pattern, so no path can leave the root. */
  private pathOf(key: string): string {
    if (!isAssetKey(key)) throw new Error('not an asset key');
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.partial`;
    await writeFile(partial, bytes, { flag: 'wx' });
    await rename(partial, path);
  }

  async open(key: string): Promise<Readable | null> {
    if (!isAssetKey(key) || (await this.head(key)) === null) return null;
    return createReadStream(this.pathOf(key));
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    if (!isAssetKey(key)) return null;
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    if (isAssetKey(key)) await rm(this.pathOf(key), { force: true });
  }
}
