import 'reflect-metadata';
import { strictMock } from '../../../test/utils/strict-mock';
import type { AppConfigService } from 'src/config/app-config.service';
import type { AssetsRepository } from './assets.repository';
import { AssetsService } from './assets.service';
import type { AssetEntity } from './entities/asset.entity';
import type { AssetStore } from './storage/asset-store.types';

const KEY = '2026/11/0b7c6a1e-8d1f-4b8e-9a51-0c2f3d4e5f60.png';
const OTHER = '2026/10/1b7c6a1e-8d1f-4b8e-9a51-0c2f3d4e5f61.gif';

const config = (s3: boolean, publicBaseUrl = 'https://app.example/media') =>
  strictMock<AppConfigService>('AppConfigService', {
    app: { publicUrl: 'https://app.example' } as AppConfigService['app'],
    assets: {
      publicBaseUrl,
      maxBytes: 1000,
      s3: s3 ? { bucket: 'imgs', region: 'eu-west-1', endpoint: 'http://minio.localhost:9000', forcePathStyle: true } : null,
    } as AppConfigService['assets'],
  });

const row = (key: string, status: AssetEntity['status']): AssetEntity =>
  ({ id: key, key, filename: 'x', contentType: 'image/png', size: 3, status, ownerUserId: null, createdAt: new Date() }) as AssetEntity;

describe('AssetsService URLs', () => {
  const service = (s3 = false, base?: string) => new AssetsService(strictMock<AssetsRepository>('AssetsRepository'), strictMock<AssetStore>('AssetStore'), config(s3, base));

  it('builds public URLs on the configured base', () => {
    expect(service().publicUrl(KEY)).toBe(`https://app.example/media/${KEY}`);
    expect(service(false, 'https://cdn.example/img').publicUrl(KEY)).toBe(`https://cdn.example/img/${KEY}`);
  });

  it('recognises its own URLs (public base, this app, bucket endpoint and AWS styles), ignoring query and fragment', () => {
    const s = service(true, 'https://cdn.example/img');
    expect(s.keyFromUrl(`https://cdn.example/img/${KEY}`)).toBe(KEY);
    expect(s.keyFromUrl(`https://app.example/media/${KEY}?w=2#x`)).toBe(KEY);
    expect(s.keyFromUrl(`/media/${KEY}`)).toBe(KEY);
    expect(s.keyFromUrl(`http://minio.localhost:9000/imgs/${KEY}`)).toBe(KEY);
    expect(s.keyFromUrl(`https://imgs.s3.eu-west-1.amazonaws.com/${KEY}`)).toBe(KEY);
    expect(s.keyFromUrl(`https://s3.eu-west-1.amazonaws.com/imgs/${KEY}`)).toBe(KEY);
  });

  it('returns null for other sites, other paths and keys it would never make', () => {
    const s = service();
    for (const url of [`https://evil.example/media/${KEY}`, `https://app.example/assets/${KEY}`, 'https://app.example/media/../../etc/passwd', 'https://app.example/media/2026/11/x.png', 'mailto:a@b.c', 'http://[bad']) {
      expect({ url, key: s.keyFromUrl(url) }).toEqual({ url, key: null });
    }
  });
});

describe('AssetsService existence', () => {
  it('reports ready keys, ignores malformed ones and never asks the store about ready rows', async () => {
    const rows = strictMock<AssetsRepository>('AssetsRepository', { findByKeys: async () => [row(KEY, 'ready')] });
    const service = new AssetsService(rows, strictMock<AssetStore>('AssetStore'), config(false));
    expect(await service.existingKeys([KEY, OTHER, '../etc', KEY])).toEqual(new Set([KEY]));
    expect(rows.calls.findByKeys).toEqual([[[KEY, OTHER]]]);
  });

  it('forgets a pending bucket upload that never arrived once its link expired', async () => {
    const stale = { ...row(OTHER, 'pending'), createdAt: new Date(Date.now() - 3600_000) } as AssetEntity;
    const rows = strictMock<AssetsRepository>('AssetsRepository', { findByKeys: async () => [stale], remove: async () => undefined });
    const store = strictMock<AssetStore>('AssetStore', { head: async () => null });
    const service = new AssetsService(rows, store, config(true));
    expect(await service.exists(OTHER)).toBe(false);
    expect(rows.calls.remove).toEqual([[OTHER]]);
  });
});

describe('AssetsService list', () => {
  it('asks for at most 200 ready images with the trimmed search, and maps them to public URLs', async () => {
    const rows = strictMock<AssetsRepository>('AssetsRepository', { listReady: async () => [row(KEY, 'ready')] });
    const service = new AssetsService(rows, strictMock<AssetStore>('AssetStore', { kind: 'local' }), config(false));
    expect(await service.list('  Logo ')).toEqual([expect.objectContaining({ key: KEY, url: `https://app.example/media/${KEY}`, size: 3 })]);
    await service.list('   ');
    expect(rows.calls.listReady).toEqual([['Logo', 200], [undefined, 200]]);
  });
});
