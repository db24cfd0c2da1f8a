import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_TAGS } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { routePathOf } from '../lib/route-path.js';
import { type PageDescriber, paramsOf, withDetails } from './described-pages.js';
import { sendError } from './errors.js';
import { loadPrerenderedPages, type PickedPage } from './prerendered-pages.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite names the files under assets/ by content hash, so they can be cached for good; the rest cannot. */
const cacheControlFor = (distDir: string, filePath: string) =>
  path.relative(distDir, filePath).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The operator console's own address space; customers' pages never load from it. */
export const ADMIN_PREFIX = '/admin/';
const isAdminPath = (url: string) =>
  url === '/admin' || url.startsWith(ADMIN_PREFIX) || url.startsWith('/admin?');

const hasBuild = (distDir: string) => fs.existsSync(path.join(distDir, 'index.html'));

/**
 * Serves the built customer SPA at / and the operator console at /admin/, each with history fallback: a GET
 * that is not a file answers that app's index.html. Unknown /api paths answer the 404 envelope.
 */
export const staticSpaPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      webDistDir: string;
      adminDistDir: string;
      describedPages?: PageDescriber[];
      /** Outside origins the customer pages may call (the saved-card form's Payme endpoint). */
      connectSources?: string[];
    },
  ) => {
    const { webDistDir, adminDistDir, describedPages = [], connectSources = [] } = options;
    const hasSpa = hasBuild(webDistDir);
    const hasAdmin = hasBuild(adminDistDir);
    const prerendered = hasSpa ? loadPrerenderedPages(webDistDir, connectSources) : null;
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        // "/" is a page like the others: answered below, prerendered in the visitor's language when it can be.
        index: false,
        // The build writes .br and .gz copies (vite-plugin-compression2); the one the browser accepts is sent.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControlFor(webDistDir, filePath));
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'no built web app found; only the API is served (run the web build)');
    }
    if (hasAdmin) {
      await app.register(fastifyStatic, {
        root: adminDistDir,
        prefix: ADMIN_PREFIX,
        decorateReply: !hasSpa,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControlFor(adminDistDir, filePath));
        },
      });
    } else {
      app.log.warn({ adminDistDir }, 'no built operator console found; /admin/ is not served');
    }

    /**
     * A page of the customer app: its prerendered copy in the visitor's language when the build made one (404
     * for a path no route knows), else index.html, which the app renders in the browser.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const page = prerendered?.pick(request.url, request.headers);
      reply.header('cache-control', 'no-cache');
      if (!page) return reply.sendFile('index.html', webDistDir);
      // The same address answers differently by the saved language (cookie) and the browser's languages.
      reply
        .code(page.status)
        .header('vary', 'Accept-Language, Cookie')
        .header('content-security-policy', page.contentSecurityPolicy);
      const describer = describedPages.find((candidate) => candidate.pattern === page.pattern);
      if (describer) return sendDescribed(request, reply, page, describer);
      return reply.sendFile(page.file, webDistDir);
    };

    /** A painted page whose words the database holds: written in per request, 404 when there is no such page. */
    const paintedFiles = new Map<string, string>();
    const sendDescribed = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: PickedPage,
      describer: PageDescriber,
    ) => {
      let html = paintedFiles.get(page.file);
      if (html === undefined) {
        html = await fs.promises.readFile(path.join(webDistDir, page.file), 'utf8');
        paintedFiles.set(page.file, html);
      }
      const pathname = request.url.split(/[?#]/)[0] ?? '/';
      const params = paramsOf(page.pattern, pathname);
      const details = params && (await describer.describe(app.db, params, page.language));
      reply.type('text/html; charset=utf-8');
      if (!details) return reply.code(404).send(html);
      return reply.send(withDetails(html, details, LANGUAGE_TAGS[details.language]));
    };
    // A page, not an API operation: not in the OpenAPI document.
    if (hasSpa) app.get('/', { schema: { hide: true } }, sendPage);

    app.setNotFoundHandler((request, reply) => {
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (isPageRequest && !isApiPath(routePathOf(request))) {
        if (isAdminPath(request.url)) {
          if (hasAdmin) return reply.header('cache-control', 'no-cache').sendFile('index.html', adminDistDir);
        } else if (hasSpa) {
          return sendPage(request, reply);
        }
      }
      return sendError(request, reply, new AppError('NOT_FOUND'));
    });
  },
  { name: 'static-spa' },
);
