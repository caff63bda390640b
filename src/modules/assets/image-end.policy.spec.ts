import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageType } from './asset-key.policy';
import { imageEnd } from './image-end.policy';

const fixture = (name: string): Buffer => readFileSync(join(__dirname, '..', '..', '..', 'test', 'fixtures', 'uploads', name));
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const RASTERS: [string, ImageType][] = [
  ['pixel.png', 'image/png'],
  ['pixel.jpg', 'image/jpeg'],
  ['pixel.gif', 'image/gif'],
  ['pixel.webp', 'image/webp'],
];

describe('imageEnd', () => {
  it.each(RASTERS)('finds where %s ends, with or without bytes appended after it', (name, type) => {
    const image = fixture(name);
    expect(imageEnd(image, type)).toBe(image.length);
    expect(imageEnd(Buffer.concat([image, HTML]), type)).toBe(image.length);
    expect(imageEnd(Buffer.concat([image, Buffer.from([0xff, 0xd9, 0x3b, 0x00]), HTML]), type)).toBe(image.length);
  });

  it.each(RASTERS)('answers null for %s cut short', (name, type) => {
    const image = fixture(name);
    expect(imageEnd(image.subarray(0, image.length - 2), type)).toBeNull();
  });

  it('reads a JPEG scan through stuffed bytes and restart markers to the EOI after it', () => {
    const head = fixture('pixel.jpg');
    const sos = head.indexOf(Buffer.from([0xff, 0xda]));
    const header = sos + 2 + head.readUInt16BE(sos + 2);
    // Entropy data holding 0xFF00 (a stuffed 0xFF) and a restart marker, then EOI and an appended page.
    const jpeg = Buffer.concat([head.subarray(0, header), Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd9])]);
    expect(imageEnd(Buffer.concat([jpeg, HTML]), 'image/jpeg')).toBe(jpeg.length);
  });

  it('answers null for a GIF with an unknown block, and the length of an SVG (text, rebuilt elsewhere)', () => {
    const gif = fixture('pixel.gif');
    const broken = Buffer.from(gif);
    broken[broken.length - 1] = 0x99;
    expect(imageEnd(broken, 'image/gif')).toBeNull();
    const svg = fixture('logo.svg');
    expect(imageEnd(svg, 'image/svg+xml')).toBe(svg.length);
  });
});
