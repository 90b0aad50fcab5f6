/**
 * The one entry point of the demo pictures: a description of a picture in,
 * its SVG text out (null when there is no such picture).
 */
import { renderCategoryArt } from './categories/render';
import { renderHotelArt, renderLocationArt } from './places/render';
import { renderProductArt } from './products/render';

/** Shop category pictures and colourless product pictures use the brand's teal. */
export const DEFAULT_PRODUCT_COLOUR = '#0f766e';

export type DemoPicture =
  /**
   * A place or an activity: one of the location kinds, view 0..7. `identity` (the place's
   * slug, an activity's) makes it that item's own picture; without it, the kind's. `nth`, the
   * item's place among the seed's items of its kind, spreads their layouts and lights in turn.
   */
  | { family: 'location'; kind: string; view: number; identity?: string; nth?: number }
  /** A hotel building or a room type: one of the hotel kinds, view 0..7, with its identity. */
  | { family: 'hotel'; kind: string; view: number; identity?: string; nth?: number }
  /** A product (or a shop category) of a product kind, in a #rrggbb colour, view 0..2. */
  | {
      family: 'product';
      kind: string;
      colour: string;
      view: number;
      identity?: string;
      nth?: number;
    }
  /** A location category, by its slug. */
  | { family: 'location-category'; slug: string };

export function drawPicture(picture: DemoPicture): string | null {
  switch (picture.family) {
    case 'location':
      return renderLocationArt(picture.kind, picture.view, picture.identity, picture.nth);
    case 'hotel':
      return renderHotelArt(picture.kind, picture.view, picture.identity, picture.nth);
    case 'product':
      return renderProductArt(
        picture.kind,
        picture.colour,
        picture.view,
        picture.identity,
        picture.nth,
      );
    case 'location-category':
      return renderCategoryArt(picture.slug);
  }
}
