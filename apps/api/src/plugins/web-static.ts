import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope';
import { isApiPath, routedPath } from '../lib/routed-path';
import { loadPageRenderer, type CountPageView } from './page-renderer';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, the page
 * template revalidated every time, and every client route answered with it so
 * the SPA router can take over. /api paths never fall back to the app.
 */
async function webStaticPlugin(
  app: FastifyInstance,
  opts: { webDistDir: string | null; origin: string; countView?: CountPageView },
) {
  const root = opts.webDistDir;
  const hasWeb = root !== null && fs.existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // `/` is the rendered home page, not the file.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const rel = path.relative(root, filePath);
        res.setHeader('cache-control', rel.startsWith('assets') ? IMMUTABLE : 'no-cache');
      },
    });
  } else if (root !== null) {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve it');
  }
  const pages = hasWeb
    ? await loadPageRenderer(app, root, opts.origin, opts.countView ?? null)
    : null;
  // A page the browser draws gets index.html with the app preloaded (apps/web/scripts/
  // post-build.mjs, APP_SHELL_FILE): it shows nothing until the app runs. A build without it
  // still works from index.html.
  const shell = hasWeb && fs.existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    // Decoded: `/%61pi/...` is the API's address, and answers as the API does.
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(routedPath(req));
    // A missing file (anything with an extension) is a real 404, not the app.
    if (hasWeb && isPage && !path.extname(pathname)) {
      try {
        if (pages && (await pages.handle(req, reply))) return reply;
      } catch (error) {
        // A page the server could not draw is still a page: the browser renders it.
        req.log.error({ err: error }, 'server rendering failed');
        if (reply.sent) return reply;
      }
      return reply.header('cache-control', 'no-cache').sendFile(shell);
    }
    return reply.code(404).send(failure('route-not-found'));
  });
}

export default fp(webStaticPlugin, { name: 'web-static' });
