import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';

/** Answers smaller than this go as they are: the encoding headers would eat most of the gain. */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli at a middle quality: most of the gain for little of the CPU. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
export const GZIP_OPTIONS = { level: 6 };

/**
 * Compresses API JSON and pages' HTML for browsers that accept it: a 24-card list or a rendered
 * listing page is a fifth of its size compressed, on a slow phone network. An answer that is
 * already encoded (the build's .br/.gz copies, the public cache's stored bytes) passes as it is;
 * pictures are not compressible types and pass too. Must be registered before the routes.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    // Request bodies stay plain: a small gzip body could inflate past the body limit.
    globalDecompression: false,
  });
}

export type Encoding = 'br' | 'gzip';

/** The encoding to answer a request in (the browser's preference among ours), if any. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = Array.isArray(header) ? header.join(',') : header;
  if (!accepted) return undefined;
  return (negotiate(accepted, ['br', 'gzip']) as Encoding | null) ?? undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses off the main thread, with the same settings as the answers compressed on the fly. */
export function compressBody(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzipAsync(body, GZIP_OPTIONS);
}
