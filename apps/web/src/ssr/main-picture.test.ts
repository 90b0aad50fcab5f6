import { describe, expect, it } from 'vitest';
import { mainPicturePreload } from './main-picture';

describe('mainPicturePreload', () => {
  it("preloads the page's high-priority picture as it was written", () => {
    const markup =
      '<main><img src="/api/media/logo.svg" alt=""><img src="/api/media/locations/1/1.svg?a=1&amp;b=2" alt="" width="1200" fetchPriority="high" decoding="async"/></main>';
    expect(mainPicturePreload(markup)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/api/media/locations/1/1.svg?a=1&amp;b=2">',
    );
  });

  it('adds nothing to a page without one', () => {
    expect(mainPicturePreload('<main><img src="/a.svg" alt=""></main>')).toBe('');
  });
});
