import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { AppConfigService } from 'src/config/app-config.service';
import { isAssetKey, normalizeImageType, type ImageType } from './asset-key.policy';
import { AssetsRepository } from './assets.repository';
import { AssetsError, AssetsErrorCode } from './assets.errors';
import type { AssetEntity } from './entities/asset.entity';
import { checkImage } from './image-check.policy';
import { ASSET_STORE, type AssetStore } from './storage/asset-store.types';

/** One image as the API lists it. */
export interface AssetView {
  key: string;
  url: string;
  filename: string;
  size: number;
  contentType: string;
  createdAt: Date;
}

export const LIST_CAP = 200;
/** A presigned bucket upload not done within this time is forgotten. */
export const PRESIGN_TTL_SECONDS = 600;
const CONFIRM_BATCH = 20;

/**
 * Images for email templates, the door other modules use: their public URLs, recognising our own URLs in HTML, and
 * whether keys exist. Uploads live in AssetUploadService.
 */
@Injectable()
export class AssetsService {
  private readonly logger = new Logger(AssetsService.name);

  constructor(
    private readonly assets: AssetsRepository,
    @Inject(ASSET_STORE) private readonly store: AssetStore,
    private readonly config: AppConfigService,
  ) {}

  /** The public (sign-in free) URL of a key, as put in emails. */
  publicUrl(key: string): string {
    return `${this.config.assets.publicBaseUrl}/${key}`;
  }

  /** The key of one of our own image URLs (the public base, this app's /media or a bucket URL), else null. */
  keyFromUrl(url: string): string | null {
    let path: string;
    try {
      const parsed = new URL(url, `${this.config.app.publicUrl}/`);
      path = `${parsed.origin}${parsed.pathname}`;
    } catch {
      return null;
    }
    for (const base of this.publicBases()) {
      if (!path.startsWith(`${base}/`)) continue;
      let key: string;
      try {
        key = decodeURIComponent(path.slice(base.length + 1));
      } catch {
        return null;
      }
      return isAssetKey(key) ? key : null;
    }
    return null;
  }

  /** Whether the key names a stored, checked image. */
  async exists(key: string): Promise<boolean> {
    return (await this.existingKeys([key])).has(key);
  }

  /** The subset of keys that name stored, checked images. */
  async existingKeys(keys: string[]): Promise<Set<string>> {
    const wanted = [...new Set(keys.filter(isAssetKey))];
    const rows = await this.assets.findByKeys(wanted);
    const ready = new Set(rows.filter((row) => row.status === 'ready').map((row) => row.key));
    for (const row of rows.filter((r) => r.status === 'pending')) {
      if (await this.confirm(row)) ready.add(row.key);
    }
    return ready;
  }

  /** Images newest first, at most 200; `q` filters by filename (case-insensitive). */
  async list(q?: string): Promise<AssetView[]> {
    if (this.store.kind === 's3') await this.confirmPending();
    const rows = await this.assets.listReady(q?.trim() || undefined, LIST_CAP);
    return rows.map((row) => this.view(row));
  }

  /** The stored bytes of a listed image with its verified type, or a 404-coded error. */
  async open(key: string): Promise<{ stream: Readable; contentType: ImageType; size: number }> {
    const notFound = new AssetsError(AssetsErrorCode.AssetNotFound, 'Image not found');
    if (!isAssetKey(key)) throw notFound;
    let row = await this.assets.findByKey(key);
    if (row?.status === 'pending') row = (await this.confirm(row)) ? await this.assets.findByKey(key) : null;
    const contentType = row ? normalizeImageType(row.contentType) : null;
    const stream = row && contentType ? await this.store.open(key) : null;
    if (!row || !stream || !contentType) throw notFound;
    return { stream, contentType, size: row.size };
  }

  view(row: AssetEntity): AssetView {
    return { key: row.key, url: this.publicUrl(row.key), filename: row.filename, size: row.size, contentType: row.contentType, createdAt: row.createdAt };
  }

  private publicBases(): string[] {
    const { publicBaseUrl, s3 } = this.config.assets;
    const bases = [publicBaseUrl, `${this.config.app.publicUrl}/media`];
    if (s3?.endpoint) bases.push(`${s3.endpoint}/${s3.bucket}`);
    if (s3) bases.push(`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com/${s3.bucket}`);
    return bases.map((base) => base.replace(/\/$/, ''));
  }

  private async confirmPending(): Promise<void> {
    for (const row of await this.assets.listPending(CONFIRM_BATCH)) await this.confirm(row);
  }

  /**
   * A presigned bucket upload becomes a listed image once its bytes pass the same checks as a direct upload (type by
   * magic numbers, size, SVG without active content; an SVG is stored cleaned). Bytes that fail are deleted; an
   * upload never made is forgotten after the URL expired. True when the image is ready.
   */
  private async confirm(row: AssetEntity): Promise<boolean> {
    const info = await this.store.head(row.key);
    if (!info) {
      if (Date.now() - row.createdAt.getTime() > (PRESIGN_TTL_SECONDS + 60) * 1000) await this.assets.remove(row.key);
      return false;
    }
    // A pending row's size is what the presign was asked for (0: not given); the object may not be larger.
    const maxBytes = row.size > 0 ? Math.min(row.size, this.config.assets.maxBytes) : this.config.assets.maxBytes;
    const bytes = info.size <= maxBytes ? await this.readAll(row.key, maxBytes) : null;
    const checked = bytes ? checkImage(bytes, row.contentType, maxBytes) : null;
    if (!checked || !checked.ok) {
      this.logger.warn({ key: row.key }, 'A presigned image upload failed the image checks and was deleted');
      await this.store.remove(row.key);
      await this.assets.remove(row.key);
      return false;
    }
    if (checked.bytes !== bytes) await this.store.put(row.key, checked.bytes, checked.type);
    await this.assets.markReady(row.key, checked.bytes.length);
    return true;
  }

  private async readAll(key: string, maxBytes: number): Promise<Buffer | null> {
    const stream = await this.store.open(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > maxBytes) {
        stream.destroy();
        return null;
      }
      chunks.push(buffer);
    }
    return Buffer.concat(chunks);
  }
}
