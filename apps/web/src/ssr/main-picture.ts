/**
 * A preload of the page's main picture (its `fetchpriority="high"` image), first in the head: the
 * browser asks for it before the stylesheet, the fonts and the scripts, and the largest paint of a
 * place, a hotel, a product or the home page waits for nothing else (decision 033).
 */
export function mainPicturePreload(markup: string): string {
  const picture = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  const src = picture ? /\ssrc="([^"]+)"/.exec(picture)?.[1] : undefined;
  return src ? `<link rel="preload" as="image" fetchpriority="high" href="${src}">` : '';
}
