// Local fake of an S3-compatible bucket (path-style URLs: /{bucket}/{key}), on 127.0.0.1 with node:http only.
//
//   PUT    /{bucket}/{key}              store the body with its Content-Type (200, ETag)
//   GET    /{bucket}/{key}              the object (Content-Type, Content-Length) or 404 <Error><Code>NoSuchKey</Code>
//   HEAD   /{bucket}/{key}              the headers only, or 404 without a body
//   DELETE /{bucket}/{key}              204, also for a missing key
//   GET    /{bucket}?list-type=2&prefix= ListObjectsV2 XML (Key, Size, LastModified, ETag), keys sorted
//
// Every request must be signed: either an `Authorization: AWS4-HMAC-SHA256 …` header (the SDK's own calls) or a
// presigned query (X-Amz-Signature). Presigned queries are verified in full (SigV4 with UNSIGNED-PAYLOAD, the
// signed headers such as Content-Type included, and X-Amz-Expires), so a PUT with another Content-Type is 403.
import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { header, listenOnLoopback, type RecordedRequest, type RequestContext } from './http-helpers';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  lastModified: Date;
}

export interface FakeS3Options {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
  port?: number;
}

export interface FakeS3 {
  url: string;
  objects: Map<string, FakeS3Object>;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const rfc3986 = (value: string): string => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function xml(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

const errorXml = (res: ServerResponse, status: number, code: string, message: string): void =>
  xml(res, status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`);

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Checks a presigned query's SigV4 signature; returns why it fails, or null. */
function presignedProblem(req: IncomingMessage, url: URL, options: FakeS3Options): string | null {
  const q = url.searchParams;
  const credential = q.get('X-Amz-Credential') ?? '';
  const [accessKey, ...scopeParts] = credential.split('/');
  if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || accessKey !== options.accessKeyId) return 'unknown credential';
  const amzDate = q.get('X-Amz-Date') ?? '';
  const expires = Number(q.get('X-Amz-Expires'));
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!Number.isFinite(signedAt) || !Number.isFinite(expires) || Date.now() > signedAt + expires * 1000) return 'expired';
  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const canonicalQuery = [...q.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${(header(req, name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, url.pathname, canonicalQuery, canonicalHeaders, signedHeaders.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = scopeParts.join('/');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const [date, region, service] = scopeParts;
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === q.get('X-Amz-Signature') ? null : 'signature mismatch';
}

/** The body of an `aws-chunked` upload (chunk-size;chunk-signature\r\n data \r\n … 0\r\n trailers). */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0], 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const requests: RecordedRequest[] = [];

  const handler = async (req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> => {
    const { url, rawBody } = ctx;
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== options.bucket) return errorXml(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (url.searchParams.has('X-Amz-Signature')) {
      const problem = presignedProblem(req, url, options);
      if (problem) return errorXml(res, 403, 'SignatureDoesNotMatch', problem);
    } else if (!(header(req, 'authorization') ?? '').startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`)) {
      return errorXml(res, 403, 'AccessDenied', 'Request is not signed');
    }
    const method = req.method ?? 'GET';
    if (key === '' && method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const contents = keys
        .map((k) => {
          const object = objects.get(k) as FakeS3Object;
          return `<Contents><Key>${escapeXml(k)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>"${sha256(object.body).slice(0, 32)}"</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
        })
        .join('');
      return xml(res, 200, `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${options.bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`);
    }
    if (key === '') return errorXml(res, 400, 'InvalidRequest', 'Unsupported bucket operation');
    const object = objects.get(key);
    switch (method) {
      case 'PUT': {
        const chunked = (header(req, 'content-encoding') ?? '').includes('aws-chunked') || (header(req, 'x-amz-content-sha256') ?? '').startsWith('STREAMING-');
        const body = chunked ? decodeAwsChunked(rawBody) : rawBody;
        objects.set(key, { body, contentType: header(req, 'content-type') ?? 'application/octet-stream', lastModified: new Date() });
        res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
        res.end();
        return;
      }
      case 'GET':
      case 'HEAD':
        if (!object) {
          if (method === 'HEAD') {
            res.writeHead(404);
            res.end();
            return;
          }
          return errorXml(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          'last-modified': object.lastModified.toUTCString(),
          etag: `"${sha256(object.body).slice(0, 32)}"`,
        });
        res.end(method === 'HEAD' ? undefined : object.body);
        return;
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        res.end();
        return;
      default:
        return errorXml(res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
    }
  };

  const server = await listenOnLoopback(handler, requests, options.port ?? 0);
  return { url: server.url, objects, requests, close: () => server.close() };
}
