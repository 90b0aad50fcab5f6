import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOTEL_ART_KINDS, LOCATION_ART_KINDS } from '../src/places/render';
import { drawPicture, type DemoPicture } from '../src/picture';
import { ART_KINDS } from '../src/products/render';

/**
 * SHA-256 of every picture the drawing code could make before it moved here
 * (apps/api/src/modules/media, commit 952cf40): every location and hotel kind
 * in its eight views, every product kind in every seed colour (and the teal of
 * the categories) in its three views, every location category.
 */
const before = JSON.parse(
  readFileSync(new URL('./fixtures/pictures-before.sha256.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const sha256 = (svg: string) => createHash('sha256').update(svg).digest('hex');

function pictureOf(key: string): DemoPicture {
  const [family, a, b, c] = key.split('/') as [string, string, string?, string?];
  if (family === 'location' || family === 'hotel') return { family, kind: a, view: Number(b) };
  if (family === 'product') return { family, kind: a, colour: b!, view: Number(c) };
  if (family === 'location-category') return { family, slug: a };
  throw new Error(`unknown key ${key}`);
}

describe('the demo pictures after the move', () => {
  it('covers every kind in every view', () => {
    const keys = Object.keys(before);
    for (const kind of LOCATION_ART_KINDS)
      for (let v = 0; v < 8; v++) expect(keys).toContain(`location/${kind}/${v}`);
    for (const kind of HOTEL_ART_KINDS)
      for (let v = 0; v < 8; v++) expect(keys).toContain(`hotel/${kind}/${v}`);
    for (const kind of ART_KINDS)
      for (let v = 0; v < 3; v++) expect(keys).toContain(`product/${kind}/#0f766e/${v}`);
    expect(keys.filter((k) => k.startsWith('location-category/'))).toHaveLength(12);
    expect(keys).toHaveLength(1064);
  });

  it('draws every picture byte for byte as before', () => {
    const changed = Object.entries(before).filter(([key, hash]) => {
      const svg = drawPicture(pictureOf(key));
      return svg === null || sha256(svg) !== hash;
    });
    expect(changed.map(([key]) => key)).toEqual([]);
  });

  it('has no picture for what it does not know', () => {
    expect(drawPicture({ family: 'location', kind: 'volcano', view: 0 })).toBeNull();
    expect(drawPicture({ family: 'hotel', kind: 'angkor-temple', view: 0 })).toBeNull();
    expect(drawPicture({ family: 'product', kind: 'tent', colour: 'red', view: 0 })).toBeNull();
    expect(drawPicture({ family: 'location-category', slug: 'nope' })).toBeNull();
    expect(drawPicture({ family: 'location-category', slug: 'constructor' })).toBeNull();
  });
});
