import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses what the server builds per request (pages, API answers, sitemaps) with Brotli or gzip. The
 * built assets are compressed once at build time instead (`apps/web/scripts/precompress.mjs`, served by
 * @fastify/static's `preCompressed`), and anything that already has a Content-Encoding is left alone.
 * Brotli quality 4 costs about what gzip 6 does per request and still compresses HTML and JSON better;
 * the maximum (11) is for the build, not for every request.
 */
async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export default fp(compression, { name: 'compression' });
