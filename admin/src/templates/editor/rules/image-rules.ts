export const IMAGE_TYPE_ERROR = 'Please select a PNG, JPG, GIF, WebP, or SVG image.';
export const UPLOAD_FAILED_TITLE = 'Failed to upload image';
/** Images are inserted at the width of a standard email body. */
export const INSERTED_IMAGE_WIDTH = 600;

const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
const ALLOWED_TYPES = new Set(Object.values(TYPE_BY_EXTENSION));

/** The file's MIME type; when the browser left it blank, the one its extension names ('' when unknown). */
export const imageTypeOf = (file: { name: string; type: string }): string => {
  if (file.type) return file.type.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
};

/** null when the file is an accepted image, else the message to show. */
export const checkImageFile = (file: { name: string; type: string }): string | null =>
  ALLOWED_TYPES.has(imageTypeOf(file)) ? null : IMAGE_TYPE_ERROR;

/** The file to upload: the same bytes, with the inferred type when the browser gave none. */
export const withImageType = (file: File): File =>
  file.type ? file : new File([file], file.name, { type: imageTypeOf(file), lastModified: file.lastModified });

/** The accept attribute of the file input. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.svg,image/png,image/jpeg,image/gif,image/webp,image/svg+xml';
