import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AssetsService } from 'src/modules/assets/assets.service';
import { signGrant } from 'src/modules/assets/upload-signature.policy';
import { HttpBrowser, signIn } from '../utils/browser-session';
import { AppConfigService } from 'src/config/app-config.service';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Envelope<T> {
  success: boolean;
  data: T;
  error?: string;
  message?: string;
  error_code?: string;
}
interface Uploaded {
  key: string;
  url: string;
  public_url: string;
  filename: string;
  size: number;
  content_type: string;
}
interface Presigned {
  upload_url: string;
  key: string;
  public_url: string;
  method: string;
  headers: Record<string, string>;
}

const fixture = (name: string): Buffer => readFileSync(join(__dirname, '..', 'fixtures', 'uploads', name));
const SECRET = 'assets-e2e-signing-secret-0123456789';
const MAX_BYTES = 64 * 1024;
const KEY = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(png|jpg|gif|webp|svg)$/;
const UNSUPPORTED = 'Please select a PNG, JPG, GIF, WebP, or SVG image.';

/** A multipart body built by hand, so the filename bytes (NUL, RTL marks, slashes) reach the server unchanged. */
function multipart(field: string, filename: string, type: string, bytes: Buffer, encoded = false): { body: Buffer; contentType: string } {
  const boundary = `----assets${Math.random().toString(16).slice(2)}`;
  const name = encoded ? `filename*=UTF-8''${encodeURIComponent(filename)}` : `filename="${filename}"`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ${name}\r\nContent-Type: ${type}\r\n\r\n`, 'utf8');
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('Assets: images for email templates (local store)', () => {
  let t: TestApp;
  let staff: HttpBrowser;
  let csrf: string;
  let dir: string;

  const upload = (filename: string, type: string, bytes: Buffer, field = 'file', encoded = false) => {
    const form = multipart(field, filename, type, bytes, encoded);
    return staff.json<Envelope<Uploaded>>('/api/assets/upload', {
      method: 'POST',
      headers: { 'content-type': form.contentType, 'x-csrf-token': csrf },
      body: new Uint8Array(form.body),
    });
  };
  const presign = (filename: string, contentType: string) =>
    staff.json<Envelope<Presigned>>('/api/assets/presign', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ filename, content_type: contentType }),
    });
  const put = async (url: string, type: string, bytes: Buffer) => {
    const response = await fetch(url, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(bytes) });
    return { status: response.status, body: (await response.json()) as Envelope<Uploaded> };
  };
  const list = (q?: string) => staff.json<Envelope<{ assets: { key: string; url: string; filename: string; size: number }[] }>>(`/api/assets${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'la-assets-'));
    t = await startTestApp({ APP_ROLES: 'api', ASSET_LOCAL_DIR: dir, ASSET_MAX_BYTES: String(MAX_BYTES), ASSET_SIGNING_SECRET: SECRET });
    staff = new HttpBrowser(t.url);
    await signIn(staff, 'sam.staff@movingco.example');
    csrf = (await staff.json<{ csrf_token: string }>('/auth/status')).body.csrf_token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should upload a PNG, serve it publicly at /media/{key} with immutable caching and nosniff, and list it', async () => {
    const bytes = fixture('pixel.png');
    const response = await upload('Company Logo.png', 'image/png', bytes);
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(response.body.success).toBe(true);
    expect(data).toMatchObject({ filename: 'Company Logo.png', size: bytes.length, content_type: 'image/png' });
    expect(data.key).toMatch(KEY);
    expect(data.url).toBe(`${t.url}/media/${data.key}`);
    expect(data.public_url).toBe(data.url);

    const media = await fetch(data.url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);

    const listed = await list('company LOGO');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ success: true, data: { assets: [{ key: data.key, url: data.url, filename: 'Company Logo.png', size: bytes.length }] } });
    expect((await list('no such name')).body.data.assets).toEqual([]);
    expect(await t.app.get(AssetsService).exists(data.key)).toBe(true);
  });

  it('should list newest first and treat % and _ in the search literally', async () => {
    const first = await upload('report_100%.gif', 'image/gif', fixture('pixel.gif'));
    const second = await upload('report-2.webp', 'image/webp', fixture('pixel.webp'));
    const all = (await list()).body.data.assets.map((asset) => asset.key);
    expect(all.indexOf(second.body.data.key)).toBeLessThan(all.indexOf(first.body.data.key));
    expect((await list('_100%')).body.data.assets.map((asset) => asset.filename)).toEqual(['report_100%.gif']);
    expect((await list('report')).body.data.assets.map((asset) => asset.filename)).toEqual(['report-2.webp', 'report_100%.gif']);
  });

  it('should presign a local upload, accept the PUT without a session, then serve and list it; the link works once', async () => {
    const presigned = await presign('Header Banner.jpg', 'image/jpeg');
    expect(presigned.status).toBe(200);
    const data = presigned.body.data;
    expect(data).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' } });
    expect(data.key).toMatch(/\.jpg$/);
    expect(data.upload_url.startsWith(`${t.url}/api/assets/uploads/${data.key}?`)).toBe(true);
    const query = new URL(data.upload_url).searchParams;
    expect([...query.keys()].sort()).toEqual(['expires', 'max', 'name', 'owner', 'sig', 'type']);
    expect(query.get('max')).toBe(String(MAX_BYTES));
    expect(Number(query.get('expires')) - Date.now() / 1000).toBeGreaterThan(590);

    expect(await t.app.get(AssetsService).exists(data.key)).toBe(false);
    const bytes = fixture('pixel.jpg');
    const done = await put(data.upload_url, 'image/jpeg', bytes);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ key: data.key, filename: 'Header Banner.jpg', size: bytes.length, content_type: 'image/jpeg', url: data.public_url });

    const media = await fetch(data.public_url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await list('banner')).body.data.assets.map((asset) => asset.key)).toEqual([data.key]);

    const again = await put(data.upload_url, 'image/jpeg', bytes);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error_code: 'ASSET_ALREADY_EXISTS' });
  });

  it('should refuse a forged, altered or expired upload link with 403', async () => {
    const { upload_url } = (await presign('a.png', 'image/png')).body.data;
    const bytes = fixture('pixel.png');
    const forged = new URL(upload_url);
    forged.searchParams.set('sig', 'f'.repeat(64));
    const raised = new URL(upload_url);
    raised.searchParams.set('max', String(MAX_BYTES * 100));
    const otherKey = new URL(upload_url.replace(/[0-9a-f-]{36}\.png/, '00000000-0000-4000-8000-000000000000.png'));
    for (const url of [forged, raised, otherKey]) {
      const answer = await put(url.toString(), 'image/png', bytes);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, error_code: 'ASSET_UPLOAD_FORBIDDEN' });
    }
    const unsigned = new URL(upload_url);
    unsigned.searchParams.delete('sig');
    expect((await put(unsigned.toString(), 'image/png', bytes)).status).toBe(403);

    // A correctly signed link whose time is up.
    const key = new URL(upload_url).pathname.replace('/api/assets/uploads/', '');
    const owner = new URL(upload_url).searchParams.get('owner') ?? '';
    const grant = { key, type: 'image/png', max: MAX_BYTES, expires: Math.floor(Date.now() / 1000) - 5, name: 'a.png', owner };
    const expired = `${t.url}/api/assets/uploads/${key}?${new URLSearchParams({ expires: String(grant.expires), type: grant.type, max: String(grant.max), name: grant.name, owner, sig: signGrant(grant, SECRET) })}`;
    const answer = await put(expired, 'image/png', bytes);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('This upload link is invalid or has expired; request a new one.');
  });

  it('should refuse a signed PUT with another Content-Type or other bytes (415) and past the cap (413)', async () => {
    const { upload_url } = (await presign('b.png', 'image/png')).body.data;
    const wrongHeader = await put(upload_url, 'image/gif', fixture('pixel.png'));
    expect(wrongHeader.status).toBe(415);
    expect(wrongHeader.body).toMatchObject({ success: false, error_code: 'UNSUPPORTED_MEDIA_TYPE', message: UNSUPPORTED, error: UNSUPPORTED });
    const wrongBytes = await put(upload_url, 'image/png', fixture('pixel.gif'));
    expect(wrongBytes.status).toBe(415);
    const html = await put(upload_url, 'image/png', fixture('polyglot.html.png'));
    expect(html.status).toBe(415);
    const big = Buffer.concat([fixture('pixel.png'), Buffer.alloc(MAX_BYTES)]);
    const oversize = await put(upload_url, 'image/png', big);
    expect(oversize.status).toBe(413);
    expect(oversize.body).toMatchObject({ success: false, error_code: 'PAYLOAD_TOO_LARGE' });
    // The link is still unused: the right bytes go through.
    expect((await put(upload_url, 'image/png', fixture('pixel.png'))).status).toBe(200);
  });

  it('should refuse to presign anything but the five image types', async () => {
    const answer = await presign('page.html', 'text/html');
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ success: false, error_code: 'UNSUPPORTED_MEDIA_TYPE', message: UNSUPPORTED });
    expect((await presign('x.png', '')).status).toBe(415);
    const missing = await staff.json<Envelope<unknown>>('/api/assets/presign', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ filename: 'x.png' }),
    });
    expect(missing.status).toBe(400);
  });

  it('should judge uploads by their bytes: wrong magic numbers, HTML named .png and a disagreeing declared type are 415', async () => {
    for (const [name, type, bytes] of [
      ['notes.png', 'image/png', Buffer.from('just some text, not an image')],
      ['polyglot.png', 'image/png', fixture('polyglot.html.png')],
      ['pixel.gif', 'image/gif', fixture('pixel.png')],
      ['pixel.png', 'text/html', fixture('pixel.png')],
    ] as const) {
      const answer = await upload(name, type, bytes);
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ success: false, error: UNSUPPORTED, message: UNSUPPORTED, error_code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('should refuse a GIF header followed by script (no image in it), and store a real image without the HTML appended to it', async () => {
    const gifar = await upload('gifar.gif', 'image/gif', fixture('gifar.gif'));
    expect(gifar).toMatchObject({ status: 415, body: { error_code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This image is damaged or incomplete. Please select a PNG, JPG, GIF, WebP, or SVG image.' } });

    const pixel = fixture('pixel.png');
    const polyglot = Buffer.concat([pixel, Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>')]);
    const direct = await upload('pixel.png', 'image/png', polyglot);
    expect(direct.status).toBe(200);
    expect(direct.body.data.size).toBe(pixel.length);
    const served = await fetch(direct.body.data.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(pixel)).toBe(true);

    const { body: signed } = await presign('pixel.png', 'image/png');
    const viaLink = await put(signed.data.upload_url, 'image/png', polyglot);
    expect(viaLink.status).toBe(200);
    expect(Buffer.from(await (await fetch(viaLink.body.data.url)).arrayBuffer()).equals(pixel)).toBe(true);
  });

  it('should bind a presigned link to the size it was asked for: more bytes are a 413 and nothing is stored', async () => {
    const pixel = fixture('pixel.png');
    const before = (await list()).body.data.assets.length;
    const small = await staff.json<Envelope<Presigned>>('/api/assets/presign', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ filename: 'tiny.png', content_type: 'image/png', size: pixel.length }),
    });
    expect(small.status).toBe(200);
    const padded = Buffer.concat([pixel, Buffer.alloc(40_000)]);
    expect((await put(small.body.data.upload_url, 'image/png', padded)).status).toBe(413);
    // An altered size in the link is a forged link.
    const raised = small.body.data.upload_url.replace(`max=${pixel.length}`, `max=${MAX_BYTES}`);
    expect((await put(raised, 'image/png', padded)).status).toBe(403);
    expect((await list()).body.data.assets).toHaveLength(before);
    // The size it was asked for goes through.
    expect((await put(small.body.data.upload_url, 'image/png', pixel)).status).toBe(200);
    // Asking for more than ASSET_MAX_BYTES, or for a size that is not a whole number of bytes, is refused at once.
    for (const [size, status] of [[MAX_BYTES + 1, 413], [0, 400], [1.5, 400], ['69', 400]] as const) {
      const refused = await staff.json<Envelope<Presigned>>('/api/assets/presign', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ filename: 'x.png', content_type: 'image/png', size }),
      });
      expect({ size, status: refused.status }).toEqual({ size, status });
    }
  });

  it('should limit each user to ASSET_UPLOADS_PER_HOUR uploads and links (429 with Retry-After), leaving other users alone', async () => {
    const admin = new HttpBrowser(t.url);
    await signIn(admin, 'alex.admin@movingco.example');
    const adminCsrf = (await admin.json<{ csrf_token: string }>('/auth/status')).body.csrf_token;
    const ask = () => admin.json<Envelope<Presigned>>('/api/assets/presign', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': adminCsrf },
      body: JSON.stringify({ filename: 'x.png', content_type: 'image/png' }),
    });
    const limit = t.app.get(AppConfigService).assets.uploadsPerHour;
    const answers: number[] = [];
    for (let i = 0; i < limit; i++) answers.push((await ask()).status);
    expect(answers).toEqual(Array(limit).fill(200));
    const over = await ask();
    expect(over).toMatchObject({ status: 429, body: { success: false, error_code: 'RATE_LIMIT_EXCEEDED', message: `You have uploaded ${limit} images in the last hour. Please wait before uploading more.` } });
    const form = multipart('file', 'pixel.png', 'image/png', fixture('pixel.png'));
    const direct = await admin.request('/api/assets/upload', { method: 'POST', headers: { 'content-type': form.contentType, 'x-csrf-token': adminCsrf }, body: new Uint8Array(form.body) });
    expect(direct.status).toBe(429);
    expect(Number(direct.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload('pixel.png', 'image/png', fixture('pixel.png'))).status).toBe(200);
  });

  it('should refuse SVGs with script, event handlers, foreign content or external references (415) and serve a clean SVG sandboxed', async () => {
    for (const name of ['script.svg', 'onload.svg', 'external-href.svg', 'external-style.svg', 'foreign-object.svg']) {
      const answer = await upload(name, 'image/svg+xml', fixture(name));
      expect({ name, status: answer.status, code: answer.body.error_code }).toEqual({ name, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(answer.body.message).toMatch(/^This SVG contains .+ without scripts or external references\.$/);
    }
    const safe = await upload('logo.svg', 'image/svg+xml', fixture('logo.svg'));
    expect(safe.status).toBe(200);
    const media = await fetch(safe.body.data.url);
    expect(media.headers.get('content-type')).toBe('image/svg+xml');
    expect(media.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await media.text();
    expect(svg).toContain('<linearGradient id="fade"');
    expect(svg).not.toContain('metadata');
    expect(safe.body.data.size).toBe(Buffer.byteLength(svg));
  });

  it('should answer 413 past ASSET_MAX_BYTES and 400 without a file', async () => {
    const big = Buffer.concat([fixture('pixel.png'), Buffer.alloc(MAX_BYTES)]);
    const answer = await upload('big.png', 'image/png', big);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, error_code: 'PAYLOAD_TOO_LARGE' });
    const noFile = await upload('x.png', 'image/png', fixture('pixel.png'), 'other');
    expect(noFile.status).toBe(400);
    expect(noFile.body.success).toBe(false);
    const empty = await upload('x.png', 'image/png', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.error_code).toBe('ASSET_FILE_INVALID');
  });

  it('should keep odd filenames out of the storage path and clean them for display', async () => {
    const rows = async (key: string) => (await t.app.get(DataSource).query(`SELECT key, filename FROM assets WHERE key = $1`, [key])) as { key: string; filename: string }[];
    const cases: [string, string][] = [
      ['../../etc/passwd.png', 'passwd.png'],
      ['..\\..\\windows\\win.ini.png', 'win.ini.png'],
      ['nul\u0000byte.png', 'nulbyte.png'],
      ['photo\u202Egnp.exe', 'photognp.exe'],
      ['Ünïcødé 写真.png', 'Ünïcødé 写真.png'],
      ['...', 'image.png'],
    ];
    for (const [raw, shown] of cases) {
      const answer = await upload(raw, 'image/png', fixture('pixel.png'), 'file', true);
      expect({ raw, status: answer.status, filename: answer.body.data?.filename }).toEqual({ raw, status: 200, filename: shown });
      expect(answer.body.data.key).toMatch(KEY);
      expect(await rows(answer.body.data.key)).toEqual([{ key: answer.body.data.key, filename: shown }]);
    }
    // A raw NUL inside the part header is refused by the multipart parser itself.
    const rawNul = await upload('nul\u0000byte.png', 'image/png', fixture('pixel.png'));
    expect(rawNul.status).toBe(400);
    expect(rawNul.body.success).toBe(false);
    const long = await upload(`${'a'.repeat(5000)}.png`, 'image/png', fixture('pixel.png'));
    expect(long.body.data.filename).toHaveLength(200);
    expect(long.body.data.filename.endsWith('.png')).toBe(true);
    const presigned = await presign('../../../../tmp/evil.png', 'image/png');
    expect(presigned.body.data.key).toMatch(KEY);
    expect((await put(presigned.body.data.upload_url, 'image/png', fixture('pixel.png'))).body.data.filename).toBe('evil.png');
  });

  it('should answer 404 for unknown or malformed media keys, never the admin page', async () => {
    for (const path of ['/media/2026/11/00000000-0000-4000-8000-000000000000.png', '/media/2026/11/..%2F..%2Fpasswd', '/media/nothing', '/media/']) {
      const response = await fetch(`${t.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('should serve the built-in logo that {{companyLogoUrl}} defaults to', async () => {
    const response = await fetch(`${t.url}/media/brand/logo.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(t.app.get(AppConfigService).company.logoUrl).toBe(`${t.url}/media/brand/logo.png`);
  });

  it('should need a session for the list, presign and upload calls', async () => {
    expect((await fetch(`${t.url}/api/assets`)).status).toBe(401);
    const anonymous = await fetch(`${t.url}/api/assets/presign`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
  });

  it('should recognise its own public URLs and report which keys exist', async () => {
    const assets = t.app.get(AssetsService);
    const { key } = (await upload('known.png', 'image/png', fixture('pixel.png'))).body.data;
    expect(assets.publicUrl(key)).toBe(`${t.url}/media/${key}`);
    expect(assets.keyFromUrl(`${t.url}/media/${key}`)).toBe(key);
    expect(assets.keyFromUrl(`${t.url}/media/${key}?v=2#top`)).toBe(key);
    expect(assets.keyFromUrl(`/media/${key}`)).toBe(key);
    expect(assets.keyFromUrl(`https://elsewhere.example/media/${key}`)).toBeNull();
    expect(assets.keyFromUrl(`${t.url}/media/../etc/passwd`)).toBeNull();
    expect(assets.keyFromUrl('not a url at all')).toBeNull();
    const missing = '2026/01/00000000-0000-4000-8000-000000000000.png';
    expect(await assets.existingKeys([key, missing, '../x'])).toEqual(new Set([key]));
  });
});
