import { AppError } from 'src/common/errors/app-error';

/** Codes of the assets module; each maps to its HTTP status through the shared code table. */
export enum AssetsErrorCode {
  /** The bytes are not a PNG, JPG, GIF, WebP or safe SVG image, or disagree with the declared type (415). */
  UnsupportedType = 'UNSUPPORTED_MEDIA_TYPE',
  /** Larger than ASSET_MAX_BYTES (413). */
  TooLarge = 'PAYLOAD_TOO_LARGE',
  /** A signed upload URL that is forged, altered or expired (403). */
  UploadForbidden = 'ASSET_UPLOAD_FORBIDDEN',
  /** No multipart `file` field, or an empty one (400). */
  FileInvalid = 'ASSET_FILE_INVALID',
  AssetNotFound = 'ASSET_NOT_FOUND',
  /** A signed upload URL used a second time (409). */
  AlreadyUploaded = 'ASSET_ALREADY_EXISTS',
  /** More uploads in the last hour than ASSET_UPLOADS_PER_HOUR (429). */
  UploadLimit = 'RATE_LIMIT_EXCEEDED',
  /** The bucket cannot be reached (503). */
  StoreUnavailable = 'ASSET_STORE_UNAVAILABLE',
}

export class AssetsError extends AppError<AssetsErrorCode> {}

export const UNSUPPORTED_IMAGE_MESSAGE = 'Please select a PNG, JPG, GIF, WebP, or SVG image.';

export const unsupportedImage = (message = UNSUPPORTED_IMAGE_MESSAGE): AssetsError => new AssetsError(AssetsErrorCode.UnsupportedType, message);

export const tooLarge = (maxBytes: number): AssetsError =>
  new AssetsError(AssetsErrorCode.TooLarge, `The image is larger than ${Math.floor(maxBytes / 1024 / 1024 * 10) / 10} MB.`);
