import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkImage } from './image-check.policy';
import { cleanSvg, sniffImageType, svgActiveContent } from './image-content.policy';

const fixture = (name: string): Buffer => readFileSync(join(__dirname, '..', '..', '..', 'test', 'fixtures', 'uploads', name));
const MAX = 5 * 1024 * 1024;

describe('image type by magic numbers', () => {
  it('recognises the five accepted formats from their bytes', () => {
    expect(sniffImageType(fixture('pixel.png'))).toBe('image/png');
    expect(sniffImageType(fixture('pixel.jpg'))).toBe('image/jpeg');
    expect(sniffImageType(fixture('pixel.gif'))).toBe('image/gif');
    expect(sniffImageType(fixture('pixel.webp'))).toBe('image/webp');
    expect(sniffImageType(fixture('logo.svg'))).toBe('image/svg+xml');
  });

  it('recognises nothing in HTML, text, a RIFF that is not WebP or an SVG with an entity declaration', () => {
    expect(sniffImageType(fixture('polyglot.html.png'))).toBeNull();
    expect(sniffImageType(Buffer.from('hello'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<html><svg></svg></html>'))).toBeNull();
  });
});

describe('SVG active content', () => {
  it.each([
    ['script.svg', '<script>'],
    ['onload.svg', 'event handler'],
    ['external-href.svg', 'external reference'],
    ['external-style.svg', 'style sheet'],
    ['foreign-object.svg', '<foreignObject>'],
  ])('names what makes %s unsafe', (name, reason) => {
    expect(svgActiveContent(fixture(name).toString('utf8'))).toContain(reason);
  });

  it('finds nothing in a drawing that only references its own fragments', () => {
    expect(svgActiveContent(fixture('logo.svg').toString('utf8'))).toBeNull();
  });

  it('refuses javascript: and data: URLs in any attribute and href without a fragment', () => {
    expect(svgActiveContent('<svg><a href="javascript:alert(1)"><rect/></a></svg>')).not.toBeNull();
    expect(svgActiveContent('<svg><rect fill="url(https://evil.example/x)"/></svg>')).not.toBeNull();
    expect(svgActiveContent('<svg><rect style="fill:url(data:x)"/></svg>')).not.toBeNull();
    expect(svgActiveContent('<svg><use href="sprite.svg#a"/></svg>')).not.toBeNull();
    expect(svgActiveContent('<svg><rect fill="url(#fade)"/></svg>')).toBeNull();
  });

  it('keeps drawing elements with their case and drops editor metadata', () => {
    const cleaned = cleanSvg(fixture('logo.svg').toString('utf8'));
    expect(cleaned).toContain('<linearGradient id="fade"');
    expect(cleaned).toContain('viewBox="0 0 64 64"');
    expect(cleaned).toContain('xlink:href="#dot"');
    expect(cleaned).toContain('fill: url(#fade)');
    expect(cleaned).not.toContain('metadata');
    expect(cleaned).not.toContain('inkscape');
    expect(sniffImageType(Buffer.from(cleaned))).toBe('image/svg+xml');
  });
});

describe('checkImage', () => {
  it('accepts bytes whose declared type agrees, or with no declared type', () => {
    expect(checkImage(fixture('pixel.png'), 'image/png', MAX)).toMatchObject({ ok: true, type: 'image/png' });
    expect(checkImage(fixture('pixel.jpg'), 'image/jpg', MAX)).toMatchObject({ ok: true, type: 'image/jpeg' });
    expect(checkImage(fixture('pixel.gif'), 'application/octet-stream', MAX)).toMatchObject({ ok: true, type: 'image/gif' });
  });

  it('refuses a declared type that disagrees with the bytes, HTML named .png, an unsafe SVG, an empty file and oversize', () => {
    const code = (check: ReturnType<typeof checkImage>): string | undefined => (check.ok ? undefined : check.error.code);
    expect(code(checkImage(fixture('pixel.png'), 'image/gif', MAX))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(code(checkImage(fixture('polyglot.html.png'), 'image/png', MAX))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(code(checkImage(fixture('script.svg'), 'image/svg+xml', MAX))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(code(checkImage(Buffer.alloc(0), 'image/png', MAX))).toBe('ASSET_FILE_INVALID');
    expect(code(checkImage(fixture('pixel.png'), 'image/png', 10))).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a GIF header followed by script (no image in it) as damaged', () => {
    const check = checkImage(fixture('gifar.gif'), 'image/gif', MAX);
    expect(check).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This image is damaged or incomplete. Please select a PNG, JPG, GIF, WebP, or SVG image.' } });
  });

  it('keeps a real image without the HTML appended after its end, and a clean one as the very same bytes', () => {
    const pixel = fixture('pixel.png');
    const check = checkImage(Buffer.concat([pixel, Buffer.from('<html><script>alert(1)</script></html>')]), 'image/png', MAX);
    expect(check.ok && check.bytes.equals(pixel)).toBe(true);
    const clean = checkImage(pixel, 'image/png', MAX);
    expect(clean.ok && clean.bytes).toBe(pixel);
  });
});
