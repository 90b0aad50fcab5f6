import { describe, expect, it } from 'vitest';
import { pictureSrc, pictureWidthFor } from './picture-src';

describe('pictureSrc', () => {
  it('shows a drawn picture as WebP at the width asked for', () => {
    expect(pictureSrc('/api/media/locations/1/0.svg', 960)).toBe(
      '/api/media/locations/1/0.webp?w=960',
    );
    expect(pictureSrc('/api/media/products/5/black-2.svg', 480)).toBe(
      '/api/media/products/5/black-2.webp?w=480',
    );
    expect(pictureSrc('/api/media/category/temples.svg', 1200)).toBe(
      '/api/media/category/temples.webp?w=1200',
    );
  });

  it('leaves uploads, other hosts and anything else as they are', () => {
    for (const src of [
      '/api/media/images/abc.webp',
      '/api/media/images/abc.svg',
      'https://example.com/api/media/locations/1/0.svg',
      '/favicon.svg',
      '/api/media/locations/1/0.svg?v=2',
      '',
    ])
      expect(pictureSrc(src, 960)).toBe(src);
  });

  it('picks a width with room for a 2x screen, at most 960', () => {
    expect(pictureWidthFor(36)).toBe(480);
    expect(pictureWidthFor(240)).toBe(480);
    expect(pictureWidthFor(320)).toBe(960);
    expect(pictureWidthFor(960)).toBe(960);
  });
});
