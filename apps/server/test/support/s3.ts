import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
// s3rver ships no types; this is the part of its API the tests use.
const S3rver = createRequire(import.meta.url)('s3rver') as new (
  options: S3rverOptions,
) => S3rverInstance;

/** Credentials s3rver checks signatures against. */
export const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on a free local port with one empty bucket. Requests
 * must be signed with S3RVER / S3RVER, so signing mistakes fail as they would on AWS.
 */
export async function startS3Server(bucket = 'rentals-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    directory,
    endpoint: `http://127.0.0.1:${port}`,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
