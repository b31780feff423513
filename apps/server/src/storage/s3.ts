import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { isStorageKey, localUrl, keyOfLocalUrl, type Storage } from './storage';

export type S3Settings = {
  /** the service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO address */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files in an S3-compatible bucket, signed with SigV4 (aws4fetch) and addressed path-style
 * (`<endpoint>/<bucket>/<key>`), which AWS, MinIO, Ceph, R2 and the test server all accept.
 *
 * URLs stay `/uploads/<key>` and the app streams the object: rows keep the same URLs whichever
 * store holds the files (a local folder can move to a bucket without rewriting listings), the
 * bucket stays private, and the page's content security policy keeps images same-origin.
 * The files are content-hashed and served as immutable, so a CDN in front absorbs the traffic.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/`;
  const objectUrl = (key: string) => base + key.split('/').map(encodeURIComponent).join('/');

  return {
    async put(key, body, contentType) {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'cache-control': IMMUTABLE },
      });
      if (!res.ok) {
        const detail = (await res.text()).slice(0, 300);
        throw new Error(`S3 PUT ${key} failed: ${res.status} ${detail}`);
      }
      await res.body?.cancel();
    },
    async open(key) {
      if (!isStorageKey(key)) return null;
      const res = await client.fetch(objectUrl(key), { method: 'GET' });
      // Without s3:ListBucket a missing object answers 403 rather than 404; both mean "none".
      if (res.status === 404 || res.status === 403) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) {
        const detail = (await res.text()).slice(0, 300);
        throw new Error(`S3 GET ${key} failed: ${res.status} ${detail}`);
      }
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    url: localUrl,
    keyOf: keyOfLocalUrl,
  };
}
