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
/** The product's languages; here rather than beside the schemas so the web's first bundle needs no zod. */
export const LANGS = ['en', 'km'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

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

/** Accounts (document 1 §4, §9; DECISIONS D4). */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_WARNING_AT = 3;
/** send-register, complete-registration, forgot and reset. */
export const LINK_MAX_ATTEMPTS = 3;
export const SEND_REGISTER_WARNING_AT = 2;
/**
 * Per client IP the limits are this many times the per-address limit: a
 * hotel's shared Wi-Fi must not lock out its guests, yet one client cycling
 * through addresses is still stopped.
 */
export const IP_LIMIT_FACTOR = 4;
export const LINK_TTL_MS = 60 * 60 * 1000;
export const REMEMBER_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const FORGOT_RESEND_COOLDOWN_S = 60;
export const RESET_EXPIRY_WARNING_MS = 10 * 60 * 1000;
export const RESET_EXPIRY_CHECK_MS = 30 * 1000;
export const RESET_SUCCESS_REDIRECT_MS = 5000;
export const LOGIN_REDIRECT_DELAY_MS = 100;
export const AUTH_REQUEST_TIMEOUT_MS = 30_000;
export const TOKEN_CHECK_TIMEOUT_MS = 15_000;
export const PROFILE_STATUS_MS = 5000;
export const PROFILE_MODAL_CLOSE_MS = 1500;
export const PASTE_BLOCK_MESSAGE_MS = 3000;
export const LINK_TOKEN_MIN_LENGTH = 32;

/**
 * A readable twin of the httpOnly session cookie, holding no secret ("1"): the page asks the
 * server who is logged in only when it is there, so a visitor's page makes no call that must fail.
 */
export const SESSION_HINT_COOKIE = 'camtour_signed_in';
