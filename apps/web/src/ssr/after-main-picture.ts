/**
 * Resolves once the rendered page's main picture (its `fetchpriority="high"` image) is decoded
 * and two frames have been drawn (so it has been painted), or after `capMs`. Hydration's long
 * tasks then come after the page's largest paint instead of before it (decision 033); links work
 * as plain links meanwhile. A picture that fails to load lets hydration go on as well.
 */
export function afterMainPicture(doc: Document, capMs = 3000): Promise<void> {
  const view = doc.defaultView;
  const frame = (callback: () => void) =>
    view?.requestAnimationFrame ? view.requestAnimationFrame(callback) : setTimeout(callback, 16);
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      frame(() => frame(() => setTimeout(resolve, 0)));
    };
    const picture = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    setTimeout(finish, capMs);
    if (!picture) {
      finish();
      return;
    }
    // decode() settles when the picture can be painted without blocking: loaded and decoded.
    const decoded = typeof picture.decode === 'function' ? picture.decode() : null;
    if (decoded) void decoded.then(finish, finish);
    else if (picture.complete) finish();
    else {
      picture.addEventListener('load', finish, { once: true });
      picture.addEventListener('error', finish, { once: true });
    }
  });
}
