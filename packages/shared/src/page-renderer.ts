import type { Writable } from 'node:stream';
import type { Lang } from './constants';

/**
 * The contract between the web build's server entry (apps/web/src/entry-server.tsx) and the API
 * that loads it (apps/api/src/plugins/page-renderer.ts): declared once, implemented by the one,
 * relied on by the other (decision 027).
 */

/**
 * The element a rendered page names its JavaScript chunks in (a JSON list of URLs, not
 * `<link rel="modulepreload">` tags): the browser's entry fetches them once the page's main
 * picture is painted, so on a phone's connection the picture, the stylesheet and the font have
 * the bandwidth to themselves (decision 037).
 */
export const PAGE_CHUNKS_ID = 'camtour-page-chunks';

/** How the render reaches the API: Fastify's inject in the same process. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** Path and query of the page, e.g. `/location/detail/1?lang=km`. */
  url: string;
  lang: Lang;
  /** Where the product is reached (PUBLIC_URL): canonical and Open Graph addresses start with it. */
  origin: string;
}

/** A detail page's item, whose view is counted once per visitor per day (decision 012). */
export interface PageView {
  kind: 'location' | 'product';
  id: number;
}

export interface RenderedPage {
  status: number;
  /** Tags for <head>: title, description, canonical, alternates, Open Graph, JSON-LD. */
  head: string;
  /** The <script type="application/json"> holding the page's data and namespaces. */
  state: string;
  /**
   * Source modules the browser needs before it can hydrate (the page's route, its texts), as
   * keys of the client build's manifest: the server lists their chunks (PAGE_CHUNKS_ID).
   */
  preload: string[];
  /** The place or product the page shows, whose view the server counts for each visitor. */
  viewed: PageView | null;
  /** Streams the page's markup (the inside of #root). */
  pipe(destination: Writable): void;
}

/** What the built server entry exports. */
export interface RendererModule {
  configureRenderer(transport: FetchLike): void;
  /** The page, or null when the path is not one the server renders (the browser does). */
  render(input: RenderInput): Promise<RenderedPage | null>;
}
