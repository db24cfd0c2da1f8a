import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses dynamic answers over 1 KB (JSON lists, the news, the records) by the browser's Accept-Encoding.
 * Brotli at quality 4: close to gzip's speed with a smaller result; the default 11 costs tens of
 * milliseconds per answer. Built assets are sent pre-compressed by static-spa and pass through untouched
 * (they already carry a Content-Encoding). Request bodies are never decompressed: the API accepts plain JSON.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
