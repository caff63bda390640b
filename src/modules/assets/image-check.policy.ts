import { normalizeImageType, type ImageType } from './asset-key.policy';
import { AssetsError, AssetsErrorCode, tooLarge, unsupportedImage } from './assets.errors';
import { cleanSvg, sniffImageType, svgActiveContent } from './image-content.policy';
import { imageEnd } from './image-end.policy';

export type ImageCheck = { ok: true; type: ImageType; bytes: Buffer } | { ok: false; error: AssetsError };

const DAMAGED = 'This image is damaged or incomplete. Please select a PNG, JPG, GIF, WebP, or SVG image.';

const DECLARED_UNKNOWN = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * Every rule an uploaded image must pass, on its bytes: at most maxBytes, one of the five types by magic numbers, a
 * declared type (if any) that agrees with the bytes, and for SVG no script, event handler, foreign content or
 * external reference. A safe SVG is stored reduced to drawing elements; a raster image is stored without whatever
 * follows its own end (appended HTML or an archive: a polyglot), and one cut short is refused.
 */
export function checkImage(bytes: Buffer, declared: string | undefined | null, maxBytes: number): ImageCheck {
  if (bytes.length === 0) return { ok: false, error: new AssetsError(AssetsErrorCode.FileInvalid, 'The file is empty.') };
  if (bytes.length > maxBytes) return { ok: false, error: tooLarge(maxBytes) };
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, error: unsupportedImage() };
  const bareDeclared = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (!DECLARED_UNKNOWN.has(bareDeclared) && normalizeImageType(bareDeclared) !== type) return { ok: false, error: unsupportedImage() };
  if (type !== 'image/svg+xml') {
    const end = imageEnd(bytes, type);
    if (end === null) return { ok: false, error: unsupportedImage(DAMAGED) };
    return { ok: true, type, bytes: end < bytes.length ? bytes.subarray(0, end) : bytes };
  }
  const text = bytes.toString('utf8');
  const problem = svgActiveContent(text);
  if (problem) {
    return { ok: false, error: unsupportedImage(`This SVG contains ${problem}. Please select a PNG, JPG, GIF, WebP, or SVG image without scripts or external references.`) };
  }
  const cleaned = Buffer.from(cleanSvg(text), 'utf8');
  if (sniffImageType(cleaned) !== 'image/svg+xml') return { ok: false, error: unsupportedImage() };
  return { ok: true, type, bytes: cleaned };
}
