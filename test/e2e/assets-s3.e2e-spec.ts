import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AssetsService } from 'src/modules/assets/assets.service';
import { type FakeS3, startFakeS3 } from '../fakes/s3-fake';
import { HttpBrowser, signIn } from '../utils/browser-session';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  error_code?: string;
}
interface Presigned {
  upload_url: string;
  key: string;
  public_url: string;
  method: string;
  headers: Record<string, string>;
}
interface Listed {
  assets: { key: string; url: string; filename: string; size: number }[];
}

const fixture = (name: string): Buffer => readFileSync(join(__dirname, '..', 'fixtures', 'uploads', name));
const BUCKET = 'email-assets';
const CREDENTIALS = { accessKeyId: 'fake-access-key', secretAccessKey: 'fake-secret-key-0123456789' };

describe('Assets in an S3 bucket: presigned uploads checked before they are listed', () => {
  let s3: FakeS3;
  let t: TestApp;
  let staff: HttpBrowser;
  let csrf: string;
  let s3Closed = false;

  const presign = async (filename: string, contentType: string): Promise<Presigned> => {
    const answer = await staff.json<Envelope<Presigned>>('/api/assets/presign', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ filename, content_type: contentType }),
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const put = (url: string, type: string, bytes: Buffer) => fetch(url, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(bytes) });
  const list = async (q = ''): Promise<Listed['assets']> => (await staff.json<Envelope<Listed>>(`/api/assets?q=${encodeURIComponent(q)}`)).body.data.assets;

  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: BUCKET, ...CREDENTIALS });
    t = await startTestApp({
      APP_ROLES: 'api',
      ASSET_STORE: 's3',
      ASSET_S3_BUCKET: BUCKET,
      ASSET_S3_REGION: 'eu-west-1',
      ASSET_S3_ENDPOINT: s3.url,
      ASSET_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      ASSET_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      ASSET_S3_FORCE_PATH_STYLE: 'true',
    });
    staff = new HttpBrowser(t.url);
    await signIn(staff, 'sam.staff@movingco.example');
    csrf = (await staff.json<{ csrf_token: string }>('/auth/status')).body.csrf_token;
  });
  afterAll(async () => {
    await t.close();
    if (!s3Closed) await s3.close();
  });

  it('should presign a bucket PUT bound to the Content-Type; the upload is listed and served once it is in the bucket', async () => {
    const presigned = await presign('Spring Promo.png', 'image/png');
    expect(presigned).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/png' }, public_url: `${t.url}/media/${presigned.key}` });
    const url = new URL(presigned.upload_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.url}/${BUCKET}/${presigned.key}`);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect([...url.searchParams.keys()].some((name) => name.toLowerCase().includes('checksum'))).toBe(false);

    // Not uploaded yet: pending, neither listed nor existing.
    expect((await list('promo')).map((asset) => asset.key)).toEqual([]);
    expect(await t.app.get(AssetsService).exists(presigned.key)).toBe(false);

    const wrongType = await put(presigned.upload_url, 'image/gif', fixture('pixel.png'));
    expect(wrongType.status).toBe(403);
    expect(s3.objects.has(presigned.key)).toBe(false);

    const bytes = fixture('pixel.png');
    expect((await put(presigned.upload_url, 'image/png', bytes)).status).toBe(200);
    expect(s3.objects.get(presigned.key)?.contentType).toBe('image/png');

    expect(await list('PROMO')).toEqual([{ key: presigned.key, url: presigned.public_url, filename: 'Spring Promo.png', size: bytes.length }]);
    const media = await fetch(presigned.public_url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await t.app.get(AssetsService).existingKeys([presigned.key])).toEqual(new Set([presigned.key]));

    // The bucket itself lists the object (ListObjectsV2).
    const client = new S3Client({ region: 'eu-west-1', endpoint: s3.url, forcePathStyle: true, credentials: CREDENTIALS });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: presigned.key.slice(0, 8) }));
    client.destroy();
    expect(listed.Contents?.map((object) => [object.Key, object.Size])).toContainEqual([presigned.key, bytes.length]);
  });

  it('should sign a size asked for into the bucket URL (Content-Length): other sizes are refused by the bucket, and a real image keeps no appended HTML', async () => {
    const pixel = fixture('pixel.png');
    const sized = await staff.json<Envelope<Presigned>>('/api/assets/presign', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ filename: 'tiny.png', content_type: 'image/png', size: pixel.length }),
    });
    expect(sized.status).toBe(200);
    const url = new URL(sized.body.data.upload_url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type']));
    expect((await put(sized.body.data.upload_url, 'image/png', Buffer.concat([pixel, Buffer.alloc(1000)]))).status).toBe(403);
    expect(s3.objects.has(sized.body.data.key)).toBe(false);
    expect((await put(sized.body.data.upload_url, 'image/png', pixel)).status).toBe(200);
    expect((await list('tiny')).map((asset) => [asset.key, asset.size])).toEqual([[sized.body.data.key, pixel.length]]);

    const polyglot = await presign('polyglot.png', 'image/png');
    expect((await put(polyglot.upload_url, 'image/png', Buffer.concat([pixel, Buffer.from('<html><script>alert(1)</script></html>')]))).status).toBe(200);
    expect((await list('polyglot')).map((asset) => asset.size)).toEqual([pixel.length]);
    expect(Buffer.from(await (await fetch(polyglot.public_url)).arrayBuffer()).equals(pixel)).toBe(true);
  });

  it('should delete a bucket upload whose bytes are not the signed image type, or an SVG with script, instead of listing it', async () => {
    const html = await presign('fake.png', 'image/png');
    expect((await put(html.upload_url, 'image/png', fixture('polyglot.html.png'))).status).toBe(200);
    const svg = await presign('bad.svg', 'image/svg+xml');
    expect((await put(svg.upload_url, 'image/svg+xml', fixture('script.svg'))).status).toBe(200);

    const keys = (await list()).map((asset) => asset.key);
    expect(keys).not.toContain(html.key);
    expect(keys).not.toContain(svg.key);
    expect(s3.objects.has(html.key)).toBe(false);
    expect(s3.objects.has(svg.key)).toBe(false);
    expect((await fetch(html.public_url)).status).toBe(404);
  });

  it('should store a safe SVG cleaned and serve it with the sandbox policy', async () => {
    const svg = await presign('logo.svg', 'image/svg+xml');
    expect((await put(svg.upload_url, 'image/svg+xml', fixture('logo.svg'))).status).toBe(200);
    const media = await fetch(svg.public_url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const text = await media.text();
    expect(text).toContain('<use xlink:href="#dot"');
    expect(text).not.toContain('metadata');
    expect(text).not.toContain('editor data');
    expect(s3.objects.get(svg.key)?.body.toString('utf8')).toBe(text);
  });

  it('should put multipart uploads into the bucket and recognise bucket URLs as ours', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixture('pixel.webp'))], { type: 'image/webp' }), 'hero.webp');
    const response = await fetch(`${t.url}/api/assets/upload`, { method: 'POST', headers: { cookie: staff.cookieHeader(), 'x-csrf-token': csrf }, body: form });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as Envelope<{ key: string; content_type: string }>;
    expect(data.content_type).toBe('image/webp');
    expect(s3.objects.get(data.key)?.contentType).toBe('image/webp');
    const assets = t.app.get(AssetsService);
    expect(assets.keyFromUrl(`${s3.url}/${BUCKET}/${data.key}`)).toBe(data.key);
    expect(assets.keyFromUrl(`https://${BUCKET}.s3.eu-west-1.amazonaws.com/${data.key}`)).toBe(data.key);
  });

  it('should answer 503 with the error envelope when the bucket cannot be reached', async () => {
    await s3.close();
    s3Closed = true;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixture('pixel.png'))], { type: 'image/png' }), 'down.png');
    const response = await fetch(`${t.url}/api/assets/upload`, { method: 'POST', headers: { cookie: staff.cookieHeader(), 'x-csrf-token': csrf }, body: form });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, error_code: 'ASSET_STORE_UNAVAILABLE' });
    expect((await list('down')).length).toBe(0);
  });
});
