import type { Readable } from 'node:stream';

/** Nest injection token of the configured AssetStore. */
export const ASSET_STORE = Symbol('ASSET_STORE');

export interface StoredObjectInfo {
  size: number;
}

/** Where image bytes live (a local directory or an S3 bucket). Keys are always server-made (`yyyy/mm/<uuid>.<ext>`). */
export interface AssetStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  open(key: string): Promise<Readable | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  remove(key: string): Promise<void>;
  /** A URL the browser PUTs the bytes to directly (bucket stores only). */
  presignPut?(key: string, contentType: string, expiresInSeconds: number, contentLength?: number): Promise<string>;
}
