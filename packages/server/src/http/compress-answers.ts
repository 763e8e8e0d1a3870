import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers the client's files do not bring precompressed (API JSON, the OpenAPI document, CSV exports) go out as
 * brotli or gzip when the request accepts it (docs/decisions/0010-compression.md). Registered before the routes:
 * the plugin attaches itself to each route as it is declared.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    // Under about a packet the saving is lost in the headers; a stream (an export) has no size yet and is compressed.
    threshold: 1024,
    // No deflate: browsers all take gzip, and deflate's two framings have confused clients for decades.
    encodings: ['br', 'gzip'],
    // Only answers are compressed: no client sends compressed bodies, and decompressing them would be a door for
    // a small request that inflates into a large one.
    globalDecompression: false,
  });
}
