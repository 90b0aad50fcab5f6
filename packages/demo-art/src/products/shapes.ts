/** Every product kind: how it is drawn standing, in its view-2 close-up or packed, and outdoors. */
import {
  chair,
  compressionSack,
  hammock,
  hammockDetail,
  mattress,
  mattressDetail,
  pillow,
  pillowPacked,
  ponchoPacked,
  shelter,
  shelterPacked,
  sleepingBag,
  table,
  tent,
  tentPacked,
} from './camp';
import {
  backpack,
  backpackBack,
  bottle,
  bottleDetail,
  cookware,
  dryBag,
  dryBagFamily,
  firstAid,
  firstAidOpen,
  headlamp,
  knife,
  knifeDetail,
  lantern,
  poles,
  poncho,
  pot,
  pump,
  stove,
} from './gear';
import { palette, place, shadow, zoom, type Palette } from './palette';

export interface ArtShape {
  draw: (p: Palette) => string;
  /** View 2: a close-up or the packed item, with its own shadow. */
  detail: (p: Palette) => string;
  /** Half-width of the ground shadow under draw(). */
  shadow: number;
  scene: 'jungle' | 'hills' | 'river';
}

const closeUp = (draw: (p: Palette) => string, cx: number, cy: number, s: number) => (p: Palette) =>
  zoom(shadow(400, 660, 200) + draw(p), cx, cy, s);

export const SHAPES: Record<string, ArtShape> = {
  tent: { draw: tent, detail: tentPacked, shadow: 300, scene: 'jungle' },
  bottle: { draw: bottle, detail: bottleDetail, shadow: 120, scene: 'hills' },
  pump: { draw: pump, detail: closeUp(pump, 330, 460, 1.6), shadow: 220, scene: 'river' },
  mattress: { draw: mattress, detail: mattressDetail, shadow: 290, scene: 'hills' },
  hammock: { draw: hammock, detail: hammockDetail, shadow: 300, scene: 'jungle' },
  pillow: { draw: pillow, detail: pillowPacked, shadow: 210, scene: 'hills' },
  chair: { draw: chair, detail: closeUp(chair, 460, 430, 1.7), shadow: 200, scene: 'river' },
  table: { draw: table, detail: closeUp(table, 400, 450, 1.6), shadow: 290, scene: 'river' },
  'sleeping-bag': {
    draw: sleepingBag,
    detail: compressionSack,
    shadow: 190,
    scene: 'hills',
  },
  shelter: { draw: shelter, detail: shelterPacked, shadow: 310, scene: 'jungle' },
  backpack: { draw: backpack, detail: backpackBack, shadow: 230, scene: 'hills' },
  lantern: { draw: lantern, detail: closeUp(lantern, 400, 430, 1.6), shadow: 150, scene: 'jungle' },
  headlamp: {
    draw: headlamp,
    detail: closeUp(headlamp, 400, 520, 1.9),
    shadow: 250,
    scene: 'jungle',
  },
  stove: {
    draw: stove,
    detail: (p) =>
      `${shadow(400, 660, 160)}${stove(p)}${place(pot(palette('#9aa3aa')), 400, 322, 0.7)}`,
    shadow: 160,
    scene: 'river',
  },
  poles: { draw: poles, detail: closeUp(poles, 400, 330, 1.7), shadow: 150, scene: 'hills' },
  'first-aid': { draw: firstAid, detail: firstAidOpen, shadow: 220, scene: 'jungle' },
  'dry-bag': { draw: dryBag, detail: dryBagFamily, shadow: 150, scene: 'river' },
  poncho: { draw: poncho, detail: ponchoPacked, shadow: 280, scene: 'hills' },
  knife: { draw: knife, detail: knifeDetail, shadow: 240, scene: 'jungle' },
  cookware: {
    draw: cookware,
    detail: closeUp(cookware, 400, 440, 1.5),
    shadow: 190,
    scene: 'river',
  },
};
