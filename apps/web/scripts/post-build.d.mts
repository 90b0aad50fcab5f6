// Types of the helpers post-build.mjs lends to its test (src/styles/font-preload.test.ts).
export const PRELOAD_FONTS: { latin: RegExp[]; km: RegExp[] };
export function fontPreloadTag(href: string): string;
export function withFontPreloads(html: string, hrefs: string[]): string;
export function findFonts(assetNames: string[], patterns: RegExp[]): string[];
export const BOOT_CHUNK_NAME: string;
export function initialChunks(
  manifest: Record<
    string,
    {
      file: string;
      name?: string;
      imports?: string[];
      dynamicImports?: string[];
      isEntry?: boolean;
    }
  >,
): string[];
export function unlistedPages(
  manifest: Record<string, { file: string }>,
  moduleChunks: Record<string, string>,
  routeFiles: string[],
): string[];
export const APP_SHELL_FILE: string;
export function withAppPreloads(html: string, urls: string[]): string;
