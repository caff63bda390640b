import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { AssetsError, AssetsErrorCode } from '../assets.errors';
import type { AssetStore, StoredObjectInfo } from './asset-store.types';

export interface S3StoreSettings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Turns SDK and network failures into a coded 503 (the bucket is an external system). */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AssetsError) throw error;
    throw new AssetsError(AssetsErrorCode.StoreUnavailable, 'The image storage is not reachable right now; try again shortly.');
  }
}

/** The adapter to an S3-compatible bucket (AWS S3, MinIO); the only file that uses the S3 SDK. */
export class S3AssetStore implements AssetStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3StoreSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: a presigned PUT must not carry a checksum of an empty body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await guarded(() =>
      this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: CACHE_CONTROL })),
    );
  }

  async open(key: string): Promise<Readable | null> {
    return guarded(async () => {
      try {
        const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    return guarded(async () => {
      try {
        const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  async remove(key: string): Promise<void> {
    await guarded(() => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })));
  }

  /** A presigned PUT with the Content-Type in the signature: the browser must send exactly that type. */
  /** With `contentLength`, the URL is signed for exactly that Content-Length: the bucket refuses any other. */
  presignPut(key: string, contentType: string, expiresInSeconds: number, contentLength?: number): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, ContentType: contentType, ContentLength: contentLength });
    const signableHeaders = new Set(contentLength === undefined ? ['content-type'] : ['content-type', 'content-length']);
    return guarded(() => getSignedUrl(this.client, command, { expiresIn: expiresInSeconds, signableHeaders }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
