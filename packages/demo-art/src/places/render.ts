/**
 * Place pictures: flat-illustration "photos" of Cambodian places, hotels and
 * rooms, as 1200 x 800 SVG. Each kind has eight views (0..7) that change the
 * light, the season and the viewpoint: sunrise, morning, noon, golden hour,
 * dusk, night, rainy season and misty dawn (starting from each kind's best
 * light). Without an identity the output depends only on the kind and the
 * view; with one (a slug), the picture is that item's own (identity.ts).
 */
import { svgDocument } from '../kit/svg';
import {
  cave,
  countryside,
  wildlife,
  wildlifeBirds,
  wildlifeDolphins,
  wildlifeElephants,
} from './country';
import { museum, palace } from './halls';
import { boutique, guesthouse, hostel, hotelPool, resort, villa } from './hotels';
import { carvedTemple, jungleTemple } from './jungle-temples';
import { frame, lookOf, moodOf } from './identity';
import { H, MOODS, W, vignette, type Mood } from './light';
import { beach, floatingVillage, island, lake, mountain, river, waterfall } from './nature';
import { room } from './rooms';
import { angkorTemple, faceTemple } from './temples';
import { bambooTrain, circus, market, nightStreet } from './town';

type Scene = (m: Mood, view: number) => string;

const LOCATION_SCENES: Record<string, Scene> = {
  'angkor-temple': angkorTemple,
  'face-temple': faceTemple,
  'jungle-temple': jungleTemple,
  'carved-temple': carvedTemple,
  waterfall,
  mountain,
  river,
  lake,
  'floating-village': floatingVillage,
  beach,
  island,
  market,
  museum,
  'night-street': nightStreet,
  circus,
  wildlife,
  cave,
  countryside,
  palace,
  'bamboo-train': bambooTrain,
  // One animal in every view, for places whose first photo must show it.
  'wildlife-elephants': wildlifeElephants,
  'wildlife-dolphins': wildlifeDolphins,
  'wildlife-birds': wildlifeBirds,
};

const roomScene =
  (kind: string): Scene =>
  (m, view) =>
    room(kind, m, view);

const HOTEL_SCENES: Record<string, Scene> = {
  'hotel-pool': hotelPool,
  resort,
  boutique,
  guesthouse,
  hostel,
  villa,
  'room-double': roomScene('room-double'),
  'room-twin': roomScene('room-twin'),
  'room-suite': roomScene('room-suite'),
  'room-dorm': roomScene('room-dorm'),
  'room-family': roomScene('room-family'),
};

/** The art kinds a location (or an activity) may use. */
export const LOCATION_ART_KINDS = Object.keys(LOCATION_SCENES);
/** The art kinds of hotels (buildings) and of their room types. */
export const HOTEL_ART_KINDS = Object.keys(HOTEL_SCENES);

/** Number of different pictures per kind: views 0 to VIEWS - 1. */
export const VIEWS = MOODS.length;

/**
 * The light of view 0 per kind (an index into MOODS; the next views follow in
 * turn), so that first photos, used as thumbnails, are each kind's best light:
 * Angkor Wat at sunrise, the Kampot river at dusk, beaches at noon.
 */
const FIRST_MOOD: Record<string, number> = {
  'angkor-temple': 0,
  'face-temple': 1,
  'jungle-temple': 1,
  'carved-temple': 3,
  waterfall: 1,
  mountain: 3,
  river: 4,
  lake: 3,
  'floating-village': 1,
  beach: 2,
  island: 2,
  market: 1,
  museum: 2,
  circus: 4,
  cave: 3,
  countryside: 1,
  palace: 2,
  'bamboo-train': 1,
  wildlife: 1,
  'wildlife-elephants': 1,
  'wildlife-dolphins': 3,
  'wildlife-birds': 1,
  'hotel-pool': 2,
  resort: 3,
  boutique: 1,
  guesthouse: 1,
  hostel: 2,
  villa: 3,
};

function render(
  scenes: Record<string, Scene>,
  art: string,
  view: number,
  identity?: string,
  nth?: number,
): string | null {
  const scene = Object.hasOwn(scenes, art) ? scenes[art] : undefined;
  if (!scene || !Number.isInteger(view) || view < 0 || view >= MOODS.length) return null;
  const first = Object.hasOwn(FIRST_MOOD, art) ? FIRST_MOOD[art]! : 1;
  if (identity === undefined)
    return svgDocument(W, H, scene(MOODS[(view + first) % MOODS.length]!, view) + vignette());
  // Each item starts in the kind's best light or another good daylight, then turns through all eight.
  // The kind is part of the seed: what the item is shapes its picture as much as its name.
  const look = lookOf(`${art}/${identity}`, nth);
  const lights = [...new Set([first, 1, 3, 0, 2])];
  const start = lights[look.light % lights.length]!;
  const own = moodOf(MOODS[(view + start) % MOODS.length]!, look);
  return svgDocument(W, H, frame(scene(own, view + 8 * look.variant), art, own, look) + vignette());
}

/**
 * A location picture of kind `art` (see LOCATION_ART_KINDS), view 0..7; null otherwise.
 * `identity` (the place's slug) makes it that place's own picture.
 */
export function renderLocationArt(
  art: string,
  view: number,
  identity?: string,
  nth?: number,
): string | null {
  return render(LOCATION_SCENES, art, view, identity, nth);
}

/**
 * A hotel or room picture of kind `art` (see HOTEL_ART_KINDS), view 0..7; null otherwise.
 * `identity` (the hotel's slug, or the room type's) makes it that item's own picture.
 */
export function renderHotelArt(
  art: string,
  view: number,
  identity?: string,
  nth?: number,
): string | null {
  return render(HOTEL_SCENES, art, view, identity, nth);
}
