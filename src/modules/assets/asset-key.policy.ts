import { randomUUID } from 'node:crypto';

/** The five image types accepted, by their canonical media type. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const TYPE_ALIASES: Record<string, ImageType> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/svg': 'image/svg+xml' };

/** The canonical image type of a declared media type (parameters and case ignored), or null for anything else. */
export function normalizeImageType(declared: string | undefined | null): ImageType | null {
  const bare = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (bare in IMAGE_EXTENSIONS) return bare as ImageType;
  return TYPE_ALIASES[bare] ?? null;
}

/** Storage keys are chosen by the server only: `yyyy/mm/<uuid>.<ext>`. */
export const ASSET_KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp|svg)$/;

export const isAssetKey = (key: string): boolean => ASSET_KEY_PATTERN.test(key);

export function newAssetKey(type: ImageType, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${IMAGE_EXTENSIONS[type]}`;
}

/** The media type a key was stored with (its extension is the verified type). */
export function typeOfKey(key: string): ImageType | null {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const found = Object.entries(IMAGE_EXTENSIONS).find(([, value]) => value === ext);
  return found ? (found[0] as ImageType) : null;
}

const MAX_FILENAME_LENGTH = 200;
/** C0/C1 controls, bidirectional marks, overrides and isolates, zero-width characters and the BOM. */
const isInvisible = (code: number): boolean =>
  code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x61c || (code >= 0x200b && code <= 0x200f) ||
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2060 && code <= 0x2069) || code === 0xfeff;
const withoutInvisible = (text: string): string => Array.from(text).filter((c) => !isInvisible(c.codePointAt(0) ?? 0)).join('');
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * What the user called the file, for display only (it never reaches a storage path): the last path segment,
 * without control or direction-changing characters, whitespace collapsed, at most 200 characters keeping the
 * extension; `image.<ext>` (the verified type's) when nothing but dots or an extension is left.
 */
export function displayFilename(raw: string | undefined | null, type: ImageType): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  let name = withoutInvisible(base.normalize('NFC').replace(/\s/g, ' ')).replace(LONE_SURROGATE, '').replace(/\s+/g, ' ').trim();
  // Only dots, or only an extension: nothing worth showing.
  if (/^\.*$/.test(name) || /^\.[^.\s]{1,10}$/.test(name)) name = '';
  const chars = Array.from(name);
  if (chars.length > MAX_FILENAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = Array.from(name.slice(0, name.length - ext.length)).slice(0, MAX_FILENAME_LENGTH - ext.length).join('') + ext;
  }
  return name.length > 0 ? name : `image.${IMAGE_EXTENSIONS[type]}`;
}
