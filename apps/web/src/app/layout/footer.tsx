import { lazy, Suspense } from 'react';

/*
 * The footer sits below every page's content, so it needs no code before the first paint: its
 * links, provinces and contact block come in their own chunk (issue 17: initial JavaScript).
 * On a server-rendered page React keeps the server's footer until the chunk is there, then
 * hydrates it; on a page the browser renders, it appears below content that is already placed,
 * so nothing above it moves.
 */
const FooterContent = lazy(() =>
  import('./footer-content').then((module) => ({ default: module.FooterContent })),
);

export function Footer() {
  return (
    <Suspense fallback={null}>
      <FooterContent />
    </Suspense>
  );
}
