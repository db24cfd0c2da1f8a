import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { sendError } from './errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite names the files under assets/ by content hash, so they can be cached for good; the rest cannot. */
const cacheControlFor = (webDistDir: string, filePath: string) =>
  path.relative(webDistDir, filePath).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built SPA with history fallback: any GET outside /api that is not a file answers index.html.
 * Unknown /api paths answer the 404 envelope.
 */
export const staticSpaPlugin = fp(
  async (app: FastifyInstance, options: { webDistDir: string }) => {
    const { webDistDir } = options;
    const hasSpa = fs.existsSync(path.join(webDistDir, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControlFor(webDistDir, filePath));
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'no built web app found; only the API is served (run the web build)');
    }

    app.setNotFoundHandler((request, reply) => {
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (hasSpa && isPageRequest && !isApiPath(request.url)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(request, reply, new AppError('NOT_FOUND'));
    });
  },
  { name: 'static-spa' },
);
