import { displayFilename, isAssetKey, newAssetKey, normalizeImageType, typeOfKey } from './asset-key.policy';

describe('asset keys', () => {
  it('makes yyyy/mm/<uuid>.<ext> keys from the verified type only', () => {
    const key = newAssetKey('image/jpeg', new Date('2026-03-05T10:00:00Z'));
    expect(key).toMatch(/^2026\/03\/[0-9a-f-]{36}\.jpg$/);
    expect(isAssetKey(key)).toBe(true);
    expect(typeOfKey(key)).toBe('image/jpeg');
    expect(newAssetKey('image/svg+xml')).toMatch(/\.svg$/);
  });

  it('accepts no other shape of key', () => {
    for (const key of ['../../etc/passwd', '2026/11/x.png', '2026/11/00000000-0000-4000-8000-000000000000.html', '/2026/11/00000000-0000-4000-8000-000000000000.png', '2026/11/00000000-0000-4000-8000-000000000000.png/..']) {
      expect({ key, ok: isAssetKey(key) }).toEqual({ key, ok: false });
    }
  });

  it('maps declared types to the five canonical ones, ignoring case, parameters and common aliases', () => {
    expect(normalizeImageType('IMAGE/PNG; charset=binary')).toBe('image/png');
    expect(normalizeImageType('image/jpg')).toBe('image/jpeg');
    expect(normalizeImageType('image/svg+xml')).toBe('image/svg+xml');
    expect(normalizeImageType('text/html')).toBeNull();
    expect(normalizeImageType(undefined)).toBeNull();
  });
});

describe('displayFilename', () => {
  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\me\\logo.png', 'logo.png'],
    ['a\u0000b.png', 'ab.png'],
    ['invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['\u2066spaced\u2069   out\tname.png', 'spaced out name.png'],
    ['..hidden.png', '..hidden.png'],
    ['...', 'image.png'],
    ['', 'image.png'],
    ['\ud800.png', 'image.png'],
  ])('shows %j as %j', (raw, shown) => {
    expect(displayFilename(raw, 'image/png')).toBe(shown);
  });

  it('cuts very long names to 200 characters keeping the extension, without splitting a character', () => {
    const name = displayFilename(`${'😀'.repeat(400)}.webp`, 'image/webp');
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('😀.webp')).toBe(true);
  });
});
