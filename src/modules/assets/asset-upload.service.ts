import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { AuthUser } from 'src/common/decorators/auth.decorators';
import { AppConfigService } from 'src/config/app-config.service';
import { displayFilename, newAssetKey, normalizeImageType, typeOfKey } from './asset-key.policy';
import { AssetsRepository } from './assets.repository';
import { AssetsError, AssetsErrorCode, tooLarge, unsupportedImage } from './assets.errors';
import { type AssetView, AssetsService, PRESIGN_TTL_SECONDS } from './assets.service';
import { checkImage } from './image-check.policy';
import { ASSET_STORE, type AssetStore } from './storage/asset-store.types';
import { grantQuery, grantSignatureValid, type UploadGrant } from './upload-signature.policy';

export interface UploadedImage {
  buffer: Buffer;
  originalname: string;
  mimetype: string;
}

export interface PresignedUpload {
  uploadUrl: string;
  key: string;
  publicUrl: string;
  method: 'PUT';
  /** The Content-Type the PUT must carry (it is part of the signature). */
  contentType: string;
  expiresAt: Date;
}

/** The query parameters of a signed local upload URL, as received. */
export interface SignedUploadQuery {
  expires?: string;
  type?: string;
  max?: string;
  name?: string;
  owner?: string;
  sig?: string;
}

const forbidden = (): AssetsError => new AssetsError(AssetsErrorCode.UploadForbidden, 'This upload link is invalid or has expired; request a new one.');

/**
 * Adding images: direct multipart uploads, presigned uploads (a signed URL of ours for the local store, a bucket URL
 * for S3) and the completion of a signed local upload. Keys are always chosen here, never by the caller.
 */
@Injectable()
export class AssetUploadService {
  constructor(
    private readonly assets: AssetsService,
    private readonly rows: AssetsRepository,
    @Inject(ASSET_STORE) private readonly store: AssetStore,
    private readonly config: AppConfigService,
  ) {}

  private get maxBytes(): number {
    return this.config.assets.maxBytes;
  }

  async upload(file: UploadedImage | undefined, user: AuthUser): Promise<AssetView> {
    if (!file || file.buffer.length === 0) throw new AssetsError(AssetsErrorCode.FileInvalid, 'Choose an image file to upload (multipart field "file").');
    const checked = checkImage(file.buffer, file.mimetype, this.maxBytes);
    if (!checked.ok) throw checked.error;
    const key = newAssetKey(checked.type);
    return this.save(key, checked.bytes, checked.type, displayFilename(file.originalname, checked.type), user.id);
  }

  /**
   * A URL for one upload of this type; with `size`, for at most that many bytes (signed into the local URL, and into
   * the bucket URL as its Content-Length), so a link asked for a 69-byte image cannot carry a megabyte.
   */
  async presign(input: { filename: string; contentType: string; size?: number }, user: AuthUser): Promise<PresignedUpload> {
    const type = normalizeImageType(input.contentType);
    if (!type) throw unsupportedImage();
    if (input.size !== undefined && input.size > this.maxBytes) throw tooLarge(this.maxBytes);
    const key = newAssetKey(type);
    const filename = displayFilename(input.filename, type);
    const expires = Math.floor(Date.now() / 1000) + PRESIGN_TTL_SECONDS;
    const base = { key, publicUrl: this.assets.publicUrl(key), method: 'PUT' as const, contentType: type, expiresAt: new Date(expires * 1000) };
    if (this.store.presignPut) {
      const uploadUrl = await this.store.presignPut(key, type, PRESIGN_TTL_SECONDS, input.size);
      await this.rows.insert({ key, filename, contentType: type, size: input.size ?? 0, status: 'pending', ownerUserId: user.id });
      return { ...base, uploadUrl };
    }
    const grant: UploadGrant = { key, type, max: input.size ?? this.maxBytes, expires, name: filename, owner: user.id };
    const uploadUrl = `${this.config.app.publicUrl}/api/assets/uploads/${key}?${grantQuery(grant, this.config.assets.signingSecret)}`;
    return { ...base, uploadUrl };
  }

  /**
   * The PUT to a signed local upload URL: the signature (key, type, size cap, expiry, name, uploader) is the
   * credential. 403 for a forged, altered or expired link, 415 when the Content-Type or the bytes are not the signed
   * type, 413 past the cap, 409 when the link was already used.
   */
  async completeSignedUpload(key: string, query: SignedUploadQuery, declaredType: string | undefined, declaredLength: number | undefined, body: Readable): Promise<AssetView> {
    const grant = this.grantFrom(key, query);
    if (!grant || !grantSignatureValid(grant, query.sig ?? '', this.config.assets.signingSecret)) throw forbidden();
    if (grant.expires < Date.now() / 1000) throw forbidden();
    const type = typeOfKey(key);
    if (!type || type !== grant.type || normalizeImageType(declaredType) !== type) throw unsupportedImage();
    const max = Math.min(grant.max, this.maxBytes);
    if (declaredLength !== undefined && declaredLength > max) throw tooLarge(max);
    const bytes = await readAtMost(body, max);
    if (!bytes) throw tooLarge(max);
    const checked = checkImage(bytes, type, max);
    if (!checked.ok) throw checked.error;
    return this.save(key, checked.bytes, checked.type, grant.name, grant.owner);
  }

  /** The grant the query claims; null when a field is missing or repeated. */
  private grantFrom(key: string, query: SignedUploadQuery): UploadGrant | null {
    const fields = [query.expires, query.type, query.max, query.name, query.owner, query.sig];
    if (!fields.every((value) => typeof value === 'string')) return null;
    const expires = Number(query.expires);
    const max = Number(query.max);
    if (!/^\d+$/.test(query.expires ?? '') || !/^\d+$/.test(query.max ?? '') || !Number.isSafeInteger(expires) || !Number.isSafeInteger(max)) return null;
    return { key, type: query.type ?? '', max, expires, name: query.name ?? '', owner: query.owner ?? '' };
  }

  /** Records the row first (a used key answers 409), then stores the bytes; a failed write removes the row. */
  private async save(key: string, bytes: Buffer, type: string, filename: string, ownerUserId: string): Promise<AssetView> {
    const inserted = await this.rows.insert({ key, filename, contentType: type, size: bytes.length, status: 'ready', ownerUserId: ownerUserId || null });
    if (!inserted) throw new AssetsError(AssetsErrorCode.AlreadyUploaded, 'This upload link was already used; request a new one.');
    try {
      await this.store.put(key, bytes, type);
    } catch (error) {
      await this.rows.remove(key);
      throw error;
    }
    const row = await this.rows.findByKey(key);
    if (!row) throw new AssetsError(AssetsErrorCode.AssetNotFound, 'Image not found');
    return this.assets.view(row);
  }
}

/** The whole body, or null as soon as it passes `max` bytes. */
async function readAtMost(body: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > max) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
