import { z as zod } from 'zod';

/*
 * Zod's fast path compiles parsers with `new Function`. The page's Content-Security-Policy allows
 * no eval, so the browser blocks it and logs a violation on every page that parses a form. The
 * checks are the same without it. Every schema takes `z` from here, so this runs before any parse;
 * the server, under no such policy, keeps the compiled path.
 */
if ('window' in globalThis) zod.config({ jitless: true });

export { z } from 'zod';
