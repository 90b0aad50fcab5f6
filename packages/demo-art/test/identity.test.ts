import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawPicture } from '../src/picture';
import { HOTEL_ART_KINDS, LOCATION_ART_KINDS } from '../src/places/render';
import { ART_KINDS } from '../src/products/render';

const sha256 = (svg: string) => createHash('sha256').update(svg).digest('hex');
/** Twelve items of one kind, as the seed data could name them. */
const names = Array.from({ length: 12 }, (_, i) => `item-${i}`);

function expectDistinct(pictures: Map<string, string | null>) {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const [key, svg] of pictures) {
    expect(svg, key).not.toBeNull();
    expect(svg, key).not.toMatch(/NaN|undefined|Infinity/);
    const hash = sha256(svg!);
    if (seen.has(hash)) clashes.push(`${seen.get(hash)} = ${key}`);
    seen.set(hash, key);
  }
  expect(clashes).toEqual([]);
}

describe('an item’s own pictures (decision 028)', () => {
  it('are drawn byte for byte the same every time', () => {
    const place = {
      family: 'location',
      kind: 'waterfall',
      view: 3,
      identity: 'kbal-spean',
    } as const;
    const room = { family: 'hotel', kind: 'room-suite', view: 0, identity: 'h/room-1' } as const;
    const product = {
      family: 'product',
      kind: 'tent',
      colour: '#2f6b3a',
      view: 1,
      identity: 'CT-TNT-001',
    } as const;
    for (const picture of [place, room, product])
      expect(drawPicture(picture)).toBe(drawPicture({ ...picture }));
  });

  it.each([
    ['location', LOCATION_ART_KINDS],
    ['hotel', HOTEL_ART_KINDS],
  ] as const)(
    'differ between %s items of one kind, and between the views of one item',
    (family, kinds) => {
      const pictures = new Map<string, string | null>();
      for (const kind of kinds)
        for (const identity of names.slice(0, 6))
          for (let view = 0; view < 8; view++)
            pictures.set(
              `${kind}/${identity}/${view}`,
              drawPicture({ family, kind, view, identity }),
            );
      expectDistinct(pictures);
    },
    60_000,
  );

  it('differ between products of one kind and colour, in each of the three views', () => {
    const pictures = new Map<string, string | null>();
    for (const kind of ART_KINDS)
      for (const identity of names)
        for (const view of [0, 1, 2])
          pictures.set(
            `${kind}/${identity}/${view}`,
            drawPicture({ family: 'product', kind, colour: '#2f6b3a', view, identity }),
          );
    expectDistinct(pictures);
  });

  it('differ from the kind’s own picture, which stays as decision 016 recorded it', () => {
    const kind = drawPicture({ family: 'location', kind: 'mountain', view: 0 });
    const own = drawPicture({ family: 'location', kind: 'mountain', view: 0, identity: 'bokor' });
    expect(own).not.toBe(kind);
    expect(own).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800"/);
  });

  it('keep a product in its own colour: the colour is the product’s, whatever its make', () => {
    for (const identity of names) {
      const svg = drawPicture({
        family: 'product',
        kind: 'bottle',
        colour: '#c62828',
        view: 0,
        identity,
      });
      expect(svg).toContain('#c62828');
    }
  });

  it('refuse what the kind-level drawing refuses', () => {
    expect(drawPicture({ family: 'location', kind: 'volcano', view: 0, identity: 'x' })).toBeNull();
    expect(drawPicture({ family: 'hotel', kind: 'resort', view: 8, identity: 'x' })).toBeNull();
    expect(
      drawPicture({ family: 'product', kind: 'tent', colour: 'red', view: 0, identity: 'x' }),
    ).toBeNull();
  });
});
