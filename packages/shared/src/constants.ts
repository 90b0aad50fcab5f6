/**
 * Business constants of document 1 §9 that the shared shell uses. Later
 * domains add their own constant files beside this one (shop, planner ...).
 */
export const HEADER_COMPACT_AFTER_PX = 100;
export const HEADER_HIDE_AFTER_PX = 200;
export const MOBILE_BREAKPOINT_PX = 768;
export const DROPDOWN_HOVER_DELAY_MS = 150;
export const TOAST_DURATION_MS = 3000;
export const SCROLL_LOCK_SWEEP_MS = 2000;
export const RIEL_PER_DOLLAR = 4000;
export const DEFAULT_LANG = 'en';

/** Footer adventure links, by the earlier product's province ids (document 1 §2). */
export const FOOTER_PROVINCES = [
  { slug: 'banteay-meanchey', id: 17 },
  { slug: 'battambang', id: 18 },
  { slug: 'kampong-cham', id: 19 },
  { slug: 'kampong-chhnang', id: 20 },
  { slug: 'kampong-speu', id: 21 },
  { slug: 'kampong-thom', id: 22 },
  { slug: 'kampot', id: 23 },
  { slug: 'kandal', id: 24 },
  { slug: 'kep', id: 14 },
  { slug: 'koh-kong', id: 25 },
] as const;

export const SIEM_REAP_PROVINCE_ID = 8;
