import { assetKeyOf, assetResolver, auditImageSources, checkImageSources, type AssetUrls } from './template-images.policy';

const KEY = '2026/11/0b8e7c1a-1111-4222-8333-444455556666.png';
const OTHER = '2026/11/1c9f8d2b-2222-4333-8444-555566667777.gif';
const BASE = 'https://app.example.com/media';
/** The asset service's URL rules for a public base of https://app.example.com/media. */
const assets: AssetUrls = {
  publicUrl: (key) => `${BASE}/${key}`,
  keyFromUrl: (url) => {
    const absolute = new URL(url, 'https://app.example.com/').toString();
    const key = absolute.startsWith(`${BASE}/`) ? absolute.slice(BASE.length + 1) : '';
    return /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(png|jpg|gif|webp|svg)$/.test(key) ? key : null;
  },
};

describe('template images policy', () => {
  it('recognises our assets by public URL, /media path, bare key and asset: prefix', () => {
    expect(assetKeyOf(`${BASE}/${KEY}`, assets)).toBe(KEY);
    expect(assetKeyOf(`/media/${KEY}`, assets)).toBe(KEY);
    expect(assetKeyOf(KEY, assets)).toBe(KEY);
    expect(assetKeyOf(`asset:${KEY}`, assets)).toBe(KEY);
  });

  it('treats foreign, malformed and refused sources as not ours', () => {
    expect(assetKeyOf('https://cdn.example.com/a.png', assets)).toBeNull();
    expect(assetKeyOf('2026/11/not-a-uuid.png', assets)).toBeNull();
    expect(assetKeyOf('asset:../../etc/passwd', assets)).toBeNull();
    expect(assetKeyOf(`javascript:${KEY}`, assets)).toBeNull();
  });

  it('resolves our assets to public URLs and leaves other sources', () => {
    const resolve = assetResolver(assets);
    expect(resolve(`asset:${KEY}`)).toBe(`${BASE}/${KEY}`);
    expect(resolve(`/media/${KEY}`)).toBe(`${BASE}/${KEY}`);
    expect(resolve('https://cdn.example.com/a.png')).toBeNull();
  });

  it('sorts sources into assets and refused ones, cutting long data URLs', () => {
    const data = `data:image/png;base64,${'A'.repeat(500)}`;
    const audit = auditImageSources([KEY, KEY, 'https://cdn.example.com/a.png', data, 'asset:nope', '//cdn.example.com/b.png'], assets);
    expect(audit.assets).toEqual([{ src: KEY, key: KEY }]);
    expect(audit.refused).toEqual([`${data.slice(0, 120)}...`, 'asset:nope', '//cdn.example.com/b.png']);
  });

  it('asks the store once for all keys and reports the missing ones before the refused ones', async () => {
    const existingKeys = jest.fn(async (keys: string[]) => new Set(keys.filter((key) => key === KEY)));
    const check = await checkImageSources([`${BASE}/${KEY}`, `${BASE}/${OTHER}`, 'javascript:alert(1)'], { ...assets, existingKeys });
    expect(existingKeys).toHaveBeenCalledTimes(1);
    expect(existingKeys).toHaveBeenCalledWith([KEY, OTHER]);
    expect(check.missing).toEqual([`${BASE}/${OTHER}`, 'javascript:alert(1)']);
    expect(check.warnings.map((warning) => warning.code)).toEqual(['IMAGE_SOURCE_REFUSED', 'ASSET_MISSING']);
  });

  it('does not ask the store when no image is ours', async () => {
    const existingKeys = jest.fn(async () => new Set<string>());
    expect(await checkImageSources(['https://cdn.example.com/a.png'], { ...assets, existingKeys })).toEqual({ missing: [], warnings: [] });
    expect(existingKeys).not.toHaveBeenCalled();
  });
});
