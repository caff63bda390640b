import type { ImageType } from './asset-key.policy';

/*
 * Where a raster image's own structure ends. Bytes after it (HTML, a ZIP, a script appended to a real picture: a
 * polyglot) are no part of the image, and an upload is stored without them. Each format says where it ends: PNG at
 * its IEND chunk, GIF at its trailer byte, WebP at the length its RIFF header gives, JPEG at the EOI marker that
 * follows its last scan. No installed library answers this (an image library would re-encode, changing every
 * upload's bytes and adding a native dependency), and the walks below read only lengths and markers.
 */

const PNG_SIGNATURE_LENGTH = 8;
const GIF_HEADER_LENGTH = 13;

/** PNG: chunks of length, type, data and CRC, up to and including IEND. */
function pngEnd(bytes: Buffer): number | null {
  let offset = PNG_SIGNATURE_LENGTH;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return end;
    offset = end;
  }
  return null;
}

/** GIF data sub-blocks (a size byte, then that many bytes) up to the zero-size terminator; the offset after it. */
function skipSubBlocks(bytes: Buffer, start: number): number | null {
  let offset = start;
  while (offset < bytes.length) {
    const size = bytes[offset];
    offset += 1 + size;
    if (size === 0) return offset;
  }
  return null;
}

const colorTableLength = (flags: number): number => ((flags & 0x80) !== 0 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/** GIF: header and screen descriptor, extensions and images, up to and including the 0x3B trailer. */
function gifEnd(bytes: Buffer): number | null {
  if (bytes.length < GIF_HEADER_LENGTH) return null;
  let offset: number | null = GIF_HEADER_LENGTH + colorTableLength(bytes[10]);
  while (offset !== null && offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return offset + 1;
    if (block === 0x21) offset = skipSubBlocks(bytes, offset + 2);
    else if (block === 0x2c) {
      if (offset + 10 > bytes.length) return null;
      offset = skipSubBlocks(bytes, offset + 10 + colorTableLength(bytes[offset + 9]) + 1);
    } else return null;
  }
  return null;
}

/** WebP: the RIFF header's length (which counts from byte 8 and includes the padding of odd-sized chunks). */
function webpEnd(bytes: Buffer): number | null {
  if (bytes.length < 12) return null;
  const end = 8 + bytes.readUInt32LE(4);
  return end <= bytes.length ? end : null;
}

const isStandaloneMarker = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** In a scan's entropy-coded data, the offset of the next real marker (0xFF not followed by 0x00, a restart or fill). */
function nextMarkerAfterScan(bytes: Buffer, start: number): number | null {
  for (let offset = start; offset + 1 < bytes.length; offset++) {
    if (bytes[offset] !== 0xff) continue;
    const next = bytes[offset + 1];
    if (next !== 0x00 && next !== 0xff && !isStandaloneMarker(next)) return offset;
  }
  return null;
}

/** JPEG: marker segments and scans after SOI, up to and including the EOI marker (0xFFD9). */
function jpegEnd(bytes: Buffer): number | null {
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9) return offset + 2;
    if (isStandaloneMarker(marker)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return null;
    const segmentEnd = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (segmentEnd > bytes.length) return null;
    const next = marker === 0xda ? nextMarkerAfterScan(bytes, segmentEnd) : segmentEnd;
    if (next === null) return null;
    offset = next;
  }
  return null;
}

/**
 * The length of the image the bytes hold, for a raster type (null when its structure is broken or cut short; an SVG,
 * which is text and is rebuilt from its drawing elements, answers its own length).
 */
export function imageEnd(bytes: Buffer, type: ImageType): number | null {
  switch (type) {
    case 'image/png':
      return pngEnd(bytes);
    case 'image/gif':
      return gifEnd(bytes);
    case 'image/webp':
      return webpEnd(bytes);
    case 'image/jpeg':
      return jpegEnd(bytes);
    default:
      return bytes.length;
  }
}
